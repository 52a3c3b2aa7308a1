/**
 * The wizard's rules (spec sections 4, 5 and 8), pure so they can be tested without a browser. What a step
 * accepts is read from the shared contract (wizardRequestSchema); only the messages are the wizard's own.
 */
import {
  AGE_DEFAULT,
  BUDGET_DEFAULT,
  FACTORS,
  OCCUPATION_MAX_LENGTH,
  type ClimatePreference,
  type FactorField,
  type IncomeBasis,
  type IncomeKind,
  type LocationPreference,
} from "@shared/constants";
import { incomePairProblem, wizardRequestSchema, type Assessment, type AssessmentRequestInput } from "@shared/contracts/assessments";
import type { DestinationSummary } from "@shared/contracts/destinations";
import { climatesThatFit, matchClimate } from "@shared/climate-fit";
import { freeTextMessage, freeTextProblem } from "@shared/free-text";
import { formatMoney, parseMoney } from "@web/lib/money";
import { parseAge, parseCount } from "./typed-answers";

export const STEP_COUNT = 3;
export const NAVIGATION_DELAY_MS = 100;
/** The id of the wizard's message line, so a field can point at the message about it. */
export const WIZARD_ERROR_ID = "wizard-error";

export type WizardForm = {
  age: string;
  occupation: string;
  budget: string;
  /** The optional money and household answers (issue 19): empty means not answered. */
  income: string;
  incomeKind: IncomeKind | "";
  /** Whose income it is, asked when two or more adults move (issue 29.6). */
  incomeBasis: IncomeBasis | "";
  savings: string;
  adults: string;
  children: string;
  country: string;
  city: string;
  climate: ClimatePreference | "";
  location: LocationPreference;
  ratings: Record<FactorField, number>;
};

