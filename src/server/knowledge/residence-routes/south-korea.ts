import type { CountryRoutesData } from "../knowledge.schema";
import { NO_PROCESSING_TIME } from "./unknowns";
import { salaryOfTheJobOffered } from "./partner-income";

// South Korea's long-stay routes for a US citizen, read in November 2026. The Korea Immigration Service (Ministry of
// Justice; HiKorea portal) governs them all. No stored copy of HiKorea's, immigration.go.kr's or visa.go.kr's own
// pages giving the figures was found, so each figure comes from the page named in its source: Korea Multicultural
// News on the Ministry's E-7 wage notice of 29 December 2025, KOWORK on E-7 terms, Visas Korea and VisaInKorea on the
// D-8 corporate investment visa (KOTRA's Invest Korea for its KRW 100 million) and the F-5-13 pension permanent residence
// (twice the GNI per capita in force, a base quantity; NomadVisa as second source),
// Immikorea on the F-2-7 points visa, and Jetseen and Travel Weekly on the F-1-D Workation visa (a test operation
// extended from 1 January 2026 "until a later announcement"), whose income floor is computed as twice the GNI per
// capita in force (facts/base-quantities: the Bank of Korea's figure, applied from 1 April each year). Korea has no retirement visa as
// such; the pension-based permanent residence (F-5-13) is listed as its retirement route.

// The Workation (F-1-D) income floor is twice the previous year's GNI per capita (base quantity
// south-korea.gni-per-capita), read November 2026.
const WORKATION_INCOME_RULE = {
  publisher: "Korean Ministry of Justice",
  title: "Digital nomad (workation) visa pilot from 1 January 2024",
  url: "https://immigration.go.kr/bbs/immigration/220/578525/artclView.do",
  asOf: "2023-12-31",
  reviewedOn: "2026-11-28",
  research:
    "Korea Immigration Service (Ministry of Justice) card news of 31 December 2023, read in the search tool (pages), where it is stored at the http address of the same page: '법무부는 이러한 해외 원격근무자들의 불편함을 해소하기 위해 외국 회사에 소속된 근로자가 재직 경력과 일정 이상의 소득*을 증명하는 경우 ... * 전년도 1인당 국민총소득(GNI) 2배 이상(2022년 기준 연 8,496만원)'. The rule (twice the previous year's GNI per capita) is what the route uses; its KRW 84.96 million is the 2022 figure, superseded each April by the Bank of Korea's newer figure (see the base quantity south-korea.gni-per-capita). The Ministry's release of 29 December 2023 on korea.kr (MOJ_WORKATION_RELEASE) announces the same visa; Newsis, Newspim, Money Today and Aju Business Daily of 29 December 2023 quote the same rule ('전년도 1인당 국민총소득(GNI)의 2배 이상'). Replaces Korea Travel Post's 'Digital nomad 2.0: navigating the K-workation visa (2026)' (koreatravelpost.com/digital-nomad-2-0-navigating-the-k-workation-visa), which gives KRW 88.1 million for 2026 applications, twice the 2023 figure that applied from April 2024 to March 2025. No HiKorea or visa.go.kr page giving the current F-1-D amount was found (searched November 2026: '워케이션 비자 F-1-D 전년도 1인당 국민총소득 2배 소득요건', 'overseas.mofa.go.kr 워케이션 F-1-D 사증 발급 대상 소득 요건').",
};
const WORKATION_INCOME_RULE_PRESS = {
  publisher: "Korean Ministry of Justice",
  title: "Ministry of Justice to pilot the digital nomad (workation) visa from 1 January",
  via: "The Korea Economic Daily (Hankyung)",
  url: "https://magazine.hankyung.com/business/article/202312290891b",
  asOf: "2023-12-29",
  reviewedOn: "2026-11-28",
  research:
    "Magazine Hankyung report of 29 December 2023 on the Ministry's announcement, read in the search tool (pages): '소득 기준은 전년도 1인당 국민총소득(GNI) 2배 이상으로, 2022년 기준 연 8496만원이다. 체류기간 동안 병원치료와 본국 후송을 위한 보장액 1억원 이상의 개인 의료보험 가입이 필요하다.' Agrees with the Ministry's card news on the rule and states the medical-insurance condition. The title above describes the article; it is not its headline.",
};
const E7_WAGE_2026 = {
  publisher: "Korean Ministry of Justice",
  title: "2026 wage requirements for the Specially Designated Activities (E-7) status",
  via: "Korea Multicultural News",
  url: "https://www.kmcn.kr/news/article.html?no=9035",
  asOf: "2025-12-29",
  reviewedOn: "2026-11-25",
  research:
    "News report of the Ministry of Justice notice of 29 December 2025 (applies 1 February to 31 December 2026): E-7-1 professionals KRW 31.12 million a year, E-7-2 and E-7-3 KRW 25.89 million, E-7-4 KRW 26 million. Since April 2025 the Ministry sets a fixed amount for all employers instead of the earlier 80% (70% for small and regional firms) of the previous year's GNI per capita (KOWORK blog, 'e7-visa-2026-salary-requirements'; the 2025 notice 2025-106 set E-7-1 at KRW 28.67 million, Korea Multicultural News no=7605). The Ministry's own notice was not in the search store (November 2026: '법무부 공고 특정활동(E-7) 체류자격 임금요건 기준 공고 2026', '2026년 E-7 임금요건 전문인력 3,112만원').",
};

