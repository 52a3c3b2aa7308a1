/** The eligibility answer for one assessment: the country's researched routes checked, or why there are none. */
import type { Assessment, MoneyAnswers } from "@shared/contracts/assessments";
import type { EligibilityResponse } from "@shared/contracts/eligibility";
import type { Destination } from "@server/destinations/catalog";
import type { ExchangeRates } from "@server/destinations/data/dataset.schema";
import { isResearched, type KnowledgeBase } from "@server/knowledge/index";
import { applicantOf, checkEligibility } from "./check-eligibility";

export function eligibilityFor(
  assessment: Pick<Assessment, "user_age" | "user_job" | "monthly_budget"> & Partial<MoneyAnswers>,
  destination: Destination,
  knowledge: KnowledgeBase,
  rates: ExchangeRates,
): EligibilityResponse {
  const entry = knowledge.residenceRoutes[destination.slug];
  if (!isResearched(entry)) {
    return { country: destination.name, researched: false, note: entry.note, checked: null, verdicts: [] };
  }
  const applicant = applicantOf(assessment);
  return { country: destination.name, researched: true, note: null, checked: entry.checked, verdicts: checkEligibility(applicant, entry, rates) };
}