export const initialForm: WizardForm = {
  age: String(AGE_DEFAULT),
  occupation: "",
  budget: formatMoney(BUDGET_DEFAULT),
  income: "",
  incomeKind: "",
  incomeBasis: "",
  savings: "",
  adults: "",
  children: "",
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
  income: "Please enter a valid monthly income between $0 and $1,000,000, or leave it empty",
  incomeKind: "Please choose what kind of income it is",
  incomeWithoutAmount: "Please enter your monthly income, or set the kind of income back to not answered",
  incomeBasis: "Please say whose income it is, or set it back to not answered",
  savings: "Please enter valid savings between $0 and $100,000,000, or leave them empty",
  adults: "Please enter how many adults are moving (1 to 10, you included), or leave it empty",
  children: "Please enter how many children are moving (0 to 15), or leave it empty",
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

export type StepTwoConflict = {
  message: string;
  /** The climates the chosen country satisfies (choose one of these instead). */
  climatesThatFit: ClimatePreference[];
  /** The countries that satisfy the chosen climate (or choose one of these instead). */
  countriesThatFit: string[];
};

/**
 * A climate conflict the wizard can see on step 2, before anything is sent: the same rule the API applies
 * (shared/climate-fit), with the spec's message and both ways out. Null until country and climate are chosen.
 */
export function stepTwoConflict(form: WizardForm, countries: readonly DestinationSummary[]): StepTwoConflict | null {
  if (form.climate === "") return null;
  const climate = form.climate;
  const country = countries.find((candidate) => candidate.name === form.country);
  if (!country) return null;
  const match = matchClimate(climate, country.climateTypes);
  if (match.kind !== "conflict") return null;
  return {
    message: climateConflictMessage(climate, country.name, match.countryClimate),
    climatesThatFit: climatesThatFit(country.climateTypes),
    countriesThatFit: countries.filter((candidate) => matchClimate(climate, candidate.climateTypes).kind !== "conflict").map((candidate) => candidate.name),
  };
}

/** A chosen city whose own climate is not the one asked for, in a country that has it elsewhere (not blocking). */
export type StepTwoCityClimate = { message: string; citiesThatFit: string[] };

/**
 * The score counts a chosen city's own climate where a source classes the city (scoring/climate.ts): said on step 2
 * as soon as such a city and a climate it does not give are chosen, with the country's cities that give it.
 */
export function stepTwoCityClimate(form: WizardForm, countries: readonly DestinationSummary[]): StepTwoCityClimate | null {
  if (form.climate === "" || form.city === "") return null;
  const climate = form.climate;
  const country = countries.find((candidate) => candidate.name === form.country);
  const own = country?.cityClimates[form.city];
  if (!country || !own || matchClimate(climate, country.climateTypes).kind === "conflict") return null;
  if (matchClimate(climate, [own.type]).kind !== "conflict") return null;
  return {
    message: `${form.city}'s own climate is ${own.type} (Köppen ${own.koppen}), not ${climate}, and your score counts the city you choose. ${country.name} has ${climate} climates elsewhere: choose one of its cities that has one, or any city in ${country.name}.`,
    citiesThatFit: Object.entries(country.cityClimates)
      .filter(([, other]) => matchClimate(climate, [other.type]).kind !== "conflict")
      .map(([name]) => name),
  };
}

export function navigationFailedMessage(id: number): string {
  return `Navigation failed. Please go to: /results/${id}`;
}

/**
 * A money field after it loses focus: a readable amount is shown formatted ("$2,000" -> "2,000"), the
 * same number the request will carry; anything else stays exactly as typed (decision 0010: no clamping).
 */
export function moneyOnBlur(typed: string): string {
  const amount = parseMoney(typed);
  return amount === null ? typed : formatMoney(amount);
}

/** Step 1's typed fields, by the request field each answers. */
const TYPED_FIELDS = {
  age: "user_age",
  budget: "monthly_budget",
  income: "monthly_income",
  savings: "savings",
  adults: "household_adults",
  children: "household_children",
} as const;
export type TypedField = keyof typeof TYPED_FIELDS;

/** The message a step-1 number field shows when it loses focus holding an answer that cannot be sent. */
export function fieldMessage(field: TypedField, form: WizardForm): string | null {
  const check = STEP_CHECKS[1]?.find((candidate) => candidate.field === TYPED_FIELDS[field]);
  return check ? checkMessage(check, toRequest(form)) : null;
}

type RequestField = keyof typeof wizardRequestSchema.shape;
/**
 * A field's message; `tooBig` when the answer is too long or too large rather than missing or too small; `freeText`
 * names a typed answer in the shared free-text rule's words when that rule refuses it (a line break, an emoji).
 */
type Check = { field: RequestField; message: string; tooBig?: string; freeText?: string };

/** The request fields each step answers, in the order of the spec's messages. */
const STEP_CHECKS: Record<number, Check[]> = {
  1: [
    { field: "user_job", message: MESSAGES.occupation, tooBig: MESSAGES.occupationTooLong, freeText: "Your occupation" },
    { field: "user_age", message: MESSAGES.age },
    { field: "monthly_budget", message: MESSAGES.budget },
    { field: "monthly_income", message: MESSAGES.income },
    { field: "income_kind", message: MESSAGES.incomeKind },
    { field: "income_basis", message: MESSAGES.incomeBasis },
    { field: "savings", message: MESSAGES.savings },
    { field: "household_adults", message: MESSAGES.adults },
    { field: "household_children", message: MESSAGES.children },
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
/** A field's message when the contract's rule refuses its answer, or null. */
function checkMessage(check: Check, request: AssessmentRequestInput): string | null {
  const answer = request[check.field];
  const result = wizardRequestSchema.shape[check.field].safeParse(answer);
  if (result.success) return null;
  const code = result.error.issues[0]?.code;
  if (check.tooBig && code === "too_big") return check.tooBig;
  // The contract's free-text rule refused it: say why, in the shared words, naming the answer as the wizard does.
  const problem = check.freeText && code === "custom" && typeof answer === "string" ? freeTextProblem(answer) : null;
  return check.freeText && problem ? freeTextMessage(problem, check.freeText, "it") : check.message;
}

export function validateStep(step: number, form: WizardForm): string | null {
  const request = toRequest(form);
  for (const check of STEP_CHECKS[step] ?? []) {
    const message = checkMessage(check, request);
    if (message) return message;
  }
  if (step === 1) {
    // The contract's one rule across fields: an income comes with its kind, and a kind with an income.
    const pair = { monthly_income: request.monthly_income ?? null, income_kind: request.income_kind ?? null };
    if (incomePairProblem(pair)) return pair.monthly_income === null ? MESSAGES.incomeWithoutAmount : MESSAGES.incomeKind;
  }
  return null;
}

/** An optional typed answer: empty is "not answered" (null); unreadable is NaN, which the contract refuses. */
const optionalAnswer = (typed: string, read: (text: string) => number | null): number | null =>
  typed.trim() === "" ? null : (read(typed) ?? Number.NaN);

/** Whether to ask whose income it is: an income is given and two or more adults move. */
export function sharesIncome(form: Pick<WizardForm, "income" | "adults">): boolean {
  const adults = parseCount(form.adults);
  return form.income.trim() !== "" && adults !== null && adults >= 2;
}

export function toRequest(form: WizardForm): AssessmentRequestInput {
  return {
    // An unreadable answer becomes NaN, which the contract refuses: the wizard shows the message instead.
    user_age: parseAge(form.age) ?? Number.NaN,
    user_job: form.occupation.trim(),
    monthly_budget: parseMoney(form.budget) ?? Number.NaN,
    monthly_income: optionalAnswer(form.income, parseMoney),
    income_kind: form.incomeKind === "" ? null : form.incomeKind,
    // Whose income it is only means something with an income and two or more adults moving.
    income_basis: form.incomeBasis === "" || !sharesIncome(form) ? null : form.incomeBasis,
    savings: optionalAnswer(form.savings, parseMoney),
    household_adults: optionalAnswer(form.adults, parseCount),
    household_children: optionalAnswer(form.children, parseCount),
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
    budget: formatMoney(assessment.monthly_budget),
    income: assessment.monthly_income === null ? "" : formatMoney(assessment.monthly_income),
    incomeKind: assessment.income_kind ?? "",
    incomeBasis: assessment.income_basis ?? "",
    savings: assessment.savings === null ? "" : formatMoney(assessment.savings),
    adults: assessment.household_adults === null ? "" : String(assessment.household_adults),
    children: assessment.household_children === null ? "" : String(assessment.household_children),
    country,
    city: "",
    climate: assessment.climate_preference,
    location: assessment.location_preference,
    ratings: Object.fromEntries(FACTORS.map((factor) => [factor.field, assessment[factor.field]])) as Record<FactorField, number>,
  };
}
