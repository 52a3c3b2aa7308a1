/**
 * Climate fit. A destination satisfies a climate preference when one of its climate types is the
 * preference (full fit) or adjacent to it (partial fit). Adjacency follows temperature and rainfall:
 *
 *   tropical -- mediterranean -- temperate -- seasonal -- northern
 *        \          /
 *           dry
 *
 * Anything else is a conflict: the API asks the user to choose again instead of scoring.
 */
import type { ClimatePreference, LocationPreference } from "@shared/constants";

export const CLIMATE_ADJACENCY: Record<ClimatePreference, readonly ClimatePreference[]> = {
  tropical: ["mediterranean", "dry"],
  dry: ["tropical", "mediterranean"],
  mediterranean: ["tropical", "dry", "temperate"],
  temperate: ["mediterranean", "seasonal"],
  seasonal: ["temperate", "northern"],
  northern: ["seasonal"],
};

export const CLIMATE_FIT_SCORE = { exact: 100, adjacent: 70 } as const;

export type ClimateFit =
  | { kind: "exact"; score: number; reason: string }
  | { kind: "adjacent"; score: number; reason: string; matchedType: ClimatePreference }
  | { kind: "conflict"; countryClimate: string };

export function describeClimates(types: readonly string[]): string {
  return types.join(", ");
}

export function assessClimate(
  preference: ClimatePreference,
  country: string,
  types: readonly ClimatePreference[],
): ClimateFit {
  if (types.includes(preference)) {
    return {
      kind: "exact",
      score: CLIMATE_FIT_SCORE.exact,
      reason: `${country} has ${preference} regions (${describeClimates(types)}), as you prefer.`,
    };
  }
  const matchedType = types.find((type) => CLIMATE_ADJACENCY[preference].includes(type));
  if (matchedType) {
    return {
      kind: "adjacent",
      score: CLIMATE_FIT_SCORE.adjacent,
      matchedType,
      reason: `${country} has no ${preference} regions, but its ${matchedType} climate is close to it.`,
    };
  }
  return { kind: "conflict", countryClimate: describeClimates(types) };
}

/**
 * The wizard does not ask how much climate matters, so it is derived: 3 of 5 (a middle priority) by
 * default, 4 when the user wants to live by the beach, a choice usually made for the weather. It never
 * depends on the seven factor ratings, so raising one of them cannot move the climate weight.
 */
export function deriveClimateImportance(location: LocationPreference): number {
  return location === "beachside" ? 4 : 3;
}
