/**
 * The operator's job processor and orders table through the real app on both databases (issue 8), with
 * the app's report workers NOT started, so nothing runs a job unless a test asks: process due jobs in the
 * request, pending jobs, restore (stuck, failed, missing jobs; twice restores nothing), the orders table
 * with retry and re-send, and the audit log of every gated call. Each test has its own database.
 */
import { randomBytes } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { App } from "@server/app";
import { ORDERS_PAGE_SIZE } from "@shared/contracts/operator";
import { REPORT_MIN_PAGES } from "@shared/report-chapters";
import { claimJobById, findJobById, findJobByOrderId } from "@server/jobs/report-jobs.repository";
import { insertReportOnce } from "@server/reports/reports.repository";
import type { OrderRow } from "@server/payments/orders.repository";
import { insertTestAssessment, insertTestOrder } from "../support/orders";
import { OPERATOR_ENV, operatorHeaders, siteOrigin } from "../support/operator";
import { buildTestApp, portugalRequest } from "../support/test-app";
import { testDatabases, type TestDatabase } from "../support/test-databases";

const LONG = 90_000;

describe.each(testDatabases())("operator job tools and orders on $name", ({ open }) => {
  let database: TestDatabase;
  let app: App;
  let headers: { cookie: string; origin: string };

  beforeEach(async () => {
    database = await open();
    app = await buildTestApp(database, { env: { ...OPERATOR_ENV } });
    headers = await operatorHeaders(app);
  });
  afterEach(async () => {
    await app?.close();
    await database?.close();
  });

  const call = (method: "GET" | "POST", url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: { ...headers, ...(method === "POST" ? { "content-type": "application/json" } : {}) },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });

  /** A paid order for a real, scored assessment (so its report can really be built). */
  async function paidOrder(overrides: Partial<OrderRow> = {}): Promise<OrderRow> {
    const created = await app.inject({ method: "POST", url: "/api/assessments", payload: portugalRequest });
    return insertTestOrder(database.db, created.json<{ id: number }>().id, overrides);
  }
  async function enqueue(order: OrderRow): Promise<string> {
    const id = `job_${randomBytes(16).toString("hex")}`;
    await database.db.transaction().execute((trx) => app.services.queue.enqueue(trx, { id, orderId: order.id, assessmentId: Number(order.assessment_id) }, new Date()));
    return id;
  }
  /** A worker claimed the job ten minutes ago and died: processing, its lease long over. */
  async function makeStuck(jobId: string): Promise<void> {
    expect(await claimJobById(database.db, jobId, new Date(Date.now() - 10 * 60_000), app.services.jobSettings.leaseMs)).toBeDefined();
  }
  async function makeFailed(jobId: string): Promise<void> {
    await database.db
      .updateTable("report_jobs")
      .set({ status: "failed", attempts: 5, error_message: "PDF render failed: test", lease_until: null, updated_at: new Date().toISOString() })
      .where("id", "=", jobId)
      .execute();
  }
  async function addReport(order: OrderRow, jobId: string): Promise<void> {
    await insertReportOnce(database.db, {
      id: `rep_${randomBytes(8).toString("hex")}`,
      order_id: order.id,
      job_id: jobId,
      assessment_id: Number(order.assessment_id),
      file_name: "Emigration_Report_Portugal.pdf",
      pdf: Buffer.from("%PDF-1.7 test"),
      byte_size: 13,
      page_count: 41,
      created_at: new Date().toISOString(),
    });
  }
  const jobCount = async () => Number((await database.db.selectFrom("report_jobs").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);

  it("answers 401 on every job and order tool without an operator session", async () => {
    const origin = siteOrigin(app);
    const routes: [string, string][] = [
      ["POST", "/api/jobs/process"],
      ["GET", "/api/debug/pending-jobs"],
      ["POST", "/api/admin/restore-kv-jobs"],
      ["GET", "/api/health/detailed"],
      ["GET", "/api/admin/orders"],
      ["POST", "/api/admin/orders/ord_0123456789abcdef/retry"],
      ["POST", "/api/admin/orders/ord_0123456789abcdef/resend"],
      ["GET", "/api/admin/audit-log"],
    ];
    for (const [method, url] of routes) {
      const answer = await app.inject({ method: method as "GET", url, headers: { origin } });
      expect(answer.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("refuses bad input with 400 naming the problem, and changes nothing", async () => {
    const order = await paidOrder();
    const jobId = await enqueue(order);
    await makeFailed(jobId);
    const before = await findJobById(database.db, jobId);
    const cases: [string, string, unknown, RegExp][] = [
      ["POST", "/api/jobs/process", { all: true }, /takes no body/],
      ["POST", "/api/admin/restore-kv-jobs", { all: true }, /takes no body/],
      ["GET", "/api/admin/orders?page=0", undefined, /page must be a whole number from 1/],
      ["GET", "/api/admin/orders?page=two", undefined, /page must be a whole number from 1/],
      ["POST", "/api/admin/orders/not-an-order/retry", undefined, /orderId must be an order id/],
      ["POST", `/api/admin/orders/${order.id}/retry`, { force: true }, /takes no body/],
      ["POST", "/api/admin/orders/ord_bad!/resend", undefined, /orderId must be an order id/],
    ];
    for (const [method, url, payload, problem] of cases) {
      const answer = await call(method as "GET", url, payload);
      expect(answer.statusCode, `${method} ${url}`).toBe(400);
      expect(answer.json().error).toMatch(problem);
    }
    expect(await findJobById(database.db, jobId)).toEqual(before);
  });

  it("processes a due job in the request, through the workers' own handler, when no worker runs", { timeout: LONG }, async () => {
    const order = await paidOrder();
    const jobId = await enqueue(order);
    const processed = await call("POST", "/api/jobs/process");
    expect(processed.statusCode).toBe(200);
    expect(processed.json()).toEqual({
      success: true,
      processed: 1,
      completed: [jobId],
      failed: [],
      retrying: [],
      remainingDue: 0,
      message: "Processed 1 job: 1 completed, 0 failed, 0 to be retried.",
    });
    expect(await findJobById(database.db, jobId)).toMatchObject({ status: "completed", stage: "pdf", attempts: 1 });
    const report = await database.db.selectFrom("reports").select("page_count").where("order_id", "=", order.id).executeTakeFirstOrThrow();
    expect(report.page_count).toBeGreaterThanOrEqual(REPORT_MIN_PAGES);

    const again = await call("POST", "/api/jobs/process");
    expect(again.json()).toMatchObject({ processed: 0, completed: [], remainingDue: 0, message: "No report job was due." });
  });

  it("answers the report test with the job id when no worker runs; processing it gives the operator's browser its PDF", { timeout: LONG }, async () => {
    const started = await call("POST", "/api/test/generate-comprehensive-pdf");
    expect(started.statusCode).toBe(200);
    const body = started.json();
    expect(body).toEqual({ success: true, immediate: false, jobId: expect.stringMatching(/^job_/) });
    const browser = [started.headers["set-cookie"] ?? []].flat().map((cookie) => cookie.split(";")[0]).join("; ");
    const status = async () => (await app.inject({ method: "GET", url: `/api/jobs/${body.jobId}/status`, headers: { cookie: browser } })).json();
    expect(await status()).toMatchObject({ status: "pending", downloadToken: null });

    expect((await call("POST", "/api/jobs/process")).json().completed).toEqual([body.jobId]);
    const done = await status();
    expect(done).toMatchObject({ status: "completed", downloadToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    const download = await app.inject({ method: "GET", url: `/api/reports/download/${done.downloadToken}` });
    expect(download.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(await database.db.selectFrom("mail_messages").selectAll().execute()).toEqual([]);
  });

  it("lists pending jobs with their counts, the oldest pending and the stuck ones", async () => {
    const [first, second, third, fourth] = [await paidOrder(), await paidOrder(), await paidOrder(), await paidOrder()];
    const pendingId = await enqueue(first);
    const laterId = await enqueue(second);
    const stuckId = await enqueue(third);
    await makeStuck(stuckId);
    const failedId = await enqueue(fourth);
    await makeFailed(failedId);
    await database.db.updateTable("report_jobs").set({ created_at: new Date(Date.now() - 120_000).toISOString() }).where("id", "=", pendingId).execute();

    const answer = await call("GET", "/api/debug/pending-jobs");
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.counts).toEqual({ pending: 2, processing: 1, completed: 0, failed: 1 });
    expect(body.oldestPending).toEqual({ id: pendingId, ageSeconds: expect.any(Number), attempts: 0 });
    expect(body.oldestPending.ageSeconds).toBeGreaterThanOrEqual(119);
    expect(body.pending.map((job: { id: string }) => job.id)).toEqual([pendingId, laterId]);
    expect(body.pending[1]).toEqual({ id: laterId, status: "pending", stage: null, attempts: 0, ageSeconds: expect.any(Number) });
    expect(body.stuck).toEqual([{ id: stuckId, leaseExpiredSecondsAgo: expect.any(Number), attempts: 1 }]);
    expect(body.stuck[0].leaseExpiredSecondsAgo).toBeGreaterThanOrEqual(500);
  });

  it("restores a stuck job, a failed job and an order without a job; a second run restores nothing; the restored jobs then run", { timeout: LONG }, async () => {
    const [stuckOrder, failedOrder, reportedOrder, orphan] = [await paidOrder(), await paidOrder(), await paidOrder(), await paidOrder()];
    const stuckId = await enqueue(stuckOrder);
    await makeStuck(stuckId);
    const failedId = await enqueue(failedOrder);
    await makeFailed(failedId);
    // A failed job whose order has its report anyway is left alone.
    const reportedId = await enqueue(reportedOrder);
    await makeFailed(reportedId);
    await addReport(reportedOrder, reportedId);

    const first = await call("POST", "/api/admin/restore-kv-jobs");
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      restored: 3,
      requeuedStuckJobs: [stuckId],
      requeuedFailedJobs: [failedId],
      createdJobsForOrders: [orphan.id],
      message: "Restored 3 jobs: 1 stuck, 1 failed, 1 created for orders without one.",
    });
    const maxAttempts = app.services.jobSettings.maxAttempts;
    expect(await findJobById(database.db, stuckId)).toMatchObject({ status: "pending", attempts: 1, max_attempts: 1 + maxAttempts, lease_until: null });
    expect(await findJobById(database.db, failedId)).toMatchObject({ status: "pending", attempts: 5, max_attempts: 5 + maxAttempts });
    expect(await findJobById(database.db, reportedId)).toMatchObject({ status: "failed" });
    const created = await findJobByOrderId(database.db, orphan.id);
    expect(created).toMatchObject({ status: "pending", attempts: 0 });

    const second = await call("POST", "/api/admin/restore-kv-jobs");
    expect(second.json()).toMatchObject({ restored: 0, requeuedStuckJobs: [], requeuedFailedJobs: [], createdJobsForOrders: [] });
    expect(second.json().message).toMatch(/^Nothing to restore/);

    const processed = (await call("POST", "/api/jobs/process")).json();
    expect([...processed.completed].sort()).toEqual([stuckId, failedId, created?.id].sort());
    for (const order of [stuckOrder, failedOrder, orphan]) {
      expect(await database.db.selectFrom("reports").select("id").where("order_id", "=", order.id).execute()).toHaveLength(1);
    }
  });

  it("lists orders newest first, a page at a time, with job and report, and never an e-mail address", async () => {
    const count = ORDERS_PAGE_SIZE + 2;
    const ids: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const assessmentId = await insertTestAssessment(database.db, { preferred_country: index === 0 ? "Spain" : "Portugal", preferred_city: null });
      const paidAt = new Date(Date.UTC(2026, 0, 1, 0, 0, index)).toISOString();
      const order = await insertTestOrder(database.db, assessmentId, { paid_at: paidAt, customer_email: index === count - 1 ? "newest-buyer@example.com" : null });
      ids.push(order.id);
    }
    const newest = (await findOrder(ids[count - 1] as string)) as OrderRow;
    const jobId = await enqueue(newest);
    await addReport(newest, jobId);

    const firstPage = await call("GET", "/api/admin/orders");
    expect(firstPage.statusCode).toBe(200);
    const page1 = firstPage.json();
    expect(page1).toMatchObject({ success: true, page: 1, pageSize: ORDERS_PAGE_SIZE, total: count });
    expect(page1.orders.map((order: { id: string }) => order.id)).toEqual([...ids].reverse().slice(0, ORDERS_PAGE_SIZE));
    expect(page1.orders[0]).toEqual({
      id: newest.id,
      assessmentId: Number(newest.assessment_id),
      country: "Portugal",
      purpose: "customer",
      provider: "demo",
      amountCents: 4999,
      hasEmail: true,
      paidAt: newest.paid_at,
      ageSeconds: expect.any(Number),
      status: "paid",
      refund: null,
      job: { id: jobId, status: "pending", stage: null, attempts: 0, maxAttempts: app.services.jobSettings.maxAttempts, lastError: null },
      report: { pages: 41, bytes: 13, createdAt: expect.any(String), editions: 1 },
    });
    expect(page1.orders[1]).toMatchObject({ hasEmail: false, job: null, report: null });
    expect(firstPage.body).not.toContain("newest-buyer@example.com");

    const page2 = (await call("GET", "/api/admin/orders?page=2")).json();
    expect(page2.orders.map((order: { id: string }) => order.id)).toEqual([ids[1], ids[0]]);
    expect(page2.orders[1].country).toBe("Spain");
    expect((await call("GET", "/api/admin/orders?page=3")).json().orders).toEqual([]);
  });

  async function findOrder(id: string): Promise<OrderRow | undefined> {
    return database.db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirst();
  }

  it("retries only a failed job of an order without a report, with fresh attempts", async () => {
    const failedOrder = await paidOrder();
    const failedId = await enqueue(failedOrder);
    await makeFailed(failedId);
    const retried = await call("POST", `/api/admin/orders/${failedOrder.id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ success: true, message: "The report job is queued again with 5 fresh attempts." });
    expect(await findJobById(database.db, failedId)).toMatchObject({ status: "pending", attempts: 5, max_attempts: 10 });

    const twice = await call("POST", `/api/admin/orders/${failedOrder.id}/retry`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe("This order's report job is pending, not failed: only a failed job can be retried.");

    const reported = await paidOrder();
    const reportedId = await enqueue(reported);
    await makeFailed(reportedId);
    await addReport(reported, reportedId);
    const hasReport = await call("POST", `/api/admin/orders/${reported.id}/retry`);
    expect(hasReport.statusCode).toBe(409);
    expect(hasReport.json().error).toBe("This order already has its report: there is nothing to retry.");
    expect(await findJobById(database.db, reportedId)).toMatchObject({ status: "failed" });

    const jobless = await paidOrder();
    const noJob = await call("POST", `/api/admin/orders/${jobless.id}/retry`);
    expect(noJob.statusCode).toBe(409);
    expect(noJob.json().error).toMatch(/has no report job/);
    expect(await jobCount()).toBe(2);

    const unknown = await call("POST", "/api/admin/orders/ord_0123456789abcdef/retry");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: "Order not found" });
  });

  it("re-sends the buyer's download link for an order with a report and an e-mail, and refuses otherwise", async () => {
    const buyer = await paidOrder({ customer_email: "resend-buyer@example.com" });
    const jobId = await enqueue(buyer);
    await addReport(buyer, jobId);
    const resent = await call("POST", `/api/admin/orders/${buyer.id}/resend`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ success: true, message: "A new download link is queued for the e-mail address given with this order." });
    expect(resent.body).not.toContain("resend-buyer@example.com");
    const mail = await database.db.selectFrom("mail_messages").selectAll().execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to_address: "resend-buyer@example.com", status: "pending" });
    expect(mail[0]?.dedupe_key).toMatch(new RegExp(`^link-resent:${buyer.id}:`));
    expect(mail[0]?.text_body).toContain("/api/reports/download/");

    const noEmail = await paidOrder();
    await addReport(noEmail, await enqueue(noEmail));
    const refusedNoEmail = await call("POST", `/api/admin/orders/${noEmail.id}/resend`);
    expect(refusedNoEmail.statusCode).toBe(422);
    expect(refusedNoEmail.json().error).toBe("This order has no e-mail address, so there is nowhere to send a link.");

    const notReady = await paidOrder({ customer_email: "waiting@example.com" });
    await enqueue(notReady);
    const refusedNotReady = await call("POST", `/api/admin/orders/${notReady.id}/resend`);
    expect(refusedNotReady.statusCode).toBe(409);
    expect(refusedNotReady.json().error).toBe("This order's report is not ready yet: a link can be sent once it is.");

    expect((await call("POST", "/api/admin/orders/ord_0123456789abcdef/resend")).statusCode).toBe(404);
    expect(await database.db.selectFrom("mail_messages").selectAll().execute()).toHaveLength(1);
  });

  it("writes every gated call to the audit log with the session, and answers the latest entries", { timeout: LONG }, async () => {
    const order = await paidOrder();
    const calls: [string, string, string][] = [
      ["GET", "/api/debug/pending-jobs", "GET /api/debug/pending-jobs"],
      ["POST", "/api/admin/restore-kv-jobs", "POST /api/admin/restore-kv-jobs"],
      ["POST", "/api/jobs/process", "POST /api/jobs/process"],
      ["GET", "/api/admin/orders?page=1", "GET /api/admin/orders"],
      ["POST", `/api/admin/orders/${order.id}/retry`, "POST /api/admin/orders/:orderId/retry"],
      ["POST", "/api/test/preview-report", "POST /api/test/preview-report"],
    ];
    for (const [method, url] of calls) await call(method as "GET", url);
    const session = await database.db.selectFrom("operator_sessions").select("id").executeTakeFirstOrThrow();
    // A call's audit line is written just after it answers.
    const audited = async () => (await database.db.selectFrom("operator_audit_log").select("action").execute()).map((row) => row.action);
    await expect.poll(audited).toEqual(expect.arrayContaining(calls.map(([, , action]) => action)));

    const answer = await call("GET", "/api/admin/audit-log");
    expect(answer.statusCode).toBe(200);
    const { entries } = answer.json();
    for (const [, , action] of calls) {
      expect(entries, action).toContainEqual(expect.objectContaining({ id: expect.any(String), sessionId: session.id, action, at: expect.any(String) }));
    }
    const retry = entries.find((entry: { action: string }) => entry.action === "POST /api/admin/orders/:orderId/retry");
    expect(JSON.parse(retry.detail)).toEqual({ orderId: order.id });
    expect(entries.map((entry: { at: string }) => entry.at)).toEqual([...entries.map((entry: { at: string }) => entry.at)].sort().reverse());
    // The audit-log call itself is recorded once it has answered.
    const rows = () => database.db.selectFrom("operator_audit_log").select(["action", "session_id"]).execute();
    await expect.poll(rows).toContainEqual({ action: "GET /api/admin/audit-log", session_id: session.id });
  });
});
