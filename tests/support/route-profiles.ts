/**
 * Issue 28: eleven people (the five buyers who tried the product, and six more of other ages, occupations, incomes and
 * destinations), with what an immigration adviser would say of their routes. The API test holds the eligibility
 * answer and the report to it on both databases; the browser test holds the results page to it.
 */
import type { RouteVerdict } from "@shared/contracts/eligibility";

export type RouteProfile = {
  who: string;
  answers: Record<string, unknown>;
  /** Route-name fragment -> what must be true of its verdict. */
  expect: Record<string, Partial<Pick<RouteVerdict, "status" | "decidedBy" | "forYou">>>;
};

export const ROUTE_PROFILES: RouteProfile[] = [
  {
    who: "a remote UX designer to Mexico City",
    answers: { user_age: 29, user_job: "UX designer", preferred_country: "Mexico", preferred_city: "Mexico City", climate_preference: "temperate", monthly_budget: 1500, monthly_income: 6000, income_kind: "remote-work", savings: 20000 },
    expect: { "economic solvency": { status: "meets", decidedBy: "money", forYou: true } },
  },
  {
    who: "a 24-year-old barista to Toronto",
    answers: { user_age: 24, user_job: "Barista", preferred_country: "Canada", preferred_city: "Toronto", climate_preference: "seasonal", monthly_budget: 1200, monthly_income: 1800, income_kind: "salary", savings: 3000 },
    expect: { "Federal Skilled Worker": { status: "not-open", decidedBy: "occupation", forYou: false } },
  },
  {
    who: "a 45-year-old nurse to Perth",
    answers: { user_age: 45, user_job: "Nurse", preferred_country: "Australia", preferred_city: "Perth", climate_preference: "mediterranean", monthly_budget: 2500, monthly_income: 7000, income_kind: "salary", savings: 40000 },
    expect: {
      "subclass 186": { status: "not-open", decidedBy: "age", forYou: false },
      "subclass 189": { status: "not-open", decidedBy: "age", forYou: false },
      "subclass 482": { status: "meets", forYou: true },
    },
  },
  {
    who: "a retired couple to Costa Rica",
    answers: { user_age: 67, user_job: "Retired", preferred_country: "Costa Rica", preferred_city: null, climate_preference: "tropical", monthly_budget: 2000, monthly_income: 4500, income_kind: "pension", savings: 200000, household_adults: 2 },
    expect: { Pensionado: { status: "meets", forYou: true }, "Digital nomad": { status: "not-open", decidedBy: "income-kind", forYou: false } },
  },
  {
    who: "a family of four to Amsterdam",
    answers: { user_age: 40, user_job: "Software engineer", preferred_country: "Netherlands", preferred_city: "Amsterdam", climate_preference: "temperate", monthly_budget: 3200, monthly_income: 9500, income_kind: "salary", savings: 50000, household_adults: 2, household_children: 2 },
    expect: { "highly skilled migrant": { status: "meets", decidedBy: "money", forYou: true } },
  },
  {
    who: "a 31-year-old software engineer to Tokyo, points-tested",
    answers: { user_age: 31, user_job: "Software engineer", preferred_country: "Japan", preferred_city: "Tokyo", climate_preference: "temperate", monthly_budget: 2500, monthly_income: 8000, income_kind: "salary", savings: 30000 },
    expect: { "Highly Skilled Professional": { status: "points-tested", decidedBy: "points", forYou: true } },
  },
  {
    who: "a 60-year-old retiree to Portugal on a small pension",
    answers: { user_age: 60, user_job: "Retired teacher", preferred_country: "Portugal", preferred_city: "Porto", climate_preference: "mediterranean", monthly_budget: 900, monthly_income: 700, income_kind: "pension", savings: 5000 },
    expect: { D7: { status: "below", decidedBy: "money", forYou: false }, D8: { status: "not-open", decidedBy: "income-kind", forYou: false } },
  },
  {
    who: "a 35-year-old cleaner to Germany",
    answers: { user_age: 35, user_job: "Cleaner", preferred_country: "Germany", preferred_city: "Berlin", climate_preference: "temperate", monthly_budget: 1000, monthly_income: 2500, income_kind: "salary", savings: 2000 },
    expect: { "Blue Card": { status: "not-open", decidedBy: "occupation", forYou: false } },
  },
  {
    who: "a 52-year-old remote consultant to Spain with a spouse",
    answers: { user_age: 52, user_job: "Management consultant", preferred_country: "Spain", preferred_city: "Valencia", climate_preference: "mediterranean", monthly_budget: 1800, monthly_income: 7000, income_kind: "remote-work", savings: 80000, household_adults: 2 },
    // The non-lucrative visa does not count earnings, but takes savings instead: the couple's savings meet it.
    expect: { "igital nomad": { status: "meets", decidedBy: "money", forYou: true }, "on-lucrative": { status: "meets", decidedBy: "money", forYou: true } },
  },
  {
    who: "a 26-year-old chef to Lisbon with no money answers",
    answers: { user_age: 26, user_job: "Chef", preferred_country: "Portugal", preferred_city: "Lisbon", climate_preference: "mediterranean", monthly_budget: 1200 },
    expect: { D8: { status: "unknown", decidedBy: "missing-answer" } },
  },
  {
    who: "a 48-year-old living on rents and dividends to Costa Rica",
    answers: { user_age: 48, user_job: "Property investor", preferred_country: "Costa Rica", preferred_city: null, climate_preference: "tropical", monthly_budget: 1500, monthly_income: 3500, income_kind: "passive", savings: 90000 },
    // A pensionado route needs a pension: rents and dividends are not one; the rentista route counts them.
    expect: { Pensionado: { status: "not-open", decidedBy: "income-kind", forYou: false }, Rentista: { status: "meets", decidedBy: "money", forYou: true } },
  },
];
