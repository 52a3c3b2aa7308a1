/**
 * The operator's Data freshness call (issue 18 point 7) through the real app: 401 signed out; signed in, the data
 * audit for the day of the app's clock, every country and topic, with labels, links, dates and notes and no
 * research note; the call is written to the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "@server/app";
import { COUNTRY_SLUGS } from "@server/destinations/data/dataset.schema";
import { allCitations } from "@server/facts/all-citations";
import { auditData } from "@server/facts/data-audit";
import { allMissingFigures } from "@server/facts/missing-figures";
import { DATA_TOPICS, type DataFreshnessResponse } from "@shared/contracts/data-freshness";
import { OPERATOR_MESSAGES } from "@shared/contracts/operator";
import { OPERATOR_ENV, operatorHeaders } from "../support/operator";
import { buildTestApp } from "../support/test-app";
import { insertTestAssessment, insertTestOrder } from "../support/orders";
import { recordChanges } from "@server/report-updates/fact-changes.repository";
import { testDatabases, type TestDatabase } from "../support/test-databases";
import { SettableClock } from "../support/settable-clock";

describe.each(testDatabases())("data freshness on $name", ({ open }) => {
  let database: TestDatabase;
  let app: App;
  const clock = new SettableClock(new Date("2026-11-25T09:00:00.000Z"));

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database, { env: { ...OPERATOR_ENV }, overrides: { clock } });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const read = async () => app.inject({ method: "GET", url: "/api/admin/data-freshness", headers: await operatorHeaders(app) });

  it("lists, per fact changed since live reports printed it, how many reports printed it and how many buyers were told (issue 31)", async () => {
    expect((await read()).json<DataFreshnessResponse>().changedFacts).toEqual([]);
    const told = await insertTestOrder(database.db, await insertTestAssessment(database.db));
    const waiting = await insertTestOrder(database.db, await insertTestAssessment(database.db));
    const change = { factId: "emergency/portugal/numbers", oldValue: "police 112", newValue: "police 999", newFingerprint: "f", since: "2026-11-25", source: { name: "Test", url: "https://fixture.example/" }, important: true };
    await recordChanges(database.db, [{ orderId: told.id, change }, { orderId: waiting.id, change }], clock.now());
    await database.db.updateTable("report_fact_changes").set({ notified_at: clock.now().toISOString() }).where("order_id", "=", told.id).execute();
    expect((await read()).json<DataFreshnessResponse>().changedFacts).toEqual([
      { factId: "emergency/portugal/numbers", what: "Emergency numbers", liveReports: 2, buyersTold: 1, lastFound: clock.now().toISOString() },
    ]);
  });

  it("answers 401 without an operator session", async () => {
    const answer = await app.inject({ method: "GET", url: "/api/admin/data-freshness" });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ error: OPERATOR_MESSAGES.signInRequired });
  });

  it("answers the audit for the app's day: every country and topic, totals that add up", async () => {
    const answer = await read();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["cache-control"]).toBe("no-store");
    const body = answer.json<DataFreshnessResponse>();
    expect(body.today).toBe("2026-11-25");
    expect(body.staleAfterMonths).toBe(18);
    expect(body.countries.map((country) => country.id).sort()).toEqual([...COUNTRY_SLUGS].sort());
    for (const group of [body.shared, ...body.countries]) expect(group.topics.map((topic) => topic.topic)).toEqual([...DATA_TOPICS]);
    expect(body.totals).toEqual(auditData(clock.now()).totals);
    for (const key of ["overdue", "differing", "missing", "stale", "secondaryOnly"] as const) {
      const listed = [body.shared, ...body.countries].flatMap((group) => group.topics).reduce((sum, topic) => sum + topic[key].length, 0);
      expect(listed, key).toBe(body.totals[key]);
    }
    const critical = [body.shared, ...body.countries].flatMap((group) => group.topics).flatMap((topic) => topic.secondaryOnly.filter((item) => item.safetyCritical));
    expect(critical.length).toBe(body.totals.safetyCritical);
    expect(body.reviewRules.length).toBeGreaterThanOrEqual(5);
  });

  it("moves with the app's clock: a later day finds at least as many stale citations", async () => {
    const now = (await read()).json<DataFreshnessResponse>();
    clock.at = new Date("2030-01-01T00:00:00.000Z");
    try {
      const later = (await read()).json<DataFreshnessResponse>();
      expect(later.today).toBe("2030-01-01");
      expect(later.totals.stale).toBeGreaterThanOrEqual(now.totals.stale);
      expect(later.totals.stale).toBe(auditData(clock.now()).totals.stale);
      // Every fact's review interval is at most about a year: three years on, every citation is due again.
      expect(later.totals.overdue).toBe(later.citations);
      expect(later.totals.overdueSafetyCritical).toBeGreaterThan(0);
    } finally {
      clock.at = new Date("2026-11-25T09:00:00.000Z");
    }
  });

  it("shows only path, note, label, link and date: no research note reaches the page", async () => {
    const body = (await read()).json<DataFreshnessResponse>();
    const items = [body.shared, ...body.countries].flatMap((group) => group.topics).flatMap((topic) => [...topic.differing, ...topic.missing, ...topic.stale, ...topic.secondaryOnly]);
    const fields = new Set(items.flatMap((item) => Object.keys(item)));
    expect([...fields].sort()).toEqual(["asOf", "differs", "label", "note", "path", "reason", "safetyCritical", "second", "url"]);
    const text = JSON.stringify(body);
    const research = [...allCitations().map(({ citation }) => citation.research), ...allMissingFigures().map((figure) => figure.research)];
    const leaked = research.filter((note): note is string => typeof note === "string" && note.length >= 12 && text.includes(JSON.stringify(note).slice(1, -1)));
    expect(leaked).toEqual([]);
  });

  it("writes the call to the audit log", async () => {
    await read();
    const actions = async () => (await database.db.selectFrom("operator_audit_log").select(["action", "status_code"]).execute()).map((row) => [row.action, row.status_code]);
    await expect.poll(actions).toContainEqual(["GET /api/admin/data-freshness", 200]);
  });
});
