/**
 * Budget compatibility: the user's monthly housing budget against the typical rent of the home the household needs
 * (households/household.ts: a 1-bedroom apartment for one or two adults, larger with children) in the city they chose, or, where they named none (or no source gives its rent), in
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
import { cityNamed, type CityProfile, type Destination } from "@server/destinations/catalog";
import type { Citation } from "@server/facts/citation";
import { homeInWords, homeRents, type HomeRent, type HomeRents } from "@server/households/home-rents";
import {
  bedroomsFor,
  equivalentAdults,
  HOME_SIZE_RULE,
  householdInWords,
  isOnePerson,
  ONE_ADULT,
  type Bedrooms,
  type Household,
} from "@server/households/household";

export const EXCELLENT_MULTIPLE = 1.5;

export type BudgetStatus = "excellent" | "good" | "tight" | "insufficient";

const usd = formatUsd;

type Figure = { usd: number; sourceText: string; estimate: string | null };

function sourceText(source: Citation): string {
  return `${citationLabel(source)}, ${source.asOf}`;
}

function figureOf(rent: HomeRent | null): Figure | null {
  return rent ? { usd: rent.usd, sourceText: [...new Set(rent.sources.map(sourceText))].join("; "), estimate: rent.estimate } : null;
}

/** A household's home rents per city never change while the process runs, so each is worked out once. */
const rentsByCity = new WeakMap<CityProfile, Map<Bedrooms, HomeRents>>();

function rentsIn(city: CityProfile, destination: Destination, bedrooms: Bedrooms): HomeRents {
  let bySize = rentsByCity.get(city);
  if (!bySize) rentsByCity.set(city, (bySize = new Map()));
  let rents = bySize.get(bedrooms);
  if (!rents) bySize.set(bedrooms, (rents = homeRents(city, destination, bedrooms)));
  return rents;
}

const hasRent = (rents: HomeRents) => rents.centre !== null || rents.outside !== null;
/** A city whose own 1-bedroom rent is a current sourced figure, not an estimate. */
const hasSourcedRent = (city: CityProfile) => city.costs.rentCentre.usd !== null || city.costs.rentOutside.usd !== null;
const cheapestRent = (rents: HomeRents) => (rents.outside ?? rents.centre)?.usd ?? Infinity;

/** A destination's cities never change while the process runs, so its cheapest city per home size is found once. */
const cheapestCities = new WeakMap<Destination, Map<Bedrooms, CityProfile | null>>();

/**
 * The country's cheapest city with a rent for the home size: the lowest rent outside the centre (or central rent where
 * that is all the city has), preferring cities with both figures so a budget can still be measured against central rent.
 */
export function cheapestSourcedCity(destination: Destination, bedrooms: Bedrooms = 1): CityProfile | null {
  let bySize = cheapestCities.get(destination);
  if (!bySize) cheapestCities.set(destination, (bySize = new Map()));
  if (bySize.has(bedrooms)) return bySize.get(bedrooms) ?? null;
  const withRent = destination.cities.filter((city) => hasRent(rentsIn(city, destination, bedrooms)));
  // Cities with a current sourced rent first, then those whose rent is estimated; within each, both figures first.
  const sourced = withRent.filter(hasSourcedRent);
  const candidates = sourced.length > 0 ? sourced : withRent;
  const withBoth = candidates.filter((city) => {
    const rents = rentsIn(city, destination, bedrooms);
    return rents.centre !== null && rents.outside !== null;
  });
  const pool = withBoth.length > 0 ? withBoth : candidates;
  const cheapest = pool.reduce<CityProfile | null>(
    (best, city) => (best && cheapestRent(rentsIn(best, destination, bedrooms)) <= cheapestRent(rentsIn(city, destination, bedrooms)) ? best : city),
    null,
  );
  bySize.set(bedrooms, cheapest);
  return cheapest;
}

function otherCosts(city: CityProfile, household: Household): string {
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
  const list = known.map((line) => `${line.label} ${usd(line.amount)}${line.estimated ? " (country estimate)" : ""}`).join(", ");
  const total = known.reduce((sum, line) => sum + line.amount, 0);
  if (isOnePerson(household)) return ` Beyond rent, plan for about ${usd(total)} a month (${list}), plus health insurance.`;
  const scale = equivalentAdults(household);
  return ` Beyond rent, plan for about ${usd(Math.round(total * scale))} a month for ${householdInWords(household)} (one adult's ${list}, times ${scale.toFixed(1)} on the modified OECD equivalence scale), plus health insurance for each of you.`;
}

