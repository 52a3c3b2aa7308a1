import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CLIMATE_PREFERENCES, FACTORS, LOCATION_PREFERENCES } from "@shared/constants";
import { buildCatalog } from "@server/destinations/catalog";
import { loadDestinationData } from "@server/destinations/data/index";
import type { ClimateType } from "@server/destinations/data/dataset.schema";
import { destination, request } from "../../../tests/support/destinations";
import { rankDestinations, topAlternatives } from "./rank-destinations";
import { overallScore, scoreAssessment } from "./score-assessment";

const uniform = (name: string, score: number, climateTypes: ClimateType[] = ["mediterranean"]) =>
  destination({ name, climateTypes, scores: Object.fromEntries(FACTORS.map((f) => [f.key, score])) });

describe("rankDestinations", () => {
  it("orders destinations by the score the same answers give each of them", () => {
    const ranking = rankDestinations(request({ preferred_country: "Middle" }), [uniform("Low", 40), uniform("High", 90), uniform("Middle", 65)]);
    expect(ranking.map((entry) => entry.country)).toEqual(["High", "Middle", "Low"]);
    expect(ranking[0]?.overall_score).toBeGreaterThan(ranking[1]?.overall_score ?? 100);
  });

  it("gives each destination exactly the score an assessment of it would get", () => {
    const places = [uniform("Alpha", 55), uniform("Beta", 80)];
    const answers = request({ preferred_country: "Alpha", safety_importance: 5 });
    for (const entry of rankDestinations(answers, places)) {
      const place = places.find((p) => p.name === entry.country);
      const direct = place && scoreAssessment({ ...answers, preferred_country: entry.country, preferred_city: null }, place);
      expect(direct?.kind === "scored" && direct.overall_score).toBe(entry.overall_score);
    }
  });

  it("leaves out destinations whose climate conflicts with the chosen climate", () => {
    const ranking = rankDestinations(request({ climate_preference: "tropical", preferred_country: "Warm" }), [
      uniform("Warm", 60, ["tropical"]),
      uniform("Cold", 95, ["northern"]),
    ]);
    expect(ranking.map((entry) => entry.country)).toEqual(["Warm"]);
  });

  it("never ranks a destination with no route open to the person above one with a route (issue 28.2)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ score: fc.integer({ min: 20, max: 95 }), fit: fc.constantFrom("meets", "unknown", "below") as fc.Arbitrary<"meets" | "unknown" | "below"> }), { minLength: 2, maxLength: 8 }),
        (places) => {
          const named = places.map((place, index) => ({ ...place, name: `Place ${index}` }));
          const fits = new Map(named.map((place) => [place.name, place.fit]));
          const ranking = rankDestinations(request({ preferred_country: "Place 0" }), named.map((place) => uniform(place.name, place.score)), (_answers, destination) => fits.get(destination.name) ?? "unknown");
          const firstClosed = ranking.findIndex((entry) => !entry.routeOpen);
          if (firstClosed >= 0) expect(ranking.slice(firstClosed).every((entry) => !entry.routeOpen)).toBe(true);
          for (const entry of ranking) expect(entry.routeOpen).toBe(fits.get(entry.country) !== "below");
        },
      ),
    );
  });

  it("breaks ties by name, so the order is stable", () => {
    const ranking = rankDestinations(request(), [uniform("Zeta", 70), uniform("Alpha", 70)]);
    expect(ranking.map((entry) => entry.country)).toEqual(["Alpha", "Zeta"]);
  });

  it("is sorted, holds no conflicts and never holds a destination twice, whatever the answers", () => {
    const places = [
      uniform("One", 30, ["tropical"]),
      uniform("Two", 50, ["northern"]),
      uniform("Three", 70, ["mediterranean", "temperate"]),
      uniform("Four", 90, ["dry"]),
    ];
    fc.assert(
      fc.property(fc.constantFrom(...CLIMATE_PREFERENCES), fc.integer({ min: 0, max: 5 }), (climate, rating) => {
        const answers = request({ climate_preference: climate, safety_importance: rating, preferred_country: "One" });
        const ranking = rankDestinations(answers, places);
        for (let i = 1; i < ranking.length; i += 1) {
          expect(ranking[i - 1]!.overall_score).toBeGreaterThanOrEqual(ranking[i]!.overall_score);
        }
        expect(new Set(ranking.map((entry) => entry.country)).size).toBe(ranking.length);
        for (const entry of ranking) {
          const place = places.find((p) => p.name === entry.country)!;
          expect(scoreAssessment({ ...answers, preferred_country: place.name }, place).kind).toBe("scored");
        }
      }),
    );
  });
});

describe("topAlternatives", () => {
  it("takes the best three other than the assessed country", () => {
    const ranking = rankDestinations(request({ preferred_country: "B" }), [
      uniform("A", 90), uniform("B", 85), uniform("C", 80), uniform("D", 75), uniform("E", 70),
    ]);
    expect(topAlternatives(ranking, "b").map((entry) => entry.country)).toEqual(["A", "C", "D"]);
  });
});

describe("overallScore", () => {
  it("always equals the full engine's score, for any answers and every real destination", () => {
    const { destinations } = buildCatalog(loadDestinationData());
    const rating = fc.integer({ min: 0, max: 5 });
    fc.assert(
      fc.property(
        fc.constantFrom(...CLIMATE_PREFERENCES),
        fc.constantFrom(...LOCATION_PREFERENCES),
        fc.array(rating, { minLength: 7, maxLength: 7 }),
        fc.constantFrom(...destinations),
        (climate, location, ratings, place) => {
          const answers = request({
            climate_preference: climate,
            location_preference: location,
            preferred_country: place.name,
            ...Object.fromEntries(FACTORS.map((factor, index) => [factor.field, ratings[index]])),
          });
          for (const fit of ["meets", "unknown", "below"] as const) {
            const full = scoreAssessment(answers, place, fit);
            expect(overallScore(answers, place, fit)).toBe(full.kind === "scored" ? full.overall_score : null);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