const KOWORK_E7 = {
  publisher: "Korean Ministry of Justice",
  title: "E-7 visa: Specially designated activities",
  via: "KOWORK",
  url: "https://kowork.kr/en/visa/E-7",
  asOf: "2026",
  reviewedOn: "2026-11-25",
  research: "Recruitment platform's summary of the HiKorea manual: E-7-1 to E-7-4 sub-types, a master's degree, a bachelor's plus one year's experience or five years' experience, maximum period of stay granted at once 3 years. Undated; asOf is the year it was read.",
};

// Second source for the 2026 E-7-1 wage floor, read November 2026.
const KOWORK_E7_WAGE_2026 = {
  publisher: "Korean Ministry of Justice",
  title: "E-7 visa 2026 salary requirements",
  via: "KOWORK",
  url: "https://kowork.kr/blog/e7-visa-2026-salary-requirements",
  asOf: "2025-12-29",
  reviewedOn: "2026-11-29",
  research:
    "Recruitment platform's blog, read in the search tool (pages, November 2026): '법무부는 2025년 12월 29일, 2026년 특정활동(E-7) 체류자격에 대한 임금요건 기준을 공고했는데요. 해당 기준은 2026년 2월 1일부터 2026년 12월 31일까지 적용됩니다' and ' 최소 임금요건(연봉)이 전문인력(E-7-1)은 이전 대비 245만 원 ... 상승했습니다'. The 2025 floor was KRW 28.67 million (Ministry notice of 20 March 2025, Korea Multicultural News no=7605: '전문인력(E-7-1) 연 2,867만 원 이상'), so the 2026 floor is KRW 31.12 million, as in the primary source; the blog's table itself is an image, and the title is the one in the page's address. A Korean page stating '3,112만' in text was searched for and not found ('전문인력(E-7-1) 연 3,112만 원 이상 2026년 임금요건 공고').",
};

const VISAS_KOREA_D8 = {
  publisher: "Korean Ministry of Justice",
  title: "D-8 Corporate Investment Visa Korea: FDI company setup and visa guide [2026]",
  via: "Visas Korea",
  url: "https://www.visaskorea.com/d-8-corporate-investment-en/",
  asOf: "2026",
  reviewedOn: "2026-11-25",
  research: "Administrative agent's guide to the D-8-1 visa: at least KRW 100 million of foreign direct investment reported under the Foreign Investment Promotion Act, at least 10% of voting shares, registration as a foreign-invested company. The same figure is on visaofkorea.com, allvisakorea.com and k-labor.co.kr (minimum raised from KRW 50 million in 2010, per The Korean Law Blog).",
};

