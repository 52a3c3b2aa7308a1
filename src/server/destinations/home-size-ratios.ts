/**
 * How much more a larger home rents for than a 1-bedroom one, from the data itself: for each larger size and area
 * (2 or 3 bedrooms, centre or outside), the median ratio of its sourced rent to the same city's sourced 1-bedroom
 * rent, across every city that has both. Used only where a city has no sourced figure for the size a household
 * needs, and then named as an estimate with this basis (issue 29.1).
 */
import type { LargerRentItem } from "./data/dataset.schema";
import { LARGER_RENT_ITEMS } from "./data/dataset.schema";

/** Too few cities and the median says little: no ratio, so no estimate. */
export const MIN_CITIES_FOR_RATIO = 5;

export type SizeRatio = { ratio: number; cities: number };
export type SizeRatios = Record<LargerRentItem, SizeRatio | null>;

type RentsOf = {
  costs: { rentCentre: { usd: number | null }; rentOutside: { usd: number | null } };
  largerRents: Partial<Record<LargerRentItem, { usd: number | null }>>;
};

const ONE_BEDROOM: Record<LargerRentItem, "rentCentre" | "rentOutside"> = {
  rent2Centre: "rentCentre",
  rent3Centre: "rentCentre",
  rent2Outside: "rentOutside",
  rent3Outside: "rentOutside",
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export function sizeRatiosOf(cities: readonly RentsOf[]): SizeRatios {
  return Object.fromEntries(
    LARGER_RENT_ITEMS.map((item) => {
      const ratios = cities.flatMap((city) => {
        const larger = city.largerRents[item]?.usd ?? null;
        const one = city.costs[ONE_BEDROOM[item]].usd;
        return larger !== null && one !== null && one > 0 ? [larger / one] : [];
      });
      return [item, ratios.length >= MIN_CITIES_FOR_RATIO ? { ratio: Math.round(median(ratios) * 100) / 100, cities: ratios.length } : null];
    }),
  ) as SizeRatios;
}
