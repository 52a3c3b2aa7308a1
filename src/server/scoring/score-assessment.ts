/**
 * The scoring engine: a pure function from an assessment request and a destination to an explained
 * score. No I/O; the same input always gives the same output.
 *
 * Method (version below; published on the methodology page):
 * 1. Each of the seven factors has a 0-100 destination score from a named public index (see
 *    destinations/factor-scores.ts). A factor without a sourced figure counts as a neutral 50, said so.
 * 2. Weights: the user's 0-5 rating of each factor (0 = ignored); climate fit weighs `climate_importance`;
 *    a location mismatch (beachside in a landlocked country) adds a location line of fixed weight 3.
 *    A rural preference lowers the internet and healthcare scores used by 15 points: national figures
 *    overstate what rural areas have, and the higher those factors are rated, the more this costs.
 * 3. The overall score is the weighted GEOMETRIC mean of the scores used. Unlike an arithmetic mean it
 *    cannot let strong factors hide a weak one the user rated highly. The breakdown shows each line's
 *    points on the arithmetic scale (weight share x score) and the "balance" points the geometric
 *    mean removes, so points earned minus the balance penalty equals the overall score.
 *    Property: raising the rating of a factor whose score (as used) is above the overall score never
 *    lowers the overall score, since a weighted geometric mean moves toward the value whose weight grows.
 * 4. Eligibility (eligibility/eligibility-fit.ts): where the country's residence routes are researched, the
 *    "Ease of Immigration" score used moves ELIGIBILITY_ADJUSTMENT points up when the answers likely meet the
 *    money threshold of a route meant for the person (by their kind of income, else age and occupation; each
 *    threshold against the quantity it asks for, never the housing budget), and down when they fall below every
 *    such route that can be checked (2026.11-6). Property: a
 *    better fit never lowers the overall score.
 * 5. Affordability (scoring/budget.ts): where a sourced rent exists, a Budget line of fixed weight
 *    BUDGET_WEIGHT scores the monthly housing budget against it (excellent 100, good 80, tight 55,
 *    insufficient at most 40, in proportion to the cheapest rent it covers), and an insufficient budget caps
 *    the overall score at INSUFFICIENT_BUDGET_CAP, the top of "good". Property: lowering the budget, all else
 *    equal, never raises the score or the match level. The verdict's "beyond rent" sentence counts a city's
 *    missing utilities, groceries and transport at the labelled country estimate (2026.11-7; the score is unchanged).
 */
import {
  FACTORS,
  type ClimatePreference,
  type FactorKey,
  type MatchLevel,
} from "@shared/constants";
import type { AssessmentRequest, BreakdownFactor, ScoreBreakdown } from "@shared/contracts/assessments";
import type { Destination } from "@server/destinations/catalog";
import { NEUTRAL_SCORE } from "@server/destinations/factor-anchors";
import { describeFactor } from "@server/destinations/factor-wording";
import { formatUsd } from "@shared/format";
import { assessBudget, budgetFit, type BudgetFit } from "./budget";
import { assessPlaceClimate, deriveClimateImportance } from "./climate";
import { homeInWords } from "@server/households/home-rents";
import { bedroomsFor, householdOf } from "@server/households/household";
import type { EligibilityFit } from "@server/eligibility/eligibility-fit";

export const SCORING_VERSION = "2026.11-11";
export const SCORING_METHOD = "weighted geometric mean of sourced factor scores";

/** Scores below this count as this in the geometric mean, so a single 0 cannot zero the whole score. */
export const SCORE_FLOOR = 5;
export const RURAL_REDUCTION = 15;
export const LANDLOCKED_BEACH_SCORE = 20;
export const LOCATION_WEIGHT = 3;
export const ELIGIBILITY_ADJUSTMENT = 10;
/** The Budget line's weight: the assessment does not ask how much affordability matters, so a middle priority. */
export const BUDGET_WEIGHT = 3;
/** The highest score (the top of "good") a destination can reach when the housing budget is insufficient. */
export const INSUFFICIENT_BUDGET_CAP = 70;

