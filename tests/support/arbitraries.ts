/** fast-check arbitraries for the scoring properties: any valid request, any destination the engine can meet. */
import fc from "fast-check";
import { CLIMATE_PREFERENCES, FACTORS, LOCATION_PREFERENCES } from "@shared/constants";
import { city, destination } from "./destinations";

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
  monthly_income: fc.constant(null),
  income_kind: fc.constant(null),
  income_basis: fc.constant(null),
  savings: fc.constant(null),
  household_adults: fc.constant(null),
  household_children: fc.constant(null),
});
/** A city's 1-bedroom rents in USD (centre, outside), either possibly unsourced; outside never above centre. */
const cityRentsArb = fc
  .tuple(fc.option(fc.integer({ min: 200, max: 5000 }), { nil: null, freq: 6 }), fc.option(fc.integer({ min: 100, max: 5000 }), { nil: null, freq: 4 }))
  .map(([centre, outside]): [number | null, number | null] => [centre, centre !== null && outside !== null ? Math.min(centre, outside) : outside]);
const scoreArb = fc.option(fc.integer({ min: 0, max: 100 }), { nil: null, freq: 8 });
export const destinationArb = fc
  .record({
    scores: fc.record(Object.fromEntries(FACTORS.map((f) => [f.key, scoreArb])) as Record<string, typeof scoreArb>),
    climateTypes: fc.uniqueArray(fc.constantFrom(...CLIMATE_PREFERENCES), { minLength: 1, maxLength: 4 }),
    coastal: fc.boolean(),
    cities: fc.array(cityRentsArb, { minLength: 1, maxLength: 3 }).map((rents) => rents.map(([centre, outside], index) => city(`City ${index + 1}`, centre, outside))),
  })
  .map((options) => destination(options));

