/**
 * Issue 19.5: every city's budget has utilities, groceries and transport, as the city's sourced figure or a
 * labelled country estimate; the estimate is US one-person spending priced at the country's price level.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COUNTRY_SLUGS } from "./data/dataset.schema";
import { buildCatalog } from "./catalog";
import { rawDestinationData } from "./data/index";
import { ESTIMATE_MODEL, ESTIMATED_ITEMS, estimateMonthlyCost, estimateSources, type EstimateModel } from "./cost-estimates";

const withLevel = (level: number, item: "food" | "transportServices" | "overall"): EstimateModel => ({
  ...ESTIMATE_MODEL,
  levels: {
    ...ESTIMATE_MODEL.levels,
    countries: { ...ESTIMATE_MODEL.levels.countries, japan: { ...ESTIMATE_MODEL.levels.countries.japan, [item]: level } },
  },
});

describe("country cost estimates", () => {
  it("price US one-person spending at the country's price level relative to the US", () => {
    const us = ESTIMATE_MODEL.levels.unitedStates;
    // A country priced exactly like the US gets the US monthly figure.
    const sameAsUs = estimateMonthlyCost("groceries", "japan", "Japan", withLevel(us.food, "food"));
    expect(sameAsUs?.usd).toBe(Math.round(ESTIMATE_MODEL.basket.items.groceries.annualUsd / 12));
    // Twice the US price level, twice the figure (to the dollar).
    const double = estimateMonthlyCost("transport", "japan", "Japan", withLevel(us.transportServices * 2, "transportServices"));
    expect(double?.usd).toBe(Math.round((ESTIMATE_MODEL.basket.items.transport.annualUsd / 12) * 2));
  });

  it("never fall when the country's price level rises", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ESTIMATED_ITEMS), fc.double({ min: 10, max: 400, noNaN: true }), fc.double({ min: 0, max: 200, noNaN: true }), (item, level, rise) => {
        const heading = item === "groceries" ? "food" : item === "transport" ? "transportServices" : "overall";
        const low = estimateMonthlyCost(item, "japan", "Japan", withLevel(level, heading))?.usd ?? NaN;
        const high = estimateMonthlyCost(item, "japan", "Japan", withLevel(level + rise, heading))?.usd ?? NaN;
        expect(high).toBeGreaterThanOrEqual(low);
      }),
    );
  });

  it("say they are a country estimate, with the US figure, the price level and both sources", () => {
    const estimate = estimateMonthlyCost("groceries", "japan", "Japan");
    expect(estimate?.basis).toMatch(/^Country estimate, not a city figure: a one-person US household spends about \$\d+ a month on food at home \(BLS, 2024\); food and non-alcoholic beverages prices in Japan were \d+% of US prices in 2021 \(World Bank ICP\)\.$/);
    expect(estimate?.sources.map((source) => source.publisher)).toEqual(["US Bureau of Labor Statistics", "World Bank"]);
    expect(estimateSources().map((source) => source.publisher).sort()).toEqual(["US Bureau of Labor Statistics", "US Bureau of Labor Statistics", "World Bank"]);
  });

  it("exist for every one of the 38 countries", () => {
    for (const slug of COUNTRY_SLUGS) for (const item of ESTIMATED_ITEMS) expect(estimateMonthlyCost(item, slug, slug)?.usd, `${slug} ${item}`).toBeGreaterThan(0);
  });

  it("give every city utilities, groceries and transport, and never replace a city's own figure", () => {
    const catalog = buildCatalog(rawDestinationData);
    for (const destination of catalog.destinations) {
      for (const city of destination.cities) {
        for (const item of ESTIMATED_ITEMS) {
          const cost = city.costs[item];
          const written = rawDestinationData.places[destination.slug].cities.find((c) => c.name === city.name)?.costs[item];
          if (written?.value !== null) expect(cost.estimate, `${city.name} ${item} has a figure`).toBeUndefined();
          else expect(cost.estimate?.usd, `${city.name} ${item}`).toBeGreaterThan(0);
        }
      }
    }
  });
});
