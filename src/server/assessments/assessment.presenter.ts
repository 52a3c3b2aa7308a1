/**
 * Turns a stored row into the JSON the spec names (section 3), so rows never leak as they are.
 * `presentAssessmentJson` is the read path's hot form: the breakdown is stored as JSON text and is
 * spliced in as it is, instead of being parsed and serialised again on every read.
 */
import type { ClimatePreference, IncomeBasis, IncomeKind, LocationPreference, MatchLevel } from "@shared/constants";
import type { Assessment, ScoreBreakdown } from "@shared/contracts/assessments";
import type { AssessmentRow } from "./assessments.repository";

export type AssessmentWithoutBreakdown = Omit<Assessment, "breakdown">;

/** Every spec field but the breakdown, which is left as stored (no JSON parsing): for reads that do not need it. */
export function presentFields(row: AssessmentRow): AssessmentWithoutBreakdown {
  return {
    id: Number(row.id),
    overall_score: row.overall_score,
    match_level: row.match_level as MatchLevel,
    user_age: row.user_age,
    user_job: row.user_job,
    monthly_budget: Number(row.monthly_budget),
    preferred_country: row.preferred_country,
    preferred_city: row.preferred_city,
    location_preference: row.location_preference as LocationPreference,
    climate_preference: row.climate_preference as ClimatePreference,
    immigration_policies_importance: row.immigration_policies_importance,
    healthcare_importance: row.healthcare_importance,
    safety_importance: row.safety_importance,
    internet_importance: row.internet_importance,
    emigration_process_importance: row.emigration_process_importance,
    ease_of_immigration_importance: row.ease_of_immigration_importance,
    local_acceptance_importance: row.local_acceptance_importance,
    climate_importance: row.climate_importance,
    budget_compatibility: row.budget_compatibility,
    monthly_income: row.monthly_income === null ? null : Number(row.monthly_income),
    income_kind: row.income_kind as IncomeKind | null,
    income_basis: row.income_basis as IncomeBasis | null,
    savings: row.savings === null ? null : Number(row.savings),
    household_adults: row.household_adults,
    household_children: row.household_children,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function presentAssessment(row: AssessmentRow): Assessment {
  return { ...presentFields(row), breakdown: JSON.parse(row.breakdown) as ScoreBreakdown };
}

/** The same document as `presentAssessment`, as JSON text. */
export function presentAssessmentJson(row: AssessmentRow): string {
  const fields = JSON.stringify(presentFields(row));
  return `${fields.slice(0, -1)},"breakdown":${row.breakdown}}`;
}

