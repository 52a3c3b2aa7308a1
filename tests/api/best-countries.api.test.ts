import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Assessment } from "@shared/contracts/assessments";
import type { BestCountriesResponse, BestCountry } from "@shared/contracts/destinations";
import type { App } from "@server/app";
import { BEST_COUNTRIES } from "@server/content/best-countries";
import { REFERENCE_PROFILE } from "@server/content/reference-profile";
import { isResearched } from "@server/knowledge/knowledge.schema";
import { knowledgeBase, knowledgeWith, TEST_SOURCE } from "../support/knowledge";
import { buildTestApp } from "../support/test-app";
import { testDatabases, type TestDatabase } from "../support/test-databases";

async function scoreOfReferenceAssessment(app: App, list: BestCountriesResponse, country: BestCountry): Promise<number> {
  const payload = { ...list.referenceProfile.answers, preferred_country: country.name, climate_preference: country.referenceClimate };
  const created = await app.inject({ method: "POST", url: "/api/assessments", payload });
  expect(created.statusCode, country.name).toBe(201);
  return (await app.inject(`/api/assessments/${created.json<{ id: number }>().id}`)).json<Assessment>().overall_score;
}

/** Germany with every route's income floor at half the reference budget: met by anyone who tells a salary of that budget. */
const germanyRoutes = knowledgeBase.residenceRoutes.germany;
if (!isResearched(germanyRoutes)) throw new Error("Germany's routes are researched");
const germanyWithAMetRoute = knowledgeWith("residenceRoutes", {
  ...germanyRoutes,
  routes: germanyRoutes.routes.map(({ savingsInstead: _alternative, thresholdForAge: _bands, ...route }) => ({
    ...route,
    threshold: { kind: "income", amount: REFERENCE_PROFILE.monthly_budget / 2, currency: "USD", period: "month", basis: "A test floor.", source: TEST_SOURCE },
  })),
});

describe.each(testDatabases())("best countries on $name: scored by the assessment API's own scoring", ({ open }) => {
  let database: TestDatabase;
  let app: App;
  let list: BestCountriesResponse;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    list = (await app.inject("/api/best-countries")).json<BestCountriesResponse>();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("serves the one reference profile with the six editorial countries", () => {
    expect(list.referenceProfile.answers).toEqual(REFERENCE_PROFILE);
    expect(list.referenceProfile.summary).toMatch(/^Scores are for one reference profile: /);
    expect(list.countries.map((country) => country.name).sort()).toEqual(BEST_COUNTRIES.map((country) => country.name).sort());
  });

  it("shows for every country the overall_score an assessment of the reference profile for that country gets", async () => {
    for (const country of list.countries) {
      expect(country.overallScore, country.name).toBe(await scoreOfReferenceAssessment(app, list, country));
    }
  });

  it("uses the same residence-route fit as the assessment: the reference profile tells no income, so a low floor moves neither", async () => {
    const metApp = await buildTestApp(database, { overrides: { knowledge: germanyWithAMetRoute } });
    try {
      const metList = (await metApp.inject("/api/best-countries")).json<BestCountriesResponse>();
      const germany = metList.countries.find((country) => country.name === "Germany");
      if (!germany) throw new Error("Germany is not listed");
      expect(germany.overallScore).toBe(list.countries.find((country) => country.name === "Germany")?.overallScore);
      expect(germany.overallScore).toBe(await scoreOfReferenceAssessment(metApp, metList, germany));
      // A person who tells an income that meets the floor gets the points the list's profile cannot.
      const payload = { ...metList.referenceProfile.answers, preferred_country: "Germany", climate_preference: germany.referenceClimate, monthly_income: REFERENCE_PROFILE.monthly_budget, income_kind: "salary" };
      const created = await metApp.inject({ method: "POST", url: "/api/assessments", payload });
      const told = (await metApp.inject(`/api/assessments/${created.json<{ id: number }>().id}`)).json<Assessment>();
      expect(told.overall_score).toBeGreaterThan(germany.overallScore);
    } finally {
      await metApp.close();
    }
  });

  it("ranks the countries by that score, highest first, and numbers the ranks in that order", () => {
    const scores = list.countries.map((country) => country.overallScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(list.countries.map((country) => country.rank)).toEqual(list.countries.map((_, index) => index + 1));
  });
});
