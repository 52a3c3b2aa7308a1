/**
 * Issue 17, defects 7 and 9: every per-client limit and the re-send cap are counted in the database, so
 * they hold across all instances sharing it. Two apps on one database stand for two instances behind a
 * load balancer: SQLite opened twice on one file, PostgreSQL one schema through two pools. Proves the
 * create limit and the miss budget hold across both, the re-send cap per order across clients (with
 * Retry-After and the time in words), that valid links and known ids never spend the miss budget nor are
 * refused by it, and that expired counters are deleted.
 */
import { randomBytes } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { App } from "@server/app";
import { CREATE_LIMIT } from "@server/assessments/assessments.routes";
import { MISS_LIMIT } from "@server/http/miss-limiter";
import { LIMIT_SWEEP_INTERVAL_MS } from "@server/limits/limit-counters";
import type { OrderRow } from "@server/payments/orders.repository";
import { issueDownloadToken } from "@server/reports/download-tokens";
import { insertReportOnce } from "@server/reports/reports.repository";
import { RESEND_LIMIT } from "@server/reports/reports.service";
import { insertTestAssessment, insertTestOrder } from "../support/orders";
import { buildTestApp, portugalRequest } from "../support/test-app";
import { testDatabases, type TestDatabase } from "../support/test-databases";
import { SettableClock } from "../support/settable-clock";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Both instances read this clock; tests move it instead of waiting. */
const unknownId = (index: number) => String(100_000_000_000_000 + index);
const unknownToken = (index: number) => `${"A".repeat(40)}${String(index).padStart(3, "0")}`;

