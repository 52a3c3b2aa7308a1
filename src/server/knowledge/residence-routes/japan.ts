import type { CountryRoutesData, SourcedYears } from "../knowledge.schema";
import { NO_PROCESSING_TIME } from "./unknowns";

// Japan's long-stay routes for a US citizen, checked in November 2026. The Immigration Services Agency (ISA, pages on
// moj.go.jp and isa.go.jp) governs every status of residence below. Read: ISA's own pages for the digital nomad
// status, the Engineer / Specialist in Humanities / International Services and Business Manager statuses and the
// permanent-residence guideline; the Ministry of Justice's English text of the Nationality Act; the Japan National
// Tourism Organization's page on the long stay for sightseeing and recreation (the nearest thing Japan has to a
// retirement status: no official page says Japan offers a retirement visa, none says it does not). The Highly
// Skilled Professional salary floor, the Business Manager capital rule as revised on 16 October 2025, and the
// periods of stay come from the law-firm and agency pages named in each source.

const ISA_DIGITAL_NOMAD = {
  publisher: "Immigration Services Agency of Japan",
  title: "Status of Residence of \"Designated Activities\" (for Digital Nomad / Spouse or child of Digital Nomad)",
  url: "https://www.moj.go.jp/isa/applications/status/designatedactivities53_00001.html",
  asOf: "2026",
  reviewedOn: "2026-11-25",
  research: "Official page, undated; asOf is the year it was read. States annual income of at least 10 million yen, private medical insurance, six months with no extension, six months' wait before reapplying, no residence card. Replaces the Travel Voice and VisaMap pages cited before for the threshold and the duration.",
};

const ISA_DIGITAL_NOMAD_INCOME = {
  ...ISA_DIGITAL_NOMAD,
  research:
    "Official page, undated; asOf is the year it was read. Found with the search tool (pages) for 'moj.go.jp Designated Activities digital nomad annual income of 10 million yen or more applicant spouse or child of digital nomad' (November 2026): 'Required annual income: Annual income of an applicant must be at least 10 million yen at the time of application.' The ISA's Japanese page for the same status (moj.go.jp/isa/applications/status/designatedactivities10_00001.html) is plainer: '申請の時点で、申請人個人の年収が1,000万円以上であること' (the applicant's own individual annual income). The spouse or child comes on a separate status (告示54号) as a family member 'supported by' the digital nomad (扶養を受ける配偶者又は子); Sincere International's table gives their required income as 'not applicable' and asks for no income certificate from them.",
};
const PR_GUIDELINE = {
  publisher: "Immigration Services Agency of Japan",
  title: "Guideline for permission for permanent residence (revised on May 31, 2019)",
  url: "https://www.isa.go.jp/en/publications/materials/nyukan_nyukan50.html",
  asOf: "2019-05-31",
  reviewedOn: "2026-11-25",
  research:
    "Official ISA page (November 2026 search 'isa.go.jp Guidelines for Permission for Permanent Residence ...'). Section 1: in principle 10 years' continuous residence, at least five of them on a work-related or residential status (not Technical Intern Training or Specified Skilled Worker (i)). Section 2 lists the exceptions, including highly skilled foreign professionals: 70 points held for 3 years, 80 points held for 1 year.",
};

const NATIONALITY_ACT = {
  publisher: "Ministry of Justice (Japan)",
  title: "The Nationality Law (English translation)",
  url: "https://www.moj.go.jp/ENGLISH/information/tnl-01.html",
  asOf: "2008",
  reviewedOn: "2026-11-25",
  research:
    "Ministry of Justice's English text of the Nationality Law as amended to Law No. 88 of 2008 (the search store holds it at the http address of the same page). Article 5: five years' consecutive domicile, good conduct, means of living, and no nationality or loss of the foreign nationality on naturalisation. The age of majority in item (2) is 18 since the 2022 revision, which this translation predates; the residence rule is unchanged.",
};

const CITIZENSHIP: SourcedYears = {
  years: 5,
  note: "Naturalisation needs five years' consecutive domicile in Japan, at the Minister of Justice's discretion, and you must give up your other nationality: Japan does not let a naturalised adult keep US citizenship.",
  source: NATIONALITY_ACT,
};

