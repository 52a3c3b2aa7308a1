import type { CountryRoutesData } from "../knowledge.schema";
import { NO_PROCESSING_TIME } from "./unknowns";

// Italy's route for a US citizen living on passive income, read in November 2026. The EUR 31,000 floor is set
// by Article 13 of Attachment A to Interministerial Decree 850/2011 (quoted in the page below); consulates may
// ask for more. The fee and permit terms were read in the visa guide named below.
const ARTICLE_13 = {
  publisher: "Italian Ministry of Foreign Affairs",
  title: "Information on the national visa for elective residence",
  via: "Italian Inheritance",
  research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). The page quotes Decree 850/2011, Attachment A, Article 13.",
  url: "https://italianinheritance.co.uk/information-on-the-national-visa-for-elective-residence/",
  asOf: "2026",
};
const NOMADVISA = { publisher: "Italian Ministry of Foreign Affairs", title: "Italy Elective Residence Visa", via: "NomadVisa", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://nomadvisa.app/italy/elective-residence-visa", asOf: "2026" };

export const italyRoutes: CountryRoutesData = {
  country: "italy",
  checked: "2026-11",
  routes: [
    {
      kind: "retirement",
      name: "Elective residence visa (residenza elettiva)",
      whoFor: "Retirees and people of independent means living on pensions, annuities, rents or investments; no work of any kind, remote work included, and a home in Italy (owned, or rented for at least a year).",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "income",
        amount: 31000,
        currency: "EUR",
        period: "year",
        basis: "passive income of at least EUR 31,000 a year, +20% for a spouse and +5% per child; consulates may set higher amounts",
        source: ARTICLE_13,
      },
      fee: { amount: 116, currency: "EUR", what: "national visa fee", source: NOMADVISA },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: {
        text: "An entry visa valid up to one year; then a residence permit valid for one year, renewable for up to two years at a time.",
        source: NOMADVISA,
      },
      permanentResidence: { value: null, note: "The years before an EU long-term residence permit are not stated in the sources used for this report." },
      citizenship: { value: null, note: "The residence period for naturalisation is not stated in the sources used for this report." },
      officialPage: "https://vistoperitalia.esteri.it/",
    },
  ],
  absent: [
    { kind: "remote-work", status: "not-researched", note: "Italy has a visa for digital nomads and remote workers; this report does not yet cover its income floor." },
    { kind: "work", status: "not-researched", note: "This report does not yet cover Italy's work visas (quota system, EU Blue Card)." },
    { kind: "investment", status: "not-researched", note: "This report does not yet cover Italy's investor visa." },
  ],
};
