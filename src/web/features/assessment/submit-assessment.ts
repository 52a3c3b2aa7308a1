/** POST /api/assessments, turned into what the wizard does next (spec section 8, "Assessment submit"). */
import type { ClimateConflictResponse, CreateAssessmentResponse } from "@shared/contracts/assessments";
import { apiPost, NetworkError } from "@web/lib/api-client";
import { climateConflictMessage, MESSAGES, toRequest, type WizardForm } from "./wizard-rules";

export type SubmitOutcome =
  | { kind: "created"; id: number }
  | { kind: "climate_conflict"; message: string }
  | { kind: "error"; message: string };

type CreateAnswer = Partial<CreateAssessmentResponse> & Partial<ClimateConflictResponse>;

export async function submitAssessment(form: WizardForm): Promise<SubmitOutcome> {
  try {
    const { ok, body } = await apiPost<CreateAnswer>("/api/assessments", toRequest(form));
    if (body?.requiresReselection && body.climateConflict) {
      const { userPreference, country, countryClimate } = body.climateConflict;
      return { kind: "climate_conflict", message: climateConflictMessage(userPreference, country, countryClimate) };
    }
    if (!ok) return { kind: "error", message: body?.error || MESSAGES.submitFailed };
    if (typeof body?.id !== "number") return { kind: "error", message: MESSAGES.missingId };
    return { kind: "created", id: body.id };
  } catch (error) {
    if (error instanceof NetworkError) return { kind: "error", message: MESSAGES.network };
    return { kind: "error", message: MESSAGES.submitFailed };
  }
}
