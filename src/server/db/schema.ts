/** Kysely's view of the tables. Columns are snake_case, as the API names them (spec section 3). */
import type { Generated } from "kysely";

export interface AssessmentTable {
  id: number;
  user_age: number;
  user_job: string;
  monthly_budget: number;
  preferred_country: string;
  preferred_city: string | null;
  location_preference: string;
  climate_preference: string;
  immigration_policies_importance: number;
  healthcare_importance: number;
  safety_importance: number;
  internet_importance: number;
  emigration_process_importance: number;
  ease_of_immigration_importance: number;
  local_acceptance_importance: number;
  climate_importance: number;
  overall_score: number;
  match_level: string;
  budget_compatibility: string | null;
  /** JSON text of the score breakdown (see scoring/score-assessment.ts). */
  breakdown: string;
  scoring_version: string;
  /** ISO 8601 UTC text. */
  created_at: string;
  updated_at: string;
}

export interface DatabaseSchema {
  assessments: AssessmentTable;
  /** Round-trip target of the health check; holds no data. */
  health_probe: { id: Generated<number> };
}
