import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CLIMATE_PREFERENCES, FACTORS, INCOME_BASES, INCOME_KINDS, LOCATION_PREFERENCES, OCCUPATION_MAX_LENGTH, type FactorField } from "@shared/constants";
import { assessmentRequestSchema, incomePairProblem, wizardRequestSchema, type Assessment } from "@shared/contracts/assessments";
import type { DestinationSummary } from "@shared/contracts/destinations";
import { freeTextMessage, type FreeTextProblem } from "@shared/free-text";
import { assessAnotherCountryPath, assessDestinationPath } from "./assessment-links";
import {
  moneyOnBlur,
  fieldMessage,
  formFromAssessment,
  initialForm,
  MESSAGES,
  progressLabel,
  stepTwoCityClimate,
  stepTwoConflict,
  toRequest,
  validateStep,
  type WizardForm,
} from "./wizard-rules";

describe("wizard rules", () => {
  it("starts with the spec's defaults", () => {
    expect(initialForm.age).toBe("30");
    expect(initialForm.budget).toBe("2,000");
    expect(initialForm.location).toBe("city");
    expect(Object.values(initialForm.ratings).every((rating) => rating === 0)).toBe(true);
  });

  it("never changes an answer into another number on blur: a readable budget is only formatted, the rest kept", () => {
    expect(moneyOnBlur("$2,000")).toBe("2,000");
    expect(moneyOnBlur("2000.00")).toBe("2,000");
    expect(moneyOnBlur("2k")).toBe("2,000");
    expect(moneyOnBlur("50")).toBe("50");
    expect(moneyOnBlur("")).toBe("");
    expect(moneyOnBlur("two grand")).toBe("two grand");
    expect(moneyOnBlur("99999")).toBe("99,999");
  });

  it("sends exactly the amount the budget field shows", () => {
    const named = { ...initialForm, occupation: "Chef" };
    for (const typed of ["2000", "2,000", "$2,000", "2000.00", "$ 2,000", "2k"]) {
      expect(toRequest({ ...named, budget: typed }).monthly_budget, typed).toBe(2000);
      expect(toRequest({ ...named, budget: moneyOnBlur(typed) }).monthly_budget, typed).toBe(2000);
      expect(validateStep(1, { ...named, budget: typed }), typed).toBeNull();
    }
  });

  it("shows the spec's message for an age or budget that is out of range or unreadable, keeping it as typed", () => {
    const named = { ...initialForm, occupation: "Chef" };
    for (const age of ["15", "sixty", "120", "", "17", "30.5"]) {
      expect(validateStep(1, { ...named, age }), age).toBe(MESSAGES.age);
      expect(fieldMessage("age", { ...named, age }), age).toBe(MESSAGES.age);
    }
    for (const budget of ["50", "99,999", "20,00", "lots", ""]) {
      expect(validateStep(1, { ...named, budget }), budget).toBe(MESSAGES.budget);
      expect(fieldMessage("budget", { ...named, budget }), budget).toBe(MESSAGES.budget);
    }
    expect(fieldMessage("age", { ...named, age: "18" })).toBeNull();
    expect(fieldMessage("budget", { ...named, budget: "$100" })).toBeNull();
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

describe("climate conflicts on step 2", () => {
  const countries: DestinationSummary[] = [
    { name: "Japan", slug: "japan", climateTypes: ["temperate", "seasonal"], coastal: true, cities: ["Tokyo"], cityClimates: {} },
    { name: "Thailand", slug: "thailand", climateTypes: ["tropical"], coastal: true, cities: ["Bangkok"], cityClimates: {} },
    { name: "Brazil", slug: "brazil", climateTypes: ["tropical", "temperate"], coastal: true, cities: ["Rio de Janeiro"], cityClimates: {} },
    {
      name: "Mexico",
      slug: "mexico",
      climateTypes: ["tropical", "dry", "temperate"],
      coastal: true,
      cities: ["Mexico City", "Cancún", "Oaxaca"],
      cityClimates: { "Mexico City": { type: "temperate", koppen: "Cwb" }, "Cancún": { type: "tropical", koppen: "Aw" } },
    },
  ];
  const form = (country: string, climate: WizardForm["climate"]) => ({ ...initialForm, country, climate });

  it("finds the conflict as soon as country and climate are chosen, with the spec's message and both ways out", () => {
    expect(stepTwoConflict(form("Japan", "tropical"), countries)).toEqual({
      message: 'Climate incompatibility detected: You selected "tropical" climate preference, but Japan has a "temperate, seasonal" climate. Please choose a different country or adjust your climate preference.',
      climatesThatFit: ["seasonal", "mediterranean", "temperate", "northern"],
      countriesThatFit: ["Thailand", "Brazil", "Mexico"],
    });
  });

  it("is silent until both are chosen, and for climates that fit exactly or partly", () => {
    expect(stepTwoConflict(form("Japan", ""), countries)).toBeNull();
    expect(stepTwoConflict(form("", "tropical"), countries)).toBeNull();
    expect(stepTwoConflict(form("Japan", "temperate"), countries)).toBeNull();
    expect(stepTwoConflict(form("Japan", "mediterranean"), countries)).toBeNull();
    expect(stepTwoConflict(form("Thailand", "tropical"), countries)).toBeNull();
  });

  it("says when the chosen city's own climate is not the one asked for, and names the country's cities that have it", () => {
    const mexicoCity = { ...form("Mexico", "tropical"), city: "Mexico City" };
    expect(stepTwoConflict(mexicoCity, countries)).toBeNull();
    expect(stepTwoCityClimate(mexicoCity, countries)).toEqual({
      message:
        "Mexico City's own climate is temperate (Köppen Cwb), not tropical, and your score counts the city you choose. Mexico has tropical climates elsewhere: choose one of its cities that has one, or any city in Mexico.",
      citiesThatFit: ["Cancún"],
    });
    expect(stepTwoCityClimate({ ...mexicoCity, climate: "temperate" }, countries)).toBeNull();
    expect(stepTwoCityClimate({ ...mexicoCity, city: "Oaxaca" }, countries), "a city without its own class").toBeNull();
    expect(stepTwoCityClimate({ ...mexicoCity, city: "" }, countries), "any city").toBeNull();
  });
});

/** Any form a person (or a script) could produce, including the edge values the schema decides on. */
const formArb: fc.Arbitrary<WizardForm> = fc.record({
  age: fc.oneof(fc.constantFrom("", "17", "18", "100", "101", " 30 ", "3e1", "30.5"), fc.integer({ min: -5, max: 150 }).map(String), fc.string({ maxLength: 4 })),
  occupation: fc.oneof(
    fc.constantFrom("", "   ", "Chef", " Nurse ", "Chef 🍳", "Nurse\tMidwife", "Nurse\nMidwife", "طاهٍ", "厨师", "Шеф-повар", "Μάγειρας"),
    fc.string({ maxLength: 8 }),
    fc.integer({ min: OCCUPATION_MAX_LENGTH - 2, max: OCCUPATION_MAX_LENGTH + 2 }).map((length) => "x".repeat(length)),
  ),
  budget: fc.oneof(fc.constantFrom("", "99", "100", "50000", "50001", "2000.5", " 800 ", "$2,000", "2,000.00", "2k", "20,00", "$50,000.01"), fc.integer({ min: 0, max: 60_000 }).map(String), fc.string({ maxLength: 5 })),
  income: fc.oneof(fc.constantFrom("", "", "0", "4,000", "$1,000,000", "1000000.01", "-5", "abc", "3k"), fc.integer({ min: 0, max: 2_000_000 }).map(String)),
  incomeKind: fc.constantFrom("" as const, ...INCOME_KINDS),
  incomeBasis: fc.constantFrom("" as const, ...INCOME_BASES),
  savings: fc.constantFrom("", "0", "150,000", "100000001", "x"),
  adults: fc.constantFrom("", "0", "1", "2", "10", "11", "1.5"),
  children: fc.constantFrom("", "0", "3", "15", "16", "-1"),
  country: fc.constantFrom("", "  ", "Spain", "Portugal"),
  city: fc.constantFrom("", "  ", "Porto"),
  climate: fc.constantFrom("" as const, ...CLIMATE_PREFERENCES),
  location: fc.constantFrom(...LOCATION_PREFERENCES),
  ratings: fc.record(Object.fromEntries(FACTORS.map((factor) => [factor.field, fc.integer({ min: 0, max: 5 })])) as Record<FactorField, fc.Arbitrary<number>>),
});

const wizardAccepts = (form: WizardForm) => [1, 2, 3].every((step) => validateStep(step, form) === null);
/** What the API accepts: the contract's schema, then its one rule across fields (an income with its kind). */
const contractAccepts = (form: WizardForm) => {
  const parsed = wizardRequestSchema.safeParse(toRequest(form));
  return parsed.success && incomePairProblem(parsed.data) === null;
};

describe("the wizard's rules come from the shared contract", () => {
  it("accept exactly the forms whose request the contract's wizard schema accepts", () => {
    fc.assert(
      fc.property(formArb, (form) => {
        expect(wizardAccepts(form)).toBe(contractAccepts(form));
      }),
      { numRuns: 2000 },
    );
  });

  it("never let through a request the API would refuse", () => {
    fc.assert(
      fc.property(formArb, (form) => {
        if (wizardAccepts(form)) expect(assessmentRequestSchema.safeParse(toRequest(form)).success).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it("ask for every factor to be rated (1-5 stars) although the API stores 0 as 'ignored'", () => {
    const rated = { ...initialForm, ratings: Object.fromEntries(FACTORS.map((factor) => [factor.field, 3])) as WizardForm["ratings"] };
    expect(validateStep(3, rated)).toBeNull();
    const oneUnrated = { ...rated, ratings: { ...rated.ratings, safety_importance: 0 } };
    expect(validateStep(3, oneUnrated)).toBe(MESSAGES.ratings);
    expect(assessmentRequestSchema.shape.safety_importance.safeParse(0).success).toBe(true);
  });

  it("keeps the spec's messages for blank, too long and out-of-range answers", () => {
    const named = { ...initialForm, occupation: "Chef" };
    expect(validateStep(1, { ...named, occupation: "   " })).toBe(MESSAGES.occupation);
    expect(validateStep(1, { ...named, occupation: "x".repeat(OCCUPATION_MAX_LENGTH + 1) })).toBe(MESSAGES.occupationTooLong);
    expect(validateStep(1, { ...named, age: "" })).toBe(MESSAGES.age);
    expect(validateStep(1, { ...named, age: "30.5" })).toBe(MESSAGES.age);
    expect(validateStep(1, { ...named, budget: "" })).toBe(MESSAGES.budget);
  });

  it("says why an occupation the report cannot print is refused, in the contract's words", () => {
    const named = { ...initialForm, occupation: "Chef" };
    const cases: [string, FreeTextProblem][] = [
      ["Chef 👩‍🍳", "emoji"],
      ["طاهٍ", "right-to-left"],
      ["טבח", "right-to-left"],
      ["厨师", "other"],
      ["Chef\tcook", "control"],
    ];
    for (const [occupation, problem] of cases) {
      expect(validateStep(1, { ...named, occupation }), occupation).toBe(freeTextMessage(problem, "Your occupation", "it"));
    }
    expect(validateStep(1, { ...named, occupation: "Chef 🍳" })).toMatch(/^Your occupation contains emoji, which our report cannot print/);
    for (const occupation of ["Шеф-повар", "Μάγειρας", "Kuchař – šéf", "Đầu bếp"]) expect(validateStep(1, { ...named, occupation }), occupation).toBeNull();
  });

  it("leaves the money answers optional, and asks for an income's kind or a kind's income", () => {
    const named = { ...initialForm, occupation: "Retired teacher" };
    expect(validateStep(1, named)).toBeNull();
    expect(validateStep(1, { ...named, income: "4,000", incomeKind: "pension", savings: "$150,000", adults: "2", children: "0" })).toBeNull();
    expect(toRequest({ ...named, income: "4,000", incomeKind: "pension" })).toMatchObject({ monthly_income: 4000, income_kind: "pension", savings: null });
    expect(validateStep(1, { ...named, income: "4,000" })).toBe(MESSAGES.incomeKind);
    expect(validateStep(1, { ...named, incomeKind: "salary" })).toBe(MESSAGES.incomeWithoutAmount);
    expect(validateStep(1, { ...named, income: "lots", incomeKind: "salary" })).toBe(MESSAGES.income);
    expect(validateStep(1, { ...named, adults: "0" })).toBe(MESSAGES.adults);
    expect(validateStep(1, { ...named, children: "16" })).toBe(MESSAGES.children);
    expect(validateStep(2, { ...named, country: "  ", climate: "dry" })).toBe(MESSAGES.country);
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
      monthly_income: 4000, income_kind: "pension", income_basis: "household", savings: null, household_adults: 2, household_children: null,
      budget_compatibility: null, breakdown: { method: "", version: "", factors: [], weightedAverage: 0, balancePenalty: 0, balanceReason: "", notes: [] },
      created_at: "2026-11-23T00:00:00.000Z", updated_at: "2026-11-23T00:00:00.000Z",
    };
    const form = formFromAssessment(earlier, "Portugal");
    expect(form).toEqual({
      age: "61", occupation: "Retired teacher", budget: "1,800", country: "Portugal", city: "", climate: "mediterranean",
      location: "beachside", income: "4,000", incomeKind: "pension", incomeBasis: "household", savings: "", adults: "2", children: "",
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

  it("builds the link that opens the wizard with a destination chosen", () => {
    expect(assessDestinationPath("Mexico")).toBe("/assessment?country=Mexico");
    expect(assessDestinationPath("Portugal", "Porto")).toBe("/assessment?country=Portugal&city=Porto");
  });
});
