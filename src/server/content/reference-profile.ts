/**
 * The one reference profile the best-countries list is scored for (decision 0012): answers a person can
 * enter in the wizard, so that taking the assessment with exactly these answers for a listed country gives
 * exactly the listed score. Where the wizard starts with an answer (age, budget, city living, any city) the
 * profile keeps it; where it has none, the occupation is the spec's test profile's and every factor gets the
 * middle of the five stars, so no factor is favoured.
 */
import { personInWords } from "@shared/person-words";
import { AGE_DEFAULT, BUDGET_DEFAULT, FACTORS, type ClimatePreference, type LocationPreference } from "@shared/constants";
import { NO_MONEY_ANSWERS, type AssessmentRequest } from "@shared/contracts/assessments";
import type { ReferenceProfile } from "@shared/contracts/destinations";
import { formatUsd } from "@shared/format";
import type { Destination } from "@server/destinations/catalog";

const MIDDLE_RATING = 3;

export const REFERENCE_PROFILE: ReferenceProfile = {
  user_age: AGE_DEFAULT,
  user_job: "Software engineer",
  monthly_budget: BUDGET_DEFAULT,
  preferred_city: null,
  location_preference: "city",
  immigration_policies_importance: MIDDLE_RATING,
  healthcare_importance: MIDDLE_RATING,
  safety_importance: MIDDLE_RATING,
  internet_importance: MIDDLE_RATING,
  emigration_process_importance: MIDDLE_RATING,
  ease_of_immigration_importance: MIDDLE_RATING,
  local_acceptance_importance: MIDDLE_RATING,
  ...NO_MONEY_ANSWERS,
};

/**
 * The climate preference of the reference profile for a country: one it has. A fixed preference would put
 * some countries in a climate conflict (no score) and give others a partial fit, so the list would rank
 * climates, not countries. Any climate the country has fits fully, so which one does not move the score;
 * the first the data lists makes the answers one fixed set.
 */
export function referenceClimate(destination: Destination): ClimatePreference {
  const climate = destination.climateTypes[0];
  if (!climate) throw new Error(`Reference profile: ${destination.name} has no climate type`);
  return climate;
}

/** The full request the reference profile makes for one country: what the wizard would send. */
export function referenceRequest(destination: Destination): AssessmentRequest {
  return { ...REFERENCE_PROFILE, preferred_country: destination.name, climate_preference: referenceClimate(destination) };
}

const LIVING: Record<LocationPreference, string> = {
  city: "city living",
  beachside: "beachside living",
  rural: "rural living",
};

function ratingsInWords(profile: ReferenceProfile): string {
  const ratings = FACTORS.map(({ field, label }) => ({ label, rating: profile[field] }));
  const first = ratings[0]?.rating;
  if (ratings.every(({ rating }) => rating === first)) return `every factor rated ${first} of 5`;
  return `the factors rated ${ratings.map(({ label, rating }) => `${label} ${rating}`).join(", ")} (of 5)`;
}

/** The profile in plain words, as the page shows it; it is read from the answers, so it cannot drift. */
export function describeReferenceProfile(profile: ReferenceProfile): string {
  return (
    `Scores are for one reference profile: ${personInWords(profile.user_age, profile.user_job)} with a monthly housing budget of ` +
    `${formatUsd(profile.monthly_budget)}, preferring ${LIVING[profile.location_preference]} with no particular city chosen, ` +
    `${ratingsInWords(profile)}, and a climate preference the country has (named on each card). ` +
    "Taking the assessment with exactly these answers for a country gives the score shown; your own answers give your own score."
  );
}
