/**
 * Budget compatibility: the user's monthly housing budget against the typical rent of a 1-bedroom
 * apartment for one person in the chosen city (or, with no city, the median of the country's cities).
 *
 *   excellent     budget >= 1.5 x centre rent
 *   good          budget >= centre rent
 *   tight         budget >= rent outside the centre
 *   insufficient  below that
 *
 * The answer is "status - explanation", naming every figure used and its source date.
 */
import { citationLabel } from "@server/facts/citation";
import { joinBudgetCompatibility } from "@shared/budget-compatibility";
import { formatUsd } from "@shared/format";
import type { CityCost, CityProfile, Destination } from "@server/destinations/catalog";

export const EXCELLENT_MULTIPLE = 1.5;

export type BudgetStatus = "excellent" | "good" | "tight" | "insufficient";

const usd = formatUsd;

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] as number;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] as number) + upper) / 2;
}

type Figure = { usd: number; where: string; sourceText: string };

function sourceText(cost: CityCost): string {
  return `${citationLabel(cost.source)}, ${cost.source.asOf}`;
}

function cityFigure(city: CityProfile, item: "rentCentre" | "rentOutside"): Figure | null {
  const cost = city.costs[item];
  return cost.usd === null ? null : { usd: cost.usd, where: city.name, sourceText: sourceText(cost) };
}

/** A destination's typical rents never change while the process runs, so each is computed once. */
const countryFigures = new WeakMap<Destination, Record<"rentCentre" | "rentOutside", Figure | null>>();

function countryFigure(destination: Destination, item: "rentCentre" | "rentOutside"): Figure | null {
  let figures = countryFigures.get(destination);
  if (!figures) {
    figures = { rentCentre: computeCountryFigure(destination, "rentCentre"), rentOutside: computeCountryFigure(destination, "rentOutside") };
    countryFigures.set(destination, figures);
  }
  return figures[item];
}

function computeCountryFigure(destination: Destination, item: "rentCentre" | "rentOutside"): Figure | null {
  const known = destination.cities.flatMap((city) => (city.costs[item].usd === null ? [] : [city]));
  const value = median(known.map((city) => city.costs[item].usd as number));
  if (value === null) return null;
  return {
    usd: value,
    where: `${destination.name} (median of ${known.map((city) => city.name).join(", ")})`,
    sourceText: [...new Set(known.map((city) => sourceText(city.costs[item])))].join("; "),
  };
}

function otherCosts(city: CityProfile | undefined): string {
  if (!city) return "";
  const items = [
    ["utilities", city.costs.utilities],
    ["groceries", city.costs.groceries],
    ["transport pass", city.costs.transport],
  ] as const;
  // A city figure where a source gives one, else the country estimate, named as one.
  const known = items.flatMap(([label, cost]) => {
    if (cost.usd !== null) return [{ label, amount: cost.usd, estimated: false }];
    return cost.estimate ? [{ label, amount: cost.estimate.usd, estimated: true }] : [];
  });
  if (known.length === 0) return "";
  const total = known.reduce((sum, line) => sum + line.amount, 0);
  const list = known.map((line) => `${line.label} ${usd(line.amount)}${line.estimated ? " (country estimate)" : ""}`).join(", ");
  return ` Beyond rent, plan for about ${usd(total)} a month (${list}), plus health insurance.`;
}

/** What the engine needs from the budget check: the status, the Budget line's 0-100 score, one plain sentence. */
export type BudgetFit = { status: BudgetStatus; score: number; verdict: string };

/**
 * The Budget line's score for each status. Insufficient scales with how much of the cheapest sourced rent
 * the budget covers, so within a status a lower budget never scores higher either: lowering the budget
 * never raises the line's score.
 */
export const BUDGET_LINE_SCORE = { excellent: 100, good: 80, tight: 55, insufficientAtMost: 40 } as const;

type Rents = { city: CityProfile | undefined; centre: Figure | null; outside: Figure | null };

