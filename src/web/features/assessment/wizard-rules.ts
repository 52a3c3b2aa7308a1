/**
 * The wizard's rules (spec sections 4, 5 and 8), pure so they can be tested without a browser. What a step
 * accepts is read from the shared contract (wizardRequestSchema); only the messages are the wizard's own.
 */
import {
  AGE_DEFAULT,
  AGE_MAX,
  AGE_MIN,
  BUDGET_DEFAULT,
  BUDGET_MAX,
  BUDGET_MIN,
  FACTORS,
  OCCUPATION_MAX_LENGTH,
  type ClimatePreference,
  type FactorField,
  type LocationPreference,
} from "@shared/constants";
import { wizardRequestSchema, type Assessment, type AssessmentRequestInput } from "@shared/contracts/assessments";

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
  occupationTooLong: `Please shorten your occupation to ${OCCUPATION_MAX_LENGTH} characters or fewer`,
  age: "Please enter a valid age between 18 and 100",
  budget: "Please enter a valid monthly budget between $100 and $50,000",
  country: "Please select your preferred country",
  climate: "Please select your preferred climate type",
  location: "Please select where you would like to live",
  city: "Please select a city from the list, or any city",
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

type RequestField = keyof typeof wizardRequestSchema.shape;
/** A field's message; `tooBig` when the answer is too long or too large rather than missing or too small. */
type Check = { field: RequestField; message: string; tooBig?: string };

/** The request fields each step answers, in the order of the spec's messages. */
const STEP_CHECKS: Record<number, Check[]> = {
  1: [
    { field: "user_job", message: MESSAGES.occupation, tooBig: MESSAGES.occupationTooLong },
    { field: "user_age", message: MESSAGES.age },
    { field: "monthly_budget", message: MESSAGES.budget },
  ],
  2: [
    { field: "preferred_country", message: MESSAGES.country },
    { field: "preferred_city", message: MESSAGES.city },
    { field: "climate_preference", message: MESSAGES.climate },
    { field: "location_preference", message: MESSAGES.location },
  ],
  3: FACTORS.map(({ field }) => ({ field, message: MESSAGES.ratings })),
};

/** The first message that stops leaving `step` (1-3), or null: each field checked by the contract's own rule. */
export function validateStep(step: number, form: WizardForm): string | null {
  const request = toRequest(form);
  for (const check of STEP_CHECKS[step] ?? []) {
    const result = wizardRequestSchema.shape[check.field].safeParse(request[check.field]);
    if (!result.success) return check.tooBig && result.error.issues[0]?.code === "too_big" ? check.tooBig : check.message;
  }
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
