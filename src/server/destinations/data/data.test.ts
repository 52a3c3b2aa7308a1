import { describe, expect, it } from "vitest";
import { buildCatalog } from "../catalog";
import { usdPerUnit } from "../exchange-rates";
import { citationLabel, type Citation } from "@server/facts/citation";
import { COST_ITEMS, COUNTRY_SLUGS } from "./dataset.schema";
import { rawDestinationData, validateDestinationData, type DestinationData } from "./index";

const data = rawDestinationData as DestinationData;
const HTTPS = /^https:\/\/[^\s]+$/;
const AS_OF = /^\d{4}(-\d{2}(-\d{2})?)?$/;

function expectSourced(source: Citation | undefined, where: string): void {
  expect(source && citationLabel(source), `${where}: source label`).toMatch(/\S{3,}/);
  expect(source?.url, `${where}: source URL`).toMatch(HTTPS);
  expect(source?.asOf, `${where}: as-of date`).toMatch(AS_OF);
}

describe("destination data", () => {
  it("passes the start-up validation", () => {
    expect(() => validateDestinationData(data)).not.toThrow();
  });

  it("covers the 38 countries of the spec, Portugal with its five cities and Singapore with one", () => {
    expect(Object.keys(data.places).sort()).toEqual([...COUNTRY_SLUGS].sort());
    expect(data.places.portugal.cities.map((c) => c.name)).toEqual(["Lisbon", "Porto", "Faro", "Braga", "Coimbra"]);
    expect(data.places.singapore.cities.map((c) => c.name)).toEqual(["Singapore"]);
    for (const slug of COUNTRY_SLUGS) {
      if (slug === "singapore") continue;
      expect(data.places[slug].cities.length, slug).toBeGreaterThanOrEqual(4);
      expect(data.places[slug].cities.length, slug).toBeLessThanOrEqual(5);
    }
  });

  it("gives every indicator value a source URL and an as-of date, and every missing value a note", () => {
    for (const [name, dataset] of Object.entries(data.indicators)) {
      for (const slug of COUNTRY_SLUGS) {
        const entry = dataset.values[slug];
        expect(entry, `${name}.${slug}`).toBeDefined();
        expectSourced(entry.source ?? dataset.source, `${name}.${slug}`);
        if (entry.value === null) expect(entry.note?.trim(), `${name}.${slug}: null without a note`).toBeTruthy();
      }
    }
  });

  it("gives every city cost a source URL and an as-of date, and every missing cost a note", () => {
    for (const slug of COUNTRY_SLUGS) {
      const places = data.places[slug];
      expectSourced(places.climate.source, `${slug} climate`);
      for (const city of places.cities) {
        for (const item of COST_ITEMS) {
          const cost = city.costs[item];
          const where = `${slug}/${city.name}.${item}`;
          expectSourced(cost.source ?? city.costsSource, where);
          if (cost.value === null) expect(cost.note?.trim(), `${where}: null without a note`).toBeTruthy();
        }
      }
    }
  });

  it("has a sourced rate, dated 2025 or later, for every currency a city cost uses", () => {
    const used = new Set(Object.values(data.places).flatMap((places) => places.cities.flatMap((city) => Object.values(city.costs).map((cost) => cost.currency))));
    for (const currency of used) {
      if (currency === "USD") continue;
      const rate = data.exchangeRates[currency];
      expect(rate, `no exchange rate for ${currency}`).toBeDefined();
      if (rate) {
        expectSourced(rate.source, `exchange rate ${currency}`);
        expect(rate.source.asOf >= "2025", `exchange rate ${currency} is from ${rate.source.asOf}`).toBe(true);
      }
    }
  });

  it("converts every cost to USD with its currency's sourced rate, or says it could not", () => {
    for (const destination of buildCatalog(data).destinations) {
      for (const city of destination.cities) {
        for (const [item, cost] of Object.entries(city.costs)) {
          if (cost.published !== null && cost.usd === null) {
            expect(cost.note, `${city.name}.${item}`).toContain("exchange rate, so not converted");
          }
        }
      }
    }
    const lisbonRent = data.places.portugal.cities[0]?.costs.rentCentre;
    if (lisbonRent?.value != null && lisbonRent.currency === "EUR") {
      const lisbon = buildCatalog(data).findByName("Portugal")?.cities[0]?.costs.rentCentre;
      expect(lisbon?.usd).toBe(Math.round(lisbonRent.value * (usdPerUnit(data.exchangeRates, "EUR") ?? NaN)));
    }
  });
});