const STANDARD_PR: SourcedYears = {
  years: 10,
  note: "In principle 10 years' continuous residence, at least five of them on a work or residence status; permission is discretionary.",
  source: PR_GUIDELINE,
};

const SF_CONSULATE_COE = {
  publisher: "Consulate-General of Japan in San Francisco",
  title: "Working/Long Term Stay (visa and Certificate of Eligibility)",
  url: "https://www.sf.us.emb-japan.go.jp/itpr_en/e_m02_01_03.html",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "Official page of a Japanese consulate in the United States, found with the search tool (pages) for 'Embassy of Japan in the USA visa working in Japan Certificate of Eligibility sponsor in Japan' (November 2026): 'The application for a Certificate of Eligibility is made by your sponsor in Japan at the nearest regional immigration authority ... Employers or schools as well as relatives could become your sponsors. Once the Certificate of Eligibility reaches you by way of your sponsor in Japan, you are ready to apply for a visa at the Japanese Embassy or Consulate'; visa applications in person. The Embassy of Japan in the UK and in Denmark say the same ('The application must be made by a sponsor in Japan'). For a business founder with no employer, an immigration lawyer or administrative scrivener registered with the Immigration Services Agency may apply on the applicant's behalf (Nihonbashi Prime; jna.support). Undated; asOf is the year it was read.",
};
const VISA_FOR_JAPAN_ENGINEER = {
  publisher: "Immigration Services Agency of Japan",
  title: "Engineer / Specialist in Humanities / International Services",
  via: "Visa for Japan",
  research:
    "Administrative-scrivener page restating the landing criteria for the status: a university degree connected to the work, or a Japanese vocational-school 'senmonshi' diploma; without either, at least 10 years' experience; 3 years' experience for translation or interpretation, language instruction, public relations and similar international-services work; pay not lower than a Japanese employee's. ISA's own English page for the status (isa.go.jp/en/applications/procedures/nyuukokukanri07_00093.html) lists the activities and documents only. Searched November 2026: 'Engineer/Specialist in Humanities/International Services landing criteria graduated from university related subject or 10 years experience'. Undated; asOf is the year it was read.",
  url: "https://visa-for-japan.com/engineer-specialist-in-humanities-international-services/",
  asOf: "2026",
  reviewedOn: "2026-11-28",
};
const HAMABE_HSP = {
  publisher: "Immigration Services Agency of Japan",
  title: "高度人材ポイント計算表の記載方法 (How to fill in the highly skilled professional points calculation table)",
  via: "Hamabe Administrative Scrivener Office",
  research:
    "Administrative-scrivener page on the ISA's points system: the status is for 'brain' work that qualifies for a working status (Highly Skilled Professional (i)(b): doctors, lawyers, IT engineers and other advanced specialist or technical work); cooks and other 'Skilled Labor' work and on-site manual work are excluded. Undated; asOf is the year it was read.",
  url: "https://hamabe-office.com/?p=2914",
  asOf: "2026",
  reviewedOn: "2026-11-28",
};
const HIURA_HSP_AGE = {
  publisher: "Immigration Services Agency of Japan",
  title: "Highly Skilled Professional visa: age points and how to make up for them",
  via: "Office Hiura",
  research:
    "Administrative-scrivener page (in Japanese) restating the ISA's points table: 70 points or more; age points 29 or under 15, 30 to 34 10, 35 to 39 5, 40 and over 0. Trust Gyosei and Find-Law give the same 70-point pass mark and the salary bands by age. The ISA's own points table (moj.go.jp/isa/content/001398892.pdf) was found only through a proxy copy (November 2026 search '高度専門職 ポイント計算表 高度専門・技術活動 年齢 30歳未満 15'). Undated; asOf is the year it was read.",
  url: "https://office-hiura.com/archives/1884",
  asOf: "2026",
  reviewedOn: "2026-11-28",
};
const DEPENDENT_STATUS = {
  publisher: "Immigration Services Agency of Japan",
  title: "Status of residence \"Dependent\"",
  via: "Nyukan Assist Tokyo",
  research:
    "Administrative-scrivener page quoting the Immigration Control Act's Appended Table: 'Dependent' covers daily activities of the spouse or child supported by a foreign national staying with a status in Appended Table I (1) to (3) other than Diplomat, Official and Temporary Visitor, which includes Business Manager, Engineer / Specialist in Humanities / International Services and (since 2015, also in Table I (2)) Highly Skilled Professional. Parents, siblings and unmarried partners are not covered (wataru-office.com, kekkonvisa-nextstep.com). Undated; asOf is the year it was read.",
  url: "https://nyukan-assist.tokyo/japan-en-22-dependent.html",
  asOf: "2026",
  reviewedOn: "2026-11-28",
};
const KRH_DIGITAL_NOMAD = {
  publisher: "Immigration Services Agency of Japan",
  title: "How to obtain Japan's Digital Nomad Visa",
  via: "KRH Office",
  research:
    "Immigration-law office page: applications accepted since 31 March 2024; you can apply at a Japanese embassy or consulate in your home country, or for a certificate of eligibility at a regional immigration office in Japan; spouses and children may come. The ISA's own page (moj.go.jp/isa/applications/status/designatedactivities53_00001.html) gives the conditions but its stored excerpt does not say where to apply. Undated; asOf is the year it was read.",
  url: "https://krh-office.com/en/procedures/1297/",
  asOf: "2026",
  reviewedOn: "2026-11-28",
};
const JNTO_LONG_STAY = {
  publisher: "Japan National Tourism Organization",
  title: "Longer stays program",
  url: "https://www.jnto.go.jp/eng/arrange/essential/longer_stays.html",
  asOf: "2015-06-23",
  reviewedOn: "2026-11-28",
  research:
    "JNTO's page on the programme: a 'Designated Activities' visa from the Japanese embassy or consulate; a spouse may accompany (JNTO's savings rule: JPY 60 million in total if the spouse stays separately under the programme); the stay is for the applicant and spouse only.",
};
const ACROSEED_HSP_SALARY = {
  publisher: "Immigration Services Agency of Japan",
  title: "Explaining the automatic point calculation, requirements, and benefits of Highly Skilled Professional (i)(b)",
  via: "ACROSEED",
  url: "https://english.visajapan.jp/koudo_point1.html",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "Administrative-scrivener page restating the ISA points system: 'Annual income lower bound of ¥3,000,000: For (i)(b)/(i)(c), if annual income is below ¥3 million, you will not be recognized as a Highly Skilled Professional even if your total points are 70 or more'; also the 5-year period of stay. The ISA's English points table (moj.go.jp/isa/content/001398892.pdf) was found only through a proxy copy whose excerpt does not show the floor; the ministerial ordinance's JPY 3 million floor since December 2013 is confirmed by Peregrine Immigration and jp-intern.net. Searched November 2026: 'isa.go.jp Highly Skilled Professional (i)(b) annual salary must be 3 million yen or more', '高度専門職1号ロ 年収300万円以上 出入国在留管理庁'.",
};
const HSP_AGE_BANDS = [
  { from: 0, to: 30, points: 15 },
  { from: 30, to: 35, points: 10 },
  { from: 35, to: 40, points: 5 },
  { from: 40, to: 130, points: 0 },
];

