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
import { cityNamed, type CityProfile, type Destination } from "@server/destinations/catalog";

export { CLIMATE_ADJACENCY, KOPPEN_MAIN_GROUP };

/** What the two climates of a group share, said to the user when one stands in for the other. */
const GROUP_TRAIT: Record<(typeof KOPPEN_MAIN_GROUP)[ClimatePreference], string> = {
  A: "both hot all year",
  B: "both arid",
  C: "both have mild winters",
  D: "both have cold winters",
};

/** A city whose own climate is not the one asked for scores nothing for climate, though its country has it elsewhere. */
export const CLIMATE_FIT_SCORE = { exact: 100, adjacent: 70, cityDiffers: 0 } as const;

export type ClimateFit =
  | { kind: "exact"; score: number; reason: string }
  | { kind: "adjacent"; score: number; reason: string; matchedType: ClimatePreference }
  | { kind: "city-differs"; score: number; reason: string }
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

/** How a city's own climate is named: "Mexico City's climate is temperate (Köppen Cwb, subtropical highland climate)". */
function cityClimateWords(city: CityProfile & { climate: NonNullable<CityProfile["climate"]> }): string {
  const { type, koppen, described } = city.climate;
  return `${city.name}'s climate is ${type} (Köppen ${koppen}${described ? `, ${described}` : ""})`;
}

/**
 * Climate fit for the place the person chose: the city's own Köppen class where the data has one for the city
 * they named, the country's climate types otherwise. A country that cannot give the climate at all is still a
 * conflict (the wizard and the API ask to choose again); a named city whose own climate is not the one asked
 * for, in a country that has it elsewhere, scores nothing for climate and says where the country has it.
 */
export function assessPlaceClimate(preference: ClimatePreference, destination: Destination, cityName: string | null): ClimateFit {
  const country = assessClimate(preference, destination.name, destination.climateTypes);
  const city = cityNamed(destination, cityName);
  if (country.kind === "conflict" || !city?.climate) return country;
  const own = cityClimateWords({ ...city, climate: city.climate });
  const match = matchClimate(preference, [city.climate.type]);
  switch (match.kind) {
    case "exact":
      return { kind: "exact", score: CLIMATE_FIT_SCORE.exact, reason: `${own}, as you prefer.` };
    case "adjacent":
      return {
        kind: "adjacent",
        score: CLIMATE_FIT_SCORE.adjacent,
        matchedType: match.matchedType,
        reason: `${own}: not ${preference}, but close to it (${GROUP_TRAIT[KOPPEN_MAIN_GROUP[preference]]}).`,
      };
    case "conflict": {
      const fitting = destination.cities.filter((other) => other.climate && matchClimate(preference, [other.climate.type]).kind !== "conflict");
      const where = fitting.length > 0 ? ` (for example ${fitting.map((other) => other.name).join(" and ")})` : " in the country";
      return {
        kind: "city-differs",
        score: CLIMATE_FIT_SCORE.cityDiffers,
        reason: `${own}, not the ${preference} climate you prefer. ${destination.name} has ${
          country.kind === "adjacent" ? country.matchedType : preference
        } climates elsewhere${where}, so your score counts the city you chose.`,
      };
    }
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
