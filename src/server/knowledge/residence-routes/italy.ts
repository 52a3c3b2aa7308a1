import type { CountryRoutesData } from "../knowledge.schema";
import { NO_PROCESSING_TIME } from "./unknowns";

// Italy's route for a US citizen living on passive income, read in November 2026. The EUR 31,000 floor is set
// by Article 13 of Attachment A to Interministerial Decree 850/2011 and stated by the Consulate General in
// Boston; consulates may ask for more. The fee is the national visa fee on an Italian embassy's page; the
// permit terms were read in the visa guide named below.
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
        basis: "stable passive income (pensions, annuities, property income, investments; not wages) of about EUR 31,000 a year per applicant, with more needed to cover a spouse or children; consulates may set higher amounts",
        source: {
          publisher: "Consulate General of Italy in Boston",
          title: "Elective Residency",
          url: "https://consboston.esteri.it/it/servizi-consolari-e-visti/servizi-per-il-cittadino-straniero/visti/elective-residency/",
          asOf: "2026",
          research: "Official consulate page (undated; asOf is the year it was read, November 2026): proof of stable passive income 'totaling circa 31,000 euros yearly per applicant' from pensions, annuities, property income, trusts or investment funds, income from subordinate work not counted; dependent spouse and children may get the visa if the applicant shows adequate means for them. Decree 850/2011, Attachment A, Article 13 (quoted by Italian Inheritance, https://italianinheritance.co.uk/information-on-the-national-visa-for-elective-residence/, the page cited before) sets the floor at EUR 31,000 a year and adds 20% for a spouse and at least 5% per child.",
        },
      },
      fee: {
        amount: 116,
        currency: "EUR",
        what: "national (type D, long-stay) visa fee",
        source: {
          publisher: "Embassy of Italy in Yangon",
          title: "Documenti necessari per la richiesta di visto (consular fees)",
          url: "https://ambyangon.esteri.it/it/?p=223",
          asOf: "2026",
          research: "Official embassy page (undated; asOf is the year it was read, November 2026) lists the national visa (type D, over 90 days) fee as EUR 116, EUR 50 for study. Italian national visa fees are set centrally, so the same fee applies at consulates in the United States. Replaces NomadVisa, Italy Elective Residence Visa (https://nomadvisa.app/italy/elective-residence-visa), the page cited before.",
        },
      },
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
