/**
 * Fees a rule re-sets on a date (issue 30): each edition with the day it applies from, so a route's fee shows the
 * edition in force on the day it is shown, and a report dated before a re-set keeps the fee of its day.
 *
 * - Canada: the right of permanent residence fee (each adult pays it before landing) and the permanent residence
 *   processing fee of the economic programs (Federal Skilled Workers, Provincial
 *   Nominee Program and the rest of that line of IRCC's fee list), indexed at 9:00 a.m. Eastern time on 30 April
 *   2022 and every two years after that by the cumulative rise in Canada's consumer price index for the two previous
 *   years, rounded to the nearest five dollars (Immigration and Refugee Protection Regulations, paragraph 294(d),
 *   added by SOR/2020-45). IRCC publishes each new schedule as a notice in the Canada Gazette, Part I.
 */
import type { BaseQuantity } from "./base-quantity";
import type { Citation } from "../citation";

const REVIEWED_ON = "2026-11-29";

// Canada --------------------------------------------------------------------------------------------------------

/** The rule: paragraph 294(d) of the Immigration and Refugee Protection Regulations, as the Canada Gazette published it. */
export const CANADA_PR_FEE_RULE: Citation = {
  publisher: "Canada Gazette",
  title: "Regulations Amending the Immigration and Refugee Protection Regulations (Amendment of Certain Fees): SOR/2020-45 (Part II, 1 April 2020)",
  url: "https://canadagazette.gc.ca/rp-pr/p2/2020/2020-04-01/html/sor-dors45-eng.html",
  asOf: "2020-04-01",
  reviewedOn: REVIEWED_ON,
  research:
    "Canada Gazette, Part II, Volume 154, Number 7, read in the search tool (pages, November 2026) for 'Immigration and Refugee Protection Regulations fee adjustment every second year April 30 Consumer Price Index rounded nearest five dollars': 'Section 294 of the Immigration and Refugee Protection Regulations is amended ... by adding the following after paragraph (c): (d) the fees set out in subsections 295(1) and 301(1), section 302, subsection 304(1) and section 307 shall be indexed at 09:00:00 a.m. Eastern daylight time on April 30, 2022, and every two years after that on April 30 at that same time, in accordance with the cumulative percentage increase to the Consumer Price Index for Canada, published by Statistics Canada, for the two previous years, rounded to the nearest five dollars.' Subsection 295(1) is the permanent resident visa processing fee.",
};

/** IRCC's notice of the April 2024 schedule in the Canada Gazette, Part I: the 2022 and the 2024 amounts side by side. */
const GAZETTE_NOTICE_2024: Citation = {
  publisher: "Canada Gazette",
  title: "Department of Citizenship and Immigration: Notice of biennial increase of permanent residence fees (Part I, Volume 158, Number 13, 30 March 2024)",
  url: "https://gazette.gc.ca/rp-pr/p1/2024/2024-03-30/html/notice-avis-eng.html",
  asOf: "2024-03-30",
  reviewedOn: REVIEWED_ON,
  research:
    "Canada Gazette, Part I, government notices of 30 March 2024, read in the search tool (pages, November 2026) for 'Canada Gazette Part I March 30 2024 Department of Citizenship and Immigration notice fees indexed April 30 2024': 'Notice is hereby given that, in keeping with subsection 303(1.1) and paragraph 294(d) of the Immigration and Refugee Protection Regulations, the permanent residence fees will increase at 9:00:00 a.m. Eastern daylight time on April 30, 2024 ... Table 1: Comparison of current and new permanent resident fees. Program | Applicants | Current fees (April 2022– March 2024) | New fees (April 2024–March 2026) ... Right of Permanent Residence Fee | Principal applicant and accompanying spouse or common-law partner | $515 | $575. Federal Skilled Workers, Provincial Nominee Program, Quebec Skilled Workers, Atlantic Immigration Class and most economic pilots (Rural, Agri-Food) | Principal applicant | $850 | $950'.",
};

