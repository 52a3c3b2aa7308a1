/**
 * Which climates satisfy a climate preference, shared by the scoring engine (server) and the wizard, which
 * warns on step 2 as soon as a country and a climate that cannot match are chosen. The API's climate
 * conflict stays the last line of defence; both read this one rule.
 *
 * A climate partly fits another only when the Köppen-Geiger classification, the source of every country's
 * climate types, puts both in the same main group, so the person still gets the defining trait they asked
 * for (mild winters, or cold winters), only a different rainfall pattern:
 *
 *   mediterranean -- temperate      both mild-winter climates (Köppen C: Cs and Cf/Cw)
 *   seasonal -- northern            both cold-winter climates (Köppen D: warm- and short-summer)
 *   tropical                        Köppen A, alone: hot all year; nothing else is "close to tropical"
 *   dry                             Köppen B, alone: arid or semi-arid; nothing else is "close to dry"
 */
import { CLIMATE_PREFERENCES, type ClimatePreference } from "./constants";

/** The Köppen-Geiger main group of each climate type the data uses. */
export const KOPPEN_MAIN_GROUP = {
  tropical: "A",
  dry: "B",
  mediterranean: "C",
  temperate: "C",
  seasonal: "D",
  northern: "D",
} as const satisfies Record<ClimatePreference, string>;

/**
 * The climate type of a Köppen-Geiger class, the way the country data was classed: A tropical, B dry, Cs
 * mediterranean, Cw and Cf temperate, D with a hot or warm summer (a, b) seasonal, D with a short summer (c, d)
 * and the polar E northern.
 */
export function climateOfKoppen(koppen: string): ClimatePreference {
  const [group, precipitation, summer] = koppen;
  switch (group) {
    case "A":
      return "tropical";
    case "B":
      return "dry";
    case "C":
      return precipitation === "s" ? "mediterranean" : "temperate";
    case "D":
      return summer === "a" || summer === "b" ? "seasonal" : "northern";
    default:
      return "northern";
  }
}

/** The other climates of a climate's Köppen main group (none for tropical and dry). */
function sameMainGroup(climate: ClimatePreference): readonly ClimatePreference[] {
  return CLIMATE_PREFERENCES.filter((other) => other !== climate && KOPPEN_MAIN_GROUP[other] === KOPPEN_MAIN_GROUP[climate]);
}

export const CLIMATE_ADJACENCY = Object.fromEntries(CLIMATE_PREFERENCES.map((climate) => [climate, sameMainGroup(climate)])) as Record<
  ClimatePreference,
  readonly ClimatePreference[]
>;

/** How a country's climates are named in the conflict message ("temperate, seasonal, northern"). */
export function describeClimates(types: readonly string[]): string {
  return types.join(", ");
}

export type ClimateMatch =
  | { kind: "exact" }
  | { kind: "adjacent"; matchedType: ClimatePreference }
  | { kind: "conflict"; countryClimate: string };

/** Whether a country with these climate types can satisfy the preference, and how. */
export function matchClimate(preference: ClimatePreference, types: readonly ClimatePreference[]): ClimateMatch {
  if (types.includes(preference)) return { kind: "exact" };
  const matchedType = types.find((type) => CLIMATE_ADJACENCY[preference].includes(type));
  if (matchedType) return { kind: "adjacent", matchedType };
  return { kind: "conflict", countryClimate: describeClimates(types) };
}

/** The climate preferences a country with these types satisfies, exactly or partly (the wizard's way out). */
export function climatesThatFit(types: readonly ClimatePreference[]): ClimatePreference[] {
  return CLIMATE_PREFERENCES.filter((preference) => matchClimate(preference, types).kind !== "conflict");
}