export type ScoredAssessment = {
  kind: "scored";
  overall_score: number;
  match_level: MatchLevel;
  climate_importance: number;
  budget_compatibility: string | null;
  breakdown: ScoreBreakdown;
};

export type ClimateConflict = {
  kind: "climate_conflict";
  userPreference: ClimatePreference;
  country: string;
  countryClimate: string;
};

export function matchLevelFor(score: number): MatchLevel {
  if (score >= 90) return "perfect";
  if (score >= 71) return "very_good";
  if (score >= 51) return "good";
  return "poor";
}

type Line = Omit<BreakdownFactor, "pointsEarned" | "pointsPossible">;
/** The numbers of one line: its weight and its 0-100 score as used. */
type Weighted = { rating: number; destinationScore: number };

const round1 = (value: number) => Math.round(value * 10) / 10;

const FIT_SHIFT: Record<EligibilityFit, number> = { meets: ELIGIBILITY_ADJUSTMENT, unknown: 0, below: -ELIGIBILITY_ADJUSTMENT };
const FIT_REASONS: Record<EligibilityFit, string> = {
  meets: ` Your answers likely meet every condition of at least one residence route open to you: ${ELIGIBILITY_ADJUSTMENT} points added.`,
  unknown: "",
  below: ` On your answers no residence route of this country is open to you (each fails on money, skill, age or the kind of income it counts): ${ELIGIBILITY_ADJUSTMENT} points off.`,
};

/**
 * A factor's score as used for this request: neutral when unsourced, lowered for rural living where it
 * applies, moved by the eligibility fit for ease of immigration.
 */
function factorScoreUsed(request: AssessmentRequest, destination: Destination, key: FactorKey, fit: EligibilityFit): number {
  const score = destination.factors[key].score ?? NEUTRAL_SCORE;
  const ruralCut = request.location_preference === "rural" && (key === "internet" || key === "healthcare");
  if (ruralCut) return Math.max(0, score - RURAL_REDUCTION);
  if (key === "ease_of_immigration") return Math.min(100, Math.max(0, score + FIT_SHIFT[fit]));
  return score;
}

function factorLines(request: AssessmentRequest, destination: Destination, fit: EligibilityFit): { lines: Line[]; notes: string[] } {
  const notes: string[] = [];
  const rural = request.location_preference === "rural";
  const lines = FACTORS.map(({ key, field, label }): Line => {
    const rating = request[field];
    const factor = destination.factors[key];
    const known = factor.score !== null;
    const score = factorScoreUsed(request, destination, key, fit);
    const finding = describeFactor(destination.name, factor.finding);
    let reason = known ? finding : `No sourced figure: counted as a neutral ${NEUTRAL_SCORE}. ${finding}`;
    if (key === "ease_of_immigration") reason += FIT_REASONS[fit];
    if (rural && (key === "internet" || key === "healthcare")) {
      reason += ` Rural preference: ${RURAL_REDUCTION} points off, as rural ${key === "internet" ? "broadband" : "healthcare"} is weaker than the national figure.`;
      if (rating >= 4) {
        notes.push(
          `You prefer rural living and rated ${label} ${rating}/5: rural areas usually have less of it than the national figure, so this factor counts ${RURAL_REDUCTION} points lower.`,
        );
      }
    }
    return {
      factor: key,
      label,
      rating,
      destinationScore: round1(score),
      sourced: known,
      reason: rating === 0 ? `Not rated, so ignored. ${reason}` : reason,
    };
  });
  return { lines, notes };
}

type ContextLine = Weighted & { factor: "climate" | "location" | "budget" };

/**
 * The lines beyond the seven factors: climate always, location when beach living meets a landlocked country,
 * budget when a sourced rent exists to compare the housing budget with.
 */
