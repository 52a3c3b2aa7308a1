import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "@server/app";
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

  it("lists the six best countries with the spec's scores and sourced ratings", async () => {
    const { countries } = (await app.inject("/api/best-countries")).json();
    expect(countries.map((c: { name: string; overallScore: number }) => [c.name, c.overallScore])).toEqual([
      ["Portugal", 94], ["Spain", 91], ["Mexico", 88], ["Costa Rica", 85], ["Germany", 83], ["Canada", 81],
    ]);
    for (const country of countries) {
      expect(["Low", "Moderate", "High"]).toContain(country.costOfLiving);
      expect(country.popularCities.length).toBeGreaterThanOrEqual(4);
      if (country.safetyRating.score !== null) expect(country.safetyRating.source.url).toMatch(/^https:\/\//);
    }
  });

  it("serves the sample report", async () => {
    const report = (await app.inject("/api/sample-report")).json();
    expect(report.profile).toMatchObject({ age: 32 });
    expect(report.sections.length).toBeGreaterThanOrEqual(3);
  });
});
