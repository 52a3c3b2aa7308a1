import type { CountryRoutes } from "../knowledge.schema";
import { NO_PROCESSING_TIME } from "./unknowns";

// Japan's long-stay option for a US remote worker, read in November 2026 in the pages named below, which report
// the Immigration Services Agency's rules for the "Designated Activities (digital nomad)" status (official page:
// moj.go.jp, linked below; no stored copy of it was found).
const TRAVELVOICE = {
  publisher: "Immigration Services Agency of Japan",
  title: "Japanese government starts issuing 'digital nomad' visa to foreigners with annual income of 10 million JPY or more",
  via: "Travel Voice",
  research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).",
  url: "https://pre.travelvoice.jp/english/japanese-government-starts-issuing-digital-nomad-visa-to-foreigners-with-annual-income-of-10-million-jpy-or-more-in-50-countries-or-regions",
  asOf: "2024-04",
};
const VISAMAP = { publisher: "Immigration Services Agency of Japan", title: "Japan digital nomad visa", via: "VisaMap", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://visamap.info/en/blog/japan-digital-nomad-visa", asOf: "2026" };

export const japanRoutes: CountryRoutes = {
  country: "japan",
  checked: "2026-11",
  routes: [
    {
      kind: "remote-work",
      name: "Designated Activities (digital nomad) status",
      whoFor: "Remote workers and the self-employed paid by companies or clients outside Japan, from about 50 visa-waiver countries including the United States; no employment with Japanese companies.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "income",
        amount: 10000000,
        currency: "JPY",
        period: "year",
        basis: "annual income of at least JPY 10 million, shown with a tax or income certificate; private medical insurance of at least JPY 10 million is also required",
        source: TRAVELVOICE,
      },
      fee: { value: null, note: "The visa fee was not found in a page read for this report." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: {
        text: "Up to six months, not renewable back to back: you must leave and wait before applying again; no residence card is issued.",
        source: VISAMAP,
      },
      permanentResidence: { value: null, note: "The digital nomad status does not count towards permanent residence." },
      citizenship: { value: null, note: "The digital nomad status does not count towards naturalisation." },
      officialPage: "https://www.moj.go.jp/isa/applications/status/designatedactivities53_00001.html",
    },
  ],
  absent: [
    { kind: "retirement", status: "not-researched", note: "No retirement or independent-means residence status for Japan was found in the sources read." },
    { kind: "work", status: "not-researched", note: "Japan's work statuses (Engineer/Specialist in Humanities/International Services, Highly Skilled Professional) need a Japanese employer; they were not researched for this report." },
    { kind: "investment", status: "not-researched", note: "Japan's Business Manager status was not researched for this report." },
  ],
};
