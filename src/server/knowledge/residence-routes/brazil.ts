import type { CountryRoutesData, SourcedYears } from "../knowledge.schema";
import { NO_PROCESSING_TIME } from "./unknowns";

// Brazil's long-stay routes for a US citizen, read in November 2026. The thresholds are the Brazilian
// consular network's own (Consulate General in Hartford page below); the permit terms were read in the 2026
// guide named below.
const CONSULATE = {
  publisher: "Brazilian Ministry of Foreign Affairs",
  title: "Consulate General in Hartford: VITEM XIV, retirement visa and digital nomad visa",
  url: "https://gov.br/mre/pt-br/consulado-hartford/novo-vistos-visas/types-of-visa/vitem-xiv-retirement-visa-and-digital-nomad-visa",
  asOf: "2026",
};
const GUIDE_2026 = { publisher: "Government of Brazil", title: "Brazil Retirement Visa: a complete guide for 2026", via: "Global Citizen Solutions", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://www.globalcitizensolutions.com/?p=79759", asOf: "2026" };

const PERMANENT: SourcedYears = { years: 4, note: "Permanent residence may be requested after four years of temporary residence.", source: GUIDE_2026 };
const CITIZENSHIP: SourcedYears = {
  years: 8,
  note: "Four years of permanent residence after the four years of temporary residence; Brazil allows dual citizenship.",
  source: GUIDE_2026,
};

export const brazilRoutes: CountryRoutesData = {
  country: "brazil",
  checked: "2026-11",
  routes: [
    {
      kind: "retirement",
      name: "VITEM XIV retirement visa (retirees and pensioners)",
      whoFor: "Retirees and pensioners who will transfer their monthly income to Brazil; salaried work in Brazil is not allowed.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: { kind: "income", amount: 2000, currency: "USD", period: "month", basis: "retirement or pension income transferred monthly to Brazil", source: CONSULATE },
      fee: { value: null, note: "The consular fee for US applicants is not stated in the sources used for this report." },
      processingTime: { text: "Around two months.", source: GUIDE_2026 },
      durationAndRenewal: { text: "A two-year temporary residence permit, renewable.", source: GUIDE_2026 },
      permanentResidence: PERMANENT,
      citizenship: CITIZENSHIP,
      officialPage: CONSULATE.url,
    },
    {
      kind: "remote-work",
      name: "VITEM XIV digital nomad visa",
      whoFor: "Professionals employed or contracted abroad whose work can be done remotely.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: { kind: "income", amount: 1500, currency: "USD", period: "month", basis: "monthly income, or instead US$18,000 available in a bank account", source: CONSULATE },
      fee: { value: null, note: "The consular fee for US applicants is not stated in the sources used for this report." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: { value: null, note: "The digital nomad permit's length and renewal terms are not stated in the sources used for this report." },
      permanentResidence: { value: null, note: "Whether the digital nomad permit counts towards permanent residence is not stated in the sources used for this report." },
      citizenship: { value: null, note: "Whether the digital nomad permit counts towards naturalisation is not stated in the sources used for this report." },
      officialPage: CONSULATE.url,
    },
  ],
  absent: [
    { kind: "work", status: "not-researched", note: "This report does not yet cover Brazil's work visas with a Brazilian employer." },
    { kind: "investment", status: "not-researched", note: "This report does not yet cover Brazil's investor visa." },
  ],
};
