/**
 * Budget compatibility: the user's monthly housing budget against the typical rent of a 1-bedroom
 * apartment for one person in the city they chose, or, where they named none (or no source gives its rent), in
 * the country's cheapest city with a sourced rent, saying which city and why.
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
import { cityNamed, type CityCost, type CityProfile, type Destination } from "@server/destinations/catalog";

export const EXCELLENT_MULTIPLE = 1.5;

export type BudgetStatus = "excellent" | "good" | "tight" | "insufficient";

const usd = formatUsd;

type Figure = { usd: number; sourceText: string };

function sourceText(cost: CityCost): string {
  return `${citationLabel(cost.source)}, ${cost.source.asOf}`;
}

function cityFigure(city: CityProfile, item: "rentCentre" | "rentOutside"): Figure | null {
  const cost = city.costs[item];
  return cost.usd === null ? null : { usd: cost.usd, sourceText: sourceText(cost) };
}

const hasRent = (city: CityProfile) => city.costs.rentCentre.usd !== null || city.costs.rentOutside.usd !== null;
const cheapestRent = (city: CityProfile) => (city.costs.rentOutside.usd ?? city.costs.rentCentre.usd) as number;

/** A destination's cities never change while the process runs, so its cheapest city is found once. */
const cheapestCities = new WeakMap<Destination, CityProfile | null>();

/**
 * The country's cheapest city with a sourced rent: the lowest rent outside the centre (or central rent where that is
 * all the city has), preferring cities with both figures so a budget can still be measured against central rent.
 */
export function cheapestSourcedCity(destination: Destination): CityProfile | null {
  if (cheapestCities.has(destination)) return cheapestCities.get(destination) ?? null;
  const withRent = destination.cities.filter(hasRent);
  const withBoth = withRent.filter((city) => city.costs.rentCentre.usd !== null && city.costs.rentOutside.usd !== null);
  const pool = withBoth.length > 0 ? withBoth : withRent;
  const cheapest = pool.reduce<CityProfile | null>((best, city) => (best && cheapestRent(best) <= cheapestRent(city) ? best : city), null);
  cheapestCities.set(destination, cheapest);
  return cheapest;
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

/** The rents a budget is measured against: the named city's own, or the cheapest sourced city's, and why that one. */
type Rents = {
  /** The city whose rents are used. */
  city: CityProfile;
  centre: Figure | null;
  outside: Figure | null;
  /** Why this city: the one the person named, or the cheapest because they named none or theirs has no rent. */
  why: string;
};

function rentsFor(destination: Destination, cityName: string | null): Rents | null {
  const named = cityNamed(destination, cityName);
  const city = named && hasRent(named) ? named : cheapestSourcedCity(destination);
  if (!city) return null;
  const cheapestWords = `the cheapest of ${destination.name}'s cities with a sourced rent`;
  const why =
    city === named
      ? ""
      : named
        ? `, ${cheapestWords}, because no source gives a rent for ${named.name}`
        : cityName
          ? `, ${cheapestWords}, because the data holds no rent for ${cityName}`
          : `, ${cheapestWords}, because you named no city`;
  return { city, centre: cityFigure(city, "rentCentre"), outside: cityFigure(city, "rentOutside"), why };
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

/** The city whose rents the budget is measured against (the named one, else the cheapest sourced one); null with no rent. */
export function budgetCity(destination: Destination, cityName: string | null): CityProfile | null {
  return rentsFor(destination, cityName)?.city ?? null;
}

/** The budget check for the score: null when no sourced rent exists for the place. */
export function budgetFit(budget: number, destination: Destination, cityName: string | null): BudgetFit | null {
  const rents = rentsFor(destination, cityName);
  return rents ? fitOf(budget, rents, rents.city.name) : null;
}

/** `budget_compatibility` as the spec stores it: "status - explanation", naming every figure used and its city. */
export function assessBudget(budget: number, destination: Destination, cityName: string | null): string | null {
  const rents = rentsFor(destination, cityName);
  if (!rents) return null;
  const { city, centre, outside, why } = rents;
  const figures = [
    centre ? `${usd(centre.usd)} in the centre` : null,
    outside ? `${usd(outside.usd)} outside it` : null,
  ]
    .filter(Boolean)
    .join(" and ");
  const missing = !centre ? " (no sourced central rent)" : !outside ? " (no sourced rent outside the centre)" : "";
  const sources = [...new Set([centre?.sourceText, outside?.sourceText].filter(Boolean))].join("; ");
  const base = `Your ${usd(budget)} monthly housing budget against a 1-bedroom apartment in ${city.name}${why}: ${figures}${missing} (${sources}).`;
  const { status, verdict } = fitOf(budget, rents, city.name);
  return joinBudgetCompatibility({ status, explanation: `${base} ${verdict}${otherCosts(city)}` });
}
