/**
 * Belgium: official bodies found in the search store. No page of the Office des Étrangers (dofi.ibz.be) itself was
 * stored; the immigration entry is a municipal foreigners' service page (Woluwe-Saint-Lambert) that explains the
 * registration step and links to the Office, so the entry names the commune. The ITAA entry links the institute's own
 * members page (itaa.be/nl/itaa-leden); it used to link the National Bank of Belgium's description of the institute
 * (nbb.be). Movers point to FIDI.
 */
import type { CountryDirectory } from "./directory.schema";

export const belgiumDirectory: CountryDirectory = {
  country: "belgium",
  checked: "2026-11",
  entries: [
    {
      category: "immigration-authority",
      name: "Commune de Woluwe-Saint-Lambert",
      use: "Non-EU nationals staying over three months report to the foreigners' service of their commune within 8 working days, with a D visa, to be entered in the foreigners' register.",
      url: "https://woluwe1200.be/demarches/se-presenter-au-service-ressortissants-etrangers",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "lawyers",
      name: "AVOCATS.BE (Ordre des Barreaux Francophones et Germanophone)",
      use: "Umbrella of the 11 French- and German-speaking bars; every lawyer must belong to a bar.",
      url: "https://avocats.be/fr/dossier/rapport-dactivites-2022/avocatsbe",
      asOf: "2022",
      reviewedOn: "2026-11-23",
    },
    {
      category: "lawyers",
      name: "Orde van Vlaamse Balies",
      use: "Umbrella of the eight Dutch-speaking bars; every lawyer is a mandatory member of a bar association.",
      url: "https://www.advocaat.be/en/words/bar-association",
      asOf: "2024",
      reviewedOn: "2026-11-23",
    },
    {
      category: "tax-advisers",
      name: "Institute for Tax Advisors and Accountants (ITAA)",
      use: "Mandatory body for certified accountants and tax advisers; it manages the public register of those allowed to practise (protected titles).",
      url: "https://www.itaa.be/nl/itaa-leden/",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "tax-authority",
      name: "FPS Finance (SPF Finances / FOD Financiën)",
      use: "When you become a Belgian tax resident (domicile or main location of assets) and which return you file after moving.",
      url: "https://fin.belgium.be/en/private-individuals/international/coming-to-belgium/tax-return",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "health-insurance",
      name: "Belgian social security portal (socialsecurity.be)",
      use: "Health insurance is compulsory; you must join a mutualité (health fund) or the public CAAMI to be covered by the statutory scheme.",
      url: "https://www.socialsecurity.be/citizen/fr/sante/s-affilier-a-une-mutualite",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "movers",
      name: "FIDI Global Alliance",
      use: "International federation of quality-certified (FAIM) moving companies; ask a mover whether it is a FIDI Affiliate.",
      url: "https://www.fidi.org/governance",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
  ],
};
