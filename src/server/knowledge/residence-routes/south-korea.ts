import type { CountryRoutesData } from "../knowledge.schema";
import { NO_PROCESSING_TIME } from "./unknowns";

// South Korea's long-stay routes for a US citizen, read in November 2026. The Korea Immigration Service (Ministry of
// Justice; HiKorea portal) governs them all. No stored copy of HiKorea's, immigration.go.kr's or visa.go.kr's own
// pages giving the figures was found, so each figure comes from the page named in its source: Korea Multicultural
// News on the Ministry's E-7 wage notice of 29 December 2025, KOWORK on E-7 terms, Visas Korea and VisaInKorea on the
// D-8 corporate investment visa and the F-5-13 pension permanent residence, NomadVisa on the F-5-13 pension amount,
// Immikorea on the F-2-7 points visa, and Jetseen, Korea Travel Post and Travel Weekly on the F-1-D Workation visa
// (a test operation extended from 1 January 2026 "until a later announcement"). Korea has no retirement visa as
// such; the pension-based permanent residence (F-5-13) is listed as its retirement route.

const KTP_2026 = { publisher: "Korean Ministry of Justice", title: "Digital nomad 2.0: navigating the K-workation visa (2026)", via: "Korea Travel Post", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Searched again November 2026 ('워케이션 비자 F-1-D 소득요건 전년도 1인당 국민총소득 2배 법무부', '법무부 보도자료 워케이션 비자 시범 운영 moj.go.kr', 'overseas.mofa.go.kr Workation visa (F-1-D)', '워케이션 비자 소득요건 8,810만원'): the Korea Immigration Service's own notice of 31 December 2023 (immigration.go.kr/bbs/immigration/220/578525/artclView.do, stored at an http address) states the rule, '전년도 1인당 국민총소득(GNI) 2배 이상(2022년 기준 연 8,496만원)', and korea.kr (29 December 2023) carries the Ministry of Justice release; both give only the 2024-application figure of KRW 84.96 million, so they would replace the current KRW 88.1 million with an outdated amount and were not used. No official page stating the 2026 amount was found.", url: "https://koreatravelpost.com/digital-nomad-2-0-navigating-the-k-workation-visa", asOf: "2026" };
const E7_WAGE_2026 = {
  publisher: "Korean Ministry of Justice",
  title: "2026 wage requirements for the Specially Designated Activities (E-7) status",
  via: "Korea Multicultural News",
  url: "https://www.kmcn.kr/news/article.html?no=9035",
  asOf: "2025-12-29",
  research:
    "News report of the Ministry of Justice notice of 29 December 2025 (applies 1 February to 31 December 2026): E-7-1 professionals KRW 31.12 million a year, E-7-2 and E-7-3 KRW 25.89 million, E-7-4 KRW 26 million. Since April 2025 the Ministry sets a fixed amount for all employers instead of the earlier 80% (70% for small and regional firms) of the previous year's GNI per capita (KOWORK blog, 'e7-visa-2026-salary-requirements'; the 2025 notice 2025-106 set E-7-1 at KRW 28.67 million, Korea Multicultural News no=7605). The Ministry's own notice was not in the search store (November 2026: '법무부 공고 특정활동(E-7) 체류자격 임금요건 기준 공고 2026', '2026년 E-7 임금요건 전문인력 3,112만원').",
};

const KOWORK_E7 = {
  publisher: "Korean Ministry of Justice",
  title: "E-7 visa: Specially designated activities",
  via: "KOWORK",
  url: "https://kowork.kr/en/visa/E-7",
  asOf: "2026",
  research: "Recruitment platform's summary of the HiKorea manual: E-7-1 to E-7-4 sub-types, a master's degree, a bachelor's plus one year's experience or five years' experience, maximum period of stay granted at once 3 years. Undated; asOf is the year it was read.",
};

const VISAS_KOREA_D8 = {
  publisher: "Korean Ministry of Justice",
  title: "D-8 Corporate Investment Visa Korea: FDI company setup and visa guide [2026]",
  via: "Visas Korea",
  url: "https://www.visaskorea.com/d-8-corporate-investment-en/",
  asOf: "2026",
  research: "Administrative agent's guide to the D-8-1 visa: at least KRW 100 million of foreign direct investment reported under the Foreign Investment Promotion Act, at least 10% of voting shares, registration as a foreign-invested company. The same figure is on visaofkorea.com, allvisakorea.com and k-labor.co.kr (minimum raised from KRW 50 million in 2010, per The Korean Law Blog).",
};

const F5_13_RULE = {
  publisher: "Korean Ministry of Justice",
  title: "F-5-13 Residency visa",
  via: "Visas Korea",
  url: "https://www.visaskorea.com/f-5-13-residency-visa/",
  asOf: "2026",
  research: "Administrative agent's page quoting the HiKorea manual: a person aged 60 or older receiving from abroad a pension of at least the amount the Minister of Justice sets; the annual pension from abroad over the year before applying must be at least twice the previous year's GNI per capita (Bank of Korea). Same rule on the Korean page (visaskorea.com/f-5-13-영주권-신청서류).",
};

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
      kind: "work",
      name: "Specially Designated Activities visa, E-7 (E-7-1 professionals)",
      whoFor:
        "Professionals hired by a Korean employer in one of the Ministry of Justice's designated occupations (E-7-1 covers managers and professionals such as engineers, developers, marketers and overseas sales staff); a related master's degree, a bachelor's degree plus one year's experience, or five years' experience is required.",
      minimumAge: null,
      needsLocalJobOffer: true,
      threshold: {
        kind: "salary",
        amount: 31120000,
        currency: "KRW",
        period: "year",
        basis:
          "Ministry of Justice minimum annual wage for E-7-1 professionals for visa issuance from 1 February to 31 December 2026 (KRW 28.67 million from April to December 2025); since April 2025 this fixed amount replaces the earlier rule of 80% of the previous year's gross national income per capita",
        source: E7_WAGE_2026,
      },
      fee: { value: null, note: "The visa fee is not stated in the sources used for this report." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: { text: "Up to three years at a time, renewable while you keep the designated job (five years for some recommended talent and special zones).", source: KOWORK_E7 },
      permanentResidence: {
        value: null,
        note: "E-7 holders usually move on to the points-based F-2-7 residence visa and then to permanent residence (F-5); the time from a first E-7 is not stated in the sources used for this report.",
      },
      citizenship: { value: null, note: "The residence needed for naturalisation from an E-7 is not stated in the sources used for this report." },
      officialPage: "https://www.hikorea.go.kr/",
    },
    {
      kind: "work",
      name: "Points-based residence visa, F-2-7",
      whoFor:
        "Professionals already living in Korea on a qualifying status (for example E-7) who score at least 80 of 170 points for age, education, Korean ability and income; the visa frees you from a single employer and lets a spouse and children join you.",
      minimumAge: null,
      needsLocalJobOffer: true,
      threshold: {
        value: null,
        note: "No fixed money floor: the F-2-7 is points-based (at least 80 of 170 points, with income among the scored items), usually after years in Korea on a professional visa such as E-7.",
        research:
          "Visas Korea (visaskorea.com/en-blog-f2-7-points-guide-2026-05-18): 170-point system, 130 common points (age 25, education 25, Korean 20, annual income 60) plus up to 40 bonus, pass mark 80. workmate.tools says the core requirement is a 3-year legal stay or KRW 40 million annual income, but notes the scoring manual is internal and unpublished; no official page found (November 2026).",
      },
      fee: { value: null, note: "The fee is not stated in the sources used for this report." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: { value: null, note: "The period of stay granted on an F-2-7 and its renewal terms are not stated in the sources used for this report." },
      permanentResidence: {
        years: 3,
        note: "F-2-7 holders can apply for permanent residence (F-5) after three years on the visa.",
        source: {
          publisher: "Korean Ministry of Justice",
          title: "F-2-7 point-based residence visa: check your score",
          via: "Immikorea",
          url: "https://immikorea.com/ja/f-2-7%E7%82%B9%E6%95%B0%E5%88%B6%E5%B1%85%E4%BD%8F%E3%83%93%E3%82%B6%E3%80%81%E7%A7%81%E3%81%AE%E3%82%B9%E3%82%B3%E3%82%A2%E3%82%92%E3%81%94%E8%A6%A7%E3%81%8F%E3%81%A0%E3%81%95%E3%81%84%E3%80%82/",
          asOf: "2026",
          research: "Immigration agency page (Japanese edition): 'F-2-7点数制居住ビザを取得すると、3年後に永住権を申請することができ' (permanent residence may be applied for three years after obtaining the F-2-7); also no single employer required and family may hold F-2-7. Undated; asOf is the year it was read.",
        },
      },
      citizenship: { value: null, note: "The residence needed for naturalisation is not stated in the sources used for this report." },
      officialPage: "https://www.hikorea.go.kr/",
    },
    {
      kind: "investment",
      name: "Corporate investment visa, D-8-1",
      whoFor:
        "Foreign investors who put at least KRW 100 million into a Korean company registered as foreign-invested and manage it, or specialists sent to run a foreign-invested company; the investment must be reported under the Foreign Investment Promotion Act.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "investment",
        amount: 100000000,
        currency: "KRW",
        period: "once",
        basis: "foreign direct investment of at least KRW 100 million, holding at least 10% of the company's voting shares (or an executive post), reported under the Foreign Investment Promotion Act; investors below KRW 300 million must also prove an office and how the capital was spent",
        source: VISAS_KOREA_D8,
      },
      fee: { value: null, note: "The visa fee is not stated in the sources used for this report." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: {
        text: "Up to five years at a time for the D-8-1, renewable while the foreign-invested company operates.",
        source: {
          publisher: "Korean Ministry of Justice",
          title: "D-8 visa: corporate / foreign investor visa (FDI)",
          via: "VisaInKorea",
          url: "https://www.visainkorea.com/d-8-visa-korea-d8-%EB%B9%84%EC%9E%90-%ED%88%AC%EC%9E%90-%EB%B9%84%EC%9E%90-foreign-direct-investment-fdi.html",
          asOf: "2026",
          research: "Visa agency page: maximum length of stay D-8-1 5 years, D-8-3 5 years, D-8-2 2 years. The 'below KRW 300 million' proof requirement in the threshold basis is from k-labor.co.kr and immikorea.com. Undated; asOf is the year it was read.",
        },
      },
      permanentResidence: { value: null, note: "The residence or investment needed for permanent residence from a D-8 is not stated in the sources used for this report." },
      citizenship: { value: null, note: "The residence needed for naturalisation from a D-8 is not stated in the sources used for this report." },
      officialPage: "https://www.hikorea.go.kr/",
    },
    {
      kind: "retirement",
      name: "Permanent residence for overseas pension recipients, F-5-13",
      whoFor:
        "People aged 60 or over who receive a pension from abroad (a government or institutional pension; rents and dividends do not count) of at least twice Korea's gross national income per capita; it is applied for in Korea while holding a lawful stay status, with no Korean-language or integration programme requirement.",
      minimumAge: { years: 60, source: F5_13_RULE },
      needsLocalJobOffer: false,
      threshold: {
        kind: "income",
        amount: 99910000,
        currency: "KRW",
        period: "year",
        basis:
          "annual pension from abroad of at least twice the previous year's gross national income per capita: KRW 99.91 million for 2025-26 according to the source; the amount is reset each year with the new income figure",
        source: {
          publisher: "Korean Ministry of Justice",
          title: "Permanent Residence for Overseas Pension Beneficiaries",
          via: "NomadVisa",
          url: "https://nomadvisa.app/south-korea/permanent-residence-for-overseas-pension-beneficiaries",
          asOf: "2026",
          research:
            "Guide page: aged 60+, annual overseas pension at least 2x per capita GNI (approximately KRW 99,910,000 a year for 2025-2026), lawful stay status in Korea when applying, only the applicant's own pension from a foreign government or institution counts, no KIIP, permanent residence card valid 10 years. The rule itself is from Visas Korea's F-5-13 page. The 2025 GNI per capita of KRW 52,416,000 is from the Bank of Korea release of 10 March 2026 as reported by Seoul Shinmun (seoul.co.kr/news/economy/2026/03/10/20260310500215); no official page stating the 2026 pension amount was found (November 2026: 'F-5-13 연금 수령자 영주 60세 이상 ... 2배 이상').",
        },
      },
      fee: { value: null, note: "The fee for the permanent residence application is not stated in the sources used for this report." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: {
        text: "Permanent residence with no time limit; the permanent residence card is valid for 10 years and must be renewed.",
        source: {
          publisher: "Korean Ministry of Justice",
          title: "Permanent Residence for Overseas Pension Beneficiaries",
          via: "NomadVisa",
          url: "https://nomadvisa.app/south-korea/permanent-residence-for-overseas-pension-beneficiaries",
          asOf: "2026",
        },
      },
      permanentResidence: { years: 0, note: "The F-5-13 is itself permanent residence, granted on approval.", source: F5_13_RULE },
      citizenship: { value: null, note: "The residence needed for naturalisation is not stated in the sources used for this report." },
      officialPage: "https://www.hikorea.go.kr/",
    },
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
  absent: [],
};
