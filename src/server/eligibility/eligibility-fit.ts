/**
 * What the eligibility check means for the score: the answers likely meet a researched route ("meets"),
 * fall below every route that can be checked ("below"), or cannot be judged ("unknown", also for a country
 * whose routes are not researched). The score's "Ease of Immigration" line uses it (score-assessment.ts).
 */
import type { AssessmentRequest } from "@shared/contracts/assessments";
import type { RouteVerdict } from "@shared/contracts/eligibility";
import type { Destination } from "@server/destinations/catalog";
import type { ExchangeRates } from "@server/destinations/data/dataset.schema";
import type { KnowledgeBase } from "@server/knowledge/index";
import { eligibilityFor } from "./eligibility";

export type EligibilityFit = "meets" | "below" | "unknown";

export type Answers = Pick<AssessmentRequest, "user_age" | "user_job" | "monthly_budget">;
export type FitFor = (answers: Answers, destination: Destination) => EligibilityFit;

export function fitOf(verdicts: readonly RouteVerdict[]): EligibilityFit {
  if (verdicts.some((verdict) => verdict.status === "meets")) return "meets";
  if (verdicts.length > 0 && verdicts.every((verdict) => verdict.status === "below")) return "below";
  return "unknown";
}

/** No knowledge of routes: every country "unknown", so the score is the destination's alone. */
export const noEligibility: FitFor = () => "unknown";

export function eligibilityFitter(knowledge: KnowledgeBase, rates: ExchangeRates): FitFor {
  return (answers, destination) => fitOf(eligibilityFor(answers, destination, knowledge, rates).verdicts);
}
