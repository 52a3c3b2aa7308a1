/**
 * The operator's test user (spec section 9: age, job, country, city, budget) as a full assessment
 * request, the same for the report test and the preview: a city lover with every priority rated 3, and
 * the destination's own first climate type, so the profile never meets a climate conflict.
 */
import type { ClimatePreference } from "@shared/constants";
import { assessmentRequestSchema, type AssessmentRequest } from "@shared/contracts/assessments";
import type { TestUser } from "@shared/contracts/operator";
import type { DestinationCatalog } from "@server/destinations/catalog";
import { AppError } from "@server/http/errors";

export const TEST_PROFILE_IMPORTANCE = 3;
/** Used only when the country is not in the catalog; the assessment service then refuses it by name. */
const FALLBACK_CLIMATE: ClimatePreference = "temperate";

export function testProfileRequest(user: TestUser, catalog: DestinationCatalog): AssessmentRequest {
  const destination = catalog.findByName(user.country);
  const parsed = assessmentRequestSchema.safeParse({
    user_age: user.age,
    user_job: user.job,
    monthly_budget: user.monthlyBudget,
    preferred_country: user.country,
    preferred_city: user.city ?? null,
    location_preference: "city",
    climate_preference: destination?.climateTypes[0] ?? FALLBACK_CLIMATE,
    immigration_policies_importance: TEST_PROFILE_IMPORTANCE,
    healthcare_importance: TEST_PROFILE_IMPORTANCE,
    safety_importance: TEST_PROFILE_IMPORTANCE,
    internet_importance: TEST_PROFILE_IMPORTANCE,
    emigration_process_importance: TEST_PROFILE_IMPORTANCE,
    ease_of_immigration_importance: TEST_PROFILE_IMPORTANCE,
    local_acceptance_importance: TEST_PROFILE_IMPORTANCE,
  });
  if (!parsed.success) throw new AppError(400, `testUser: ${parsed.error.issues[0]?.message ?? "invalid test user"}`);
  return parsed.data;
}
