import type { CountryRoutesData } from "../knowledge.schema";
import { NO_PROCESSING_TIME } from "./unknowns";

// South Korea's long-stay option for a US remote worker, read in November 2026 in the pages named below, which
// report the Korea Immigration Service's rules for the F-1-D Workation visa (a test operation extended from
// 1 January 2026 "until a later announcement", per the MOFA notice quoted by Jetseen). No stored copy of
// HiKorea's own page was found.
const KTP_2026 = { publisher: "Korean Ministry of Justice", title: "Digital nomad 2.0: navigating the K-workation visa (2026)", via: "Korea Travel Post", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Searched again November 2026 ('워케이션 비자 F-1-D 소득요건 전년도 1인당 국민총소득 2배 법무부', '법무부 보도자료 워케이션 비자 시범 운영 moj.go.kr', 'overseas.mofa.go.kr Workation visa (F-1-D)', '워케이션 비자 소득요건 8,810만원'): the Korea Immigration Service's own notice of 31 December 2023 (immigration.go.kr/bbs/immigration/220/578525/artclView.do, stored at an http address) states the rule, '전년도 1인당 국민총소득(GNI) 2배 이상(2022년 기준 연 8,496만원)', and korea.kr (29 December 2023) carries the Ministry of Justice release; both give only the 2024-application figure of KRW 84.96 million, so they would replace the current KRW 88.1 million with an outdated amount and were not used. No official page stating the 2026 amount was found.", url: "https://koreatravelpost.com/digital-nomad-2-0-navigating-the-k-workation-visa", asOf: "2026" };
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
