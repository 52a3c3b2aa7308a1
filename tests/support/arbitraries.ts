/** fast-check arbitraries for the scoring properties: any valid request, any destination the engine can meet. */
import fc from "fast-check";
import { CLIMATE_PREFERENCES, FACTORS, LOCATION_PREFERENCES } from "@shared/constants";
import { destination } from "./destinations";

const ratingArb = fc.integer({ min: 0, max: 5 });
export const requestArb = fc.record({
  user_age: fc.integer({ min: 18, max: 100 }),
  user_job: fc.constant("Teacher"),
  monthly_budget: fc.integer({ min: 100, max: 50_000 }),
  preferred_country: fc.constant("Testland"),
  preferred_city: fc.constant(null),
  location_preference: fc.constantFrom(...LOCATION_PREFERENCES),
  climate_preference: fc.constantFrom(...CLIMATE_PREFERENCES),
  immigration_policies_importance: ratingArb,
  healthcare_importance: ratingArb,
  safety_importance: ratingArb,
  internet_importance: ratingArb,
  emigration_process_importance: ratingArb,
  ease_of_immigration_importance: ratingArb,
  local_acceptance_importance: ratingArb,
});
const scoreArb = fc.option(fc.integer({ min: 0, max: 100 }), { nil: null, freq: 8 });
export const destinationArb = fc
  .record({
    scores: fc.record(Object.fromEntries(FACTORS.map((f) => [f.key, scoreArb])) as Record<string, typeof scoreArb>),
    climateTypes: fc.uniqueArray(fc.constantFrom(...CLIMATE_PREFERENCES), { minLength: 1, maxLength: 4 }),
    coastal: fc.boolean(),
  })
  .map((options) => destination(options));

