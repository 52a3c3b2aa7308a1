/**
 * Which residence routes a person likely meets: each route of a country checked against the quantity it asks for
 * (issue 19), never against the housing budget:
 * - a retirement route's income floor against a pension and passive income; a remote-work route's against remote
 *   income; a work route's salary floor against the person's salary (the offer itself is still needed);
 * - savings and investment thresholds against the savings the person told us;
 * - a household multiplier where the route's law has one (a spouse, children);
 * - an answer the route needs and the person did not give: "unknown", saying which answer would settle it;
 * - a threshold without a sourced exchange rate: unknown.
 * Each verdict also says whether the route is for someone like the person (`forYou`: their kind of income, or
 * their age and occupation when they gave none); only those routes move the score (eligibility-fit.ts).
 */
import { publicSource } from "@server/facts/citation";
import type { IncomeKind } from "@shared/constants";
import type { MoneyAnswers } from "@shared/contracts/assessments";
import type { RouteVerdict } from "@shared/contracts/eligibility";
import { formatNumber, formatUsd } from "@shared/format";
import type { ExchangeRates } from "@server/destinations/data/dataset.schema";
import { thresholdInUsd } from "@server/knowledge/threshold-usd";
import type { CountryRoutes, ResidenceRoute, RouteKind, Threshold } from "@server/knowledge/knowledge.schema";

export type Applicant = {
  age: number;
  occupation: string;
  monthlyBudgetUsd: number;
  /** Monthly income before tax and its kind; null when not told. */
  income: { monthlyUsd: number; kind: IncomeKind } | null;
  savingsUsd: number | null;
  household: { adults: number; children: number };
};

type Answers = { user_age: number; user_job: string; monthly_budget: number } & Partial<MoneyAnswers>;

/** The applicant an assessment's answers describe (money answers absent or null: not told). */
export function applicantOf(answers: Answers): Applicant {
  const { monthly_income: income = null, income_kind: kind = null } = answers;
  return {
    age: answers.user_age,
    occupation: answers.user_job,
    monthlyBudgetUsd: answers.monthly_budget,
    income: income !== null && kind !== null ? { monthlyUsd: income, kind } : null,
    savingsUsd: answers.savings ?? null,
    household: { adults: answers.household_adults ?? 1, children: answers.household_children ?? 0 },
  };
}

const PERIOD_WORDS: Record<Threshold["period"], string> = { month: "a month", year: "a year", once: "one-off" };
const KIND_WORDS: Record<Threshold["kind"], string> = {
  income: "minimum income",
  salary: "minimum salary",
  savings: "savings",
  investment: "investment",
};
const INCOME_WORDS: Record<IncomeKind, string> = { salary: "a salary", "remote-work": "remote-work income", pension: "a pension and passive income" };
/** The income each income-floor route counts, by route kind (a work route's salary floor counts a salary). */
const COUNTED_INCOME: Record<RouteKind, readonly IncomeKind[]> = {
  retirement: ["pension"],
  "remote-work": ["remote-work"],
  work: ["salary"],
  investment: ["salary", "remote-work", "pension"],
};
const RETIRED = /\b(retired|retiree|pensioner|retirement)\b/i;

/** The route kinds meant for someone like the applicant: by their kind of income, else by age and occupation. */
export function routeKindsFor(applicant: Applicant): ReadonlySet<RouteKind> {
  const kinds = new Set<RouteKind>();
  if (applicant.income) {
    kinds.add(({ salary: "work", "remote-work": "remote-work", pension: "retirement" } as const)[applicant.income.kind]);
  } else if (RETIRED.test(applicant.occupation) || applicant.age >= 65) {
    kinds.add("retirement");
  } else {
    kinds.add("work").add("remote-work");
  }
  if (applicant.savingsUsd !== null && applicant.savingsUsd > 0) kinds.add("investment");
  return kinds;
}

/** The share of the main applicant's amount the household needs (1 alone; more where the law adds members). */
function householdFactor(threshold: Threshold, household: Applicant["household"]): number {
  if (!threshold.household) return 1;
  return 1 + threshold.household.perAdditionalAdult * (household.adults - 1) + threshold.household.perChild * household.children;
}

function householdWords(household: Applicant["household"]): string {
  const adults = household.adults === 1 ? "1 adult" : `${household.adults} adults`;
  if (household.children === 0) return adults;
  return `${adults} and ${household.children === 1 ? "1 child" : `${household.children} children`}`;
}

function describeThreshold(threshold: Threshold, usd: number | null): string {
  const stated = `${threshold.currency} ${formatNumber(threshold.amount)} ${PERIOD_WORDS[threshold.period]}`;
  if (threshold.currency === "USD") return stated;
  if (usd === null) return `${stated} (no sourced exchange rate to convert it)`;
  return `${stated} (about ${formatUsd(usd)}${threshold.period === "year" ? " a month" : ""})`;
}

type Verdict = Omit<RouteVerdict, "route" | "kind" | "officialPage" | "forYou">;

