/**
 * GET /metrics (issue 17.10): Prometheus text for the operator or a scraper holding METRICS_TOKEN, never for
 * a stranger; requests counted by route pattern (no ids or tokens in labels), report jobs by state, job and
 * PDF timings after a real purchase, on both databases.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "@server/app";
import { POSTGRES_POOL_SIZE, poolStats } from "@server/db/database";
import { METRICS_MESSAGES } from "@server/metrics/metrics.routes";
import { OPERATOR_ENV, operatorHeaders } from "../support/operator";
import { buildTestApp, portugalRequest } from "../support/test-app";
import { testDatabases, type TestDatabase } from "../support/test-databases";

const METRICS_TOKEN = "metrics-token-for-the-scraper-0123456789";

/** One sample's value from Prometheus text, or undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(testDatabases())("metrics on $name", ({ open }) => {
  let database: TestDatabase;
  let app: App;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database, { env: { ...OPERATOR_ENV, METRICS_TOKEN } });
    await app.services.startWorkers(1);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const scrape = () => app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${METRICS_TOKEN}` } });

  it("answers a stranger 401 and a wrong token 401, without a single metric", async () => {
    for (const headers of [{}, { authorization: "Bearer wrong-token-wrong-token-wrong" }, { authorization: METRICS_TOKEN }]) {
      const answer = await app.inject({ method: "GET", url: "/metrics", headers });
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ error: METRICS_MESSAGES.unauthorized });
      expect(answer.body).not.toContain("http_requests_total");
    }
  });

  it("answers the scraper's bearer token and a signed-in operator in Prometheus' text format", async () => {
    const byToken = await scrape();
    expect(byToken.statusCode).toBe(200);
    expect(byToken.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(byToken.body).toContain("# TYPE http_requests_total counter");
    const { cookie } = await operatorHeaders(app);
    const bySession = await app.inject({ method: "GET", url: "/metrics", headers: { cookie } });
    expect(bySession.statusCode).toBe(200);
    expect(bySession.body).toContain("# TYPE report_jobs gauge");
  });

  it("counts requests by route pattern, never by the address with its id", async () => {
    const created = await app.inject({ method: "POST", url: "/api/assessments", payload: portugalRequest });
    const { id } = created.json<{ id: number }>();
    for (let i = 0; i < 3; i += 1) await app.inject({ method: "GET", url: `/api/assessments/${id}` });
    const text = (await scrape()).body;
    expect(sample(text, 'http_requests_total{method="GET",route="/api/assessments/:id",status_code="200"}')).toBeGreaterThanOrEqual(3);
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/assessments/:id"}');
    expect(text).not.toContain(String(id));
  });

  it("shows a purchase: a job completed, its queue wait and duration, a PDF render, report jobs by state", async () => {
    const before = await scrape();
    const completedBefore = sample(before.body, 'report_job_duration_seconds_count{outcome="completed"}') ?? 0;
    const { id } = (await app.inject({ method: "POST", url: "/api/assessments", payload: portugalRequest })).json<{ id: number }>();
    const intent = (await app.inject({ method: "POST", url: "/api/payments/create-intent", payload: { assessmentId: id } })).json();
    await app.inject({
      method: "POST",
      url: "/api/payments/demo/pay",
      payload: { clientSecret: intent.clientSecret, cardNumber: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123" },
    });
    await app.inject({ method: "POST", url: `/api/payments/confirm/${intent.paymentIntentId}`, headers: { "content-type": "application/json" } });

    await expect
      .poll(async () => sample((await scrape()).body, 'report_job_duration_seconds_count{outcome="completed"}') ?? 0, { timeout: 20_000 })
      .toBe(completedBefore + 1);
    const text = (await scrape()).body;
    expect(sample(text, "report_job_queue_wait_seconds_count")).toBeGreaterThanOrEqual(1);
    expect(sample(text, "report_pdf_render_seconds_count")).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'report_jobs{state="completed"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'report_jobs{state="failed"}')).toBe(0);
  });

  it("shows the PostgreSQL pool's connections (none on SQLite, which has no pool)", async () => {
    const text = (await scrape()).body;
    if (database.kind === "postgres") {
      expect(sample(text, 'db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'db_pool_connections{state="waiting"}')).toBeGreaterThanOrEqual(0);
    } else {
      expect(text).not.toContain("db_pool_connections");
    }
  });
});

/**
 * The pool's waiting clients are the ones an operator is paged for (issue 27.7): an idle instance reads 0, never
 * the scrape's own query, and a scrape with every connection taken still answers with the pool's state. No
 * workers run here, so nothing but the test and the scrape uses the pool.
 */
describe.each(testDatabases().filter((factory) => factory.name === "postgres"))("the database pool's metrics on $name", ({ open }) => {
  let database: TestDatabase;
  let app: App;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database, { env: { METRICS_TOKEN } });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const scrape = async () => (await app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).body;

  it("reads no client waiting on an idle instance, scrape after scrape", async () => {
    for (let i = 0; i < 5; i += 1) {
      const text = await scrape();
      expect(sample(text, 'db_pool_connections{state="waiting"}')).toBe(0);
      expect(sample(text, 'db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'db_pool_connections{state="idle"}')).toBe(sample(text, 'db_pool_connections{state="total"}'));
    }
  });

  it("counts a query waiting for a connection while every one is held, and answers without a connection of its own", async () => {
    const { db } = database;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const holders = Array.from({ length: POSTGRES_POOL_SIZE }, () =>
      db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        await released;
      }),
    );
    try {
      await expect.poll(() => poolStats(db)).toEqual({ total: POSTGRES_POOL_SIZE, idle: 0, waiting: 0 });
      // One more query than the pool has connections: it waits (and gives up after the pool's connect limit).
      const waiter = sql`select 1`.execute(db).then(
        () => "answered",
        () => "gave up",
      );
      await expect.poll(() => poolStats(db)?.waiting).toBe(1);

      const answer = await app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(answer.statusCode).toBe(200);
      expect(sample(answer.body, 'db_pool_connections{state="waiting"}')).toBe(1);
      expect(sample(answer.body, 'db_pool_connections{state="total"}')).toBe(POSTGRES_POOL_SIZE);
      expect(sample(answer.body, 'db_pool_connections{state="idle"}')).toBe(0);
      release();
      await waiter;
    } finally {
      release();
      await Promise.all(holders);
    }
    expect(sample(await scrape(), 'db_pool_connections{state="waiting"}')).toBe(0);
  });
});

describe.each(testDatabases())("metrics without any operator access on $name", ({ open }) => {
  it("says metrics are not configured (503) when neither METRICS_TOKEN nor ADMIN_PASSWORD is set", async () => {
    const database = await open();
    const app = await buildTestApp(database);
    try {
      const answer = await app.inject({ method: "GET", url: "/metrics", headers: { authorization: "Bearer anything-at-all-anything-at-all" } });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ error: METRICS_MESSAGES.notConfigured });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
