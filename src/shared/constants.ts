/** Product constants used by both the server and the site (spec section 9). */

export const BRAND_NAME = "NewShores";

export const AGE_MIN = 18;
export const AGE_MAX = 100;
export const AGE_DEFAULT = 30;
export const BUDGET_MIN = 100;
export const BUDGET_MAX = 50_000;
export const BUDGET_DEFAULT = 2000;
export const RATING_MIN = 0;
export const RATING_MAX = 5;
/** The wizard asks for 1 to 5 stars on every factor (0 shows as "Not rated" and cannot be submitted). */
export const STAR_RATING_MIN = 1;
export const OCCUPATION_MAX_LENGTH = 100;

/**
 * The optional money and household answers (issue 19): residence routes are checked against the quantity each
 * asks for (a pension, passive income, a salary, remote income, savings), never against the housing budget.
 */
export const INCOME_KINDS = ["salary", "remote-work", "pension", "passive"] as const;
export type IncomeKind = (typeof INCOME_KINDS)[number];
export const INCOME_KIND_LABELS: Record<IncomeKind, string> = {
  salary: "Salary from a job (or a job offer)",
  "remote-work": "Remote work for employers or clients abroad",
  pension: "A pension or Social Security",
  passive: "Passive income (rents, dividends, interest)",
};
/**
 * Whose income `monthly_income` is, when two or more adults move (issue 29.6): the person's own, or the household's
 * added together. Routes differ: some count a joining partner's income, most only the main applicant's.
 */
export const INCOME_BASES = ["own", "household"] as const;
export type IncomeBasis = (typeof INCOME_BASES)[number];
export const INCOME_BASIS_LABELS: Record<IncomeBasis, string> = {
  own: "Mine alone",
  household: "Our household's, added together",
};
export const INCOME_MAX = 1_000_000;
export const SAVINGS_MAX = 100_000_000;
export const HOUSEHOLD_ADULTS_MAX = 10;
export const HOUSEHOLD_CHILDREN_MAX = 15;

export const REPORT_PRICE_USD = 49.99;

export const CLIMATE_PREFERENCES = ["tropical", "seasonal", "dry", "mediterranean", "temperate", "northern"] as const;
export type ClimatePreference = (typeof CLIMATE_PREFERENCES)[number];

export const LOCATION_PREFERENCES = ["beachside", "rural", "city"] as const;
export type LocationPreference = (typeof LOCATION_PREFERENCES)[number];

export const MATCH_LEVELS = ["poor", "good", "very_good", "perfect"] as const;
export type MatchLevel = (typeof MATCH_LEVELS)[number];

/** The seven priority factors, in the wizard's order, with the request field that rates each. */
export const FACTORS = [
  { key: "immigration_policies", field: "immigration_policies_importance", label: "Immigration Policies" },
  { key: "healthcare", field: "healthcare_importance", label: "Healthcare Quality" },
  { key: "safety", field: "safety_importance", label: "Safety & Security" },
  { key: "internet", field: "internet_importance", label: "High-Speed Internet" },
  { key: "emigration_process", field: "emigration_process_importance", label: "USA Emigration Process" },
  { key: "ease_of_immigration", field: "ease_of_immigration_importance", label: "Ease of Immigration" },
  { key: "local_acceptance", field: "local_acceptance_importance", label: "Local Acceptance" },
] as const;
export type FactorKey = (typeof FACTORS)[number]["key"];
export type FactorField = (typeof FACTORS)[number]["field"];

/** Shown in the footer as text with a mailto: link, not as the spec's image (decision 0011). */
export const CONTACT_EMAIL = "hello@newshores.app";
