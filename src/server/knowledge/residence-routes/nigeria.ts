import type { RouteConditions } from "./route-conditions.schema";
import type { CountryRoutesData, SourcedYears, Unknown } from "../knowledge.schema";

// Nigeria's long-stay routes for a US citizen, read in November 2026. The Nigeria Visa Policy 2020 created
// temporary-residence and permanent-residence visa classes, run by the Nigeria Immigration Service (NIS,
// immigration.gov.ng). The NIS pages read give durations and eligibility but no money thresholds or fees; the
// employment route is described from Nigerian law-firm articles (Mondaq), and naturalisation from a page that
// restates section 27 of the 1999 Constitution. For remote work, the Nigeria Visa Policy 2025 (in force 8 May 2025)
// was read in an International Bar Association summary: it changed only the short-visit e-Visa classes and added no
// remote-work or digital nomad class.
const NIS_FAQ_DURATIONS = {
  publisher: "Nigeria Immigration Service",
  title: "FAQ: Are these visas issued with indefinite stays or limited durations?",
  research:
    "Undated page. It also says 'Spouse/Dependants of Permanent Residents (N6A–N6D) have permits tied to the validity of the principal applicant's own permit'; which relative each N6 class covers (spouse, minors, adult children, aged parents) is from the NIS N4A page.",
  url: "https://immigration.gov.ng/?echo_kb_faq=are-these-visas-issued-with-indefinite-stays-or-limited-durations",
  asOf: "2026",
  reviewedOn: "2026-11-23",
};
const NIS_N4A = {
  publisher: "Nigeria Immigration Service",
  title: "Highly Skilled Immigrant Visa - N4A",
  url: "https://immigration.gov.ng/?p=3730",
  asOf: "2025-04-13",
  reviewedOn: "2026-11-23",
  research:
    "NIS page (13 April 2025): purpose 'foreign nationals who possess knowledge, abilities, and technical know-how deemed highly relevant to the current and future needs of the Nigerian economy'; requirements: passport, letter of recommendation by the Nigerian Skills Gap Assessment (under the ITF), vetted credentials and CV/skill profile, police report; steps: 'Apply online (embassy)', submit requirements and pay visa fees; 90-day visa, five-year multiple-entry residence permit, permitted to work; 'Family/Dependants: Apply for N6A, N6B, N6C and N6D for spouse, minors, adult children, and aged parents respectively.' The page sets no degree or occupation list; the skill level 3 used for the route's skill rule is ISCO-08's lowest 'high-skilled' level (technicians and associate professionals, levels 3 and 4), the plain reading of 'highly skilled ... technical know-how'.",
};
const MONDAQ_STR_2024 = {
  publisher: "Nigeria Immigration Service",
  title: "STR Visa Application In Nigeria: Procedure & Requirements",
  via: "Mondaq",
  research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Article by Nigerian immigration counsel.",
  url: "https://www.mondaq.com/nigeria/work-visas/1548248/str-visa-application-in-nigeria-procedure-requirements",
  asOf: "2024-11-22",
  reviewedOn: "2026-11-23",
};
const NIGERIAN_EMBASSY_SE = {
  publisher: "Embassy of Nigeria in Sweden",
  title: "Visa information: Permanent Residence Visas",
  research: "Undated page.",
  url: "https://nigerianembassy.se/visa/employment-str/",
  asOf: "2026",
  reviewedOn: "2026-11-23",
};

