/**
 * The rent of the home a household needs in a city (issue 29.1): a 1-bedroom rent for one or two adults, a larger
 * home's where children move. A larger size the sources give is used as published; one they do not give is
 * estimated from the city's own sourced rents and says how, never shown as a figure someone published.
 */
import { isCurrentRent, rentFromCostEstimate, type Area, type RentFigure } from "@server/destinations/rent-estimates";
import type { CityProfile, Destination } from "@server/destinations/catalog";
import type { LargerRentItem } from "@server/destinations/data/dataset.schema";
import type { Bedrooms } from "./household";

/** A monthly rent in USD: a source's figure, or an estimate with its basis and the figures it is made from. */
export type HomeRent = RentFigure;

export type HomeRents = { bedrooms: Bedrooms; centre: HomeRent | null; outside: HomeRent | null };

const LARGER: Record<2 | 3, Record<Area, LargerRentItem>> = {
  2: { centre: "rent2Centre", outside: "rent2Outside" },
  3: { centre: "rent3Centre", outside: "rent3Outside" },
};
const AREA_WORDS: Record<Area, string> = { centre: "in the centre", outside: "outside the centre" };

const ONE_BEDROOM = { centre: "rentCentre", outside: "rentOutside" } as const;

/** The city's 1-bedroom rent: current and sourced, or the catalog's labelled estimate in its place (rent-estimates.ts). */
function oneBedroom(city: CityProfile, area: Area): HomeRent | null {
  const cost = city.costs[ONE_BEDROOM[area]];
  if (cost.usd !== null) return { usd: cost.usd, sources: [cost.source], estimate: null };
  return cost.estimate ? rentFromCostEstimate(cost.estimate) : null;
}

/** A larger size's sourced rent, where it is current (an older one gives way to an estimate from the 1-bedroom rent). */
function published(city: CityProfile, destination: Destination, item: LargerRentItem): HomeRent | null {
  const cost = city.largerRents[item];
  return cost && cost.usd !== null && isCurrentRent(cost.source.asOf, destination.rentsCurrentFrom) ? { usd: cost.usd, sources: [cost.source], estimate: null } : null;
}

/** A larger size from the city's 1-bedroom rent and the data's median ratio for that size (home-size-ratios.ts). */
function byRatio(city: CityProfile, destination: Destination, bedrooms: 2 | 3, area: Area): HomeRent | null {
  const one = oneBedroom(city, area);
  const ratio = destination.homeSizeRatios[LARGER[bedrooms][area]];
  if (!one || !ratio) return null;
  return {
    usd: Math.round(one.usd * ratio.ratio),
    sources: one.sources,
    estimate: `estimated: ${ratio.ratio.toFixed(2)} times ${city.name}'s ${one.estimate ? "estimated" : "sourced"} 1-bedroom rent ${AREA_WORDS[area]}, the median ratio of ${bedrooms}- to 1-bedroom rents across the ${ratio.cities} cities in our data that have both${one.estimate ? ` (the 1-bedroom rent ${one.estimate})` : ""}`,
  };
}

/** The size's rent from the sources or the data's ratio, or null when neither gives one. */
function largerRent(city: CityProfile, destination: Destination, bedrooms: 2 | 3, area: Area): HomeRent | null {
  const sourced = published(city, destination, LARGER[bedrooms][area]);
  if (sourced) return sourced;
  const ratio = byRatio(city, destination, bedrooms, area);
  if (ratio || bedrooms === 3) return ratio;
  // Two bedrooms with no ratio of its own: midway between the city's 1-bedroom and 3-bedroom rents.
  const one = oneBedroom(city, area);
  const three = largerRent(city, destination, 3, area);
  if (!one || !three) return null;
  return {
    usd: Math.round((one.usd + three.usd) / 2),
    sources: [...one.sources, ...three.sources],
    estimate: `estimated midway between ${city.name}'s 1-bedroom rent and its ${three.estimate ? "estimated " : ""}3-bedroom rent ${AREA_WORDS[area]}`,
  };
}

function rentFor(city: CityProfile, destination: Destination, bedrooms: Bedrooms, area: Area): HomeRent | null {
  if (bedrooms === 1) return oneBedroom(city, area);
  const larger = largerRent(city, destination, bedrooms, area);
  if (larger) return larger;
  // Neither a figure nor an estimate for the size: the 1-bedroom rent stands in, and says it understates the home.
  const one = oneBedroom(city, area);
  return one
    ? {
        ...one,
        estimate: `a 1-bedroom rent standing in: no source gives a ${bedrooms}-bedroom rent for ${city.name} and too few cities in our data have both sizes to estimate one, so the home you need will cost more`,
      }
    : null;
}

export function homeRents(city: CityProfile, destination: Destination, bedrooms: Bedrooms): HomeRents {
  return { bedrooms, centre: rentFor(city, destination, bedrooms, "centre"), outside: rentFor(city, destination, bedrooms, "outside") };
}

/** How a size no source gives for a city is estimated, for the methodology page and the report. */
export const ESTIMATE_METHOD =
  "Where no source gives a city's rent for the size a household needs, we estimate it from the city's own sourced 1-bedroom rent, times the median ratio of that size's rent to the 1-bedroom rent across every city in our data that has both (a ratio needs at least five such cities); a 2-bedroom rent with no ratio of its own is put midway between the city's 1- and 3-bedroom rents. With neither, the 1-bedroom rent stands in and says that the home needed will cost more. Every estimate is marked as one and never shown as a figure someone published.";

/** "a 1-bedroom apartment", "a 3-bedroom apartment". */
export const homeInWords = (bedrooms: Bedrooms): string => `a ${bedrooms}-bedroom apartment`;
