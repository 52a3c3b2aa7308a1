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

/** Ansari Immigration's table of IRCC's notice of 27 March 2026: the only stored page that gives the 2026 amount. */
const ANSARI_FEES_2026: Citation = {
  publisher: "Immigration, Refugees and Citizenship Canada",
  title: "Permanent residence fees Canada April 30, 2026",
  via: "Ansari Immigration",
  url: "https://www.ansariimmigration.com/post/permanent-residence-fees-canada-april-30-2026-what-applicants-should-review-now",
  asOf: "2026-04-28",
  reviewedOn: "2026-11-29",
  research:
    "Immigration firm's article of 28 April 2026, read in the search tool (pages): 'IRCC's March 27, 2026 notice says permanent residence fees will increase on April 30, 2026 ... Here is the side-by-side fee comparison from IRCC's notice: Right of permanent residence fee | $575 | $600 | $25 | Provincial Nominee Program principal applicant | $950 | $990 | $40 | Business class principal applicant | $1,810 | $1,895 | $85 | Family class principal applicant | $545 | $570'. Federal Skilled Workers share the Provincial Nominee Program's line (the 2024 notice above). No official page or second source for the 2026 amount is in the search store: searched six times in November 2026 (pages, docs, issues, code, exact strings), most recently for the 2026 Canada Gazette notice ('Notice of biennial increase of permanent residence fees' 2026, 'Canada Gazette, Part I, Volume 160' March 2026), IRCC's fee list ('Your application (includes processing fee ($990) and right of permanent residence fee ($600))', 'increased on April 30, 2026'), press in English, Spanish, Portuguese, Gujarati, Malayalam and Punjabi, and the new amounts as exact strings ('$1,590', 'CAD 990', '$545 to $570', '$260 to $270'). Three public code files agree: an immigration consultant's retainer tool ('Source: official IRCC fee list (page last modified 2026-04-30; PR fees rose 2026-04-30)', economic PR 'principal: 1590 ... Includes RPRF $600 ... $990 now + $600 later. Child $270', find_string 'RPRF ($600)') and two immigration apps (find_string 'CAD 990', 'rprf: 600'); the index does not name their repositories, so none can be cited with an address. IRCC's own 2024-2025 Fees Report (canada.ca, fees-report/2024-2025.html) is stored, but only its opening is readable there and it reports the 2025-26 amounts; no 2025-2026 report (the one that would list the 2026-27 amounts) was found. The indexation rule cannot settle the amount to the dollar: worked back from the other lines, it allows CAD 985, 990 or 995. Earlier searches, when the fee was typed on the route: Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Searched again (November 2026, search tool, pages): 'canada.ca IRCC fee list permanent residence processing fee principal applicant economic immigration right of permanent residence fee 2026', 'IRCC notice permanent residence fees increase April 30 2026 Federal Skilled Workers principal applicant $990'. Only the 2024-2026 schedule (CAD 950 / 575) in news copies and this Ansari page (quoting IRCC's notice of 27 March 2026) came back; IRCC's fee list and notice are not in the search store. Searched a fourth time (29 November 2026; pages, docs, issues, code and exact strings): 'IRCC fee increase April 30 2026 permanent residence $990 principal applicant', 'Canada Gazette Part I 2026 permanent residence fees', 'CIC News permanent residence fees increase April 2026', French, Chinese and Hindi press wording, 'Principal applicant | $950 | $990', '$950 to $990', 'April 30, 2026, at 9:00:00 a.m.'. Every other page found gives the April 2024 to April 2026 schedule (CAD 950, right of permanent residence CAD 575); none gives another 2026 amount. The figure fits the indexation rule IRCC states (the 2024 notice, as India Today quotes it: fees rise 'by the cumulative percentage increase to the Consumer Price Index for Canada ... for the two previous years, rounded to the nearest five dollars'), but the rule alone does not give the amount to the dollar, so it is not recorded as a second source. Searched a fifth time (29 November 2026, pages, issues, code and exact strings): 'right of permanent residence fee $600 2026 IRCC new fees', 'Canada permanent residence fees April 2026 to March 2028', 'April 2026 - March 2028', '$1,895' (the new business-class fee), 'from $575 to $600', '$950 to $990', 'permanent residence fee of $600'. Only the Ansari page and an undated explainer (canadapathways.operoncore.com) that gives no amounts came back; a GitHub copy of IRCC's operational manuals (sagie47/legalnew) was fetched on 12 February 2026, before the notice. IRCC publishes these adjustments as a notice in the Canada Gazette, Part I (the 2024 one on 30 March 2024); the 2026 notice is not in the search store, and the Justice Laws copies of the three remission orders of 30 March 2026 on permanent-residence fees (SI/2026-8, SI/2026-10, SI/2026-11) name the fees without amounts in the stored text.",
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
    { value: 990, appliesFrom: "2026-04-30", citation: ANSARI_FEES_2026 },
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
    { value: 600, appliesFrom: "2026-04-30", citation: ANSARI_FEES_2026 },
  ],
};

export const INDEXED_FEE_QUANTITIES: BaseQuantity[] = [CANADA_PR_PROCESSING_FEE, CANADA_RIGHT_OF_PR_FEE];
