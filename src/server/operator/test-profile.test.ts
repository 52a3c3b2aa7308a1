import { describe, expect, it } from "vitest";
import { TEST_USER } from "@shared/contracts/operator";
import { AppError } from "@server/http/errors";
import { catalog } from "../../../tests/support/report-documents";
import { testProfileRequest } from "./test-profile";

describe("the operator's test profile", () => {
  it("makes the spec's test user a city lover with every priority at 3 and the country's own first climate", () => {
    const request = testProfileRequest(TEST_USER, catalog);
    expect(request).toMatchObject({
      user_age: 35,
      user_job: "software engineer",
      monthly_budget: 3500,
      preferred_country: "Portugal",
      preferred_city: "Lisbon",
      location_preference: "city",
      climate_preference: catalog.findByName("Portugal")?.climateTypes[0],
      immigration_policies_importance: 3,
      healthcare_importance: 3,
      safety_importance: 3,
      internet_importance: 3,
      emigration_process_importance: 3,
      ease_of_immigration_importance: 3,
      local_acceptance_importance: 3,
    });
  });

  it("takes each country's own climate, so no destination is ever in conflict", () => {
    for (const destination of catalog.destinations) {
      expect(testProfileRequest({ ...TEST_USER, country: destination.name, city: null }, catalog).climate_preference).toBe(destination.climateTypes[0]);
    }
  });

  it("refuses a profile the assessment rules refuse, naming the field", () => {
    const refusal = () => testProfileRequest({ ...TEST_USER, monthlyBudget: 50 }, catalog);
    expect(refusal).toThrow(AppError);
    expect(refusal).toThrow("testUser: monthly_budget must be a number from 100 to 50000");
  });
});