const CITIZENSHIP: SourcedYears = {
  years: 15,
  note: "Naturalisation under section 27 of the 1999 Constitution: fifteen years of continuous residence, or twelve months immediately before applying plus fifteen years in aggregate during the previous twenty; also good character, acceptance by the local community and the Oath of Allegiance. Granted at the President's discretion.",
  source: { publisher: "Federal Republic of Nigeria", title: "How to become a Nigeria citizen", via: "Media Nigeria", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Undated page restating s.27 of the 1999 Constitution.", url: "https://www.medianigeria.com/how-to-become-a-nigeria-citizen/", asOf: "2026", reviewedOn: "2026-11-25" },
};

const NO_GENERAL_PR: Unknown = {
  value: null,
  note: "Nigeria has no rule granting permanent residence after a set number of years; permanent residence is a separate visa class (investors, highly skilled, retirees, spouses) under the Nigeria Visa Policy 2020.",
};

// Route conditions (issue 28.1), read in November 2026.
const NIGERIAN_EMBASSY_UAE_STR = {
  publisher: "Embassy of Nigeria in Abu Dhabi",
  title: "Immigration procedures: STR visa (Subject to Regularisation)",
  url: "https://nigerianabudhabi.org/jm38/index.php/immigration-procedures",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "Undated embassy page quoting the Immigration Act (s.8(1): no foreigner may take up employment other than with government without the Comptroller-General's consent; s.33: the prospective employer applies in writing, confirming a vacancy on its expatriate quota and accepting immigration responsibility): 'The employer company applies to the Nigerian embassy or consular office in the country where such intending employee/applicant resides, requesting that he (and his accompanying spouse/fiance/children, if applicable) be granted STR visa'; the STR visa is normally for 90 days, during which the stay must be regularised and a residence work permit granted. Mondaq (2019 and 2024) adds that the applicant completes the online visa form, pays online and attends the embassy appointment with the employer's application letter.",
};
const NIS_N5B = {
  publisher: "Nigeria Immigration Service",
  title: "Retirement Visa (Retiree from abroad) - N5B",
  url: "https://immigration.gov.ng/info-center/retirement-visa-retiree-from-abroad-n5b/",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "NIS info-centre page for N5B. Its text was not found in the search store (November 2026); wheretoemigrate.io cites this URL (verified June 2026) for the age of 65 and a requirement of valid health insurance in Nigeria. The application channel is read from the NIS pages of the other permanent-residence visas that were read (N4A at immigration.gov.ng/?p=3730 and N2B in the info-centre archive), which all give 'Apply online (embassy)', then submit the requirements and pay the fee; the FAQ on durations says dependants of permanent residents hold N6A-N6D visas tied to the principal's permit.",
};
const NIS_N3A = {
  publisher: "Nigeria Immigration Service",
  title: "Investor Visa (Small Scale Enterprise) - N3A",
  url: "https://immigration.gov.ng/info-center/investor-visa-small-scale-enterprise-n3a/",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "NIS info-centre page for the smallest investor tier. Its text was not found in the search store (November 2026); wheretoemigrate.io cites this URL (verified June 2026) for a minimum investment of EUR 216,766 and a 36-month initial stay, which is not used as the threshold because the NIS text could not be read. The application channel is read from the NIS pages of the other permanent-residence visas that were read (N4A, N2B: 'Apply online (embassy)'); Berkeley Legal notes that under the 2020 policy not every visa class is open on every channel (embassy, e-Visa, visa on arrival).",
};
const PERMANENT_RESIDENT_FAMILY: RouteConditions["dependants"] = {
  partner: "spouse", children: "dependent", childPermit: "Minor children get an N6B visa and adult children an N6C visa, each valid only as long as your own permit.", who: "a spouse, minor children, adult children and aged parents, on the dependants-of-permanent-residents visas (N6A, N6B, N6C and N6D), valid as long as the main permit",
  source: NIS_N4A,
};
const APPLY_ONLINE_EMBASSY = "You apply online on the Nigeria Immigration Service's visa portal, then submit the documents and pay the fee at a Nigerian embassy or consulate, which issues the visa; the residence permit follows in Nigeria.";

export const nigeriaRoutes: CountryRoutesData = {
  country: "nigeria",
  checked: "2026-11",
  routes: [
    {
      id: "str-cerpac",
      kind: "work",
      name: "Subject to Regularisation (STR) visa, then CERPAC (Combined Expatriate Residence Permit and Aliens Card)",
      whoFor: "Foreign nationals with a full-time job offer from a Nigerian employer (or appointed director of a Nigerian company) that holds an approved expatriate quota position for the role and accepts immigration responsibility.",
      minimumAge: null,
      needsLocalJobOffer: true,
      threshold: { value: null, note: "No minimum salary for the STR visa or CERPAC is stated in the sources used for this report; approval depends on the employer's expatriate quota." },
      fee: { value: null, note: "STR visa fees depend on the applicant's nationality and no current amount for US citizens is stated in the sources used for this report." },
      processingTime: { value: null, note: "No official or well-known source publishes a dated processing time for the STR visa or CERPAC." },
      durationAndRenewal: {
        text: "The STR visa is issued for up to 90 days; within 90 days of arrival the holder must apply for the CERPAC, the residence and work permit, which is then renewed.",
        source: MONDAQ_STR_2024,
      },
      permanentResidence: NO_GENERAL_PR,
      citizenship: CITIZENSHIP,
      officialPage: "https://immigration.gov.ng/",
      conditions: {
        incomeKinds: ["salary"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: {
          via: "employer",
          how: "Your Nigerian employer, which must hold an expatriate quota position for the job, applies for your STR visa and accepts immigration responsibility for you; you file the online visa form and attend a Nigerian embassy or consulate with its letter, then regularise to a CERPAC within 90 days of arrival.",
          source: NIGERIAN_EMBASSY_UAE_STR,
        },
        dependants: {
          partner: "spouse-or-partner", children: "dependent", who: "an accompanying spouse, fiancé(e) or children, included in the employer's STR request",
          source: NIGERIAN_EMBASSY_UAE_STR,
        },
      },
    },
    {
      id: "highly-skilled-n4a",
      kind: "work",
      name: "Highly Skilled Immigrant Visa (N4A), permanent-residence class",
      whoFor: "Foreign nationals with specialised knowledge or technical expertise relevant to Nigeria's economic needs, backed by a letter of recommendation from the Nigerian Skills Gap Assessment (under the Industrial Training Fund); the NIS page lists no job offer among the requirements.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: { value: null, note: "The N4A visa has no money threshold on the NIS page; it rests on the skills recommendation and vetted credentials." },
      fee: { value: null, note: "The NIS page says visa fees are paid online but does not state the amount." },
      processingTime: { value: null, note: "The NIS page does not state a processing time, and no other well-known source publishes a dated figure." },
      durationAndRenewal: {
        text: "The visa is valid 90 days from issue; the holder then receives a five-year multiple-entry residence permit with the right to work, renewable.",
        source: NIS_N4A,
      },
      permanentResidence: {
        value: null,
        note: "The N4A is itself in the permanent-residence visa group, but the permit is issued for five years at a time; no source says when, if ever, it becomes indefinite.",
      },
      citizenship: CITIZENSHIP,
      officialPage: NIS_N4A.url,
      conditions: {
        incomeKinds: ["salary"],
        skill: {
          rule: "skill-level",
          minimum: 3,
          note: "The Highly Skilled Immigrant Visa is for people whose specialised knowledge or technical expertise the Nigerian Skills Gap Assessment recommends as relevant to Nigeria's economy.",
          source: NIS_N4A,
        },
        maximumAge: null,
        points: null,
        applies: {
          via: "consulate",
          how: APPLY_ONLINE_EMBASSY,
          source: NIS_N4A,
        },
        dependants: PERMANENT_RESIDENT_FAMILY,
      },
    },
    {
      id: "retirement-n5b",
      kind: "retirement",
      name: "Retirement Visa (Retiree from abroad), N5B",
      whoFor: "People aged 65 or over who retired abroad and want to live in Nigeria; employment is not the purpose of this visa.",
      minimumAge: { years: 65, source: NIGERIAN_EMBASSY_SE },
      needsLocalJobOffer: false,
      threshold: { value: null, note: "No minimum pension or income for the N5B visa is stated in the sources used for this report; the NIS page for N5B itself could not be read." },
      fee: { value: null, note: "No fee for the N5B visa is stated in the sources used for this report." },
      processingTime: { value: null, note: "No official or well-known source publishes a dated processing time for the N5B visa." },
      durationAndRenewal: { text: "The N5B gives a two-year residence permit, renewable.", source: NIS_FAQ_DURATIONS },
      permanentResidence: {
        value: null,
        note: "The N5B is in the permanent-residence visa group but is issued for two years at a time; no source says when it becomes indefinite.",
      },
      citizenship: CITIZENSHIP,
      officialPage: "https://immigration.gov.ng/",
      conditions: {
        incomeKinds: ["pension"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: {
          via: "consulate",
          how: APPLY_ONLINE_EMBASSY,
          source: NIS_N5B,
        },
        dependants: { ...PERMANENT_RESIDENT_FAMILY, source: NIS_FAQ_DURATIONS },
      },
    },
    {
      id: "investor-n3",
      kind: "investment",
      name: "Investor Visa (N3A small-scale to N3D ultra-large-scale corporations; N3E oil, gas and power), permanent-residence class",
      whoFor: "Foreign nationals who import investment capital into a Nigerian enterprise; the tier, and the length of the permit, depend on the size of the investment.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        value: null,
        note: "The 2017 Immigration Regulations speak of an annual minimum 'threshold of capital' but do not fix it, and no official source states the amount for any investor tier; a third-party site quotes about EUR 216,766 for N3A, which could not be checked.",
      },
      fee: { value: null, note: "No investor visa fee is stated in the sources used for this report." },
      processingTime: { value: null, note: "No official or well-known source publishes a dated processing time for investor visas." },
      durationAndRenewal: {
        text: "Investor visas carry multi-year residence permits (for example 3, 4, 6, 8 or 10 years by tier), usually renewable while the conditions are met.",
        source: NIS_FAQ_DURATIONS,
      },
      permanentResidence: {
        value: null,
        note: "Investor visas are in the permanent-residence visa group but are issued for a fixed term tied to the investment; no source says when they become indefinite.",
      },
      citizenship: CITIZENSHIP,
      officialPage: "https://immigration.gov.ng/",
      conditions: {
        incomeKinds: ["salary", "remote-work", "pension", "passive"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: {
          via: "consulate",
          how: APPLY_ONLINE_EMBASSY,
          source: NIS_N3A,
        },
        dependants: { ...PERMANENT_RESIDENT_FAMILY, source: NIS_FAQ_DURATIONS },
      },
    },
  ],
  absent: [
    {
      kind: "remote-work",
      status: "not-offered",
      note: "Nigeria has no remote-work or digital nomad visa. The Nigeria Visa Policy 2025, in force from 8 May 2025, changed only the short-visit e-Visa classes (adding, among others, a Temporary Work Permit visa, F8A, for short assignments requested by a Nigerian host); no visa class covers living in Nigeria while working for an employer or clients abroad.",
      source: {
        publisher: "Federal Republic of Nigeria",
        title: "Nigeria Visa Policy 2025",
        via: "International Bar Association",
        research:
          "Article by Christian Babatunde Denton (The City Law Associates, Lagos) on ibanet.org, 20 October 2025: NVP 2025 introduced 8 May 2025; the e-Visa replaced Visa on Arrival from 1 May 2025; short-visit e-Visa classes went from 17 to 18 (F7A, F7C, F7D removed; F2A, F4B, F6A and F8A Temporary Work Permit added). Searched November 2026 (Nigeria digital nomad visa, NIS remote work visa, NVP 2025 new visa classes, immigration.gov.ng temporary residence visa groups): no NIS page or press report announces a remote-work or digital nomad visa; NIS and NVP 2020 summaries (Mondaq) describe temporary residence visas as for employment, establishment, schooling, internship and accompanying dependants. One blog (itelemedia.com) claims a 2023 Nigerian digital nomad visa, contradicted by its own other posts and by every other source.",
        url: "https://www.ibanet.org/nigeria-visa-policy-2025",
        asOf: "2025-10-20",
        reviewedOn: "2026-11-25",
      },
    },
  ],
};
