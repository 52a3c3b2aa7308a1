/**
 * The assessment API contract (spec sections 3, 5, 7): request validation shared by the server and the
 * wizard, and the shapes the API answers. Field names are the spec's, snake_case.
 */
import { z } from "zod";
import {
  AGE_MAX,
  AGE_MIN,
  BUDGET_MAX,
  BUDGET_MIN,
  CLIMATE_PREFERENCES,
  HOUSEHOLD_ADULTS_MAX,
  HOUSEHOLD_CHILDREN_MAX,
  INCOME_BASES,
  INCOME_KINDS,
  INCOME_MAX,
  LOCATION_PREFERENCES,
  OCCUPATION_MAX_LENGTH,
  RATING_MAX,
  SAVINGS_MAX,
  RATING_MIN,
  STAR_RATING_MIN,
  type ClimatePreference,
  type IncomeBasis,
  type FactorKey,
  type IncomeKind,
  type LocationPreference,
  type MatchLevel,
} from "../constants";
import { freeTextMessage, freeTextProblem } from "../free-text";

const requiredOr = (field: string, message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? `${field} is required` : message;

const integerFrom = (field: string, min: number, max: number) => {
  const message = `${field} must be an integer from ${min} to ${max}`;
  return z
    .number({ error: requiredOr(field, message) })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });
};

const numberFrom = (field: string, min: number, max: number) => {
  const message = `${field} must be a number from ${min} to ${max}`;
  return z
    .number({ error: requiredOr(field, message) })
    .min(min, { error: message })
    .max(max, { error: message });
};

const oneOf = <const T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.enum(values, { error: requiredOr(field, `${field} must be one of: ${values.join(", ")}`) });

const rating = (field: string) => integerFrom(field, RATING_MIN, RATING_MAX);

/** An optional answer: absent or null means "not answered" (stored and answered as null). */
const optional = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value) => value ?? null);

/**
 * The optional answers residence routes are checked against (issue 19). Old clients leave them out; they then
 * read as null ("not told"), and the spec's fields keep their meaning: `monthly_budget` stays the housing budget.
 */
export const moneyAnswerFields = {
  /** Monthly income before tax, in USD. */
  monthly_income: optional(numberFrom("monthly_income", 0, INCOME_MAX)),
  income_kind: optional(oneOf("income_kind", INCOME_KINDS)),
  /** Whose income it is when two or more adults move: the person's own or the household's (issue 29.6). */
  income_basis: optional(oneOf("income_basis", INCOME_BASES)),
  /** Savings and capital that could be shown or invested, in USD. */
  savings: optional(numberFrom("savings", 0, SAVINGS_MAX)),
  /** Adults moving, the person included. */
  household_adults: optional(integerFrom("household_adults", 1, HOUSEHOLD_ADULTS_MAX)),
  household_children: optional(integerFrom("household_children", 0, HOUSEHOLD_CHILDREN_MAX)),
};

/** The one rule across the money answers: an income comes with its kind, and a kind with an income. */
export function incomePairProblem(answers: { monthly_income: number | null; income_kind: IncomeKind | null; income_basis?: IncomeBasis | null }): string | null {
  if ((answers.income_basis ?? null) !== null && answers.monthly_income === null) return "monthly_income is required with income_basis";
  if (answers.monthly_income !== null && answers.income_kind === null) return `income_kind is required with monthly_income (one of: ${INCOME_KINDS.join(", ")})`;
  if (answers.income_kind !== null && answers.monthly_income === null) return "monthly_income is required with income_kind";
  return null;
}

/**
 * A free-text answer: text that is one line the report can print (shared/free-text.ts), checked as sent, before it is
 * trimmed, so a line break or tab is refused wherever it stands. `subject` is how the advice names the answer.
 */
const freeText = (field: string, subject: string, notText = `${field} must be text`) =>
  z
    .string({ error: requiredOr(field, notText) })
    .superRefine((text, context) => {
      const problem = freeTextProblem(text);
      if (problem) context.addIssue({ code: "custom", message: freeTextMessage(problem, field, subject), input: text });
    });

export const assessmentRequestSchema = z.object(
  {
    user_age: integerFrom("user_age", AGE_MIN, AGE_MAX),
    user_job: freeText("user_job", "your occupation")
      .trim()
      .min(1, { error: "user_job must not be empty" })
      .max(OCCUPATION_MAX_LENGTH, { error: `user_job must be at most ${OCCUPATION_MAX_LENGTH} characters` }),
    monthly_budget: numberFrom("monthly_budget", BUDGET_MIN, BUDGET_MAX),
    preferred_country: freeText("preferred_country", "the country")
      .trim()
      .min(1, { error: "preferred_country must not be empty" }),
    preferred_city: freeText("preferred_city", "the city", "preferred_city must be text or null")
      .trim()
      .nullish()
      .transform((city) => (city ? city : null)),
    location_preference: oneOf("location_preference", LOCATION_PREFERENCES),
    climate_preference: oneOf("climate_preference", CLIMATE_PREFERENCES),
    immigration_policies_importance: rating("immigration_policies_importance"),
    healthcare_importance: rating("healthcare_importance"),
    safety_importance: rating("safety_importance"),
    internet_importance: rating("internet_importance"),
    emigration_process_importance: rating("emigration_process_importance"),
    ease_of_immigration_importance: rating("ease_of_immigration_importance"),
    local_acceptance_importance: rating("local_acceptance_importance"),
    ...moneyAnswerFields,
  },
  { error: "Request body must be a JSON object with the assessment fields" },
);

const starRating = (field: string) => integerFrom(field, STAR_RATING_MIN, RATING_MAX);