const F5_13_RULE = {
  publisher: "Korean Ministry of Justice",
  title: "F-5-13 Residency visa",
  via: "Visas Korea",
  url: "https://www.visaskorea.com/f-5-13-residency-visa/",
  asOf: "2026",
  reviewedOn: "2026-11-25",
  research: "Administrative agent's page quoting the HiKorea manual: a person aged 60 or older receiving from abroad a pension of at least the amount the Minister of Justice sets; the annual pension from abroad over the year before applying must be at least twice the previous year's GNI per capita (Bank of Korea). Same rule on the Korean page (visaskorea.com/f-5-13-영주권-신청서류), read again 29 November 2026: '신청일 이전 최근 1년 동안 국외로부터 받는 연간 연금액이 한국은행고시 전년도 일인당 국민총소득(GNI)의 2배 이상일 것 * 전년도 일인당 국민총소득(GNI)가 발표되지 않았을 경우 전전년도 일인당 국민총소득(GNI)을 기준으로 함'. The threshold is therefore derived from the base quantity south-korea.gni-per-capita (KRW 52,416,000 from 1 April 2026, so KRW 104,832,000 a year) instead of NomadVisa's KRW 99.91 million, which is twice the 2024 figure used until March 2026.",
};

const NOMADVISA_F5_13_PENSION = {
  publisher: "Korean Ministry of Justice",
  title: "Permanent Residence for Overseas Pension Beneficiaries",
  via: "NomadVisa",
  url: "https://nomadvisa.app/south-korea/permanent-residence-for-overseas-pension-beneficiaries",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "Guide page: aged 60+, annual overseas pension at least 2x per capita GNI (approximately KRW 99,910,000 a year for 2025-2026), lawful stay status in Korea when applying, only the applicant's own pension from a foreign government or institution counts, no KIIP, permanent residence card valid 10 years. The rule itself is from Visas Korea's F-5-13 page. The 2025 GNI per capita of KRW 52,416,000 is from the Bank of Korea release of 10 March 2026 as reported by Seoul Shinmun (seoul.co.kr/news/economy/2026/03/10/20260310500215); no official page stating the 2026 pension amount was found (November 2026: 'F-5-13 연금 수령자 영주 60세 이상 ... 2배 이상').",
};

const TRAVELWEEKLY = {
  publisher: "Korean Ministry of Justice",
  title: "South Korea launches new visa options for K-culture lovers, digital nomads and remote workers",
  via: "Travel Weekly",
  research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).",
  url: "https://travelweekly.com.au/south-korea-launches-new-visa-options-for-k-culture-lovers-digital-nomads-and-remote-workers/",
  asOf: "2024-01",
  reviewedOn: "2026-11-23",
};

