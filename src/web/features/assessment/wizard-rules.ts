/** The wizard's rules (spec sections 4, 5 and 8), pure so they can be tested without a browser. */
import {
  AGE_DEFAULT,
  AGE_MAX,
  AGE_MIN,
  BUDGET_DEFAULT,
  BUDGET_MAX,
  BUDGET_MIN,
  FACTORS,
  type ClimatePreference,
  type FactorField,
  type LocationPreference,
} from "@shared/constants";
import type { Assessment, AssessmentRequestInput } from "@shared/contracts/assessments";

export const STEP_COUNT = 3;
export const BUDGET_BLUR_DEFAULT = 500;
export const NAVIGATION_DELAY_MS = 100;

export type WizardForm = {
  age: string;
  occupation: string;
  budget: string;
  country: string;
  city: string;
  climate: ClimatePreference | "";
  location: LocationPreference;
  ratings: Record<FactorField, number>;
};

export const initialForm: WizardForm = {
  age: String(AGE_DEFAULT),
  occupation: "",
  budget: String(BUDGET_DEFAULT),
  country: "",
  city: "",
  climate: "",
  location: "city",
  ratings: Object.fromEntries(FACTORS.map((factor) => [factor.field, 0])) as Record<FactorField, number>,
};

export const MESSAGES = {
  occupation: "Please enter your occupation",
  age: "Please enter a valid age between 18 and 100",
  budget: "Please enter a valid monthly budget between $100 and $50,000",
  country: "Please select your preferred country",
  climate: "Please select your preferred climate type",
  ratings: "Please rate all factors before submitting your assessment",
  submitFailed: "Failed to submit assessment",
  missingId: "Assessment was created but ID is missing. Please contact support.",
  network: "Network error. Please check your connection and try again. If the problem persists, try refreshing the page.",
} as const;

export function climateConflictMessage(climate: string, country: string, countryClimate: string): string {
  return `Climate incompatibility detected: You selected "${climate}" climate preference, but ${country} has a "${countryClimate}" climate. Please choose a different country or adjust your climate preference.`;
}

export function navigationFailedMessage(id: number): string {
  return `Navigation failed. Please go to: /results/${id}`;
}

/** Keeps digits only, up to `maxLength` characters (age 3, budget 5). */
export function digitsOnly(value: string, maxLength: number): string {
  return value.replace(/\D/g, "").slice(0, maxLength);
}

function clamp(value: string, min: number, max: number, emptyValue: number): string {
  if (value.trim() === "") return String(emptyValue);
  return String(Math.min(max, Math.max(min, Number(value))));
}

export const clampAge = (value: string) => clamp(value, AGE_MIN, AGE_MAX, AGE_MIN);
export const clampBudget = (value: string) => clamp(value, BUDGET_MIN, BUDGET_MAX, BUDGET_BLUR_DEFAULT);

/** The first message that stops leaving `step` (1-3), or null. */
export function validateStep(step: number, form: WizardForm): string | null {
  if (step === 1) {
    if (form.occupation.trim() === "") return MESSAGES.occupation;
    const age = Number(form.age);
    if (form.age === "" || !Number.isInteger(age) || age < AGE_MIN || age > AGE_MAX) return MESSAGES.age;
    const budget = Number(form.budget);
    if (form.budget === "" || !Number.isFinite(budget) || budget < BUDGET_MIN || budget > BUDGET_MAX) return MESSAGES.budget;
  }
  if (step === 2) {
    if (form.country === "") return MESSAGES.country;
    if (form.climate === "") return MESSAGES.climate;
  }
  if (step === 3 && FACTORS.some((factor) => form.ratings[factor.field] < 1)) return MESSAGES.ratings;
  return null;
}

export function toRequest(form: WizardForm): AssessmentRequestInput {
  return {
    user_age: Number(form.age),
    user_job: form.occupation.trim(),
    monthly_budget: Number(form.budget),
    preferred_country: form.country,
    preferred_city: form.city === "" ? null : form.city,
    location_preference: form.location,
    climate_preference: form.climate as ClimatePreference,
    ...form.ratings,
  };
}

export function progressLabel(step: number): { text: string; percent: number } {
  return { text: `Step ${step} of ${STEP_COUNT}`, percent: Math.round((step / STEP_COUNT) * 100) };
}

/**
 * The wizard pre-filled with an earlier assessment's answers and another country (the results page's
 * "Assess ..." link for a top alternative). The city is cleared: cities belong to one country.
 */
export function formFromAssessment(assessment: Assessment, country: string): WizardForm {
  return {
    age: String(assessment.user_age),
    occupation: assessment.user_job,
    budget: String(assessment.monthly_budget),
    country,
    city: "",
    climate: assessment.climate_preference,
    location: assessment.location_preference,
    ratings: Object.fromEntries(FACTORS.map((factor) => [factor.field, assessment[factor.field]])) as Record<FactorField, number>,
  };
}

/** The wizard link that re-uses an assessment's answers for another country. */
export function assessAnotherCountryPath(assessmentId: number, country: string): string {
  return `/assessment?${new URLSearchParams({ from: String(assessmentId), country }).toString()}`;
}
