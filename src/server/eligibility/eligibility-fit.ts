/**
 * What the eligibility check means for the score, over the routes meant for the person (RouteVerdict.forYou):
 * the answers likely meet one ("meets"), fall below every one ("below"), or cannot be judged ("unknown", also
 * for a country whose routes are not researched or without a route for the person). The score's "Ease of Immigration" line uses it (score-assessment.ts).
 */
import type { AssessmentRequest, MoneyAnswers } from "@shared/contracts/assessments";
import type { RouteVerdict } from "@shared/contracts/eligibility";
import type { Destination } from "@server/destinations/catalog";
import type { ExchangeRates } from "@server/destinations/data/dataset.schema";
import type { KnowledgeBase } from "@server/knowledge/index";
import { eligibilityFor } from "./eligibility";

export type EligibilityFit = "meets" | "below" | "unknown";

export type Answers = Pick<AssessmentRequest, "user_age" | "user_job" | "monthly_budget" | keyof MoneyAnswers>;
export type FitFor = (answers: Answers, destination: Destination) => EligibilityFit;

/** The fit over the routes meant for the person (a software engineer is not scored on a nomad visa). */
export function fitOf(verdicts: readonly RouteVerdict[]): EligibilityFit {
  const forYou = verdicts.filter((verdict) => verdict.forYou);
  if (forYou.some((verdict) => verdict.status === "meets")) return "meets";
  if (forYou.length > 0 && forYou.every((verdict) => verdict.status === "below")) return "below";
  return "unknown";
}

/** No knowledge of routes: every country "unknown", so the score is the destination's alone. */
export const noEligibility: FitFor = () => "unknown";

export function eligibilityFitter(knowledge: KnowledgeBase, rates: ExchangeRates): FitFor {
  return (answers, destination) => fitOf(eligibilityFor(answers, destination, knowledge, rates).verdicts);
}