describe.each(testDatabases())("limits shared by every instance on $name", ({ open }) => {
  let database: TestDatabase;
  let second: TestDatabase;
  let one: App;
  let two: App;
  let clock: SettableClock;

  beforeEach(async () => {
    clock = new SettableClock(new Date("2026-11-23T14:04:30.000Z"));
    database = await open();
    second = await database.connectAgain();
    one = await buildTestApp(database, { overrides: { clock } });
    two = await buildTestApp(second, { overrides: { clock } });
  });
  afterEach(async () => {
    await two?.close();
    await one?.close();
    await second?.close();
    await database?.close();
  });

  /** Instance one for even turns, two for odd ones: as a load balancer would spread them. */
  const either = (turn: number) => (turn % 2 === 0 ? one : two);
  const get = (app: App, url: string, client: string) => app.inject({ method: "GET", url, remoteAddress: client });
  const counterRows = async () => database.db.selectFrom("limit_counters").select(["key", "count", "window_ends_at"]).execute();

  /** A paid order with its report and an e-mailed download link. */
  async function paidOrderWithReport(customerEmail: string | null = "buyer@example.com") {
    const assessmentId = await insertTestAssessment(database.db);
    const order: OrderRow = await insertTestOrder(database.db, assessmentId, { customer_email: customerEmail });
    const jobId = `job_${randomBytes(16).toString("hex")}`;
    await database.db.transaction().execute((trx) => one.services.queue.enqueue(trx, { id: jobId, orderId: order.id, assessmentId }, clock.now()));
    await insertReportOnce(database.db, {
      id: `rep_${randomBytes(8).toString("hex")}`,
      order_id: order.id,
      job_id: jobId,
      assessment_id: assessmentId,
      file_name: "Emigration_Report_Portugal.pdf",
      pdf: Buffer.from("%PDF-1.7 test"),
      byte_size: 13,
      page_count: 41,
      created_at: clock.now().toISOString(),
    });
    const { token } = await issueDownloadToken(database.db, { orderId: order.id, assessmentId, channel: "email" }, clock.now());
    return { order, assessmentId, jobId, token };
  }

  it("counts new assessments per client and route on every instance: 60 split over two, the 61st refused on either", async () => {
    const create = (app: App, client: string) => app.inject({ method: "POST", url: "/api/assessments", payload: portugalRequest, remoteAddress: client });
    for (let turn = 0; turn < CREATE_LIMIT.max; turn += 1) expect((await create(either(turn), "198.51.100.7")).statusCode).toBe(201);
    for (const app of [one, two]) {
      const refused = await create(app, "198.51.100.7");
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(HOUR_MS / 1000);
    }
    expect((await create(two, "198.51.100.8")).statusCode).toBe(201);
    // Each limited route counts on its own: the same client's first re-send request is not refused.
    const resend = await one.inject({ method: "POST", url: "/api/reports/resend", payload: { assessmentId: unknownId(1) }, remoteAddress: "198.51.100.7" });
    expect(resend.statusCode).toBe(404);
  });

  it("lets exactly 60 of 80 creates fired at once over two instances through, counting each request once", async () => {
    const client = "198.51.100.9";
    const answers = await Promise.all(
      Array.from({ length: 80 }, (_, turn) => either(turn).inject({ method: "POST", url: "/api/assessments", payload: portugalRequest, remoteAddress: client })),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(CREATE_LIMIT.max);
    expect(codes.filter((code) => code === 429)).toHaveLength(80 - CREATE_LIMIT.max);
  });

  it("counts misses per client on every instance: 30 split over two, the next refused on either with Retry-After", async () => {
    const client = "198.51.100.9";
    for (let turn = 0; turn < MISS_LIMIT.maxMisses; turn += 1) {
      const url = turn % 3 === 0 ? `/api/reports/download/${unknownToken(turn)}` : `/api/assessments/${unknownId(turn)}`;
      expect((await get(either(turn), url, client)).statusCode, url).toBe(404);
    }
    for (const app of [one, two]) {
      for (const url of [`/api/assessments/${unknownId(99)}`, `/api/reports/status/${unknownId(99)}`, `/api/reports/download/${unknownToken(99)}`, "/api/jobs/job_unknown/status"]) {
        const refused = await get(app, url, client);
        expect(refused.statusCode, url).toBe(429);
        expect(Number(refused.headers["retry-after"]), url).toBeGreaterThan(0);
        expect(Number(refused.headers["retry-after"]), url).toBeLessThanOrEqual(MISS_LIMIT.windowMs / 1000);
      }
    }
    expect((await get(two, `/api/assessments/${unknownId(100)}`, "198.51.100.10")).statusCode).toBe(404);
  });

  it("never spends the miss budget on a valid link or known id, and still serves them to a client over its budget", async () => {
    const { assessmentId, jobId, token } = await paidOrderWithReport();
    const client = "198.51.100.11";
    const valid = [
      `/api/reports/download/${token}`,
      `/api/assessments/${assessmentId}`,
      `/api/assessments/${assessmentId}/eligibility`,
      `/api/reports/status/${assessmentId}`,
      `/api/jobs/${jobId}/status`,
    ];
    for (let turn = 0; turn < 10; turn += 1) for (const url of valid) expect((await get(either(turn), url, client)).statusCode, url).toBe(200);
    // The hits cost nothing: the whole budget of misses is still there.
    for (let turn = 0; turn < MISS_LIMIT.maxMisses; turn += 1) expect((await get(either(turn), `/api/assessments/${unknownId(turn)}`, client)).statusCode).toBe(404);
    expect((await get(one, `/api/assessments/${unknownId(50)}`, client)).statusCode).toBe(429);
    // Over its budget, the client is refused misses only: what exists is served, on either instance.
    for (const app of [one, two]) {
      for (const url of valid) {
        const answer = await get(app, url, client);
        expect(answer.statusCode, url).toBe(200);
      }
      expect((await get(app, `/api/reports/download/${token}`, client)).headers["content-type"]).toBe("application/pdf");
      expect((await get(app, `/api/reports/download/${unknownToken(51)}`, client)).statusCode).toBe(429);
    }
  });

  it("re-sends a link at most 3 times per order in 24 hours, whoever asks and on whichever instance, then says when the next is possible", async () => {
    const { order, assessmentId } = await paidOrderWithReport("buyer@example.com");
    const first = clock.now().getTime();
    const resend = (app: App, client: string) =>
      app.inject({ method: "POST", url: "/api/reports/resend", payload: { assessmentId }, remoteAddress: client });
    for (let turn = 0; turn < RESEND_LIMIT.max; turn += 1) {
      expect((await resend(either(turn), `203.0.113.${turn + 1}`)).statusCode).toBe(200);
      clock.at = new Date(clock.at.getTime() + MINUTE_MS);
    }
    // Hours later, from other clients and either instance, still refused until a day after the first.
    clock.at = new Date(first + 2 * HOUR_MS);
    for (const [app, client] of [[one, "203.0.113.50"], [two, "203.0.113.51"]] as const) {
      const refused = await resend(app, client);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBe((RESEND_LIMIT.windowMs - 2 * HOUR_MS) / 1000);
      expect(refused.json().error).toBe(
        "A new link has already been sent 3 times for this purchase. Please check your inbox (and spam folder); " +
          "another can be sent after November 24, 2026 at 2:05 PM UTC.",
      );
      expect(refused.json().retryAt).toBe(new Date(first + RESEND_LIMIT.windowMs).toISOString());
    }
    const mail = await database.db.selectFrom("mail_messages").select("dedupe_key").where("to_address", "=", "buyer@example.com").execute();
    expect(mail).toHaveLength(RESEND_LIMIT.max);
    expect(mail.every((row) => row.dedupe_key.startsWith(`link-resent:${order.id}:`))).toBe(true);

    clock.at = new Date(first + RESEND_LIMIT.windowMs);
    expect((await resend(two, "203.0.113.60")).statusCode).toBe(200);
  });

  it("deletes expired counters now and then, so the table does not grow with every client ever seen", async () => {
    const { assessmentId } = await paidOrderWithReport();
    await get(one, `/api/assessments/${unknownId(1)}`, "198.51.100.20");
    await two.inject({ method: "POST", url: "/api/assessments", payload: portugalRequest, remoteAddress: "198.51.100.21" });
    await one.inject({ method: "POST", url: "/api/reports/resend", payload: { assessmentId }, remoteAddress: "198.51.100.22" });
    expect((await counterRows()).length).toBeGreaterThanOrEqual(4);

    clock.at = new Date(clock.at.getTime() + RESEND_LIMIT.windowMs + LIMIT_SWEEP_INTERVAL_MS);
    await get(two, `/api/assessments/${unknownId(2)}`, "198.51.100.23");
    await get(one, `/api/assessments/${unknownId(3)}`, "198.51.100.23");
    const left = await counterRows();
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ count: 2 });
    expect(left[0]?.key).toContain("198.51.100.23");
  });
});
