/**
 * The worker diagnosis (GET /api/health/detailed, gated) and the public health check through the real
 * app on both databases (issue 8): every check passes on a fresh app with its workers started; a stuck
 * job, a failed job, a long-waiting job or mismatched Stripe keys each make it a 503 naming the check;
 * the public check answers fixed words, never a raw database error. Each test has its own database.
 */
import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { App } from "@server/app";
import { claimJobById } from "@server/jobs/report-jobs.repository";
import { insertTestAssessment, insertTestOrder } from "../support/orders";
import { OPERATOR_ENV, operatorHeaders, siteOrigin } from "../support/operator";
import { buildTestApp } from "../support/test-app";
import { testDatabases, type TestDatabase } from "../support/test-databases";

const CHECKS = ["database", "queue", "stuck_jobs", "failed_jobs_24h", "payment_configuration", "email_transport", "pdf_render", "disk"];

describe.each(testDatabases())("worker diagnosis on $name", ({ open }) => {
  let database: TestDatabase;
  const apps: App[] = [];
  const app = async (env: Record<string, string> = {}) => {
    const built = await buildTestApp(database, { env: { ...OPERATOR_ENV, ...env } });
    apps.push(built);
    return built;
  };
  const diagnose = async (subject: App) =>
    subject.inject({ method: "GET", url: "/api/health/detailed", headers: await operatorHeaders(subject) });

  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    for (const built of apps.splice(0)) await built.close();
    await database?.close();
  });

  async function jobFor(subject: App): Promise<string> {
    const order = await insertTestOrder(database.db, await insertTestAssessment(database.db));
    const id = `job_${randomBytes(16).toString("hex")}`;
    await database.db.transaction().execute((trx) => subject.services.queue.enqueue(trx, { id, orderId: order.id, assessmentId: Number(order.assessment_id) }, new Date()));
    return id;
  }

  it("answers 401 without an operator session", async () => {
    const subject = await app();
    const answer = await subject.inject({ method: "GET", url: "/api/health/detailed", headers: { origin: siteOrigin(subject) } });
    expect(answer.statusCode).toBe(401);
  });

  it("passes every check on a fresh app with its workers started", { timeout: 40_000 }, async () => {
    const subject = await app();
    await subject.services.startWorkers(1);
    const answer = await diagnose(subject);
    const body = answer.json();
    expect(answer.statusCode, JSON.stringify(body, null, 2)).toBe(200);
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(body).toMatchObject({ status: "healthy", message: "All systems operational" });
    expect(Object.keys(body.checks).sort()).toEqual([...CHECKS].sort());
    for (const name of CHECKS) expect(body.checks[name].status, name).toBe("pass");
    expect(body.checks.database.details.engine).toBe(database.kind === "sqlite" ? "SQLite" : "PostgreSQL");
    expect(body.checks.queue.details).toMatchObject({ engine: database.kind === "sqlite" ? "sqlite" : "pg-boss", pending: 0, processing: 0 });
    expect(body.checks.payment_configuration.details).toMatchObject({ provider: "demo", keySource: "none" });
    expect(body.checks.email_transport.details).toEqual({ transport: "outbox" });
    expect(body.checks.pdf_render.details.pages).toBeGreaterThanOrEqual(1);
    expect(body.checks.disk.details.freeBytes).toBeGreaterThan(100 * 1024 * 1024);
    // The probe row is gone again.
    expect(await database.db.selectFrom("health_probe").selectAll().execute()).toEqual([]);
  });

  it("answers 503 naming a job stuck past its lease and a job that failed, with their ids", { timeout: 40_000 }, async () => {
    const subject = await app();
    const stuckId = await jobFor(subject);
    await claimJobById(database.db, stuckId, new Date(Date.now() - 5 * 60_000), subject.services.jobSettings.leaseMs);
    const failedId = await jobFor(subject);
    await database.db
      .updateTable("report_jobs")
      .set({ status: "failed", attempts: 5, error_message: "PDF render failed: boom", updated_at: new Date().toISOString() })
      .where("id", "=", failedId)
      .execute();

    const answer = await diagnose(subject);
    expect(answer.statusCode).toBe(503);
    const body = answer.json();
    expect(body).toMatchObject({ status: "unhealthy", message: "Failing: stuck_jobs, failed_jobs_24h" });
    expect(body.checks.stuck_jobs).toMatchObject({ status: "fail", details: { count: 1, jobs: [{ id: stuckId, attempts: 1 }] } });
    expect(body.checks.stuck_jobs.message).toMatch(/lease ran out/);
    expect(body.checks.failed_jobs_24h).toMatchObject({ status: "fail", details: { count: 1, ids: [failedId], lastErrors: ["PDF render failed: boom"] } });
    expect(body.checks.database.status).toBe("pass");
  });

  it("fails the queue check when a due job has waited over ten minutes (no worker takes jobs)", { timeout: 40_000 }, async () => {
    const subject = await app();
    const waitingId = await jobFor(subject);
    await database.db.updateTable("report_jobs").set({ run_after: new Date(Date.now() - 11 * 60_000).toISOString() }).where("id", "=", waitingId).execute();
    const body = (await diagnose(subject)).json();
    expect(body.status).toBe("unhealthy");
    expect(body.checks.queue).toMatchObject({ status: "fail", details: { pending: 1, oldestDueJobId: waitingId } });
    expect(body.checks.queue.message).toMatch(/no worker is taking jobs/);
  });

  it("fails the payment check on a key mode mismatch without revealing either key", { timeout: 40_000 }, async () => {
    const secret = "sk_test_MismatchSecret0123456789";
    const publishable = "pk_live_MismatchPublishable0123456789";
    const subject = await app({ STRIPE_SECRET_KEY: secret, STRIPE_PUBLISHABLE_KEY: publishable });
    const answer = await diagnose(subject);
    expect(answer.statusCode).toBe(503);
    const check = answer.json().checks.payment_configuration;
    expect(check).toMatchObject({
      status: "fail",
      details: { keySource: "environment", secretKey: { present: true, mode: "test" }, publishableKey: { present: true, mode: "live" } },
    });
    expect(check.message).toMatch(/mismatch/);
    for (const key of [secret, publishable, "MismatchSecret", "MismatchPublishable"]) expect(answer.body).not.toContain(key);
  });

  it("keeps the public health check to fixed words: a failed database write is never told in the driver's words", async () => {
    const subject = await app();
    const healthy = await subject.inject({ method: "GET", url: "/api/health" });
    expect(healthy.statusCode).toBe(200);
    expect(healthy.json().checks.database).toEqual({ status: "pass", message: "The database answered a write" });

    await sql`drop table health_probe`.execute(database.db);
    const broken = await subject.inject({ method: "GET", url: "/api/health" });
    expect(broken.statusCode).toBe(503);
    expect(broken.json()).toEqual({
      status: "unhealthy",
      message: "Failing: database",
      timestamp: expect.any(String),
      checks: {
        database: { status: "fail", message: "The database did not answer a write" },
        destinations: { status: "pass", message: "38 destinations loaded and validated" },
        disk: { status: "pass", message: "Enough free disk space for new reports" },
      },
    });
    expect(broken.body).not.toMatch(/health_probe|no such table|does not exist|relation/i);
    // The operator's diagnosis names it as a failure too (in safe words) and still answers every check.
    const detailed = (await diagnose(subject)).json();
    expect(detailed.checks.database.status).toBe("fail");
    expect(Object.keys(detailed.checks)).toHaveLength(CHECKS.length);
  });
});
