/**
 * Climate fit for the score. A destination satisfies a climate preference when one of its climate types is
 * the preference (full fit) or in the same Köppen-Geiger main group (partial fit); anything else is a
 * conflict, and the API asks the user to choose again instead of scoring. The rule itself lives in
 * @shared/climate-fit, which the wizard reads too; this file adds the score and the plain-words reason.
 *
 * (Amended in scoring version 2026.11-4: the earlier table also paired tropical with mediterranean and dry,
 * dry with mediterranean and temperate with seasonal, so Portugal was scored for a tropical request.)
 */
import type { ClimatePreference, LocationPreference } from "@shared/constants";
import { CLIMATE_ADJACENCY, KOPPEN_MAIN_GROUP, matchClimate } from "@shared/climate-fit";

export { CLIMATE_ADJACENCY, KOPPEN_MAIN_GROUP };

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

export function assessClimate(
  preference: ClimatePreference,
  country: string,
  types: readonly ClimatePreference[],
): ClimateFit {
  const match = matchClimate(preference, types);
  switch (match.kind) {
    case "exact": {
      const others = types.filter((type) => type !== preference);
      return {
        kind: "exact",
        score: CLIMATE_FIT_SCORE.exact,
        reason:
          others.length === 0
            ? `${country}'s climate is ${preference}, as you prefer.`
            : `${country} has ${preference} regions, as you prefer (it also has ${others.join(" and ")} regions).`,
      };
    }
    case "adjacent":
      return {
        kind: "adjacent",
        score: CLIMATE_FIT_SCORE.adjacent,
        matchedType: match.matchedType,
        reason: `${country} has no ${preference} regions, but its ${match.matchedType} climate is close to it (${GROUP_TRAIT[KOPPEN_MAIN_GROUP[preference]]}).`,
      };
    case "conflict":
      return match;
  }
}

/**
 * The wizard does not ask how much climate matters, so it is derived: 3 of 5 (a middle priority) by
 * default, 4 when the user wants to live by the beach, a choice usually made for the weather. It never
 * depends on the seven factor ratings, so raising one of them cannot move the climate weight.
 */
export function deriveClimateImportance(location: LocationPreference): number {
  return location === "beachside" ? 4 : 3;
}
