/**
 * Issue 31 across instances, on both databases: a web instance with no report workers and a separate worker
 * instance on the same database. The report is made by the worker; both instances check the facts at once when an
 * edition takes effect, and the changes and the buyer's e-mail are recorded once; the edition asked for on the web
 * instance is made by the worker.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "@server/app";
import type { BuyerHub, HubReport } from "@shared/contracts/hub";
import { buildTestApp } from "../support/test-app";
import { buyAsFranceRetiree } from "../support/france-retiree";
import { testDatabases, type TestDatabase } from "../support/test-databases";
import { SettableClock } from "../support/settable-clock";


describe.each(testDatabases())("the living report with two instances and a separate worker on $name", ({ open }) => {
  let database: TestDatabase;
  let again: TestDatabase;
  let web: App;
  let worker: App;
  const clock = new SettableClock(new Date("2026-05-31T09:00:00Z"));

  beforeAll(async () => {
    database = await open();
    web = await buildTestApp(database, { overrides: { clock } });
    await web.services.startWorkers(0);
    again = await database.connectAgain();
    worker = await buildTestApp(again, { overrides: { clock } });
    await worker.services.startWorkers(1);
  });
  afterAll(async () => {
    await worker?.close();
    await again?.close();
    await web?.close();
    await database?.close();
  });

  it("records each change and tells the buyer once, and the worker makes the edition asked for on the web instance", { timeout: 90_000 }, async () => {
    const { cookie } = await buyAsFranceRetiree(web, "instances@example.com");
    const hub = async () => (await web.inject({ method: "GET", url: "/api/hub", headers: { cookie } })).json<BuyerHub>().reports[0] as HubReport;
    await expect.poll(async () => (await hub()).report.ready, { timeout: 30_000 }).toBe(true);

    clock.at = new Date("2026-06-01T09:00:00Z");
    const [fromWeb, fromWorker] = await Promise.all([web.services.factWatch.checkNow({ force: true }), worker.services.factWatch.checkNow({ force: true })]);
    const changes = await database.db.selectFrom("report_fact_changes").select(["fact_id", "notified_at"]).execute();
    expect(changes.length).toBeGreaterThan(0);
    expect(new Set(changes.map((change) => change.fact_id)).size).toBe(changes.length);
    expect((fromWeb?.changesRecorded ?? 0) + (fromWorker?.changesRecorded ?? 0)).toBe(changes.length);
    expect(changes.every((change) => change.notified_at !== null)).toBe(true);
    const mails = await database.db.selectFrom("mail_messages").select("to_address").where("dedupe_key", "like", "report-changes:%").execute();
    expect(mails.map((mail) => mail.to_address)).toEqual(["instances@example.com"]);

    const asked = await web.inject({ method: "POST", url: `/api/hub/orders/${(await hub()).orderId}/editions`, headers: { cookie } });
    expect(asked.statusCode).toBe(202);
    await expect.poll(async () => (await hub()).editions.map((edition) => edition.status), { timeout: 60_000 }).toEqual(["ready", "ready"]);
    expect((await hub()).changes).toEqual([]);
  });
});