// Conditions (issue 28.1), read November 2026.
const MOJ_WORKATION_RELEASE = {
  publisher: "Korean Ministry of Justice",
  title: "Workation visa to be piloted from next year: foreigners working for overseas companies for a year or more, and their families, for up to two years",
  url: "https://m.korea.kr/news/policyNewsView.do?newsId=148924253",
  asOf: "2023-12-29",
  reviewedOn: "2026-11-28",
  research:
    "Ministry of Justice release on the government portal korea.kr (29 December 2023): the digital nomad (workation) visa is applied for at a Korean diplomatic mission abroad ('해외에 있는 우리 재외공관에서 신청'), accompanying family may also apply ('동반가족도 비자 신청이 가능'); people already in Korea on a short-term status may change to it in Korea; for foreigners employed by a foreign company who can work remotely and have worked in the same field for a year or more, and their families; domestic employment is strictly restricted. The immigration.go.kr card news of 31 December 2023 (stored at an http address) and the Ministry of Government Legislation's note of 22 October 2024 (world.moleg.go.kr) say the same. No notice defines which relatives count as family; guides (Immikorea) add 'aged 18 or over, except accompanying children'.",
};
const WORKATION_FAMILY = {
  publisher: "Korean Ministry of Justice",
  title: "South Korea's new digital nomad (workation) visa",
  via: "Mothership",
  url: "https://mothership.sg/2024/01/work-from-korea-visa/",
  asOf: "2024-01",
  reviewedOn: "2026-11-28",
  research:
    "Singapore news site's report (January 2024) of the Ministry of Justice announcement of 29 December 2023, citing The Korea Herald, found with the search tool (pages) for 'Korea Herald workation visa digital nomad January 2024 family members spouse children under 18' (November 2026): 'They can also bring their spouse and children below 18.' The same report republished on digitalnomadsasia.com (30 December 2023: 'digital nomads will be allowed to bring along a spouse and children younger than 18'), Daily Pakistan (31 December 2023: 'the visa holders can bring their spouses and dependents below 18 years of age') and the Atlanta Journal-Constitution ('spouses and children under 18 are able to come') agree; Korea JoongAng Daily (29 December 2023, as republished by slowtravelnews.com) says 'Visa holders will also be able to bring their spouse or children with the visa'. The Ministry's own release (korea.kr, see MOJ_WORKATION_RELEASE) says only that accompanying family may apply ('동반가족도 비자 신청이 가능') and that applicants must be 18 or over except accompanying children ('연령은 만 18세 이상이며 동반가족 자녀는 예외', as quoted by Newspim); Fragomen (8 January 2024) adds that family members prove the relationship with 'marriage or birth certificates', so the partner is a married spouse. No Ministry or HiKorea page stating the children's age limit was found (searched '워케이션 비자 F-1-D 동반가족 배우자 미성년 자녀', '사증발급 안내매뉴얼 F-1-D 동반가족 범위'); Korean law ends minority at 19, so the under-18 limit rests on the press reports and may be a year too strict. The title above describes the article; it is not its headline.",
};
const F3_COMPANION = {
  publisher: "Korean Ministry of Justice",
  title: "Companion (F-3) status: spouse and minor children of holders of statuses D-1 to E-7",
  via: "visa4u (administrative agent)",
  url: "https://visa4u.modoo.at/?link=b8niruxo",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "Administrative agent's page quoting Appendix 1-2 of the Enforcement Decree of the Immigration Act: F-3 is for 'the spouse and minor children without a spouse' of a person holding a status from D-1 to E-7 (D-3 excluded). kor.125visa.com lists F-3-1 the same way (spouse and unmarried minor children of D-1 to E-7 holders). KOTRA's Invest Korea notice (investkorea.org, ntt_sn=491110) adds that since March 2024 companions must in principle get the F-3 visa abroad rather than change status in Korea. No law.go.kr copy of the decree's appendix was stored (searched November 2026: '동반(F-3) 체류자격 배우자 미성년 자녀 D-8 E-7').",
};
const F23_FAMILY = {
  publisher: "Korean Ministry of Justice",
  title: "Korean residence visas: F-2-3 family of permanent residents",
  via: "125visa",
  url: "https://kor.125visa.com/type/11.html",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "Visa agent's table of Korean family statuses: F-2-3 '永住者家属' for the spouse and minor children of a permanent-residence (F-5) holder; F-3-1 for the spouse and unmarried minor children of D-1 to E-7 holders. No official page on family members of an F-5-13 holder was found (searched November 2026: 'F-5-13 배우자 미성년 자녀 F-2-3 영주자 가족').",
};
const KOTRA_D8 = {
  publisher: "Korea Trade-Investment Promotion Agency (KOTRA)",
  title: "Invest Korea: corporate investment visa (D-8)",
  url: "https://ombudsman.kotra.or.kr/ik-kr/cntnts/i-157/web.do",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "KOTRA's Invest Korea page (Korean): a person who brings at least KRW 100 million of investment from abroad under the Foreign Investment Promotion Act and sets up and runs a company may apply for the corporate investment visa; where to apply: 'the immigration office for the applicant's residence or the foreign-invested company's location, or KOTRA's Invest Korea one-stop service centre'. Undated; asOf is the year it was read.",
};
const F27_POINTS = {
  publisher: "Korean Ministry of Justice",
  title: "F-2-7 visa points calculator",
  via: "KORMOYA",
  url: "https://kormoya.com/f-2-7-%EB%B9%84%EC%9E%90-%EC%A0%90%EC%88%98-%EA%B3%84%EC%82%B0%EA%B8%B0/",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "Information site's copy of the F-2-7 points table: a total of at least 80 points; common items up to 130 points (age 25, education 25, Korean 20, annual income 60) and bonus items up to 40; age points 18-24: 23, 25-29: 25, 30-34: 23, 35-39: 20, 40-44: 12, 45-50: 8, 51 or over: 3. A public app's source on GitHub (id 24277284392 in the code index) holds the same age points; Visas Korea's 2026 guide (visaskorea.com/en-blog-f2-7-points-guide-2026-05-18) gives the same 170-point structure and pass mark. The Ministry's scoring manual on HiKorea was not in the search store (November 2026: '점수제 거주 F-2-7 연령 점수 배점표', 'F-2-7 age points 18-24 23 points'); older guides (2013-2015) give an earlier table.",
};
const E7_CCVI = {
  publisher: "Korean Ministry of Justice",
  title: "F-3 visa for the spouse of an E-7 holder",
  via: "VisaInKorea (blog)",
  url: "https://visainkorea.blogspot.com/2018/06/e-7-f-3.html",
  asOf: "2018-06",
  reviewedOn: "2026-11-28",
  research:
    "Administrative agent's blog: for an E-7 the company applies for the Certificate for Confirmation of Visa Issuance ('회사에서 사증발급인정서를 신청'), at the immigration office for the workplace, and the spouse's F-3 can be applied for at the same time; a spouse invited later applies for the F-3 visa at the Korean embassy or consulate at home. HiKorea's own pages on the Certificate were not in the search store (November 2026: 'hikorea 특정활동 E-7 사증발급인정서 신청 초청자 대리 신청', 'E-7 visa Certificate for Confirmation of Visa Issuance employer applies').",
};

