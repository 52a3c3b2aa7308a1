import type { CountryRoutesData } from "../knowledge.schema";
import { NO_PROCESSING_TIME } from "./unknowns";

// South Korea's long-stay option for a US remote worker, read in November 2026 in the pages named below, which
// report the Korea Immigration Service's rules for the F-1-D Workation visa (a test operation extended from
// 1 January 2026 "until a later announcement", per the MOFA notice quoted by Jetseen). No stored copy of
// HiKorea's own page was found.
const KTP_2026 = { publisher: "Korean Ministry of Justice", title: "Digital nomad 2.0: navigating the K-workation visa (2026)", via: "Korea Travel Post", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://koreatravelpost.com/digital-nomad-2-0-navigating-the-k-workation-visa", asOf: "2026" };
const TRAVELWEEKLY = {
  publisher: "Korean Ministry of Justice",
  title: "South Korea launches new visa options for K-culture lovers, digital nomads and remote workers",
  via: "Travel Weekly",
  research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).",
  url: "https://travelweekly.com.au/south-korea-launches-new-visa-options-for-k-culture-lovers-digital-nomads-and-remote-workers/",
  asOf: "2024-01",
};

export const southKoreaRoutes: CountryRoutesData = {
  country: "south-korea",
  checked: "2026-11",
  routes: [
    {
      kind: "remote-work",
      name: "Workation (digital nomad) visa, F-1-D",
      whoFor: "People aged 18 or over employed by, or owning, a company outside Korea for at least a year, working remotely; local employment and Korean-source income are prohibited.",
      minimumAge: { years: 18, source: TRAVELWEEKLY },
      needsLocalJobOffer: false,
      threshold: {
        kind: "income",
        amount: 88100000,
        currency: "KRW",
        period: "year",
        basis: "twice the previous year's Korean gross national income per capita, KRW 88.1 million for 2026 applications according to the source (earlier guides give KRW 84-85 million); medical insurance of at least KRW 100 million is also required",
        source: KTP_2026,
      },
      fee: { value: null, note: "The visa fee is not stated in the sources used for this report." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: { text: "Valid for one year on entry, with a possible extension of one more year.", source: TRAVELWEEKLY },
      permanentResidence: { value: null, note: "Whether the Workation visa counts towards permanent residence is not stated in the sources used for this report." },
      citizenship: { value: null, note: "Whether the Workation visa counts towards naturalisation is not stated in the sources used for this report." },
      officialPage: "https://www.hikorea.go.kr/",
    },
  ],
  absent: [
    { kind: "retirement", status: "not-researched", note: "No retirement or independent-means visa for South Korea is stated in the sources used for this report." },
    { kind: "work", status: "not-researched", note: "South Korea's employment visas (E-7 and others) need a Korean employer; this report does not yet cover their terms." },
    { kind: "investment", status: "not-researched", note: "This report does not yet cover South Korea's investor (D-8) and immigrant-investor routes." },
  ],
};
