/**
 * The purchase path with the demo provider (the laptop default), through the real app on both
 * databases: create a payment, pay with a card, confirm, get the report, download it, and the e-mail.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "@server/app";
import { buildTestApp, portugalRequest } from "../support/test-app";
import { findManifest } from "@server/reports/report-manifests.repository";
import { testDatabases, type TestDatabase } from "../support/test-databases";

const VISA = "4242 4242 4242 4242";
const DECLINED = "4000 0000 0000 0002";

describe.each(testDatabases())("purchase with the demo provider on $name", ({ open }) => {
  let database: TestDatabase;
  let app: App;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    await app.services.startWorkers(1);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  async function newAssessment(): Promise<number> {
    const created = await app.inject({ method: "POST", url: "/api/assessments", payload: portugalRequest });
    return created.json<{ id: number }>().id;
  }
  const createIntent = (payload: object) => app.inject({ method: "POST", url: "/api/payments/create-intent", payload });
  const pay = (clientSecret: string, cardNumber = VISA) =>
    app.inject({ method: "POST", url: "/api/payments/demo/pay", payload: { clientSecret, cardNumber, expiry: "12 / 34", cvc: "123" } });
  const confirm = (id: string) =>
    app.inject({ method: "POST", url: `/api/payments/confirm/${id}`, headers: { "content-type": "application/json" } });
  const cookieHeader = (setCookie: string | string[] | undefined) =>
    [setCookie ?? []].flat().map((cookie) => cookie.split(";")[0]).join("; ");

  it("answers the demo provider's config", async () => {
    const config = await app.inject({ method: "GET", url: "/api/payments/config" });
    expect(config.json()).toEqual({ provider: "demo", stripeMode: "test", configured: true });
  });

  it("refuses an unknown assessment (404) and a bad e-mail (400), creating nothing", async () => {
    const unknown = await createIntent({ assessmentId: 123456789012345 });
    expect(unknown.statusCode).toBe(404);
    const id = await newAssessment();
    const badEmail = await createIntent({ assessmentId: id, customerEmail: "not-an-address" });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error).toBe("customerEmail must be a valid e-mail address");
    const rows = await database.db.selectFrom("demo_payments").selectAll().where("assessment_id", "=", id).execute();
    expect(rows).toHaveLength(0);
  });

  it("takes a payment through to a downloadable PDF, a paid status for the buyer only, and one e-mail", async () => {
    const id = await newAssessment();
    const intent = await createIntent({ assessmentId: id, customerEmail: "buyer@example.com" });
    expect(intent.statusCode).toBe(200);
    const created = intent.json();
    expect(created).toMatchObject({ provider: "demo", stripeMode: "test", publishableKey: null, amount: 4999, currency: "usd" });

    const declined = await pay(created.clientSecret, DECLINED);
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error).toBe("Your card was declined.");
    const notPaid = await confirm(created.paymentIntentId);
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json().error).toBe("Payment was not completed successfully. Status: requires_payment_method");

    const paid = await pay(created.clientSecret);
    expect(paid.json()).toEqual({ status: "succeeded", paymentIntentId: created.paymentIntentId });
    const confirmed = await confirm(created.paymentIntentId);
    expect(confirmed.statusCode).toBe(200);
    const body = confirmed.json();
    expect(body.success).toBe(true);
    const setCookie = confirmed.headers["set-cookie"];
    expect(String(setCookie)).toContain("HttpOnly");
    expect(String(setCookie)).toContain("Path=/api/reports");
    const cookie = cookieHeader(setCookie);
    // Usually the report is ready within confirm's wait; on a loaded machine the answer is the job to poll.
    if (!body.immediate) {
      expect(body.jobId).toEqual(expect.any(String));
      await expect
        .poll(async () => (await app.inject({ method: "GET", url: `/api/jobs/${body.jobId}/status`, headers: { cookie } })).json().status, { timeout: 20_000 })
        .toBe("completed");
    }

    const asBuyer = await app.inject({ method: "GET", url: `/api/reports/status/${id}`, headers: { cookie } });
    const token = asBuyer.json().downloadToken as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    if (body.immediate) expect(token).toBe(body.downloadToken);
    expect(asBuyer.json()).toMatchObject({ exists: true, isPaid: true, isExpired: false });
    const asStranger = await app.inject({ method: "GET", url: `/api/reports/status/${id}` });
    expect(asStranger.json()).toMatchObject({ exists: true, isPaid: true, downloadToken: null, isExpired: false });

    const download = await app.inject({ method: "GET", url: `/api/reports/download/${token}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["content-disposition"]).toBe('attachment; filename="Emigration_Report_Portugal.pdf"');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    // What the report printed is kept with the order (issue 31): its facts by id, value and source, once.
    const order = await database.db.selectFrom("orders").select("id").where("assessment_id", "=", id).executeTakeFirstOrThrow();
    const manifests = await database.db.selectFrom("report_manifests").selectAll().where("order_id", "=", order.id).execute();
    expect(manifests.map((row) => row.edition)).toEqual([1]);
    const printed = (await findManifest(database.db, order.id, 1))?.facts ?? [];
    expect(printed.find((fact) => fact.id === "emergency/portugal/numbers")).toMatchObject({ value: expect.stringMatching(/^police 112/), important: true });
    expect(printed.some((fact) => /^residence-routes\/portugal\/[a-z0-9-]+\/threshold$/.test(fact.id))).toBe(true);
    expect(manifests[0]?.scoring_version).toMatch(/^\d{4}\.\d{2}-\d+$/);

    const again = await createIntent({ assessmentId: id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ reportExists: true, error: "You have already purchased this report. Check your email for download instructions." });

    // The background sender (started with the workers) sends it; a pass here only hurries it along.
    const mail = () => database.db.selectFrom("mail_messages").selectAll().where("to_address", "=", "buyer@example.com").execute();
    await expect
      .poll(async () => {
        await app.services.mailSender.sendDueNow();
        return (await mail()).map((row) => row.status);
      }, { timeout: 20_000 })
      .toEqual(["sent"]);
    const outbox = path.join(app.services.config.dataDir, "outbox");
    const files = fs.readdirSync(outbox).filter((file) => file.endsWith(".eml"));
    expect(files).toHaveLength(1);
    const eml = fs.readFileSync(path.join(outbox, files[0] as string), "utf8");
    expect(eml).toContain("buyer@example.com");
    expect(eml).toContain("/api/reports/download/");
  });

  it("confirms the same payment many times, concurrently, into one order, job, report and e-mail", async () => {
    const id = await newAssessment();
    const created = (await createIntent({ assessmentId: id, customerEmail: "twice@example.com" })).json();
    await pay(created.clientSecret);
    const answers = await Promise.all(Array.from({ length: 20 }, () => confirm(created.paymentIntentId)));
    for (const answer of answers) expect(answer.json().success).toBe(true);
    const orders = await database.db.selectFrom("orders").select("id").where("assessment_id", "=", id).execute();
    expect(orders).toHaveLength(1);
    const orderId = orders[0]?.id as string;
    expect(await database.db.selectFrom("report_jobs").select("id").where("order_id", "=", orderId).execute()).toHaveLength(1);
    const reports = () => database.db.selectFrom("reports").select("id").where("order_id", "=", orderId).execute();
    await expect.poll(async () => (await reports()).length, { timeout: 20_000 }).toBe(1);
    await Promise.all(Array.from({ length: 5 }, () => confirm(created.paymentIntentId)));
    expect(await reports()).toHaveLength(1);
    expect(await database.db.selectFrom("mail_messages").select("id").where("to_address", "=", "twice@example.com").execute()).toHaveLength(1);
  });

  it("answers 404 for an unknown download link and 410 for an expired one", async () => {
    const unknown = await app.inject({ method: "GET", url: `/api/reports/download/${"A".repeat(43)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatch(/not found/);

    const id = await newAssessment();
    const created = (await createIntent({ assessmentId: id })).json();
    await pay(created.clientSecret);
    const confirmed = await confirm(created.paymentIntentId);
    const cookie = cookieHeader(confirmed.headers["set-cookie"]);
    await expect.poll(async () => (await app.inject({ method: "GET", url: `/api/reports/status/${id}`, headers: { cookie } })).json().downloadToken, { timeout: 20_000 }).toBeTruthy();
    const { downloadToken } = (await app.inject({ method: "GET", url: `/api/reports/status/${id}`, headers: { cookie } })).json();
    await database.db.updateTable("download_tokens").set({ expires_at: "2000-01-01T00:00:00.000Z" }).where("assessment_id", "=", id).execute();
    const expired = await app.inject({ method: "GET", url: `/api/reports/download/${downloadToken}` });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toMatch(/expired/);
  });

  it("reports a job's status and stage by its id", async () => {
    const unknown = await app.inject({ method: "GET", url: "/api/jobs/job_unknown/status" });
    expect(unknown.statusCode).toBe(404);
    const id = await newAssessment();
    const created = (await createIntent({ assessmentId: id })).json();
    await pay(created.clientSecret);
    await confirm(created.paymentIntentId);
    const job = await database.db.selectFrom("report_jobs").select("id").where("assessment_id", "=", id).executeTakeFirstOrThrow();
    const status = () => app.inject({ method: "GET", url: `/api/jobs/${job.id}/status` });
    await expect.poll(async () => (await status()).json().status, { timeout: 20_000 }).toBe("completed");
    // Without the buyer's cookie the job answers its state but never the download token.
    expect((await status()).json()).toEqual({ status: "completed", stage: "pdf", attempts: 1, downloadToken: null, errorMessage: null });
  });
});