function contextLines(request: AssessmentRequest, destination: Destination, climateScore: number, budget: BudgetFit | null): ContextLine[] {
  const lines: ContextLine[] = [
    { factor: "climate", rating: deriveClimateImportance(request.location_preference), destinationScore: climateScore },
  ];
  if (request.location_preference === "beachside" && !destination.coastal) {
    lines.push({ factor: "location", rating: LOCATION_WEIGHT, destinationScore: LANDLOCKED_BEACH_SCORE });
  }
  if (budget) lines.push({ factor: "budget", rating: BUDGET_WEIGHT, destinationScore: budget.score });
  return lines;
}

/** The weights and scores every score is made of: the seven factors, climate, location when it conflicts, budget. */
function weightedLines(
  request: AssessmentRequest,
  destination: Destination,
  climateScore: number,
  fit: EligibilityFit,
  budget: BudgetFit | null,
): Weighted[] {
  const factors: Weighted[] = FACTORS.map(({ key, field }) => ({
    rating: request[field],
    destinationScore: round1(factorScoreUsed(request, destination, key, fit)),
  }));
  return [...factors, ...contextLines(request, destination, climateScore, budget)];
}

function weightedMeans(lines: readonly Weighted[]): { arithmetic: number; geometric: number; totalWeight: number } {
  const totalWeight = lines.reduce((sum, line) => sum + line.rating, 0);
  const arithmetic = lines.reduce((sum, line) => sum + line.rating * line.destinationScore, 0) / totalWeight;
  const logSum = lines.reduce((sum, line) => sum + line.rating * Math.log(Math.max(line.destinationScore, SCORE_FLOOR)), 0);
  return { arithmetic, geometric: Math.exp(logSum / totalWeight), totalWeight };
}

/** The overall score: the geometric mean, capped at the top of "good" when the housing budget is insufficient. */
function toOverall(geometric: number, budget: BudgetFit | null): number {
  const score = Math.min(100, Math.max(0, Math.round(geometric)));
  return budget?.status === "insufficient" ? Math.min(score, INSUFFICIENT_BUDGET_CAP) : score;
}

const budgetOf = (request: AssessmentRequest, destination: Destination) =>
  budgetFit(request.monthly_budget, destination, request.preferred_city, householdOf(request));

/**
 * The overall score alone, without the breakdown's texts: what ranking all destinations needs. Always equal
 * to `scoreAssessment(...).overall_score`; null when the climate conflicts.
 */
export function overallScore(request: AssessmentRequest, destination: Destination, fit: EligibilityFit = "unknown"): number | null {
  const climate = assessPlaceClimate(request.climate_preference, destination, request.preferred_city);
  if (climate.kind === "conflict") return null;
  const budget = budgetOf(request, destination);
  return toOverall(weightedMeans(weightedLines(request, destination, climate.score, fit, budget)).geometric, budget);
}

/** Why the score is below the plain sum of points, in plain words: the weak spot that costs the most. */
function balanceReason(lines: Line[], arithmetic: number, penalty: number): string {
  if (penalty < 0.5) return "What matters to you scores evenly here, so no weak spot pulls your score down.";
  const weakest = lines
    .filter((line) => line.rating > 0 && line.destinationScore < arithmetic)
    .map((line) => ({ line, pull: line.rating * (Math.log(arithmetic) - Math.log(Math.max(line.destinationScore, SCORE_FLOOR))) }))
    .sort((a, b) => b.pull - a.pull)[0]?.line;
  const culprit = !weakest
    ? "Some things that matter to you score weakly here"
    : weakest.sourced
      ? `${weakest.label} scores only ${Math.round(weakest.destinationScore)} of 100 here (the factor's score, made from its sources on fixed anchors and your answers, so it can differ from an index's own figure)`
      : `${weakest.label} has no sourced figure here and counts as a neutral ${Math.round(weakest.destinationScore)}`;
  return `${culprit}. Strong lines cannot hide a weak one that matters, so your score is ${round1(penalty)} points below the sum of the points.`;
}

