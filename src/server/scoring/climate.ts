/**
 * Climate fit. A destination satisfies a climate preference when one of its climate types is the
 * preference (full fit) or adjacent to it (partial fit); anything else is a conflict, and the API asks the
 * user to choose again instead of scoring.
 *
 * The rule for "adjacent": two climates partly fit each other only when the Köppen-Geiger classification,
 * the source of every country's climate types, puts them in the same main group. The person then gets the
 * defining trait they asked for (mild winters, or cold winters), only a different rainfall pattern:
 *
 *   mediterranean -- temperate      both mild-winter climates (Köppen C: Cs and Cf/Cw)
 *   seasonal -- northern            both cold-winter climates (Köppen D: warm- and short-summer)
 *   tropical                        Köppen A, alone: hot all year; nothing else is "close to tropical"
 *   dry                             Köppen B, alone: arid or semi-arid; nothing else is "close to dry"
 *
 * (Amended in scoring version 2026.11-4: the earlier table also paired tropical with mediterranean and dry,
 * dry with mediterranean and temperate with seasonal, so Portugal was scored for a tropical request.)
 */
import { CLIMATE_PREFERENCES, type ClimatePreference, type LocationPreference } from "@shared/constants";

/** The Köppen-Geiger main group of each climate type the data uses. */
export const KOPPEN_MAIN_GROUP = {
  tropical: "A",
  dry: "B",
  mediterranean: "C",
  temperate: "C",
  seasonal: "D",
  northern: "D",
} as const satisfies Record<ClimatePreference, string>;

/** The other climates of a climate's Köppen main group (none for tropical and dry). */
function sameMainGroup(climate: ClimatePreference): readonly ClimatePreference[] {
  return CLIMATE_PREFERENCES.filter((other) => other !== climate && KOPPEN_MAIN_GROUP[other] === KOPPEN_MAIN_GROUP[climate]);
}

export const CLIMATE_ADJACENCY: Record<ClimatePreference, readonly ClimatePreference[]> = {
  tropical: sameMainGroup("tropical"),
  dry: sameMainGroup("dry"),
  mediterranean: sameMainGroup("mediterranean"),
  temperate: sameMainGroup("temperate"),
  seasonal: sameMainGroup("seasonal"),
  northern: sameMainGroup("northern"),
};

/** What the two climates of a group share, said to the user when one stands in for the other. */
const GROUP_TRAIT: Record<(typeof KOPPEN_MAIN_GROUP)[ClimatePreference], string> = {
  A: "both hot all year",
  B: "both arid",
  C: "both have mild winters",
  D: "both have cold winters",
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
      reason: `${country} has no ${preference} regions, but its ${matchedType} climate is close to it (${GROUP_TRAIT[KOPPEN_MAIN_GROUP[preference]]}).`,
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
