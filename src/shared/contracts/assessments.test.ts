import { describe, expect, it } from "vitest";
import { assessmentRequestSchema } from "./assessments";

const valid = {
  user_age: 30,
  user_job: "  Nurse  ",
  monthly_budget: 2000,
  preferred_country: "Portugal",
  preferred_city: "",
  location_preference: "city",
  climate_preference: "mediterranean",
  immigration_policies_importance: 3,
  healthcare_importance: 5,
  safety_importance: 4,
  internet_importance: 2,
  emigration_process_importance: 1,
  ease_of_immigration_importance: 0,
  local_acceptance_importance: 5,
};

function firstError(body: unknown): string | undefined {
  const result = assessmentRequestSchema.safeParse(body);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe("assessment request validation", () => {
  it("accepts a valid request, trimming the occupation and turning an empty city into null", () => {
    const parsed = assessmentRequestSchema.parse(valid);
    expect(parsed.user_job).toBe("Nurse");
    expect(parsed.preferred_city).toBeNull();
  });

  it.each([
    [{ user_age: 17 }, "user_age must be an integer from 18 to 100"],
    [{ user_age: 101 }, "user_age must be an integer from 18 to 100"],
    [{ user_age: 30.5 }, "user_age must be an integer from 18 to 100"],
    [{ user_age: "30" }, "user_age must be an integer from 18 to 100"],
    [{ user_age: undefined }, "user_age is required"],
    [{ monthly_budget: 99 }, "monthly_budget must be a number from 100 to 50000"],
    [{ monthly_budget: 50_001 }, "monthly_budget must be a number from 100 to 50000"],
    [{ user_job: "   " }, "user_job must not be empty"],
    [{ user_job: "x".repeat(101) }, "user_job must be at most 100 characters"],
    [{ location_preference: "suburb" }, "location_preference must be one of: beachside, rural, city"],
    [
      { climate_preference: "arctic" },
      "climate_preference must be one of: tropical, seasonal, dry, mediterranean, temperate, northern",
    ],
    [{ safety_importance: 6 }, "safety_importance must be an integer from 0 to 5"],
    [{ healthcare_importance: -1 }, "healthcare_importance must be an integer from 0 to 5"],
    [{ internet_importance: 2.5 }, "internet_importance must be an integer from 0 to 5"],
    [{ preferred_country: " " }, "preferred_country must not be empty"],
  ])("rejects %o with a message naming the field", (change, message) => {
    expect(firstError({ ...valid, ...change })).toBe(message);
  });

  it("accepts the boundaries", () => {
    for (const change of [{ user_age: 18 }, { user_age: 100 }, { monthly_budget: 100 }, { monthly_budget: 50_000 }]) {
      expect(firstError({ ...valid, ...change })).toBeUndefined();
    }
  });

  it("rejects a body that is not an object", () => {
    expect(firstError([1, 2])).toBe("Request body must be a JSON object with the assessment fields");
  });
});
