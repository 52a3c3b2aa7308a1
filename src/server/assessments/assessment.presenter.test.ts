import { describe, expect, it } from "vitest";
import { presentAssessment, presentAssessmentJson } from "./assessment.presenter";
import type { AssessmentRow } from "./assessments.repository";

const row: AssessmentRow = {
  id: 123456789012345,
  user_age: 40, user_job: "Chef \"head\"", monthly_budget: 1800.5, preferred_country: "Spain", preferred_city: null,
  location_preference: "beachside", climate_preference: "mediterranean",
  immigration_policies_importance: 1, healthcare_importance: 2, safety_importance: 3, internet_importance: 4,
  emigration_process_importance: 5, ease_of_immigration_importance: 0, local_acceptance_importance: 1,
  climate_importance: 4, overall_score: 77, match_level: "very_good", budget_compatibility: "good - fine",
  monthly_income: 4000, income_kind: "pension", income_basis: null, savings: null, household_adults: 2, household_children: 0,
  breakdown: JSON.stringify({ method: "m", version: "v", factors: [], weightedAverage: 1, balancePenalty: 0, balanceReason: "r", notes: ["ü"] }),
  scoring_version: "v", created_at: "2026-01-01T00:00:00.000Z", updated_at: "2026-01-01T00:00:00.000Z",
};

describe("assessment presenter", () => {
  it("answers the same document as text as it does as an object, without internal columns", () => {
    expect(JSON.parse(presentAssessmentJson(row))).toEqual(presentAssessment(row));
    expect(presentAssessment(row)).not.toHaveProperty("scoring_version");
  });
});
