/**
 * Issue 18.3 over a running process: a figure defined from a base quantity (Portugal's D7 income floor, 100% of
 * the minimum wage) switches to the new edition on the day it applies from, in the score line and the eligibility
 * card at the same moment, without a restart.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Assessment } from "@shared/contracts/assessments";
import type { EligibilityResponse } from "@shared/contracts/eligibility";
import type { App } from "@server/app";
import type { Clock } from "@server/clock";
import { editionsInForce, quantityNamed } from "@server/facts/base-quantities/index";
import { buildTestApp, portugalRequest } from "../support/test-app";
import { testDatabases, type TestDatabase } from "../support/test-databases";
import { factsInForce } from "@server/in-force";

const wage = quantityNamed("portugal.minimum-wage");
const newest = wage?.editions.at(-1);
const previous = wage?.editions.at(-2);
const dayBefore = (day: string) => new Date(new Date(`${day}T12:00:00Z`).getTime() - 24 * 3600 * 1000);
const retiree = { ...portugalRequest, user_age: 67, user_job: "Retired teacher" };

/** What a retiree sees on a day: the floor in the score line and on the D7 card (in euros and in dollars). */
async function floorsShown(app: App): Promise<{ scoreLine: string; card: string }> {
  const created = await app.inject({ method: "POST", url: "/api/assessments", payload: retiree });
  expect(created.statusCode).toBe(201);
  const id = created.json<{ id: number }>().id;
  const assessment = (await app.inject(`/api/assessments/${id}`)).json<Assessment>();
  const eligibility = (await app.inject(`/api/assessments/${id}/eligibility`)).json<EligibilityResponse>();
  const scoreLine = assessment.breakdown.factors
    .map((factor) => factor.reason)
    .join(" ")
    .match(/passive income from (\$[\d,]+) a month/)?.[1];
  const card = eligibility.verdicts.find((verdict) => verdict.kind === "retirement")?.threshold;
  if (!scoreLine || !card) throw new Error("Portugal's retirement floor is missing from the score line or the card");
  return { scoreLine, card };
}

describe.each(testDatabases())("editions in force on $name", ({ open }) => {
  let database: TestDatabase;
  let app: App;
  let now = new Date();
  const clock: Clock = { now: () => now };

  beforeAll(async () => {
    if (!newest || !previous) throw new Error("Portugal's minimum wage needs two editions for this test");
    now = dayBefore(newest.appliesFrom);
    database = await open();
    app = await buildTestApp(database, { overrides: { clock } });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("switch the score line and the eligibility card together on the day the new edition applies from", async () => {
    now = dayBefore(newest!.appliesFrom);
    const before = await floorsShown(app);
    expect(before.card).toContain(`EUR ${previous!.value.toLocaleString("en-US")} a month`);
    expect(before.card).toContain(`about ${before.scoreLine})`);

    now = new Date(`${newest!.appliesFrom}T00:00:01Z`);
    const after = await floorsShown(app);
    expect(after.card).toContain(`EUR ${newest!.value.toLocaleString("en-US")} a month`);
    expect(after.card).toContain(`about ${after.scoreLine})`);
    expect(after.scoreLine).not.toBe(before.scoreLine);
  });

  it("build the day's data once per set of editions, and read today's through the services", () => {
    const { inForce } = app.services;
    const day = new Date(`${newest!.appliesFrom}T12:00:00Z`);
    const later = new Date(day.getTime() + 30 * 24 * 3600 * 1000);
    if (editionsInForce(later) === editionsInForce(day)) expect(inForce(later)).toBe(inForce(day));
    else expect(inForce(later)).not.toBe(inForce(day));
    expect(inForce(dayBefore(newest!.appliesFrom))).not.toBe(inForce(day));
    now = day;
    expect(app.services.catalog).toBe(inForce(day).catalog);
    expect(app.services.facts).toBe(factsInForce(inForce(day)));
  });
});
