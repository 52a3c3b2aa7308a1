import { describe, expect, it } from "vitest";
import type { Assessment } from "@shared/contracts/assessments";
import { assessAnotherCountryPath, clampAge, clampBudget, digitsOnly, formFromAssessment, initialForm, MESSAGES, progressLabel, toRequest, validateStep } from "./wizard-rules";

describe("wizard rules", () => {
  it("starts with the spec's defaults", () => {
    expect(initialForm.age).toBe("30");
    expect(initialForm.budget).toBe("2000");
    expect(initialForm.location).toBe("city");
    expect(Object.values(initialForm.ratings).every((rating) => rating === 0)).toBe(true);
  });

  it("keeps digits only, up to the field's length", () => {
    expect(digitsOnly("1a2b3c4", 3)).toBe("123");
    expect(digitsOnly("$12,345,6", 5)).toBe("12345");
  });

  it("clamps on blur, with the spec's values for empty fields", () => {
    expect(clampAge("")).toBe("18");
    expect(clampAge("7")).toBe("18");
    expect(clampAge("150")).toBe("100");
    expect(clampBudget("")).toBe("500");
    expect(clampBudget("50")).toBe("100");
    expect(clampBudget("99999")).toBe("50000");
  });

  it("validates each step with the spec's messages, in order", () => {
    expect(validateStep(1, initialForm)).toBe(MESSAGES.occupation);
    const named = { ...initialForm, occupation: "Chef" };
    expect(validateStep(1, { ...named, age: "17" })).toBe(MESSAGES.age);
    expect(validateStep(1, { ...named, budget: "99" })).toBe(MESSAGES.budget);
    expect(validateStep(1, named)).toBeNull();
    expect(validateStep(2, named)).toBe(MESSAGES.country);
    expect(validateStep(2, { ...named, country: "Spain" })).toBe(MESSAGES.climate);
    expect(validateStep(2, { ...named, country: "Spain", climate: "dry" })).toBeNull();
    expect(validateStep(3, named)).toBe(MESSAGES.ratings);
  });

  it("shows progress as Step n of 3 with a percentage", () => {
    expect(progressLabel(1)).toEqual({ text: "Step 1 of 3", percent: 33 });
    expect(progressLabel(3)).toEqual({ text: "Step 3 of 3", percent: 100 });
  });

  it("sends an empty city as null and the occupation trimmed", () => {
    const request = toRequest({ ...initialForm, occupation: "  Chef ", country: "Spain", climate: "dry" });
    expect(request).toMatchObject({ user_job: "Chef", preferred_city: null, user_age: 30, monthly_budget: 2000 });
  });
});

describe("formFromAssessment", () => {
  it("keeps every earlier answer, takes the new country and clears the city", () => {
    const earlier: Assessment = {
      id: 100000000000001, overall_score: 70, match_level: "good", user_age: 61, user_job: "Retired teacher",
      monthly_budget: 1800, preferred_country: "Spain", preferred_city: "Valencia", location_preference: "beachside",
      climate_preference: "mediterranean", immigration_policies_importance: 2, healthcare_importance: 5,
      safety_importance: 5, internet_importance: 1, emigration_process_importance: 3,
      ease_of_immigration_importance: 4, local_acceptance_importance: 0, climate_importance: 4,
      budget_compatibility: null, breakdown: { method: "", version: "", factors: [], weightedAverage: 0, balancePenalty: 0, balanceReason: "", notes: [] },
      created_at: "2026-11-23T00:00:00.000Z", updated_at: "2026-11-23T00:00:00.000Z",
    };
    const form = formFromAssessment(earlier, "Portugal");
    expect(form).toEqual({
      age: "61", occupation: "Retired teacher", budget: "1800", country: "Portugal", city: "", climate: "mediterranean",
      location: "beachside",
      ratings: {
        immigration_policies_importance: 2, healthcare_importance: 5, safety_importance: 5, internet_importance: 1,
        emigration_process_importance: 3, ease_of_immigration_importance: 4, local_acceptance_importance: 0,
      },
    });
    expect(toRequest(form)).toMatchObject({ preferred_country: "Portugal", preferred_city: null, user_age: 61 });
  });

  it("builds the wizard link with the id and the country encoded", () => {
    expect(assessAnotherCountryPath(100000000000001, "Costa Rica")).toBe("/assessment?from=100000000000001&country=Costa+Rica");
  });
});