/** Ansari Immigration's table of IRCC's notice of 27 March 2026. */
const ANSARI_FEES_2026: Citation = {
  publisher: "Immigration, Refugees and Citizenship Canada",
  title: "Permanent residence fees Canada April 30, 2026",
  via: "Ansari Immigration",
  url: "https://www.ansariimmigration.com/post/permanent-residence-fees-canada-april-30-2026-what-applicants-should-review-now",
  asOf: "2026-04-28",
  reviewedOn: "2026-11-29",
  research:
    "Immigration firm's article of 28 April 2026, read in the search tool (pages): 'IRCC's March 27, 2026 notice says permanent residence fees will increase on April 30, 2026 ... Here is the side-by-side fee comparison from IRCC's notice: Right of permanent residence fee | $575 | $600 | $25 | Provincial Nominee Program principal applicant | $950 | $990 | $40 | Business class principal applicant | $1,810 | $1,895 | $85 | Family class principal applicant | $545 | $570'. Federal Skilled Workers share the Provincial Nominee Program's line (the 2024 notice above). No official page for the 2026 amounts is in the search store (searched about a hundred times in November 2026: the Canada Gazette 2026 notice by title and volume, IRCC's fee list in English and French (stored copies date from 2024), IRCC's help-centre fee-difference answer (stored copy 2022), IRCC's fees reports, the Justice Laws copies of the remission orders of 30 March 2026 (no amounts), GitHub copies of canada.ca pages (captured before the notice), press in fifteen languages, and the amounts as exact strings). The second source is TDOT_FEES_2026 below. The indexation rule cannot settle the amount to the dollar: worked back from the other lines, it allows CAD 985, 990 or 995.",
};

/**
 * A Toronto immigration consultancy's fee reference, independent of Ansari: the figures its retainer agreements print,
 * checked against IRCC's fee list on 3 July 2026.
 */
const TDOT_FEES_2026: Citation = {
  publisher: "Immigration, Refugees and Citizenship Canada",
  title: "Government-fee reference: economic permanent residence fees from 30 April 2026",
  via: "TDOT Immigration Services (GitHub, barranaai/TDOT-Automations)",
  url: "https://github.com/barranaai/TDOT-Automations/blob/4f44ad384028ab5c511c6d7f76c54e3461245d6c/config/governmentFees.js",
  asOf: "2026-07-03",
  reviewedOn: REVIEWED_ON,
  research:
    "Repository of TDOT Immigration Services Inc. (Toronto; its retainer specification names the licensed consultant, RCIC R518177), fetched with the search tool's fetch on 29 November 2026 (latest commit 078e0a4c, 21 August 2026); it never mentions Ansari. config/governmentFees.js at commit 4f44ad38 (3 July 2026): 'Source: official IRCC fee list https://ircc.canada.ca/english/information/fees/fees.asp (PR fees rose 2026-04-30, citizenship 2026-03-31). VERIFIED 2026-07-03 — every value below matches the published list' ... 'economic-pr': { label: 'Economic PR (Express Entry / CEC / Non-EE / Federal PR / PNP)', principal: 1590, spouse: 1590, child: 270, withoutRprf: { principal: 990, spouse: 990 }, note: 'Includes RPRF $600. \"Without RPRF\" = $990 now + $600 later. Child $270.' }. The same figures in 'Retainer Agreement Templates/MERGE-FIELD-SPEC.md' at commit f0c77751 (30 July 2026), section 11: 'Source: official IRCC fee list ... (page last modified 2026-04-30; PR fees increased 2026-04-30 ...)' and 'P5 PNP | Same as economic above — PNP processing $990 + RPRF $600 = $1,590 PA · Spouse $1,590 · Child $270'. Its family-class line ($570 processing) agrees with Ansari's table.",
};

const CANADA_PR_PROCESSING_FEE: BaseQuantity = {
  id: "canada.pr-processing-fee",
  country: "canada",
  what: "IRCC's permanent residence processing fee for a principal applicant in the economic programs",
  currency: "CAD",
  period: "once",
  editions: [
    { value: 850, appliesFrom: "2022-04-30", citation: GAZETTE_NOTICE_2024 },
    { value: 950, appliesFrom: "2024-04-30", citation: GAZETTE_NOTICE_2024 },
    { value: 990, appliesFrom: "2026-04-30", citation: ANSARI_FEES_2026, crossCheck: { source: TDOT_FEES_2026 } },
  ],
};

const CANADA_RIGHT_OF_PR_FEE: BaseQuantity = {
  id: "canada.right-of-pr-fee",
  country: "canada",
  what: "IRCC's right of permanent residence fee, paid by the principal applicant and an accompanying spouse or partner",
  currency: "CAD",
  period: "once",
  editions: [
    { value: 515, appliesFrom: "2022-04-30", citation: GAZETTE_NOTICE_2024 },
    { value: 575, appliesFrom: "2024-04-30", citation: GAZETTE_NOTICE_2024 },
    { value: 600, appliesFrom: "2026-04-30", citation: ANSARI_FEES_2026, crossCheck: { source: TDOT_FEES_2026 } },
  ],
};

export const INDEXED_FEE_QUANTITIES: BaseQuantity[] = [CANADA_PR_PROCESSING_FEE, CANADA_RIGHT_OF_PR_FEE];
