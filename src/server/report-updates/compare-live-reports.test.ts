/**
 * Issue 31: reports still inside their hub period are compared with today's facts. Moving the clock across an
 * edition date and shipping a corrected figure give the right orders the right differences, once.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Clock } from "@server/clock";
import type { FactCatalogue } from "@server/facts/catalogue/fact-catalogue";
import { factsInForce, inForceByDay } from "@server/in-force";
import { rawKnowledgeBase, type KnowledgeBaseData } from "@server/knowledge/index";
import { printedFact, type ManifestFact } from "@server/reports/report-manifest";
import { insertManifestOnce } from "@server/reports/report-manifests.repository";
import { testDatabases, type TestDatabase } from "../../../tests/support/test-databases";
import { insertTestAssessment, insertTestOrder } from "../../../tests/support/orders";
import { compareLiveReports } from "./compare-live-reports";
import { changesForOrder } from "./fact-changes.repository";
import { NO_LONGER_STATED } from "./fact-changes";
import { createFactWatch } from "./fact-watch";
import pino from "pino";

const fixedClock = (iso: string): Clock => ({ now: () => new Date(iso) });
const PRINTED_ON = "2026-05-31T12:00:00Z";

/** Every fact a report of the country could print, as its manifest records them (the routes for the person given). */
function printed(catalogue: FactCatalogue, country: string, routesForYou: string[] = []): ManifestFact[] {
  return catalogue.facts.filter((fact) => fact.country === country).map((fact) => printedFact(fact, country, routesForYou));
}

describe.each(testDatabases())("comparing live reports with today's facts on $name", ({ open }) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database?.close();
  });

  const onDay = inForceByDay();
  const thatDay = factsInForce(onDay(new Date(PRINTED_ON)));

  async function orderWithReport(country: string, options: { paidAt?: string; erased?: boolean; routesForYou?: string[] } = {}) {
    const assessmentId = await insertTestAssessment(database.db, { preferred_country: country === "france" ? "France" : "Portugal", preferred_city: null });
    const order = await insertTestOrder(database.db, assessmentId, {
      paid_at: options.paidAt ?? "2026-05-31T10:00:00.000Z",
      ...(options.erased ? { erased_at: "2026-05-31T11:00:00.000Z" } : {}),
    });
    await insertManifestOnce(database.db, order.id, 1, { scoringVersion: "test", dataEditions: "test", facts: printed(thatDay, country, options.routesForYou) }, new Date(PRINTED_ON));
    return order.id;
  }

  it("gives each live order the differences of its own facts when an edition takes effect, and records them once", async () => {
    const france = await orderWithReport("france", { routesForYou: ["visitor"] });
    const portugal = await orderWithReport("portugal");
    const erased = await orderWithReport("france", { erased: true });
    const hubClosed = await orderWithReport("france", { paidAt: "2024-05-01T10:00:00.000Z" });

    const clock = fixedClock("2026-06-01T08:00:00Z");
    const first = await compareLiveReports({ db: database.db, clock, inForce: onDay });
    expect(first.ordersCompared).toBe(2);
    expect(first.changesRecorded).toBeGreaterThan(0);

    // France's visitor floor is the net SMIC: its June 2026 edition changes it, from that day, for the buyer it concerns.
    const changes = await changesForOrder(database.db, france);
    const visitor = changes.find((change) => change.factId === "residence-routes/france/visitor/threshold");
    expect(visitor).toMatchObject({ since: "2026-06-01", important: true });
    expect(visitor?.oldValue).toContain("EUR 1,443.11");
    expect(visitor?.newValue).toContain("EUR 1,477.93");
    expect(visitor?.source.url).toMatch(/^https:\/\//);
    expect((await changesForOrder(database.db, portugal)).some((change) => change.factId.includes("/france/"))).toBe(false);
    expect(await changesForOrder(database.db, erased)).toEqual([]);
    expect(await changesForOrder(database.db, hubClosed)).toEqual([]);

    const again = await compareLiveReports({ db: database.db, clock: fixedClock("2026-06-02T08:00:00Z"), inForce: onDay });
    expect(again.changesRecorded).toBe(0);
    const rows = await database.db.selectFrom("report_fact_changes").select("order_id").execute();
    expect(rows.length).toBe(first.changesRecorded);
  });

  it("records a corrected figure that ships, and a fact no longer stated, as changes of the orders that printed them", async () => {
    const portugal = await orderWithReport("portugal");
    const raw = rawKnowledgeBase;
    const emergency = raw.emergency.portugal;
    const routes = raw.residenceRoutes.portugal;
    if (!("routes" in routes) || !("numbers" in emergency)) throw new Error("Portugal's routes and emergency numbers are researched");
    const corrected: KnowledgeBaseData = {
      ...raw,
      emergency: { ...raw.emergency, portugal: { ...emergency, numbers: { ...emergency.numbers, police: "999" } } },
      // The golden visa taken out of the data (as when a route closes): its facts are no longer stated.
      residenceRoutes: {
        ...raw.residenceRoutes,
        portugal: {
          ...routes,
          routes: routes.routes.filter((route) => route.id !== "golden-visa"),
          absent: [...routes.absent, { kind: "investment", status: "not-researched", note: "Taken out for this test, as when a route closes." }],
        },
      },
    };
    const clock = fixedClock("2026-05-31T18:00:00Z");
    await compareLiveReports({ db: database.db, clock, inForce: inForceByDay(corrected) });
    const change = (await changesForOrder(database.db, portugal)).find((item) => item.factId === "emergency/portugal/numbers");
    expect(change).toMatchObject({ oldValue: "police 112, ambulance 112, fire 112, general 112", newValue: "police 999, ambulance 112, fire 112, general 112", since: "2026-05-31", important: true });
    const closed = (await changesForOrder(database.db, portugal)).find((item) => item.factId === "residence-routes/portugal/golden-visa/threshold");
    expect(closed).toMatchObject({ oldValue: "EUR 500,000", newValue: NO_LONGER_STATED, since: "2026-05-31" });
  });

  it("compares when the facts in force change, and only then", async () => {
    await orderWithReport("france", { routesForYou: ["visitor"] });
    let now = "2026-05-31T20:00:00Z";
    const watch = createFactWatch({
      db: database.db,
      clock: { now: () => new Date(now) },
      inForce: onDay,
      log: pino({ level: "silent" }),
      publicUrl: "https://newshores.example",
      appSecret: "test-app-secret-0123456789abcdefghij",
      onMailQueued: () => undefined,
    });
    expect(await watch.checkNow()).toMatchObject({ ordersCompared: 1 });
    expect(await watch.checkNow()).toBeNull();
    now = "2026-06-01T00:30:00Z";
    const afterEdition = await watch.checkNow();
    expect(afterEdition?.changesRecorded).toBeGreaterThan(0);
    expect(await watch.checkNow()).toBeNull();
  });
});
