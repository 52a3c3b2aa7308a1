import type { CountryRoutesData } from "../knowledge.schema";
import { NO_PROCESSING_TIME } from "./unknowns";

// Colombia's long-stay routes for a US citizen, read in November 2026. The pension rule is the Ministry of
// Foreign Affairs' own visa page; the 2026 minimum wage (SMMLV) it is measured in was read in Blu Radio's
// report of Decreto 0159 of 19 February 2026, which kept the figure after the Consejo de Estado suspended the
// first decree (a final court decision was pending at that date).
const CANCILLERIA_PENSIONER = {
  publisher: "Colombian Ministry of Foreign Affairs",
  title: "Type M visa: pensioner or independent income",
  url: "https://www.cancilleria.gov.co/en/procedures_services/visa/m-pensioner-independent",
  asOf: "2026",
};

export const colombiaRoutes: CountryRoutesData = {
  country: "colombia",
  checked: "2026-11",
  routes: [
    {
      kind: "retirement",
      name: "Migrant (M) visa as a pensioner",
      whoFor: "People receiving a retirement pension; a separate M category covers other provable periodic income of at least ten minimum wages a month.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "income",
        basedOn: { quantity: "colombia.minimum-wage", times: 3 },
        period: "month",
        basis: "a monthly pension of at least three times {base}",
        source: CANCILLERIA_PENSIONER,
      },
      fee: { value: null, note: "The study and visa fees are not stated in the sources used for this report." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: { text: "The type M visa is valid for three years.", source: CANCILLERIA_PENSIONER },
      permanentResidence: { value: null, note: "The years on an M visa before the resident (R) visa are not stated in the sources used for this report." },
      citizenship: { value: null, note: "The residence period for naturalisation is not stated in the sources used for this report." },
      officialPage: "https://www.cancilleria.gov.co/en/procedures_services/visa/m-pensioner-independent",
    },
  ],
  absent: [
    { kind: "remote-work", status: "not-researched", note: "Colombia has a visitor (V) visa for digital nomads; this report does not yet cover its income floor, which no official source used here confirms." },
    { kind: "work", status: "not-researched", note: "Colombia has M and V visas for work with a Colombian employer; this report does not yet cover their requirements." },
    { kind: "investment", status: "not-researched", note: "Colombia has investor visas set in minimum wages; this report does not yet cover their amounts." },
  ],
};
