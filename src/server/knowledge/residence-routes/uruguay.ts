import type { CountryRoutesData } from "../knowledge.schema";
import { NO_PROCESSING_TIME } from "./unknowns";

// Uruguay's long-stay routes for a US citizen, read in November 2026 in the guides named below (no stored copy
// of the Dirección Nacional de Migración's own pages was found). Uruguay grants permanent residence directly.
const GORESIDENT = {
  publisher: "Government of Uruguay",
  title: "Uruguay residency guide (2026)",
  via: "GoResident",
  research:
    "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Searched again (gub.uy residencia permanente medios de vida jubilados rentistas): the DNM page https://www.gub.uy/tramites/residencia-legal-permanente is stored but its text lists documents, not an income amount (the USD 1,500 is a practice figure, not a legal minimum, so no official page is expected to state it); Bergstein Law says the required 'medios de vida' vary by case.",
  url: "https://goresident.com/uruguay-residency-guide",
  asOf: "2026",
};
const NOMAD = {
  publisher: "Government of Uruguay",
  title: "Uruguay Digital Nomad Provisional Identity Card",
  via: "NomadVisa",
  research:
    "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Searched again (gub.uy trámite hoja de identidad provisoria nómada digital costo, Ministerio del Interior requisitos): the official page https://www.gub.uy/tramites/hoja-identidad-provisoria is linked from Ecos del Hum but has no stored copy; other gub.uy pages found are for other procedures.",
  url: "https://nomadvisa.app/uruguay/hoja-de-identidad-provisoria-nomada-digital",
  asOf: "2026",
};

export const uruguayRoutes: CountryRoutesData = {
  country: "uruguay",
  checked: "2026-11",
  routes: [
    {
      kind: "retirement",
      name: "Permanent legal residence (pensioner or rentista)",
      whoFor: "Retirees and people living on passive income who will make Uruguay their home; the same permanent residence any immigrant gets.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "income",
        amount: 1500,
        currency: "USD",
        period: "month",
        basis: "no minimum is written in the law: about USD 1,500 a month is the amount commonly expected in practice, certified by a Uruguayan notary",
        source: GORESIDENT,
      },
      fee: { value: null, note: "The application fees are not stated in the sources used for this report." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: { text: "Permanent residence is granted directly, without years of temporary status first.", source: GORESIDENT },
      permanentResidence: { years: 0, note: "Permanent from the start.", source: GORESIDENT },
      citizenship: { value: null, note: "The residence period for legal citizenship is not stated in a dated source used for this report." },
      officialPage: "https://www.gub.uy/ministerio-interior/",
    },
    {
      kind: "remote-work",
      name: "Digital nomad provisional identity document (Hoja de Identidad Provisoria)",
      whoFor: "Remote workers for companies or clients outside Uruguay; you apply after arriving as a tourist (Decreto 238/022).",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: { value: null, note: "No minimum income: a sworn declaration of financial self-sufficiency is enough." },
      fee: { amount: 55.71, currency: "UYI", what: "application fee in indexed units (about USD 11)", source: NOMAD },
      processingTime: { text: "Online approval in 5 to 20 business days, then 1 to 2 days for the physical document.", source: NOMAD },
      durationAndRenewal: { text: "180 days, renewable once for another 180 days.", source: NOMAD },
      permanentResidence: { value: null, note: "The digital nomad document does not itself lead to permanent residence; apply for permanent residence separately." },
      citizenship: { value: null, note: "The digital nomad document does not count towards citizenship." },
      officialPage: "https://www.gub.uy/ministerio-interior/",
    },
  ],
  absent: [
    { kind: "work", status: "not-researched", note: "Uruguay gives employer-sponsored residence to workers; this report does not yet cover its terms." },
    { kind: "investment", status: "not-researched", note: "Uruguay has investor residence without a fixed legal minimum; this report does not yet cover its terms." },
  ],
};
