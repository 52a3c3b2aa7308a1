import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FACTORS } from "@shared/constants";
import type { AlternativesResponse, Assessment } from "@shared/contracts/assessments";
import type { EligibilityResponse } from "@shared/contracts/eligibility";
import type { App } from "@server/app";
import { knowledgeWithout, NOT_RESEARCHED_NOTE } from "../support/knowledge";
import { buildTestApp, portugalRequest } from "../support/test-app";
import { testDatabases, type TestDatabase } from "../support/test-databases";

const SPEC_FIELDS = [
  "id", "overall_score", "match_level", "user_age", "user_job", "monthly_budget", "preferred_country",
  "preferred_city", "location_preference", "climate_preference", "immigration_policies_importance",
  "healthcare_importance", "safety_importance", "internet_importance", "emigration_process_importance",
  "ease_of_immigration_importance", "local_acceptance_importance", "climate_importance",
  "budget_compatibility", "created_at", "updated_at",
];

describe.each(testDatabases())("assessment API on $name", ({ open }) => {
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

  const post = (payload: unknown) => app.inject({ method: "POST", url: "/api/assessments", payload: payload as object });

  it("creates a Portugal assessment and reads back every spec field with an explaining breakdown", async () => {
    const created = await post(portugalRequest);
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    expect(Number.isSafeInteger(id)).toBe(true);
    expect(id).toBeGreaterThanOrEqual(10 ** 14);

    const read = await app.inject({ method: "GET", url: `/api/assessments/${id}` });
    expect(read.statusCode).toBe(200);
    const assessment = read.json();
    for (const field of SPEC_FIELDS) expect(assessment, field).toHaveProperty(field);
    expect(assessment).toMatchObject({ ...portugalRequest, id, climate_importance: 3 });
    expect(assessment.overall_score).toBeGreaterThanOrEqual(0);
    expect(assessment.overall_score).toBeLessThanOrEqual(100);
    expect(["poor", "good", "very_good", "perfect"]).toContain(assessment.match_level);
    expect(new Date(assessment.created_at).toISOString()).toBe(assessment.created_at);
    expect(assessment.updated_at).toBe(assessment.created_at);
    // The seven factors, climate, and the housing budget against the sourced rent (scoring 2026.11-5).
    expect(assessment.breakdown.factors.map((line: { factor: string }) => line.factor)).toEqual([
      ...FACTORS.map((factor) => factor.key),
      "climate",
      "budget",
    ]);
    for (const line of assessment.breakdown.factors) {
      expect(line).toEqual(expect.objectContaining({ rating: expect.any(Number), reason: expect.any(String) }));
    }
  });

  it("stores a missing city as null and canonical country and city names", async () => {
    const created = await post({ ...portugalRequest, preferred_country: "portugal", preferred_city: "porto" });
    const { id } = created.json<{ id: number }>();
    const assessment = (await app.inject({ method: "GET", url: `/api/assessments/${id}` })).json();
    expect(assessment.preferred_country).toBe("Portugal");
    expect(assessment.preferred_city).toBe("Porto");

    const noCity = (await post({ ...portugalRequest, preferred_city: undefined })).json<{ id: number }>();
    const withoutCity = (await app.inject({ method: "GET", url: `/api/assessments/${noCity.id}` })).json();
    expect(withoutCity.preferred_city).toBeNull();
  });

  it("answers the climate-conflict shape for Norway with a tropical preference", async () => {
    const response = await post({ ...portugalRequest, preferred_country: "Norway", preferred_city: null, climate_preference: "tropical" });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toEqual({
      error: expect.stringContaining("Climate incompatibility"),
      requiresReselection: true,
      climateConflict: { userPreference: "tropical", country: "Norway", countryClimate: expect.any(String) },
    });
    expect(body.climateConflict.countryClimate).toContain("northern");
  });

  it("asks a tropical request for Portugal (mediterranean only) to choose again instead of scoring it", async () => {
    const response = await post({ ...portugalRequest, climate_preference: "tropical" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      requiresReselection: true,
      climateConflict: { userPreference: "tropical", country: "Portugal", countryClimate: "mediterranean" },
    });
  });

  it.each([
    [{ user_age: 17 }, "user_age must be an integer from 18 to 100"],
    [{ monthly_budget: 60000 }, "monthly_budget must be a number from 100 to 50000"],
    [{ user_job: "  " }, "user_job must not be empty"],
    [{ safety_importance: 7 }, "safety_importance must be an integer from 0 to 5"],
    [{ climate_preference: "polar" }, "climate_preference must be one of: tropical, seasonal, dry, mediterranean, temperate, northern"],
    [{ preferred_country: "Atlantis" }, "preferred_country must be one of the 38 destinations"],
    [{ preferred_city: "Madrid" }, "preferred_city must be empty or one of Portugal's cities: Lisbon, Porto, Faro, Braga, Coimbra"],
  ])("rejects %o with a 400 naming the field", async (change, message) => {
    const response = await post({ ...portugalRequest, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(message);
  });

  it("rejects malformed JSON and a non-JSON body with a clear 400/415", async () => {
    const malformed = await app.inject({
      method: "POST",
      url: "/api/assessments",
      headers: { "content-type": "application/json" },
      payload: "{ not json",
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: "Request body must be valid JSON" });

    const text = await app.inject({
      method: "POST",
      url: "/api/assessments",
      headers: { "content-type": "text/plain" },
      payload: "hello",
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ error: "Content-Type must be application/json" });
  });

  it("stores nothing for a rejected request", async () => {
    const before = await database.db.selectFrom("assessments").select(({ fn }) => fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    await post({ ...portugalRequest, user_age: 5 });
    await post({ ...portugalRequest, preferred_country: "Norway", climate_preference: "tropical", preferred_city: null });
    const after = await database.db.selectFrom("assessments").select(({ fn }) => fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  const ONE_LINE = "user_job must be one line of text: no line breaks, tabs or other control characters";
  it.each([
    ["line breaks (CR/LF)", "Nurse\r\nMidwife", ONE_LINE],
    ["a line feed", "Nurse\nMidwife", ONE_LINE],
    ["a tab", "Nurse\tMidwife", ONE_LINE],
    ["an emoji", "Software engineer 👩‍💻", "user_job contains emoji, which our report cannot print"],
    ["Arabic", "مهندس برمجيات", "user_job contains right-to-left text (such as Arabic or Hebrew), which our report cannot print in the right order"],
    ["Hebrew", "מהנדס תוכנה", "user_job contains right-to-left text (such as Arabic or Hebrew)"],
  ])("refuses an occupation with %s: a 400 naming user_job, and nothing stored", async (_kind, user_job, message) => {
    const count = async () => Number((await database.db.selectFrom("assessments").select(({ fn }) => fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
    const before = await count();
    // A client of its own, so these refusals do not count against the file's other creations.
    const response = await app.inject({ method: "POST", url: "/api/assessments", payload: { ...portugalRequest, user_job }, remoteAddress: "10.0.27.6" });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toContain(message);
    expect(await count()).toBe(before);
  });

  it.each(["123", "abc", "100000000000000", "9007199254740993", "-5"])(
    "answers 404 Assessment not found for the unknown or malformed id %s",
    async (id) => {
      const response = await app.inject({ method: "GET", url: `/api/assessments/${id}`, remoteAddress: "10.0.0.1" });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: "Assessment not found" });
    },
  );

  it("ranks the best other destinations for the same answers, leaving out climate conflicts", async () => {
    const created = await post({ ...portugalRequest, climate_preference: "tropical", preferred_country: "Thailand", preferred_city: null });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    const response = await app.inject({ method: "GET", url: `/api/assessments/${id}/alternatives` });
    expect(response.statusCode).toBe(200);
    const body = response.json<AlternativesResponse>();
    expect(body.alternatives).toHaveLength(3);
    expect(body.alternatives.map((entry) => entry.country)).not.toContain("Thailand");
    expect(body.compatibleCountries).toBeGreaterThan(3);
    expect(body.compatibleCountries).toBeLessThan(38);
    const scores = body.alternatives.map((entry) => entry.overall_score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    for (const entry of body.alternatives) {
      // Each alternative's score is the score a real assessment of that country gives the same answers.
      const direct = await post({ ...portugalRequest, climate_preference: "tropical", preferred_country: entry.country, preferred_city: null });
      expect(direct.statusCode, entry.country).toBe(201);
      const read = await app.inject({ method: "GET", url: `/api/assessments/${direct.json<{ id: number }>().id}` });
      expect(read.json<{ overall_score: number }>().overall_score, entry.country).toBe(entry.overall_score);
    }
    const norway = await post({ ...portugalRequest, climate_preference: "tropical", preferred_country: "Norway", preferred_city: null });
    expect(norway.statusCode).toBe(400);
  });

  it.each(["alternatives", "eligibility"])("answers 404 for the %s of an unknown assessment", async (path) => {
    const response = await app.inject({ method: "GET", url: `/api/assessments/100000000000001/${path}`, remoteAddress: "10.0.0.2" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: "Assessment not found" });
  });

  /** The retired teacher of issue 19: $2,800 for housing, a $4,000 pension. */
  const retiree = { ...portugalRequest, user_age: 67, user_job: "Retired teacher", monthly_budget: 2800, monthly_income: 4000, income_kind: "pension" };

  it("checks each Portuguese route against the quantity it asks for: the pension for D7, not the housing budget", async () => {
    const created = await post(retiree);
    const { id } = created.json<{ id: number }>();
    const response = await app.inject({ method: "GET", url: `/api/assessments/${id}/eligibility` });
    expect(response.statusCode).toBe(200);
    const body = response.json<EligibilityResponse>();
    expect(body).toMatchObject({ country: "Portugal", researched: true, note: null });
    const byKind = Object.fromEntries(body.verdicts.map((verdict) => [verdict.kind, verdict]));
    expect(byKind.retirement).toMatchObject({ status: "meets", forYou: true });
    expect(byKind.retirement?.summary).toContain("Your income ($4,000 a month before tax)");
    // A pension does not count for the remote-work route: not open to a retiree, and the deciding condition says why.
    expect(byKind["remote-work"]).toMatchObject({ status: "not-open", decidedBy: "income-kind", forYou: false });
    expect(body.missingAnswers).toEqual(["savings"]);
    for (const verdict of body.verdicts) {
      expect(verdict.officialPage).toMatch(/^https:\/\//);
      if (verdict.threshold) expect(verdict.source?.url).toMatch(/^https:\/\//);
    }
  });

  it("gives a remote worker below the D8 floor the shortfall of the income, in dollars", async () => {
    const created = await post({ ...portugalRequest, monthly_budget: 2500, monthly_income: 3000, income_kind: "remote-work" });
    const body = (await app.inject(`/api/assessments/${created.json<{ id: number }>().id}/eligibility`)).json<EligibilityResponse>();
    const nomad = body.verdicts.find((verdict) => verdict.kind === "remote-work");
    // Below the floor: the money decides, and a route whose known condition fails is not "for you".
    expect(nomad).toMatchObject({ status: "below", decidedBy: "money", forYou: false });
    expect(nomad?.shortfallUsd).toBeGreaterThan(0);
    expect(nomad?.summary).toContain(`$${nomad?.shortfallUsd?.toLocaleString("en-US")} a month below`);
  });

  it("keeps old clients working: without money answers the routes ask for the income, and the answers read null", async () => {
    const created = await post({ ...portugalRequest, monthly_budget: 9000 });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    const read = (await app.inject(`/api/assessments/${id}`)).json<Assessment>();
    expect(read).toMatchObject({ monthly_budget: 9000, monthly_income: null, income_kind: null, savings: null, household_adults: null, household_children: null });
    const body = (await app.inject(`/api/assessments/${id}/eligibility`)).json<EligibilityResponse>();
    const retirement = body.verdicts.find((verdict) => verdict.kind === "retirement");
    expect(retirement?.status).toBe("unknown");
    expect(retirement?.summary).toContain("Tell us your monthly income before tax");
    expect(body.missingAnswers).toEqual(["income", "savings"]);
  });

  it("stores whose income it is (a couple's together, issue 29.6) and judges each route on it", async () => {
    const couple = await post({ ...retiree, household_adults: 2, income_basis: "household" });
    expect(couple.statusCode, couple.body).toBe(201);
    const { id } = couple.json<{ id: number }>();
    expect((await app.inject(`/api/assessments/${id}`)).json<Assessment>()).toMatchObject({ income_basis: "household", household_adults: 2 });
    // A route that counts only the main applicant's own income cannot be met on a household's total: never "meets" for it.
    const verdicts = (await app.inject(`/api/assessments/${id}/eligibility`)).json<EligibilityResponse>().verdicts;
    for (const verdict of verdicts.filter((v) => v.decidedBy === "partner-income")) {
      expect(verdict.status).toBe("unknown");
      expect(verdict.summary).toContain("on their own.");
    }
    const own = await post({ ...retiree, household_adults: 2, income_basis: "own" });
    const ownVerdicts = (await app.inject(`/api/assessments/${own.json<{ id: number }>().id}/eligibility`)).json<EligibilityResponse>().verdicts;
    expect(ownVerdicts.some((v) => v.decidedBy === "partner-income")).toBe(false);
  });

  it("stores the money answers and refuses an income without its kind (or a kind without an income)", async () => {
    const created = await post({ ...retiree, savings: 150000, household_adults: 2, household_children: 0 });
    const read = (await app.inject(`/api/assessments/${created.json<{ id: number }>().id}`)).json<Assessment>();
    expect(read).toMatchObject({ monthly_income: 4000, income_kind: "pension", savings: 150000, household_adults: 2, household_children: 0 });
    const cases: [object, string][] = [
      [{ ...portugalRequest, monthly_income: 4000 }, "income_kind is required with monthly_income (one of: salary, remote-work, pension, passive)"],
      [{ ...portugalRequest, income_kind: "pension" }, "monthly_income is required with income_kind"],
      [{ ...retiree, income_kind: "lottery" }, "income_kind must be one of: salary, remote-work, pension, passive"],
      [{ ...retiree, monthly_income: -1 }, "monthly_income must be a number from 0 to 1000000"],
      [{ ...retiree, household_adults: 0 }, "household_adults must be an integer from 1 to 10"],
      [{ ...retiree, household_adults: 2, income_basis: "ours" }, "income_basis must be one of: own, household"],
      [{ ...portugalRequest, household_adults: 2, income_basis: "household" }, "monthly_income is required with income_basis"],
    ];
    for (const [payload, error] of cases) {
      const response = await post(payload);
      expect(response.statusCode, error).toBe(400);
      expect(response.json<{ error: string }>().error).toBe(error);
    }
  });

  it("scores Ease of Immigration higher when the answers likely meet a route meant for the person, and not for an unresearched country", async () => {
    const easeLine = async (target: App, payload: object) => {
      const created = await target.inject({ method: "POST", url: "/api/assessments", payload });
      const read = await target.inject({ method: "GET", url: `/api/assessments/${created.json<{ id: number }>().id}` });
      const breakdown = read.json<{ breakdown: { factors: { factor: string; destinationScore: number; reason: string }[] } }>().breakdown;
      return breakdown.factors.find((line) => line.factor === "ease_of_immigration");
    };
    const researched = await easeLine(app, retiree);
    expect(researched?.reason).toContain("10 points added");
    const other = await buildTestApp(database, { overrides: { knowledge: knowledgeWithout("portugal") } });
    try {
      const unresearched = await easeLine(other, retiree);
      expect(unresearched?.reason).not.toContain("points added");
      expect(researched?.destinationScore).toBe(Math.min(100, (unresearched?.destinationScore ?? 0) + 10));
    } finally {
      await other.close();
    }
  });

  it("says plainly when a country's routes are not researched yet", async () => {
    const other = await buildTestApp(database, { overrides: { knowledge: knowledgeWithout("spain") } });
    try {
      const created = await other.inject({ method: "POST", url: "/api/assessments", payload: { ...portugalRequest, preferred_country: "Spain", preferred_city: null } });
      const response = await other.inject({ method: "GET", url: `/api/assessments/${created.json<{ id: number }>().id}/eligibility` });
      expect(response.json()).toEqual({ country: "Spain", researched: false, note: NOT_RESEARCHED_NOTE, checked: null, verdicts: [], missingAnswers: [] });
    } finally {
      await other.close();
    }
  });

  it("rate-limits a client that keeps missing (429) without slowing other clients", async () => {
    let last = 0;
    for (let i = 0; i < 40; i += 1) {
      last = (await app.inject({ method: "GET", url: `/api/assessments/${10 ** 14 + i}`, remoteAddress: "10.9.9.9" })).statusCode;
    }
    expect(last).toBe(429);
    const other = await app.inject({ method: "GET", url: "/api/assessments/123", remoteAddress: "10.8.8.8" });
    expect(other.statusCode).toBe(404);
  });
});
