/**
 * Morocco: the only official page found in the search store is the Caisse Nationale de Sécurité Sociale (CNSS) FAQ.
 * Residence cards (carte d'immatriculation / carte de résidence, issued by the DGSN) were only described by news,
 * embassies of other countries and law firms; the Direction Générale des Impôts (tax.gov.ma) was only seen through
 * copies of its guides on document-sharing sites; no page of a bar (Ordre des avocats) or of the Ordre des Experts
 * Comptables was stored. Those categories therefore have no entries. Movers point to FIDI.
 */
import type { CountryDirectory } from "./directory.schema";

export const moroccoDirectory: CountryDirectory = {
  country: "morocco",
  checked: "2026-11",
  entries: [
    {
      category: "health-insurance",
      name: "Caisse Nationale de Sécurité Sociale (CNSS)",
      use: "Morocco's public social-security fund; its FAQ (in French) answers registration questions, for example on declaring domestic workers to social security.",
      url: "https://www.cnss.ma/fr/faq-page",
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
