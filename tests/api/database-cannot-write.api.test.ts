/**
 * When the SQLite database cannot write (issue 17.5: a full disk, a read-only file), through the real app
 * with the fake Stripe server: create-intent is refused with a clear 503 before any PaymentIntent exists
 * (no payment taken without an order), any other call that must write answers a clean 503, and a report
 * job that cannot store its PDF records the real cause ("database or disk is full"), not the ROLLBACK
 * error that followed it. The report workers are not started: the test runs the job itself.
 */
import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "@server/app";
import { DATABASE_UNAVAILABLE } from "@server/http/error-handler";
import { findJobById } from "@server/jobs/report-jobs.repository";
import { processDueJobs } from "@server/operator/job-tools";
import { CANNOT_SAVE_ORDERS } from "@server/payments/orders-writable";
import { createReportJobHandler } from "@server/reports/report-job";
import { startFakeStripe, type FakeStripe } from "../support/fake-stripe";
import { insertTestAssessment, insertTestOrder } from "../support/orders";
import { buildTestApp, portugalRequest } from "../support/test-app";
import { testDatabases, type TestDatabase } from "../support/test-databases";

const sqlite = testDatabases().find((factory) => factory.name === "sqlite");
if (!sqlite) throw new Error("the SQLite test database is always available");

describe("when the SQLite database cannot write", () => {
  let database: TestDatabase;
  let fake: FakeStripe;
  let app: App;

  beforeAll(async () => {
    database = await sqlite.open();
    fake = await startFakeStripe();
    app = await buildTestApp(database, {
      env: { STRIPE_SECRET_KEY: "sk_test_newshores_fake_0123456789", STRIPE_PUBLISHABLE_KEY: "pk_test_newshores_fake_0123456789", STRIPE_API_BASE: fake.url },
    });
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
    await database?.close();
  });

  /** Every write on the app's one SQLite connection fails (SQLITE_READONLY) while reads still work. */
  async function whileReadOnly(run: () => Promise<void>): Promise<void> {
    await sql`pragma query_only = on`.execute(database.db);
    try {
      await run();
    } finally {
      await sql`pragma query_only = off`.execute(database.db);
    }
  }
  const createIntent = (assessmentId: number) => app.inject({ method: "POST", url: "/api/payments/create-intent", payload: { assessmentId } });
  const newAssessment = () => app.inject({ method: "POST", url: "/api/assessments", payload: portugalRequest });

  it("refuses create-intent with a clear 503 and creates no PaymentIntent, then takes payments again once it can write", async () => {
    const { id } = (await newAssessment()).json<{ id: number }>();
    await whileReadOnly(async () => {
      const refused = await createIntent(id);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ error: CANNOT_SAVE_ORDERS });
      expect(fake.paymentIntents.size).toBe(0);
    });
    const taken = await createIntent(id);
    expect(taken.statusCode).toBe(200);
    expect(fake.paymentIntents.size).toBe(1);
  });

  it("answers a call that must write with a 503 and a plain message, never the database's own words", async () => {
    await whileReadOnly(async () => {
      const answer = await newAssessment();
      expect(answer.statusCode).toBe(503);
      expect(answer.headers["retry-after"]).toBe("5");
      expect(answer.json()).toEqual({ error: DATABASE_UNAVAILABLE });
      expect(answer.body).not.toMatch(/sqlite|readonly/i);
    });
  });

  it("records 'database or disk is full' as the report job's error when its PDF cannot be stored, not 'cannot rollback'", async () => {
    const { db } = database;
    const assessmentId = await insertTestAssessment(db);
    const order = await insertTestOrder(db, assessmentId);
    const jobId = `job_${randomBytes(8).toString("hex")}`;
    await app.services.queue.enqueue(db, { id: jobId, orderId: order.id, assessmentId }, new Date());
    const pages = (await sql<{ page_count: number }>`pragma page_count`.execute(db)).rows[0]?.page_count;
    // The file may not grow: the PDF (many pages of blob) cannot be stored, as on a full disk, and SQLite
    // undoes that whole transaction itself; the small updates that record the attempt still fit.
    await sql.raw(`pragma max_page_count = ${pages}`).execute(db);
    try {
      const result = await processDueJobs(app.services, createReportJobHandler(app.services));
      expect(result.retrying).toEqual([jobId]);
    } finally {
      await sql.raw("pragma max_page_count = 1073741823").execute(db);
    }
    const job = await findJobById(db, jobId);
    expect(job).toMatchObject({ status: "pending", attempts: 1, error_message: "database or disk is full" });
  }, 60_000);
});
