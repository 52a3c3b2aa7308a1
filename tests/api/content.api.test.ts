import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "@server/app";
import type { BestCountry } from "@shared/contracts/destinations";
import { buildTestApp } from "../support/test-app";
import { testDatabases, type TestDatabase } from "../support/test-databases";

const [sqlite] = testDatabases();

describe("content endpoints", () => {
  let database: TestDatabase;
  let app: App;
  beforeAll(async () => {
    database = await sqlite!.open();
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("serves a city guide by URL-encoded country and city, case-insensitively", async () => {
    const response = await app.inject(`/api/city-guides/Mexico/${encodeURIComponent("mexico city")}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: "Mexico City", country: "Mexico" });
  });

  it("answers 404 for a city without a guide", async () => {
    const response = await app.inject("/api/city-guides/Portugal/Faro");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: "City information not available" });
  });

  it("lists the six best countries with sourced ratings (their scores: best-countries.api.test.ts)", async () => {
    const { countries } = (await app.inject("/api/best-countries")).json<{ countries: BestCountry[] }>();
    expect(countries).toHaveLength(6);
    for (const country of countries) {
      expect(["Low", "Moderate", "High"]).toContain(country.costOfLiving);
      expect(country.popularCities.length).toBeGreaterThanOrEqual(4);
      if (country.safetyRating.score !== null) expect(country.safetyRating.source?.url).toMatch(/^https:\/\//);
    }
  });

  it("gives the best-countries city chips only the cities that have a guide, and every such city its chip", async () => {
    const { countries } = (await app.inject("/api/best-countries")).json<{ countries: BestCountry[] }>();
    const chips = countries.flatMap((country) => country.cityGuides.map((city) => ({ country: country.name, city })));
    expect(chips.map((chip) => chip.city).sort()).toEqual(["Barcelona", "Lisbon", "Mexico City", "Porto"]);
    for (const chip of chips) {
      const guide = await app.inject(`/api/city-guides/${encodeURIComponent(chip.country)}/${encodeURIComponent(chip.city)}`);
      expect(guide.statusCode, `${chip.country}/${chip.city}`).toBe(200);
    }
    for (const country of countries) {
      expect(country.popularCities).toEqual(expect.arrayContaining(country.cityGuides));
      for (const city of country.popularCities.filter((name) => !country.cityGuides.includes(name))) {
        const guide = await app.inject(`/api/city-guides/${encodeURIComponent(country.name)}/${encodeURIComponent(city)}`);
        expect(guide.statusCode, `${country.name}/${city} has a guide but no chip`).toBe(404);
      }
    }
  });

  it("serves the sample report's summary (its PDF: sample-report.api.test.ts)", async () => {
    const report = (await app.inject("/api/sample-report")).json();
    expect(report.profile).toMatchObject({ age: 32 });
    expect(report.chapters.length).toBeGreaterThanOrEqual(3);
    expect(report.pdf.url).toBe("/api/sample-report.pdf");
  });
});
