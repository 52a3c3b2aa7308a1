// Morocco tax. No Direction Générale des Impôts page was stored, so this file relies on a French expatriate
// adviser's blog (residence and the retirees' pension relief), L'ODJ (a Moroccan news site) for the 2025 reform,
// the US Social Security Administration's "Social Security Programs Throughout the World" (2015) for CNSS rates,
// the IRS treaty list (A to Z), and the SSA's own manual (POMS) for totalization.
import type { CountryTax } from "./tax.schema";
import { US_TREATY_LIST } from "./sources";

export const moroccoTax: CountryTax = {
  country: "morocco",
  checked: "2026-11",
  residenceRule: {
    text: "You have your tax domicile in Morocco if you have your permanent home (foyer d'habitation permanent) there, or the centre of your economic interests, or if your stays in Morocco, continuous or not, exceed 183 days in any 365-day period. Residents are taxed on worldwide income; non-residents only on Moroccan-source income.",
    source: {
      publisher: "French Expat",
      title: "La fiscalité au Maroc",
      url: "https://french-expat.blogspot.com/2020/03/la-fiscalite-au-maroc.html",
      asOf: "2020-03",
      reviewedOn: "2026-11-23",
    },
  },
  incomeTax: {
    taxYear: "2025",
    currency: "MAD",
    period: "year",
    bands: [],
    topRatePercent: 37,
    note: "From 1 January 2025 annual net income up to MAD 40,000 (MAD 6,000 a month, previously MAD 30,000 a year) is exempt and the top marginal rate fell from 38% to 37%; the middle brackets were also widened, but the source does not list every bracket.",
    source: {
      publisher: "L'ODJ",
      title: "Réforme fiscale: hausse des salaires dès janvier 2025",
      url: "https://lodj.ma/Reforme-fiscale-Hausse-des-salaires-des-janvier-2025_a109047.amp.html",
      asOf: "2025",
      reviewedOn: "2026-11-23",
      research:
        "Searched November 2026 for a DGI / Ministry of Finance page (tax.gov.ma barème IR 2025, Code général des impôts 2025 article 73, finances.gov.ma loi de finances 2025 note): none in the search store; only press (Le360, LesEco, Infomagazine, L'ODJ) and an outdated CGI article 73 copy (mihfada.com, pre-2025 barème). The press reports of the PLF/LF 2025 barème all give: 0-40,000 exempt; 40,001-60,000 10%; 60,001-80,000 20%; 80,001-100,000 30%; 100,001-180,000 34%; above 180,000 37% (e.g. https://fr.le360.ma/economie/nouveau-bareme-de-limpot-sur-le-revenu-ce-que-va-changer-le-projet-de-loi-de-finances-2025_HDZBAVVIRFBQXOWBQ24UMTPBKQ).",
    },
  },
  newcomerRegime: {
    text: "Retirees: residents of Morocco who receive a foreign-source pension get a reduction equal to 80% of the income tax due on that pension, for the amounts transferred permanently into Morocco in non-convertible dirhams. Pensions also get a partial exemption (55% of the part below MAD 168,000 a year, 40% above).",
    source: {
      publisher: "French Expat",
      title: "La fiscalité au Maroc",
      url: "https://french-expat.blogspot.com/2020/03/la-fiscalite-au-maroc.html",
      asOf: "2020-03",
      reviewedOn: "2026-11-23",
    },
  },
  socialSecurity: {
    text: "CNSS pension (old age, disability, survivors) for private-sector employees: 3.96% of gross monthly earnings from the employee and 7.93% from the employer, on earnings up to MAD 6,000 a month (2015 figures). Self-employed people were not covered by this scheme in the source year. Health insurance (AMO) and family-benefit contributions are separate and not covered here.",
    source: {
      publisher: "US Social Security Administration",
      title: "Social Security Programs Throughout the World: Africa, 2015 - Morocco",
      url: "https://www-origin.ssa.gov/policy/docs/progdesc/ssptw/2014-2015/africa/morocco.html",
      asOf: "2015",
      reviewedOn: "2026-11-23",
    },
  },
  usIncomeTaxTreaty: {
    inForce: true,
    note: "Morocco is on the list of countries with a US income tax treaty.",
    source: US_TREATY_LIST,
  },
  usTotalizationAgreement: {
    inForce: false,
    note: "Morocco is not on the SSA list of countries with a US totalization agreement in force.",
    source: {
      publisher: "US Social Security Administration",
      title: "POMS GN 01701.005 International Social Security (Totalization) Agreements (TN 11, 02-19)",
      url: "https://secure.ssa.gov/poms.nsf/lnx/0201701005",
      asOf: "2019-02",
      reviewedOn: "2026-11-23",
    },
  },
};