describe("weekly figures", () => {
  it("converts a rent published per week to a month of 52/12 weeks, and says so", () => {
    const weekly: DestinationData = structuredClone(data);
    const source = { publisher: "Test fixture page", title: "Test fixture page", url: "https://fixture.example/page", asOf: "2026-01" };
    weekly.exchangeRates.NZD = { published: 2, quote: "units per USD", what: "fixture", source };
    const city = weekly.places["new-zealand"].cities[0];
    if (!city) throw new Error("no New Zealand city");
    city.costs.rentCentre = { value: 600, currency: "NZD", period: "week", source };
    const rent = buildCatalog(weekly).findByName("New Zealand")?.cities[0]?.costs.rentCentre;
    expect(rent?.usd).toBe(Math.round((600 * 52) / 12 / 2));
    expect(rent?.published).toBe("600 NZD a week");
    expect(rent?.note).toContain("Published weekly; a month counted as 52/12 weeks.");
  });
});

describe("factor scores", () => {
  const catalog = buildCatalog(data);

  it("are 0-100 or null (never invented) for every factor of every country", () => {
    for (const destination of catalog.destinations) {
      for (const factor of Object.values(destination.factors)) {
        if (factor.score !== null) {
          expect(factor.score, `${destination.name} ${factor.key}`).toBeGreaterThanOrEqual(0);
          expect(factor.score, `${destination.name} ${factor.key}`).toBeLessThanOrEqual(100);
        }
        expect(factor.evidence.length, `${destination.name} ${factor.key}`).toBeGreaterThan(0);
      }
    }
  });

  it("use fixed anchors: changing one country's figures never moves another country's scores", () => {
    const changed: DestinationData = structuredClone(data);
    for (const dataset of Object.values(changed.indicators)) {
      const entry = dataset.values.portugal as { value: number | boolean | null };
      if (typeof entry.value === "number") entry.value = entry.value * 3 + 1;
      if (typeof entry.value === "boolean") entry.value = !entry.value;
    }
    const after = buildCatalog(changed);
    for (const destination of catalog.destinations) {
      const other = after.findByName(destination.name);
      if (destination.slug === "portugal") {
        expect(other?.factors).not.toEqual(destination.factors);
      } else {
        expect(other?.factors, destination.name).toEqual(destination.factors);
      }
    }
  });

  it("local acceptance: the 2019 edition first; the named 2016-17 fallback only where 2019 has no value, said in the finding", () => {
    const withBoth: DestinationData = structuredClone(data);
    withBoth.indicators.migrantAcceptance.values.portugal = { value: 6.0 };
    withBoth.indicators.migrantAcceptance2016.values.portugal = { value: 8.0 };
    const primary = buildCatalog(withBoth).findByName("Portugal")?.factors.local_acceptance;
    expect(primary?.score).toBe(61.5);
    expect(primary?.finding).toEqual({ kind: "index", index: "migrantAcceptance", value: 6, score: 61.5, standsInFor: null });

    withBoth.indicators.migrantAcceptance.values.portugal = { value: null, note: "No 2019 value in this test." };
    const fallback = buildCatalog(withBoth).findByName("Portugal")?.factors.local_acceptance;
    expect(fallback?.score).toBe(92.3);
    expect(fallback?.finding).toEqual({ kind: "index", index: "migrantAcceptance2016", value: 8, score: 92.3, standsInFor: "migrantAcceptance" });
    expect(fallback?.evidence.map((item) => item.value)).toEqual(["no figure", "8"]);

    withBoth.indicators.migrantAcceptance2016.values.portugal = { value: null, note: "None in this test either." };
    const neither = buildCatalog(withBoth).findByName("Portugal")?.factors.local_acceptance;
    expect(neither?.score).toBeNull();
    expect(neither?.finding).toEqual({ kind: "no_figure", indices: ["migrantAcceptance", "migrantAcceptance2016"] });
  });
});