/** The label and plain reason of a line beyond the seven factors. */
function contextWording(
  factor: ContextLine["factor"],
  request: AssessmentRequest,
  destination: Destination,
  climateReason: string,
  budget: BudgetFit | null,
): { label: string; sourced: boolean; reason: string } {
  switch (factor) {
    case "climate":
      return {
        label: "Climate",
        sourced: true,
        reason: `${climateReason} ${
          request.location_preference === "beachside"
            ? "Climate counts a little more than a middle priority for you, because beach living is usually chosen for the weather."
            : "The assessment does not ask how much climate matters, so it counts as a middle priority."
        }`,
      };
    case "location":
      return { label: "Location", sourced: true, reason: `You prefer beachside living, but ${destination.name} is landlocked: lakes and rivers only.` };
    case "budget":
      return {
        label: "Budget",
        sourced: true,
        reason: `Your ${formatUsd(request.monthly_budget)} monthly housing budget against the rent of ${homeInWords(bedroomsFor(householdOf(request)))}: ${budget?.status ?? "unknown"}. ${budget?.verdict ?? ""} Affordability counts as a middle priority.`,
      };
  }
}

/** Scores one request against one destination, or reports a climate conflict. */
export function scoreAssessment(
  request: AssessmentRequest,
  destination: Destination,
  fit: EligibilityFit = "unknown",
): ScoredAssessment | ClimateConflict {
  const climate = assessPlaceClimate(request.climate_preference, destination, request.preferred_city);
  if (climate.kind === "conflict") {
    return {
      kind: "climate_conflict",
      userPreference: request.climate_preference,
      country: destination.name,
      countryClimate: climate.countryClimate,
    };
  }

  const climateImportance = deriveClimateImportance(request.location_preference);
  const budget = budgetOf(request, destination);
  const { lines, notes } = factorLines(request, destination, fit);
  for (const line of contextLines(request, destination, climate.score, budget)) {
    lines.push({ ...line, ...contextWording(line.factor, request, destination, climate.reason, budget) });
  }
  if (FACTORS.every(({ field }) => request[field] === 0)) {
    notes.push("You rated none of the seven factors, so the score reflects climate, location and budget only.");
  }
  if (!budget) {
    notes.push(`No sourced rent exists for ${request.preferred_city ?? destination.name}, so your housing budget could not count in this score.`);
  }

  const { arithmetic, geometric, totalWeight } = weightedMeans(lines);
  const overall = toOverall(geometric, budget);
  const uncapped = toOverall(geometric, null);
  const penalty = Math.max(0, arithmetic - geometric);
  const factors: BreakdownFactor[] = lines.map((line) => {
    const possible = (100 * line.rating) / totalWeight;
    return { ...line, pointsPossible: round1(possible), pointsEarned: round1((possible * line.destinationScore) / 100) };
  });

  return {
    kind: "scored",
    overall_score: overall,
    match_level: matchLevelFor(overall),
    climate_importance: climateImportance,
    budget_compatibility: assessBudget(request.monthly_budget, destination, request.preferred_city, householdOf(request)),
    breakdown: {
      method: SCORING_METHOD,
      version: SCORING_VERSION,
      factors,
      weightedAverage: round1(arithmetic),
      balancePenalty: round1(penalty),
      balanceReason: balanceReason(lines, arithmetic, penalty),
      budgetCap:
        overall < uncapped
          ? {
              limit: INSUFFICIENT_BUDGET_CAP,
              pointsRemoved: uncapped - overall,
              reason: `Your housing budget does not cover even the cheapest sourced rent, so this destination can be a "good" match at best: your score is held at ${INSUFFICIENT_BUDGET_CAP} instead of ${uncapped}.`,
            }
          : null,
      notes,
    },
  };
}