export const japanRoutes: CountryRoutesData = {
  country: "japan",
  checked: "2026-11",
  routes: [
    {
      id: "engineer-humanities-international",
      kind: "work",
      name: "Engineer / Specialist in Humanities / International Services status of residence",
      whoFor:
        "Professionals hired under a contract with a Japanese company or organisation for work needing science, engineering, humanities or business knowledge, or a foreign-culture background (engineers, programmers, marketers, interpreters, language teachers); a related degree, or 10 years' experience (3 for international services work), is required.",
      minimumAge: null,
      needsLocalJobOffer: true,
      threshold: {
        value: null,
        note: "No fixed salary floor: the salary must be at least what a Japanese national earns for the same work.",
        research:
          "The landing-criteria ordinance sets the pay rule as remuneration equal to or more than a Japanese national would receive for comparable work (stated by the ISA's criteria as quoted on en.gyosei-y.com, lighthouse88.com and visa-for-japan.com; ISA's own English page for the status, isa.go.jp/en/applications/procedures/nyuukokukanri07_00093.html, lists activities and documents only). No amount exists to cite.",
      },
      fee: { value: null, note: "The fee for the residence card or visa is not stated in the sources used for this report." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: {
        text: "Granted for 5 years, 3 years, 1 year or 3 months, and renewable for as long as you keep qualifying work.",
        source: {
          publisher: "Immigration Services Agency of Japan",
          title: "Engineer / Specialist in Humanities / International Services",
          via: "Your Japan Career",
          url: "https://yourjapancareer.jp/engineer-specialist-in-humanities-international-services/",
          asOf: "2026",
          reviewedOn: "2026-11-25",
          research: "Recruitment-agency page restating the ISA's periods of stay (5 years, 3 years, 1 year or 3 months); ISA's own page for the status gives none. Undated; asOf is the year it was read.",
        },
      },
      permanentResidence: STANDARD_PR,
      citizenship: CITIZENSHIP,
      officialPage: "https://www.isa.go.jp/en/applications/procedures/nyuukokukanri07_00093.html",
      conditions: {
        incomeKinds: ["salary"],
        skill: {
          rule: "skill-level",
          minimum: 3,
          note: "The Engineer / Specialist in Humanities / International Services status is for work needing science, engineering, humanities or business knowledge, with a related degree (or a Japanese vocational 'senmonshi' diploma) or 10 years' experience (3 years for translation, language teaching and similar work).",
          source: VISA_FOR_JAPAN_ENGINEER,
        },
        maximumAge: null,
        points: null,
        applies: {
          via: "employer",
          how: "Your Japanese employer applies to the regional immigration services bureau for a Certificate of Eligibility; once it reaches you, you apply for the visa in person at a Japanese embassy or consulate.",
          source: SF_CONSULATE_COE,
        },
        dependants: {
          partner: "spouse", children: "dependent", who: "a spouse and children you support (the Dependent status; not parents or unmarried partners)", source: DEPENDENT_STATUS,
          partnerIncome: { counts: false, note: "The pay test is on the main applicant's own salary from the Japanese employer; a spouse's income does not count toward it.", source: VISA_FOR_JAPAN_ENGINEER },
        },
      },
    },
    {
      id: "highly-skilled-professional",
      kind: "work",
      name: "Highly Skilled Professional (i)(b) status of residence (advanced specialised / technical activities)",
      whoFor:
        "Professionals with a contract with a Japanese organisation who score at least 70 points on the ISA's points table (degree, experience, salary, age, Japanese, bonuses); it brings a 5-year stay, a working spouse and a fast track to permanent residence.",
      minimumAge: null,
      needsLocalJobOffer: true,
      threshold: {
        kind: "salary",
        amount: 3000000,
        currency: "JPY",
        period: "year",
        basis: "minimum annual salary of JPY 3 million for the (i)(b) category: below it the applicant is not recognised as highly skilled even with 70 points; a higher salary also scores more points",
        source: ACROSEED_HSP_SALARY,
        crossCheck: {
          source: {
            publisher: "Immigration Services Agency of Japan",
            title: "高度専門職ビザのポイント制度とは？",
            via: "wedo-visa.com",
            url: "https://wedo-visa.com/columns/%e9%ab%98%e5%ba%a6%e5%b0%82%e9%96%80%e8%81%b7%e3%83%93%e3%82%b6%e3%81%ae%e3%83%9d%e3%82%a4%e3%83%b3%e3%83%88%e5%88%b6%e5%ba%a6%e3%81%a8%e3%81%af%ef%bc%9f",
            asOf: "2026",
            reviewedOn: "2026-11-29",
            research:
              "Visa agency's column on the points system, read in the search tool (pages, November 2026, query '高度専門職 1号ロ 年収が300万円未満の場合 ポイントの合計が70点以上であっても'): '高度専門・技術活動(「高度専門職 1 号ロ」)及び高度経営・管理活動(「高度専門職 1 号ハ」)については、年収が「300万円」に達しない場合、仮に他の項目によりポイントの合計が70点を超えていたとしても、高度外国人材と認定されません。' The administrative scrivener office Honesty (jp-intern.net, 19 December 2018) says the same ('受ける報酬の年額が300万円以上であること(最低年収基準)が要件'). Undated; asOf is the year it was read; the title is the one in the page's address.",
          },
        },
      },
      fee: { value: null, note: "The fee for the residence card or visa is not stated in the sources used for this report." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: {
        text: "Highly Skilled Professional (i) is granted for 5 years and renewed while you still score 70 points; after 3 years you may move to Highly Skilled Professional (ii), which has no time limit.",
        source: {
          publisher: "Immigration Services Agency of Japan",
          title: "Explaining the automatic point calculation, requirements, and benefits of Highly Skilled Professional (i)(b)",
          via: "ACROSEED",
          url: "https://english.visajapan.jp/koudo_point1.html",
          asOf: "2026",
          reviewedOn: "2026-11-25",
          research: "States the 5-year period of stay; the move to (ii) after 3 years with no time limit is stated on shine-kokusai.com and the Fukuoka administrative scrivener page (jp.fukuoka-hakata.com).",
        },
      },
      permanentResidence: {
        years: 1,
        note: "With 80 points held for 1 year, or 70 points held for 3 years, instead of the usual 10 years; permission is discretionary.",
        source: PR_GUIDELINE,
      },
      citizenship: CITIZENSHIP,
      officialPage: "https://www.moj.go.jp/isa/publications/materials/newimmiact_3_evaluate_index.html",
      conditions: {
        incomeKinds: ["salary"],
        skill: {
          rule: "skill-level",
          minimum: 3,
          note: "Highly Skilled Professional (i)(b) is for advanced specialist or technical work needing natural-science or humanities knowledge; cooks and manual work are not covered.",
          source: HAMABE_HSP,
        },
        maximumAge: null,
        points: {
          passMark: 70,
          table: "https://www.moj.go.jp/isa/publications/materials/newimmiact_3_evaluate_index.html",
          ageBands: HSP_AGE_BANDS,
          source: HIURA_HSP_AGE,
        },
        applies: {
          via: "employer",
          how: "Your Japanese employer applies to the regional immigration services bureau for a Certificate of Eligibility; once it reaches you, you apply for the visa in person at a Japanese embassy or consulate.",
          source: SF_CONSULATE_COE,
        },
        dependants: {
          partner: "spouse", children: "dependent", who: "a spouse and children you support (the Dependent status)", source: DEPENDENT_STATUS,
          partnerIncome: { counts: false, note: "The salary floor and the salary points are for the main applicant's own pay from the Japanese contract; a spouse's income does not count toward them.", source: ACROSEED_HSP_SALARY },
        },
      },
    },
    {
      id: "business-manager",
      kind: "investment",
      name: "Business Manager status of residence",
      whoFor:
        "Founders and managers who run a business from an office in Japan, invest at least JPY 30 million in it, employ at least one full-time Japanese or permanent-resident staff member and have 3 years' management experience or a relevant master's degree; the applicant or the employee must speak Japanese at B2 level.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "investment",
        amount: 30000000,
        currency: "JPY",
        period: "once",
        basis: "capital or total investment of at least JPY 30 million (paid-in capital for a company) since the ISA's ordinance revision in force from 16 October 2025, up from JPY 5 million; the business plan must be checked by a certified expert",
        source: {
          publisher: "Immigration Services Agency of Japan",
          title: "Japan revises \"Business Manager\" visa requirements",
          via: "Baker McKenzie",
          url: "https://www.bakermckenzie.com/en/insight/publications/2026/02/japan-revises-business-manager-visa-requirements",
          asOf: "2026-02",
          reviewedOn: "2026-11-25",
          research:
            "Law-firm alert restating the ISA's amended ordinance (promulgated 10 October 2025): capital JPY 30 million (was 5 million), 3+ years as a manager, employment of one or more Japanese nationals or permanent residents, Japanese ability, expert confirmation of the business plan. BAL (17 October 2025), TOUCH Law Firm and Livedoor/Yomiuri (10 October 2025) give the same figure. ISA's announcement page (moj.go.jp/isa/applications/resources/10_00237.html) is named by those pages but no copy was in the search store (November 2026 searches '在留資格「経営・管理」に係る上陸基準省令等の改正について', 'www.moj.go.jp/isa/applications/resources/10_00237.html Business Manager').",
        },
        crossCheck: {
          source: {
            publisher: "Immigration Services Agency of Japan",
            title: "2025年10月16日施行:在留資格「経営・管理」許可基準の大幅改正と永住・高度専門職への影響",
            via: "prorelations.jp",
            url: "https://prorelations.jp/?p=539",
            asOf: "2025-10",
            reviewedOn: "2026-11-29",
            research:
              "Japanese adviser's article, read in the search tool (pages, November 2026, query '経営・管理 在留資格 資本金 3,000万円以上 改正 2025年10月16日 施行 上陸基準省令'): '在留資格「経営・管理」に係る上陸許可基準等が改正され、令和7年10月16日(木)より施行されました ... 資本金の額等 3,000万円以上の資本金または出資総額が必要。500万円以上。法第7条第1項第2号の基準を定める省令 第2号ロ'. jpvisahk.com (ISA announcement of 10 October 2025), sincere-smartvisa.com (16 October 2025) and shigyo.co.jp give the same JPY 30 million. The ISA's own page was not in the search store.",
          },
        },
      },
      fee: { value: null, note: "The fee for the residence card or visa is not stated in the sources used for this report." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: {
        text: "Granted for 5 years, 3 years, 1 year, 4 months or 3 months; new businesses usually get 1 year, renewable for longer once the business is stable. Holders from before 16 October 2025 must meet the new rules at renewals after 16 October 2028.",
        source: {
          publisher: "Immigration Services Agency of Japan",
          title: "What is the period of stay for a Business Manager visa?",
          via: "TOUCH Law Firm",
          url: "https://touch.or.jp/keiei/en/what-is-the-period-of-stay-for-a-business-manager-visa",
          asOf: "2025",
          reviewedOn: "2026-11-25",
          research: "Law-firm page giving the periods of stay (5 years, 3 years, 1 year, 4 months, 3 months) and that first-time applicants usually get one year. The page predates the October 2025 capital rule (it still quotes JPY 5 million), so it is cited only for the periods; the 16 October 2028 transition comes from the Baker McKenzie and BAL pages.",
        },
      },
      permanentResidence: STANDARD_PR,
      citizenship: CITIZENSHIP,
      officialPage: "https://www.isa.go.jp/en/applications/procedures/nyuukokukanri07_00088.html",
      conditions: {
        incomeKinds: ["salary", "remote-work", "pension", "passive"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: {
          via: "consulate",
          how: "A representative in Japan (usually an administrative scrivener or lawyer) applies to the regional immigration services bureau for your Certificate of Eligibility; you then apply for the visa in person at a Japanese embassy or consulate.",
          source: SF_CONSULATE_COE,
        },
        dependants: { partner: "spouse", children: "dependent", who: "a spouse and children you support (the Dependent status; not parents or unmarried partners)", source: DEPENDENT_STATUS },
      },
    },
    {
      id: "long-stay-sightseeing",
      kind: "retirement",
      name: "Designated Activities (long stay for sightseeing and recreation)",
      whoFor:
        "Wealthy visitors aged 18 or over from visa-exempt countries, including the United States, who want to stay up to a year for sightseeing or recreation without working; Japan has no retirement visa, and this is the nearest route for a retiree living on savings.",
      minimumAge: {
        years: 18,
        source: {
          publisher: "Japan National Tourism Organization",
          title: "Longer stays program",
          url: "https://www.jnto.go.jp/eng/arrange/essential/longer_stays.html",
          asOf: "2015-06-23",
          reviewedOn: "2026-11-25",
        },
      },
      needsLocalJobOffer: false,
      threshold: {
        kind: "savings",
        amount: 30000000,
        currency: "JPY",
        period: "once",
        basis: "savings equivalent to at least JPY 30 million (a couple may combine savings; if the spouse stays separately under the programme, JPY 60 million in total); private medical travel insurance covering death, injury and illness is also required",
        source: {
          publisher: "Japan National Tourism Organization",
          title: "Longer stays program",
          url: "https://www.jnto.go.jp/eng/arrange/essential/longer_stays.html",
          asOf: "2015-06-23",
          reviewedOn: "2026-11-25",
          research:
            "JNTO's page on the programme that began on 23 June 2015: visa-exempt nationals aged 18+, savings of JPY 30 million or more (JPY 60 million if the spouse stays separately), private medical travel insurance, 6 months extendable once to one year, a 'Designated Activities' visa from the embassy or consulate. The same terms appear on administrative-scrivener pages of 2023-2026 (lawoffice-yokoyama.com, amie-visa.com, kagamigyo.com). Searched November 2026 for an official statement that Japan has no retirement visa: none found, so retirement is listed with this route rather than marked not-offered.",
        },
      },
      fee: { value: null, note: "The visa fee is not stated in the sources used for this report." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: {
        text: "Six months, extendable once, to one year at most; children cannot accompany you. It is a long visit, not residence: plan to leave after a year.",
        source: {
          publisher: "Japan National Tourism Organization",
          title: "Longer stays program",
          url: "https://www.jnto.go.jp/eng/arrange/essential/longer_stays.html",
          asOf: "2015-06-23",
          reviewedOn: "2026-11-25",
        },
      },
      permanentResidence: { value: null, note: "The long stay for sightseeing and recreation is capped at one year and does not lead to permanent residence." },
      citizenship: { value: null, note: "The long stay for sightseeing and recreation does not count towards naturalisation." },
      officialPage: "https://www.jnto.go.jp/eng/arrange/essential/longer_stays.html",
      conditions: {
        incomeKinds: ["salary", "remote-work", "pension", "passive"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: {
          via: "consulate",
          how: "You apply for the Designated Activities visa at a Japanese embassy or consulate before you travel.",
          source: JNTO_LONG_STAY,
        },
        dependants: {
          partner: "spouse", children: "none", who: "a spouse only; children cannot accompany you", source: JNTO_LONG_STAY,
          partnerIncome: {
            counts: true,
            note: "You and your spouse may add your savings together to reach JPY 30 million; if your spouse stays separately under the programme rather than coming with you, you need JPY 60 million between you.",
            source: {
              ...JNTO_LONG_STAY,
              research:
                "JNTO's page, found with the search tool (pages) for 'JNTO longer stays program savings 30 million yen spouse total savings' (November 2026): 'Savings of the person is equivalent to Japanese 30 million yen and over (possible to aggregate the savings of husband and wife). However, if applicant's spouse does not apply as an accompanying traveler and wants to stay separately under this program, the applicant and his/her spouse must own savings equivalent to more than 60 million Japanese yen in total.' The Ministry of Justice notice (特定活動告示40号) as quoted by Lighthouse88 says the same: '申請人及びその配偶者の預貯金の額の合計額が日本円に換算して3,000万円以上(当該配偶者がこの号に掲げる活動を指定されて在留し又は在留しようとしている場合にあっては、6,000万円以上)'. The money test is savings, not income.",
            },
          },
        },
      },
    },
    {
      id: "digital-nomad",
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
        source: ISA_DIGITAL_NOMAD,
      },
      fee: { value: null, note: "The visa fee is not stated in the sources used for this report." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: {
        text: "Up to six months, with no extension: you must leave and wait six months before applying again; no residence card is issued.",
        source: ISA_DIGITAL_NOMAD,
      },
      permanentResidence: { value: null, note: "The digital nomad status does not count towards permanent residence." },
      citizenship: { value: null, note: "The digital nomad status does not count towards naturalisation." },
      officialPage: "https://www.moj.go.jp/isa/applications/status/designatedactivities53_00001.html",
      conditions: {
        incomeKinds: ["remote-work"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: {
          via: "consulate",
          how: "You apply for the visa at a Japanese embassy or consulate (or, through a representative in Japan, for a certificate of eligibility first).",
          source: KRH_DIGITAL_NOMAD,
        },
        dependants: {
          partner: "spouse", children: "dependent", who: "a spouse or child coming with you (their own Designated Activities status)", source: ISA_DIGITAL_NOMAD,
          partnerIncome: { counts: false, note: "The JPY 10 million a year must be the main applicant's own income; a spouse's income is not added to it.", source: ISA_DIGITAL_NOMAD_INCOME },
        },
      },
    },
  ],
  absent: [],
};
