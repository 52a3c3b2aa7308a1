/**
 * Issue 29: a household, not a person. Families of four (Netherlands, Canada, Portugal) and couples (Costa Rica,
 * Portugal, Mexico): the budget compares the home the household needs, totals are for the household, fees are multiplied, the
 * schools chapter is there when children move, and the plan has the family's steps; read from the rendered PDF as a
 * reader sees it (pdftotext), and the stored assessment's budget on both databases.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "@server/app";
import { renderReportPdf } from "@server/report-pdf/render-report";
import { REPORT_CHAPTERS } from "@shared/report-chapters";
import type { SchoolsSummary } from "@shared/contracts/schools";
import type { EligibilityResponse } from "@shared/contracts/eligibility";
import { reportFor } from "../support/report-documents";
import { buildTestApp, portugalRequest } from "../support/test-app";
import { testDatabases, type TestDatabase } from "../support/test-databases";

type Household = { who: string; answers: Record<string, unknown>; bedrooms: 1 | 3; children: boolean };

const HOUSEHOLDS: Household[] = [
  { who: "a family of four to Amsterdam", answers: { preferred_country: "Netherlands", preferred_city: "Amsterdam", climate_preference: "temperate", monthly_budget: 3200, monthly_income: 9500, income_kind: "salary", household_adults: 2, household_children: 2 }, bedrooms: 3, children: true },
  { who: "a family of four to Toronto", answers: { preferred_country: "Canada", preferred_city: "Toronto", climate_preference: "seasonal", monthly_budget: 3500, monthly_income: 10000, income_kind: "salary", household_adults: 2, household_children: 2 }, bedrooms: 3, children: true },
  { who: "a family of four to Lisbon", answers: { preferred_country: "Portugal", preferred_city: "Lisbon", climate_preference: "mediterranean", monthly_budget: 2500, monthly_income: 6000, income_kind: "remote-work", household_adults: 2, household_children: 2 }, bedrooms: 3, children: true },
  // No source gives a Costa Rican rent from the last 24 months: the budget is measured against a labelled estimate.
  { who: "a retired couple to Costa Rica", answers: { user_age: 66, user_job: "Retired", preferred_country: "Costa Rica", preferred_city: null, climate_preference: "tropical", monthly_budget: 1400, monthly_income: 4200, income_kind: "pension", household_adults: 2, household_children: 0 }, bedrooms: 1, children: false },
  { who: "a retired couple to Porto", answers: { user_age: 67, user_job: "Retired", preferred_country: "Portugal", preferred_city: "Porto", climate_preference: "mediterranean", monthly_budget: 1500, monthly_income: 4500, income_kind: "pension", household_adults: 2, household_children: 0 }, bedrooms: 1, children: false },
  { who: "a couple to Mexico City", answers: { preferred_country: "Mexico", preferred_city: "Mexico City", climate_preference: "temperate", monthly_budget: 1800, monthly_income: 7000, income_kind: "remote-work", household_adults: 2, household_children: 0 }, bedrooms: 1, children: false },
];

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "households-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The report's text as a reader sees it, one space between words. */
async function pdfText(answers: Record<string, unknown>, name: string): Promise<string> {
  const { document } = reportFor(answers as never);
  const file = path.join(dir, `${name}.pdf`);
  fs.writeFileSync(file, (await renderReportPdf(document)).pdf);
  return execFileSync("pdftotext", ["-raw", file, "-"], { encoding: "utf8" }).replace(/-\n/g, "-").replace(/\s+/g, " ");
}