/** The verdict on the money threshold alone (the age rule is checked first, in checkRoute). */
function moneyVerdict(applicant: Applicant, route: ResidenceRoute, threshold: Threshold, usd: number, thresholdText: string): Verdict {
  const base = { threshold: thresholdText, source: publicSource(threshold.source), shortfallUsd: null };
  const factor = householdFactor(threshold, applicant.household);
  const needed = Math.round(usd * factor);
  const forHousehold = factor === 1 ? "" : ` For ${householdWords(applicant.household)} the route asks for ${formatUsd(needed)}${threshold.period === "once" ? "" : " a month"}.`;
  const offer = route.needsLocalJobOffer ? " The route also needs a job offer from an employer in the country." : "";

  if (threshold.kind === "savings" || threshold.kind === "investment") {
    const what = threshold.kind === "investment" ? "an investment" : "savings";
    if (applicant.savingsUsd === null) {
      return { ...base, status: "unknown", summary: `Asks for ${what} of ${thresholdText}.${forHousehold} Tell us your savings to check it.` };
    }
    if (applicant.savingsUsd >= needed) {
      return { ...base, status: "meets", summary: `Your savings (${formatUsd(applicant.savingsUsd)}) cover the ${KIND_WORDS[threshold.kind]} of ${thresholdText}.${forHousehold}${offer}` };
    }
    const shortfall = needed - Math.round(applicant.savingsUsd);
    return { ...base, status: "below", shortfallUsd: shortfall, summary: `Your savings (${formatUsd(applicant.savingsUsd)}) are ${formatUsd(shortfall)} short of the ${KIND_WORDS[threshold.kind]} of ${thresholdText}.${forHousehold}` };
  }

  const counted = COUNTED_INCOME[route.kind];
  const what = threshold.kind === "salary" ? "salary" : "income";
  if (!applicant.income) {
    return {
      ...base,
      status: "unknown",
      summary: `Asks for a ${KIND_WORDS[threshold.kind]} of ${thresholdText}.${forHousehold}${offer} Tell us your monthly income before tax and its kind to check it; a housing budget cannot show it.`,
    };
  }
  if (!counted.includes(applicant.income.kind)) {
    return {
      ...base,
      status: "unknown",
      summary: `Counts ${counted.map((kind) => INCOME_WORDS[kind]).join(" or ")}, with a ${KIND_WORDS[threshold.kind]} of ${thresholdText}; you told us your income is ${INCOME_WORDS[applicant.income.kind]}, so this route is not the one that fits it.`,
    };
  }
  const yours = `Your ${what} (${formatUsd(applicant.income.monthlyUsd)} a month before tax)`;
  if (applicant.income.monthlyUsd >= needed) {
    return { ...base, status: "meets", summary: `${yours} is at or above the ${KIND_WORDS[threshold.kind]} of ${thresholdText}.${forHousehold}${offer} The authority checks documented income.` };
  }
  const shortfall = needed - Math.round(applicant.income.monthlyUsd);
  return { ...base, status: "below", shortfallUsd: shortfall, summary: `${yours} is ${formatUsd(shortfall)} a month below the ${KIND_WORDS[threshold.kind]} of ${thresholdText}.${forHousehold}` };
}

function verdictOn(applicant: Applicant, route: ResidenceRoute, rates: ExchangeRates): Verdict {
  const threshold = "value" in route.threshold ? null : route.threshold;
  const usd = threshold ? thresholdInUsd(threshold, rates) : null;
  const thresholdText = threshold ? describeThreshold(threshold, usd) : null;
  const base = { threshold: thresholdText, source: threshold ? publicSource(threshold.source) : null, shortfallUsd: null };

  if (route.minimumAge && applicant.age < route.minimumAge.years) {
    return {
      ...base,
      status: "below",
      source: publicSource(route.minimumAge.source),
      summary: `Below the minimum age: this route takes applicants from ${route.minimumAge.years}; you are ${applicant.age}.`,
    };
  }
  if (!threshold || thresholdText === null) {
    const note = "value" in route.threshold ? route.threshold.note : "";
    return { ...base, status: "unknown", summary: `No sourced money threshold to check against. ${note}`.trim() };
  }
  if (usd === null) {
    return { ...base, status: "unknown", summary: `The ${KIND_WORDS[threshold.kind]} is ${thresholdText}; it cannot be compared in dollars.` };
  }
  return moneyVerdict(applicant, route, threshold, usd, thresholdText);
}

export function checkRoute(applicant: Applicant, route: ResidenceRoute, rates: ExchangeRates): RouteVerdict {
  return {
    route: route.name,
    kind: route.kind,
    officialPage: route.officialPage,
    forYou: routeKindsFor(applicant).has(route.kind),
    ...verdictOn(applicant, route, rates),
  };
}

/** Every route of the country, in the knowledge base's order. */
export function checkEligibility(applicant: Applicant, routes: CountryRoutes, rates: ExchangeRates): RouteVerdict[] {
  return routes.routes.map((route) => checkRoute(applicant, route, rates));
}