function rentsFor(destination: Destination, cityName: string | null): Rents | null {
  const city = cityName ? destination.cities.find((c) => c.name.toLowerCase() === cityName.toLowerCase()) : undefined;
  const centre = (city && cityFigure(city, "rentCentre")) ?? countryFigure(destination, "rentCentre");
  const outside = (city && cityFigure(city, "rentOutside")) ?? countryFigure(destination, "rentOutside");
  return centre || outside ? { city, centre, outside } : null;
}

function fitOf(budget: number, { centre, outside }: Rents, place: string): BudgetFit {
  if (centre && budget >= centre.usd * EXCELLENT_MULTIPLE) {
    return { status: "excellent", score: BUDGET_LINE_SCORE.excellent, verdict: `It covers central rent with ${usd(budget - centre.usd)} to spare.` };
  }
  if (centre && budget >= centre.usd) {
    return { status: "good", score: BUDGET_LINE_SCORE.good, verdict: "It covers central rent, with less than half of it again to spare." };
  }
  if (outside && budget >= outside.usd) {
    return {
      status: "tight",
      score: BUDGET_LINE_SCORE.tight,
      verdict: centre
        ? `It covers rent outside the centre but is ${usd(centre.usd - budget)} short of central rent.`
        : "It covers rent outside the centre; no sourced central rent to compare.",
    };
  }
  const cheapest = (outside ?? centre) as Figure;
  const score = Math.round(BUDGET_LINE_SCORE.insufficientAtMost * Math.min(1, budget / cheapest.usd));
  const verdict = outside
    ? `It is ${usd(outside.usd - budget)} short of even the rent outside the centre of ${place} (${usd(outside.usd)}).`
    : `It is ${usd(cheapest.usd - budget)} short of central rent in ${place} (${usd(cheapest.usd)}), and no sourced figure exists for cheaper areas.`;
  return { status: "insufficient", score, verdict };
}

/** The budget check for the score: null when no sourced rent exists for the place. */
export function budgetFit(budget: number, destination: Destination, cityName: string | null): BudgetFit | null {
  const rents = rentsFor(destination, cityName);
  return rents ? fitOf(budget, rents, rents.city?.name ?? destination.name) : null;
}

/** Says which of the city's rents is missing and stood in for by the country's median, and only those. */
function standInNote(city: CityProfile, destination: Destination, rents: Rents): string {
  const missing = [
    !cityFigure(city, "rentCentre") && rents.centre ? "central rent" : null,
    !cityFigure(city, "rentOutside") && rents.outside ? "rent outside the centre" : null,
  ].filter(Boolean);
  return missing.length === 0 ? "" : ` No sourced ${missing.join(" or ")} for ${city.name}, so ${destination.name}'s median is used for it.`;
}

/** `budget_compatibility` as the spec stores it: "status - explanation", naming every figure used. */
export function assessBudget(budget: number, destination: Destination, cityName: string | null): string | null {
  const rents = rentsFor(destination, cityName);
  if (!rents) return null;
  const { city, centre, outside } = rents;
  const fallback = city ? standInNote(city, destination, rents) : "";
  const figures = [
    centre ? `${usd(centre.usd)} in the centre` : null,
    outside ? `${usd(outside.usd)} outside it` : null,
  ]
    .filter(Boolean)
    .join(" and ");
  const where = centre?.where ?? outside?.where ?? destination.name;
  const sources = [...new Set([centre?.sourceText, outside?.sourceText].filter(Boolean))].join("; ");
  const base = `Your ${usd(budget)} monthly housing budget against a 1-bedroom apartment in ${where}: ${figures} (${sources}).${fallback}`;
  const { status, verdict } = fitOf(budget, rents, city?.name ?? destination.name);
  return joinBudgetCompatibility({ status, explanation: `${base} ${verdict}${otherCosts(city ?? destination.cities[0])}` });
}