describe("the report for the household that moves, as read from the PDF", () => {
  it.each(HOUSEHOLDS)("$who: the home, the household's totals, the fees, schools and the family's steps", async (household) => {
    const text = await pdfText(household.answers, household.who.replace(/\W+/g, "-"));
    const size = household.children ? "2 adults and 2 children" : "2 adults";
    expect(text).toContain(`${household.bedrooms}-bedroom apartment (the size for ${size}`);
    expect(text).toContain(`A monthly budget for ${size}`);
    expect(text).toContain("Total for the household");
    expect(text).toContain("for each of the 2 adults");
    // Health cover by its own rule per person: each adult's premium in the total, or why it is left out.
    expect(text).toMatch(/Health cover, 2 adults at \$[\d,]+ each|Health cover is left out of the total: /);
    expect(text, "each route says who may join").toContain("Who may join you");
    // The visa fee is multiplied for everyone who moves, where the planned route's fee is sourced.
    expect(text).toMatch(new RegExp(`times the ${household.children ? 4 : 2} of you who move|Visa and residence fees No sourced figure`));
    expect(text.includes(REPORT_CHAPTERS.schools), "the schools chapter only when children move").toBe(household.children);
    expect(text.includes("Enrol the children in school"), "the children's steps only when children move").toBe(household.children);
    if (household.children) expect(text).toMatch(/The school year starts (January|February|March|April|May|June|July|August|September|October|November|December)/);
  }, 60_000);

  it("gives a couple moving where no source gives a current rent a labelled estimate, never 'no sourced rent'", async () => {
    const couple = HOUSEHOLDS.find((household) => household.who.includes("Costa Rica")) as Household;
    const text = await pdfText(couple.answers, "costa-rica-rent");
    expect(text).not.toContain("No sourced rent exists");
    expect(text).toMatch(/1-bedroom apartment \(the size for 2 adults[^)]*\) in [A-Z][^,]+, the cheapest of Costa Rica's cities by our estimates/);
    expect(text).toContain("estimated from Numbeo's 2025 rent index");
    expect(text).toMatch(/Rent, 1-bedroom, city centre \$[\d,]+ \((country )?estimate\)/);
  }, 60_000);

  it("keeps a single adult's report free of household words", async () => {
    const text = await pdfText({ preferred_city: "Lisbon" }, "single");
    expect(text).toContain("1-bedroom apartment in Lisbon");
    expect(text).toContain("A monthly budget for one person");
    expect(text).not.toContain(REPORT_CHAPTERS.schools);
    expect(text).not.toContain("Total for the household");
  }, 60_000);
});

describe.each(testDatabases())("the household's budget, stored on $name", ({ open }) => {
  let database: TestDatabase;
  let app: App;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it.each(HOUSEHOLDS)("$who: the budget verdict is for the home the household needs", async (household) => {
    const created = await app.inject({ method: "POST", url: "/api/assessments", payload: { ...portugalRequest, ...household.answers } });
    expect(created.statusCode, created.body).toBe(201);
    const stored = (await app.inject(`/api/assessments/${created.json<{ id: number }>().id}`)).json<{ budget_compatibility: string | null }>();
    expect(stored.budget_compatibility).toContain(`against a ${household.bedrooms}-bedroom apartment (the size for ${household.children ? "2 adults and 2 children" : "2 adults"}`);
  });

  it("judges each route for the whole family: a route that takes a partner only is shut for a family, open to a couple", async () => {
    const retirees = { ...portugalRequest, user_age: 68, user_job: "Retired", preferred_country: "New Zealand", preferred_city: "Auckland", climate_preference: "temperate", monthly_income: 12000, income_kind: "pension", savings: 2_000_000 };
    const verdictFor = async (household: object) => {
      const created = await app.inject({ method: "POST", url: "/api/assessments", payload: { ...retirees, ...household } });
      expect(created.statusCode, created.body).toBe(201);
      const body = (await app.inject(`/api/assessments/${created.json<{ id: number }>().id}/eligibility`)).json<EligibilityResponse>();
      return body.verdicts.find((verdict) => verdict.route === "Temporary Retirement Visitor Visa");
    };
    const family = await verdictFor({ household_adults: 2, household_children: 1 });
    expect(family).toMatchObject({ status: "not-open", decidedBy: "family", forYou: false });
    expect(family?.summary).toContain("your child cannot come on it");
    const couple = await verdictFor({ household_adults: 2, household_children: 0 });
    expect(couple?.decidedBy).not.toBe("family");
  });

  it("summarises schooling for the results page when children move, and answers 404 for an unknown assessment", async () => {
    const family = HOUSEHOLDS[0] as Household;
    const created = await app.inject({ method: "POST", url: "/api/assessments", payload: { ...portugalRequest, ...family.answers } });
    const summary = (await app.inject(`/api/assessments/${created.json<{ id: number }>().id}/schools`)).json<SchoolsSummary>();
    expect(summary).toMatchObject({ country: "Netherlands", children: 2, researched: true });
    expect(summary.facts.map((fact) => fact.label)).toEqual(["State schools", "Compulsory school ages", "The school year starts"]);
    expect(summary.facts.every((fact) => fact.source.url.startsWith("https://"))).toBe(true);
    expect((await app.inject("/api/assessments/123456789012345/schools")).statusCode).toBe(404);
  });
});