/** What the engine needs from the budget check: the status, the Budget line's 0-100 score, one plain sentence. */
export type BudgetFit = { status: BudgetStatus; score: number; verdict: string };

/**
 * The Budget line's score for each status. Insufficient scales with how much of the cheapest sourced rent
 * the budget covers, so within a status a lower budget never scores higher either: lowering the budget
 * never raises the line's score.
 */
export const BUDGET_LINE_SCORE = { excellent: 100, good: 80, tight: 55, insufficientAtMost: 40 } as const;

/** The rents a budget is measured against: the named city's own, or the cheapest city's, for the home the household needs. */
type Rents = {
  /** The city whose rents are used. */
  city: CityProfile;
  bedrooms: Bedrooms;
  centre: Figure | null;
  outside: Figure | null;
  /** Why this city: the one the person named, or the cheapest because they named none or theirs has no rent. */
  why: string;
};

function rentsFor(destination: Destination, cityName: string | null, household: Household): Rents | null {
  const bedrooms = bedroomsFor(household);
  const named = cityNamed(destination, cityName);
  const city = named && hasRent(rentsIn(named, destination, bedrooms)) ? named : cheapestSourcedCity(destination, bedrooms);
  if (!city) return null;
  const cheapestWords = hasSourcedRent(city)
    ? `the cheapest of ${destination.name}'s cities with a current sourced rent`
    : `the cheapest of ${destination.name}'s cities by our estimates, as none has a current sourced rent`;
  const why =
    city === named
      ? ""
      : named
        ? `, ${cheapestWords}, because no source gives a rent for ${named.name}`
        : cityName
          ? `, ${cheapestWords}, because the data holds no rent for ${cityName}`
          : `, ${cheapestWords}, because you named no city`;
  const rents = rentsIn(city, destination, bedrooms);
  return { city, bedrooms, centre: figureOf(rents.centre), outside: figureOf(rents.outside), why };
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

/** The city whose rents the budget is measured against (the named one, else the cheapest one); null with no rent. */
export function budgetCity(destination: Destination, cityName: string | null, household: Household = ONE_ADULT): CityProfile | null {
  return rentsFor(destination, cityName, household)?.city ?? null;
}

/** The budget check for the score: null when no rent exists for the place. */
export function budgetFit(budget: number, destination: Destination, cityName: string | null, household: Household = ONE_ADULT): BudgetFit | null {
  const rents = rentsFor(destination, cityName, household);
  return rents ? fitOf(budget, rents, rents.city.name) : null;
}

const figureWords = (figure: Figure, where: string) => `${usd(figure.usd)} ${where}${figure.estimate ? ` (${figure.estimate})` : ""}`;

/** `budget_compatibility` as the spec stores it: "status - explanation", naming every figure used, its city and the home's size. */
export function assessBudget(budget: number, destination: Destination, cityName: string | null, household: Household = ONE_ADULT): string | null {
  const rents = rentsFor(destination, cityName, household);
  if (!rents) return null;
  const { city, centre, outside, why, bedrooms } = rents;
  const figures = [centre ? figureWords(centre, "in the centre") : null, outside ? figureWords(outside, "outside it") : null].filter(Boolean).join(" and ");
  const missing = !centre ? " (no sourced central rent)" : !outside ? " (no sourced rent outside the centre)" : "";
  const sources = [...new Set([centre?.sourceText, outside?.sourceText].filter(Boolean))].join("; ");
  const size = isOnePerson(household) ? "" : ` (the size for ${householdInWords(household)}: ${HOME_SIZE_RULE})`;
  const base = `Your ${usd(budget)} monthly housing budget against ${homeInWords(bedrooms)}${size} in ${city.name}${why}: ${figures}${missing} (${sources}).`;
  const { status, verdict } = fitOf(budget, rents, city.name);
  return joinBudgetCompatibility({ status, explanation: `${base} ${verdict}${otherCosts(city, household)}` });
}
