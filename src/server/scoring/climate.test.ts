import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CLIMATE_PREFERENCES } from "@shared/constants";
import { climateOfKoppen } from "@shared/climate-fit";
import { KOPPEN_CLASSES } from "@server/destinations/data/dataset.schema";
import type { CityProfile } from "@server/destinations/catalog";
import { city, destination, request } from "../../../tests/support/destinations";
import { CLIMATE_FIT_SCORE, assessPlaceClimate } from "./climate";
import { scoreAssessment } from "./score-assessment";

const source = { publisher: "Test atlas", title: "Climate of the city", url: "https://example.org/climate", asOf: "2024" };
const climateOf = (koppen: string, described: string): CityProfile["climate"] => ({ type: climateOfKoppen(koppen), koppen, described, source });

/** A Mexico-like country: tropical, dry and temperate regions; its capital is a subtropical highland. */
const mexico = destination({
  name: "Mexico",
  climateTypes: ["tropical", "dry", "temperate"],
  cities: [
    city("Mexico City", 900, 600, climateOf("Cwb", "subtropical highland climate")),
    city("Cancún", 1000, 700, climateOf("Aw", "tropical savanna climate")),
    city("Oaxaca", 700, 500),
  ],
});

describe("climate per city", () => {
  it("classes every Köppen class as the country data does", () => {
    expect(climateOfKoppen("Cwb")).toBe("temperate");
    expect(climateOfKoppen("Csa")).toBe("mediterranean");
    expect(climateOfKoppen("Cfb")).toBe("temperate");
    expect(climateOfKoppen("Aw")).toBe("tropical");
    expect(climateOfKoppen("BSk")).toBe("dry");
    expect(climateOfKoppen("Dfb")).toBe("seasonal");
    expect(climateOfKoppen("Dfc")).toBe("northern");
  });

  it("scores a named city on its own class: Mexico City is not tropical, though Mexico has tropical regions", () => {
    const fit = assessPlaceClimate("tropical", mexico, "Mexico City");
    expect(fit).toMatchObject({ kind: "city-differs", score: CLIMATE_FIT_SCORE.cityDiffers });
    expect(fit.kind !== "conflict" && fit.reason).toBe(
      "Mexico City's climate is temperate (Köppen Cwb, subtropical highland climate), not the tropical climate you prefer. Mexico has tropical climates elsewhere (for example Cancún), so your score counts the city you chose.",
    );
    expect(assessPlaceClimate("temperate", mexico, "mexico city")).toMatchObject({ kind: "exact", score: CLIMATE_FIT_SCORE.exact });
    expect(assessPlaceClimate("tropical", mexico, "Cancún")).toMatchObject({ kind: "exact" });
  });

  it("uses the country's climate types for no city, a city without its own class, or a city the data does not hold", () => {
    for (const cityName of [null, "Oaxaca", "Atlantis"]) {
      const fit = assessPlaceClimate("tropical", mexico, cityName);
      expect(fit.kind).toBe("exact");
      expect(fit.kind === "exact" && fit.reason).toContain("Mexico has tropical regions");
    }
  });

  it("the score and its words use the city's class: the breakdown's climate line says Köppen Cwb", () => {
    const scored = scoreAssessment(request({ preferred_country: "Mexico", preferred_city: "Mexico City", climate_preference: "tropical" }), mexico);
    if (scored.kind !== "scored") throw new Error("expected a score");
    const line = scored.breakdown.factors.find((factor) => factor.factor === "climate");
    expect(line?.destinationScore).toBe(0);
    expect(line?.reason).toContain("Köppen Cwb");
  });

  it("property: with a city class, the fit is exact exactly when the city's type is the preference, and a country conflict stays a conflict", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CLIMATE_PREFERENCES),
        fc.uniqueArray(fc.constantFrom(...CLIMATE_PREFERENCES), { minLength: 1 }),
        fc.constantFrom(...KOPPEN_CLASSES),
        (preference, countryTypes, koppen) => {
          const place = destination({ climateTypes: countryTypes, cities: [city("Town", 800, 500, climateOf(koppen, "a climate"))] });
          const countryFit = assessPlaceClimate(preference, place, null);
          const fit = assessPlaceClimate(preference, place, "Town");
          if (countryFit.kind === "conflict") return fit.kind === "conflict";
          return (fit.kind === "exact") === (climateOfKoppen(koppen) === preference) && fit.kind !== "conflict";
        },
      ),
    );
  });
});
