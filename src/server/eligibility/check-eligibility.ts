/**
 * Which residence routes a person likely meets: each route of a country checked against the assessment's
 * age, occupation and monthly budget. Pure, and careful about what the answers can and cannot show:
 * - the assessment asks for a monthly HOUSING budget, not income, so a budget at or above a route's monthly
 *   income floor means the income very likely meets it too, while a budget below it is reported as a
 *   shortfall of the budget with a reminder to compare the full income;
 * - a route that needs a local job offer, savings or an investment cannot be judged from the answers: unknown;
 * - a threshold in a currency without a sourced exchange rate is not converted: unknown.
 */
import { publicSource } from "@server/facts/citation";
import type { RouteVerdict } from "@shared/contracts/eligibility";
import { formatNumber, formatUsd } from "@shared/format";
import type { ExchangeRates } from "@server/destinations/data/dataset.schema";
import { thresholdInUsd } from "@server/knowledge/threshold-usd";
import type { CountryRoutes, ResidenceRoute, Threshold } from "@server/knowledge/knowledge.schema";

export type Applicant = { age: number; occupation: string; monthlyBudgetUsd: number };

const PERIOD_WORDS: Record<Threshold["period"], string> = { month: "a month", year: "a year", once: "one-off" };
const KIND_WORDS: Record<Threshold["kind"], string> = {
  income: "minimum income",
  salary: "minimum salary",
  savings: "savings",
  investment: "investment",
};


function describeThreshold(threshold: Threshold, usd: number | null): string {
  const stated = `${threshold.currency} ${formatNumber(threshold.amount)} ${PERIOD_WORDS[threshold.period]}`;
  if (threshold.currency === "USD") return stated;
  if (usd === null) return `${stated} (no sourced exchange rate to convert it)`;
  return `${stated} (about ${formatUsd(usd)}${threshold.period === "year" ? " a month" : ""})`;
}

function verdict(route: ResidenceRoute, fields: Omit<RouteVerdict, "route" | "kind" | "officialPage">): RouteVerdict {
  return { route: route.name, kind: route.kind, officialPage: route.officialPage, ...fields };
}

export function checkRoute(applicant: Applicant, route: ResidenceRoute, rates: ExchangeRates): RouteVerdict {
  const threshold = "value" in route.threshold ? null : route.threshold;
  const usd = threshold ? thresholdInUsd(threshold, rates) : null;
  const thresholdText = threshold ? describeThreshold(threshold, usd) : null;
  const base = { threshold: thresholdText, source: threshold ? publicSource(threshold.source) : null, shortfallUsd: null };

  if (route.minimumAge && applicant.age < route.minimumAge.years) {
    return verdict(route, {
      ...base,
      status: "below",
      source: publicSource(route.minimumAge.source),
      summary: `Below the minimum age: this route takes applicants from ${route.minimumAge.years}; you are ${applicant.age}.`,
    });
  }
  if (!threshold) {
    const note = "value" in route.threshold ? route.threshold.note : "";
    return verdict(route, { ...base, status: "unknown", summary: `No sourced money threshold to check against. ${note}`.trim() });
  }
  if (usd === null) {
    return verdict(route, { ...base, status: "unknown", summary: `The ${KIND_WORDS[threshold.kind]} is ${thresholdText}; it cannot be compared with your budget in dollars.` });
  }
  if (threshold.kind === "savings" || threshold.kind === "investment") {
    return verdict(route, {
      ...base,
      status: "unknown",
      summary: `Asks for ${threshold.kind === "investment" ? "an investment" : "savings"} of ${thresholdText}. The assessment does not ask about savings or capital, so check this yourself.`,
    });
  }
  if (route.needsLocalJobOffer) {
    return verdict(route, {
      ...base,
      status: "unknown",
      summary: `Needs a job offer from an employer in the country paying at least ${thresholdText}. Whether such an offer is realistic for a ${applicant.occupation.toLowerCase()} depends on that job market, not on your budget.`,
    });
  }
  const monthly = Math.round(usd);
  if (applicant.monthlyBudgetUsd >= monthly) {
    return verdict(route, {
      ...base,
      status: "meets",
      summary: `Likely meets the ${KIND_WORDS[threshold.kind]} of ${thresholdText}: your monthly housing budget alone (${formatUsd(applicant.monthlyBudgetUsd)}) is at or above it, so your full income very likely is too. The consulate checks documented income, not a budget.`,
    });
  }
  const shortfall = monthly - Math.round(applicant.monthlyBudgetUsd);
  return verdict(route, {
    ...base,
    status: "below",
    shortfallUsd: shortfall,
    summary: `Your monthly budget (${formatUsd(applicant.monthlyBudgetUsd)}) is ${formatUsd(shortfall)} below the ${KIND_WORDS[threshold.kind]} of ${thresholdText}. The assessment asks for a housing budget; compare your full documented monthly income with the threshold.`,
  });
}

/** Every route of the country, in the knowledge base's order. */
export function checkEligibility(applicant: Applicant, routes: CountryRoutes, rates: ExchangeRates): RouteVerdict[] {
  return routes.routes.map((route) => checkRoute(applicant, route, rates));
}