/**
 * What the wizard may submit: the API's request with every factor rated 1 to 5 stars (spec section 5: "all
 * seven factors must be rated"), while the API itself accepts and stores 0 to 5. The wizard's per-step
 * checks are read from this schema's fields, so the wizard and the API cannot disagree.
 */
export const wizardRequestSchema = assessmentRequestSchema.extend({
  immigration_policies_importance: starRating("immigration_policies_importance"),
  healthcare_importance: starRating("healthcare_importance"),
  safety_importance: starRating("safety_importance"),
  internet_importance: starRating("internet_importance"),
  emigration_process_importance: starRating("emigration_process_importance"),
  ease_of_immigration_importance: starRating("ease_of_immigration_importance"),
  local_acceptance_importance: starRating("local_acceptance_importance"),
});

/** A request after validation: trimmed texts, `preferred_city` null when absent. */
export type AssessmentRequest = z.output<typeof assessmentRequestSchema>;
/** What a client sends. */
export type AssessmentRequestInput = z.input<typeof assessmentRequestSchema>;

export type CreateAssessmentResponse = { id: number };

/** One destination scored for the same answers as an assessment. */
/**
 * `routeOpen`: false when, on the person's answers, none of the country's residence routes is open to them (each
 * fails on money, skill, age or the kind of income it counts); true otherwise (one is open, or cannot be ruled out).
 */
export type RankedDestination = { country: string; overall_score: number; match_level: MatchLevel; routeOpen: boolean };

/** GET /api/assessments/:id/alternatives: the best other matches for the same answers. */
export type AlternativesResponse = {
  alternatives: RankedDestination[];
  /** How many destinations were scored (those whose climate conflicts with the chosen one are left out). */
  compatibleCountries: number;
  /** True when no scored destination has a residence route open to the person: the alternatives are ranked by score alone. */
  noRouteOpenAnywhere: boolean;
};

export type ClimateConflictResponse = {
  error: string;
  requiresReselection: true;
  climateConflict: { userPreference: ClimatePreference; country: string; countryClimate: string };
};

/** The affordability cap: the score it allowed, how many points it took off, and why in plain words. */
export type BudgetCap = { limit: number; pointsRemoved: number; reason: string };

/** One line of the score breakdown: what a factor earned and why. */
export type BreakdownFactor = {
  factor: FactorKey | "climate" | "location" | "budget";
  label: string;
  /** The user's rating 0-5 (climate: climate_importance; location and budget: fixed weight). */
  rating: number;
  /** The destination's 0-100 score on this factor, as used (after any stated adjustment). */
  destinationScore: number;
  /** False when no source gives a figure and a neutral value stands in (the reason says so). */
  sourced: boolean;
  pointsEarned: number;
  pointsPossible: number;
  reason: string;
};

export type ScoreBreakdown = {
  method: string;
  version: string;
  factors: BreakdownFactor[];
  /** Arithmetic weighted average (sum of points earned) before weak spots are counted. */
  weightedAverage: number;
  /** Points the weighted geometric mean removes because highly rated factors score weakly (>= 0). */
  balancePenalty: number;
  balanceReason: string;
  /**
   * Set when an insufficient housing budget held the score at the top of "good" (scoring 2026.11-5 on);
   * null or absent otherwise (assessments scored before keep their stored breakdown).
   */
  budgetCap?: BudgetCap | null;
  notes: string[];
};

/** The optional money and household answers; null when not given (and for assessments made before they existed). */
export type MoneyAnswers = {
  monthly_income: number | null;
  income_kind: IncomeKind | null;
  income_basis: IncomeBasis | null;
  savings: number | null;
  household_adults: number | null;
  household_children: number | null;
};

/** The money answers of someone who gave none (and of assessments made before the questions existed). */
export const NO_MONEY_ANSWERS: MoneyAnswers = { monthly_income: null, income_kind: null, income_basis: null, savings: null, household_adults: null, household_children: null };

export type Assessment = MoneyAnswers & {
  id: number;
  overall_score: number;
  match_level: MatchLevel;
  user_age: number;
  user_job: string;
  monthly_budget: number;
  preferred_country: string;
  preferred_city: string | null;
  location_preference: LocationPreference;
  climate_preference: ClimatePreference;
  immigration_policies_importance: number;
  healthcare_importance: number;
  safety_importance: number;
  internet_importance: number;
  emigration_process_importance: number;
  ease_of_immigration_importance: number;
  local_acceptance_importance: number;
  climate_importance: number;
  budget_compatibility: string | null;
  breakdown: ScoreBreakdown;
  created_at: string;
  updated_at: string;
};

/**
 * The answers an assessment was made with, as a scoring request: the one request type scoring, eligibility and
 * reports take, for a stored assessment and a new request alike (issue 31).
 */
export function requestOf(assessment: Omit<Assessment, "breakdown">): AssessmentRequest {
  return {
    user_age: assessment.user_age,
    user_job: assessment.user_job,
    monthly_budget: assessment.monthly_budget,
    preferred_country: assessment.preferred_country,
    preferred_city: assessment.preferred_city,
    location_preference: assessment.location_preference,
    climate_preference: assessment.climate_preference,
    immigration_policies_importance: assessment.immigration_policies_importance,
    healthcare_importance: assessment.healthcare_importance,
    safety_importance: assessment.safety_importance,
    internet_importance: assessment.internet_importance,
    emigration_process_importance: assessment.emigration_process_importance,
    ease_of_immigration_importance: assessment.ease_of_immigration_importance,
    local_acceptance_importance: assessment.local_acceptance_importance,
    monthly_income: assessment.monthly_income,
    income_kind: assessment.income_kind,
    income_basis: assessment.income_basis,
    savings: assessment.savings,
    household_adults: assessment.household_adults,
    household_children: assessment.household_children,
  };
}