export const southKoreaRoutes: CountryRoutesData = {
  country: "south-korea",
  checked: "2026-11",
  routes: [
    {
      id: "e-7",
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
        crossCheck: { source: KOWORK_E7_WAGE_2026 },
      },
      fee: { value: null, note: "The visa fee is not stated in the sources used for this report." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: { text: "Up to three years at a time, renewable while you keep the designated job (five years for some recommended talent and special zones).", source: KOWORK_E7 },
      permanentResidence: {
        value: null,
        note: "E-7 holders usually move on to the points-based F-2-7 residence visa and then to permanent residence (F-5); the time from a first E-7 is not stated in the sources used for this report.",
      },
      citizenship: { value: null, note: "The residence needed for naturalisation from an E-7 is not stated in the sources used for this report." },
      conditions: {
        incomeKinds: ["salary"],
        skill: {
          rule: "occupation-list",
          list: "Ministry of Justice list of occupations for the E-7-1 (professional) status",
          url: "https://www.bangduty.com/pages/%ED%8A%B9%EC%A0%95%ED%99%9C%EB%8F%99-e-7",
          lowest: 3,
          note: "The E-7-1 takes managers and professionals in the occupations the Ministry of Justice designates, with a related degree or five years' experience.",
          source: {
            publisher: "Korean Ministry of Justice",
            title: "Specially designated activities (E-7): occupations",
            via: "Bangduty (administrative agent)",
            url: "https://www.bangduty.com/pages/%ED%8A%B9%EC%A0%95%ED%99%9C%EB%8F%99-e-7",
            asOf: "2026",
            reviewedOn: "2026-11-28",
            research:
              "Administrative agent's page on the E-7 status (with the Ministry's job list as a PDF): E-7-1 professionals include senior company executives, managers in specialised fields, engineers of all kinds, nurses, university lecturers, foreign-school teachers, management specialists, overseas sales staff, translators and interpreters, designers and announcers; E-7-2 semi-professionals include hotel and restaurant cooks (head chefs and cooks), customer-service staff and hotel receptionists. allvisakorea.com says E-7-1 has 67 occupations (15 managerial, 52 professional) and lists computer hardware engineers (KSCO 2211) among nine computer-related ones; a Korean blog (phongnhaexplorer.com) names developers, software engineers, systems analysts and network engineers as E-7-1. The list is classified by the Korean Standard Classification of Occupations, whose major group 2 also holds associate professionals, hence ISCO-08 skill level 3 as the lowest. On the list: ISCO 2511, 2512, 2513 (systems analysts, software and web developers), 214 (engineers), 2221 (nurses), 2310 (university teachers), 2166 (designers), 2643 (translators). Off it: 3434 (chefs), which is E-7-2. KOWORK's E-7 page (kowork.kr/en/visa/E-7) gives the sub-types and the degree or experience rule. The Ministry's own list was not in the search store (November 2026).",
          },
          onList: ["2511", "2512", "2513", "214", "2221", "2310", "2166", "2643"],
          offList: ["3434"],
        },
        maximumAge: null,
        points: null,
        applies: {
          via: "employer",
          how: "Your Korean employer applies to the immigration office for a Certificate for Confirmation of Visa Issuance; you then collect the E-7 visa at a Korean embassy or consulate with it.",
          source: E7_CCVI,
        },
        dependants: { partner: "spouse", children: { underYears: 19 }, who: "a spouse and unmarried minor children, on the companion (F-3) visa", source: F3_COMPANION, childPermit: "Children come on a companion (F-3) visa of their own, not the E-7.", partnerIncome: salaryOfTheJobOffered(E7_WAGE_2026) },
      },
      officialPage: "https://www.hikorea.go.kr/",
    },
    {
      id: "f-2-7",
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
          reviewedOn: "2026-11-25",
          research: "Immigration agency page (Japanese edition): 'F-2-7点数制居住ビザを取得すると、3年後に永住権を申請することができ' (permanent residence may be applied for three years after obtaining the F-2-7); also no single employer required and family may hold F-2-7. Undated; asOf is the year it was read.",
        },
      },
      citizenship: { value: null, note: "The residence needed for naturalisation is not stated in the sources used for this report." },
      conditions: {
        incomeKinds: ["salary"],
        skill: {
          rule: "skill-level",
          minimum: 2,
          note: "The F-2-7 is for people already working in Korea on a professional status (E-1 to E-7, such as the E-7), not for non-professional (E-9) workers.",
          source: {
            publisher: "Korean Ministry of Justice",
            title: "Korea F-2-7 residence visa eligibility",
            via: "workmate.tools",
            url: "https://workmate.tools/en/f2-residence-visa",
            asOf: "2026",
            reviewedOn: "2026-11-28",
            research:
              "Information tool's summary: five applicant categories (listed-company employee, growth-industry worker, professional with a three-year stay, Korean master's graduate, STEM talent), core requirement of a three-year continuous legal stay or KRW 40 million annual income, pass mark 80 of 170. The 2014 HubPages guide lists the qualifying statuses (E-1 to E-7, D-5 to D-9, and D-2/D-10 graduates); E-9 non-professional workers are outside them, hence ISCO-08 skill level 2 as the minimum (E-7 also holds skilled-worker sub-types). No HiKorea manual page was stored.",
          },
        },
        maximumAge: null,
        points: {
          passMark: 80,
          table: "https://kormoya.com/f-2-7-%EB%B9%84%EC%9E%90-%EC%A0%90%EC%88%98-%EA%B3%84%EC%82%B0%EA%B8%B0/",
          ageBands: [
            { from: 18, to: 25, points: 23 },
            { from: 25, to: 30, points: 25 },
            { from: 30, to: 35, points: 23 },
            { from: 35, to: 40, points: 20 },
            { from: 40, to: 45, points: 12 },
            { from: 45, to: 51, points: 8 },
            { from: 51, to: 120, points: 3 },
          ],
          source: F27_POINTS,
        },
        applies: {
          via: "in-country",
          how: "You apply in Korea to change your status, at the immigration office for where you live, while on your current professional visa.",
          source: {
            publisher: "Korean Ministry of Justice",
            title: "Complete guide to the F-2-7 points-based residency visa scoring system",
            via: "Visas Korea",
            url: "https://visaskorea.com/en-blog-f2-7-points-guide-2026-05-18/",
            asOf: "2026-05-18",
            reviewedOn: "2026-11-28",
            research: "Administrative agent's 2026 guide: 170-point system (common 130 plus bonus up to 40), 80 points required; applied for as a change of status from a qualifying stay in Korea. The workmate.tools page also directs applicants to HiKorea or the 1345 immigration contact centre.",
          },
        },
        dependants: {
          partner: "spouse", children: { underYears: 19 }, who: "a spouse and minor children, who may also hold the F-2-7",
          source: {
            publisher: "Korean Ministry of Justice",
            title: "F-2-7 point-based residence visa: check your score",
            via: "Immikorea",
            url: "https://immikorea.com/ja/f-2-7%E7%82%B9%E6%95%B0%E5%88%B6%E5%B1%85%E4%BD%8F%E3%83%93%E3%82%B6%E3%80%81%E7%A7%81%E3%81%AE%E3%82%B9%E3%82%B3%E3%82%A2%E3%82%92%E3%81%94%E8%A6%A7%E3%81%8F%E3%81%A0%E3%81%95%E3%81%84%E3%80%82/",
            asOf: "2026",
            reviewedOn: "2026-11-28",
            research: "Immigration agency page (Japanese edition): '配偶者と子供も一緒にF-2-7ビザを取得することができています' (the spouse and children can also obtain the F-2-7). The page says 'children' only; minor children is the F-2-7 family rule as guides state it. Undated; asOf is the year it was read.",
          },
        },
      },
      officialPage: "https://www.hikorea.go.kr/",
    },
    {
      id: "d-8-1",
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
        source: KOTRA_D8,
        crossCheck: { source: VISAS_KOREA_D8 },
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
          reviewedOn: "2026-11-25",
          research: "Visa agency page: maximum length of stay D-8-1 5 years, D-8-3 5 years, D-8-2 2 years. The 'below KRW 300 million' proof requirement in the threshold basis is from k-labor.co.kr and immikorea.com. Undated; asOf is the year it was read.",
        },
      },
      permanentResidence: { value: null, note: "The residence or investment needed for permanent residence from a D-8 is not stated in the sources used for this report." },
      citizenship: { value: null, note: "The residence needed for naturalisation from a D-8 is not stated in the sources used for this report." },
      conditions: {
        incomeKinds: ["salary", "remote-work", "pension", "passive"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: {
          via: "in-country",
          how: "After bringing in the investment and registering your foreign-invested company, you apply at the immigration office for your company's area or where you live, or at KOTRA's Invest Korea one-stop centre.",
          source: KOTRA_D8,
        },
        dependants: { partner: "spouse", children: { underYears: 19 }, who: "a spouse and unmarried minor children, on the companion (F-3) visa", source: F3_COMPANION, childPermit: "Children come on a companion (F-3) visa of their own, not the D-8." },
      },
      officialPage: "https://www.hikorea.go.kr/",
    },
    {
      id: "f-5-13",
      kind: "retirement",
      name: "Permanent residence for overseas pension recipients, F-5-13",
      whoFor:
        "People aged 60 or over who receive a pension from abroad (a government or institutional pension; rents and dividends do not count) of at least twice Korea's gross national income per capita; it is applied for in Korea while holding a lawful stay status, with no Korean-language or integration programme requirement.",
      minimumAge: { years: 60, source: F5_13_RULE },
      needsLocalJobOffer: false,
      threshold: {
        kind: "income",
        basedOn: { quantity: "south-korea.gni-per-capita", times: 2 },
        period: "year",
        basis:
          "an annual pension from abroad, over the year before applying, of at least twice {base} (the Bank of Korea's figure for the previous year, reset each April)",
        source: F5_13_RULE,
        crossCheck: { source: NOMADVISA_F5_13_PENSION, differs: "KRW 99.91 million a year, twice the 2024 figure that applied until March 2026" },
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
          reviewedOn: "2026-11-25",
        },
      },
      permanentResidence: { years: 0, note: "The F-5-13 is itself permanent residence, granted on approval.", source: F5_13_RULE },
      citizenship: { value: null, note: "The residence needed for naturalisation is not stated in the sources used for this report." },
      conditions: {
        incomeKinds: ["pension"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: {
          via: "in-country",
          how: "You apply in Korea, at the immigration office for where you live, while you hold a lawful stay status there.",
          source: {
            publisher: "Korean Ministry of Justice",
            title: "Permanent Residence for Overseas Pension Beneficiaries",
            via: "NomadVisa",
            url: "https://nomadvisa.app/south-korea/permanent-residence-for-overseas-pension-beneficiaries",
            asOf: "2026",
            reviewedOn: "2026-11-28",
            research: "Guide page: the applicant must hold a lawful stay status in Korea when applying. No HiKorea page on where the F-5-13 is filed was stored (November 2026).",
          },
        },
        dependants: { partner: "spouse", children: { underYears: 19 }, who: "a spouse and minor children, on the family-of-permanent-resident (F-2-3) residence visa", source: F23_FAMILY, childPermit: "Children get a family-of-permanent-resident (F-2-3) residence visa, not permanent residence of their own.", partnerIncome: { counts: false, note: "Only the main applicant's own pension from abroad counts; a spouse's pension does not add to it.", source: NOMADVISA_F5_13_PENSION } },
      },
      officialPage: "https://www.hikorea.go.kr/",
    },
    {
      id: "f-1-d",
      kind: "remote-work",
      name: "Workation (digital nomad) visa, F-1-D",
      whoFor: "People aged 18 or over employed by, or owning, a company outside Korea for at least a year, working remotely; local employment and Korean-source income are prohibited.",
      minimumAge: { years: 18, source: TRAVELWEEKLY },
      needsLocalJobOffer: false,
      threshold: {
        kind: "income",
        basedOn: { quantity: "south-korea.gni-per-capita", times: 2 },
        period: "year",
        basis: "twice {base}; private medical insurance covering at least KRW 100 million for hospital treatment and repatriation is also required",
        source: WORKATION_INCOME_RULE,
        crossCheck: { source: WORKATION_INCOME_RULE_PRESS },
      },
      fee: { value: null, note: "The visa fee is not stated in the sources used for this report." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: { text: "Valid for one year on entry, with a possible extension of one more year.", source: TRAVELWEEKLY },
      permanentResidence: { value: null, note: "Whether the Workation visa counts towards permanent residence is not stated in the sources used for this report." },
      citizenship: { value: null, note: "Whether the Workation visa counts towards naturalisation is not stated in the sources used for this report." },
      conditions: {
        incomeKinds: ["remote-work"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: {
          via: "consulate",
          how: "You apply at a Korean embassy or consulate abroad; if you are already in Korea on a short-term stay, you may change to it at the immigration office.",
          source: MOJ_WORKATION_RELEASE,
        },
        dependants: { partner: "spouse", children: { underYears: 18 }, who: "a spouse and children under 18, who apply for the same visa", source: WORKATION_FAMILY },
      },
      officialPage: "https://www.hikorea.go.kr/",
    },
  ],
  absent: [],
};
