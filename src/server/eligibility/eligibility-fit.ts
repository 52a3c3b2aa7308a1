/**
 * What the eligibility check means for the score (issue 28): the answers likely meet every condition of a route open
 * to the person ("meets"); a route is open to them but a condition cannot be judged from the answers ("unknown");
 * or every route the country has fails on a condition the answers show (money, skill, age, the kind of income it
 * counts), so none is open to them ("below"). A country whose routes are not researched is "unknown". The score's
 * "Ease of Immigration" line uses it (score-assessment.ts).
 */
import type { AssessmentRequest, MoneyAnswers } from "@shared/contracts/assessments";
import type { RouteVerdict } from "@shared/contracts/eligibility";
import type { Destination } from "@server/destinations/catalog";
import type { ExchangeRates } from "@server/destinations/data/dataset.schema";
import type { FactCatalogue } from "@server/facts/catalogue/fact-catalogue";
import { eligibilityFor } from "./eligibility";

export type EligibilityFit = "meets" | "below" | "unknown";

export type Answers = Pick<AssessmentRequest, "user_age" | "user_job" | "monthly_budget" | keyof MoneyAnswers>;
export type FitFor = (answers: Answers, destination: Destination) => EligibilityFit;

/** The fit over the routes open to the person (RouteVerdict.forYou: meant for them, no known condition failing). */
export function fitOf(verdicts: readonly RouteVerdict[]): EligibilityFit {
  const forYou = verdicts.filter((verdict) => verdict.forYou);
  if (forYou.some((verdict) => verdict.status === "meets")) return "meets";
  if (forYou.length > 0 || verdicts.length === 0) return "unknown";
  return "below";
}

/** No knowledge of routes: every country "unknown", so the score is the destination's alone. */
export const noEligibility: FitFor = () => "unknown";

export function eligibilityFitter(catalogue: FactCatalogue, rates: ExchangeRates): FitFor {
  return (answers, destination) => fitOf(eligibilityFor(answers, destination, catalogue, rates).verdicts);
}
