/**
 * The operator's report tools through the real app on both databases (issue 8): the report test runs
 * the real pipeline into an operator_test order with a real PDF and no customer e-mail; the preview builds
 * the test user's report in memory and stores nothing; the test e-mail goes through the real transport
 * (the outbox, or a real SMTP server) and never echoes an address or SMTP_URL.
 */
import fs from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "@server/app";
import { REPORT_MIN_PAGES, reportChaptersFor } from "@shared/report-chapters";
import { TEST_USER } from "@shared/contracts/operator";
import { OPERATOR_ENV, operatorHeaders, siteOrigin } from "../support/operator";
import { buildTestApp } from "../support/test-app";
import { freePort } from "../../scripts/product-process";
import { startSmtp } from "../support/smtp-server";
import { testDatabases, type TestDatabase } from "../support/test-databases";

type Headers = { cookie: string; origin: string };
const TABLES = ["assessments", "orders", "report_jobs", "reports", "download_tokens", "mail_messages"] as const;



describe.each(testDatabases())("operator report tools on $name", ({ open }) => {
  let database: TestDatabase;
  let app: App;
  let headers: Headers;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database, { env: { ...OPERATOR_ENV } });
    await app.services.startWorkers(1);
    headers = await operatorHeaders(app);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const post = (url: string, payload?: unknown, extra: Record<string, string> = {}) =>
    app.inject({
      method: "POST",
      url,
      headers: { ...headers, "content-type": "application/json", ...extra },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  const rowCounts = async () =>
    Object.fromEntries(
      await Promise.all(
        TABLES.map(async (table) => [table, Number((await database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n)]),
      ),
    );
  const cookieHeader = (setCookie: string | string[] | undefined) => [setCookie ?? []].flat().map((cookie) => cookie.split(";")[0]).join("; ");

  it("answers 401 on every report tool without an operator session", async () => {
    const origin = siteOrigin(app);
    for (const url of ["/api/test/generate-comprehensive-pdf", "/api/test/preview-report", "/api/test/send-email"]) {
      const answer = await app.inject({ method: "POST", url, headers: { origin, "content-type": "application/json" }, payload: "{}" });
      expect(answer.statusCode, url).toBe(401);
    }
  });

  it("refuses bad input with 400 naming the problem, and writes nothing", async () => {
    const before = await rowCounts();
    const cases: [string, unknown, RegExp][] = [
      ["/api/test/generate-comprehensive-pdf", { testUser: { ...TEST_USER, age: 12 } }, /testUser\.age must be 18 to 100/],
      ["/api/test/generate-comprehensive-pdf", { testUser: { ...TEST_USER, monthlyBudget: "lots" } }, /testUser\.monthlyBudget must be a number/],
      ["/api/test/generate-comprehensive-pdf", { testUser: "Portugal" }, /testUser must be an object/],
      ["/api/test/generate-comprehensive-pdf", { testUser: { ...TEST_USER, country: "Atlantis" } }, /preferred_country must be one of the 38 destinations/],
      ["/api/test/generate-comprehensive-pdf", { testUser: { ...TEST_USER, city: "Gotham" } }, /preferred_city must be empty or one of Portugal's cities/],
      ["/api/test/generate-comprehensive-pdf", { testUser: { ...TEST_USER, monthlyBudget: 60_000 } }, /monthly_budget must be a number from 100 to 50000/],
      ["/api/test/preview-report", { country: "Spain" }, /takes no body/],
      ["/api/test/send-email", { email: "not-an-address" }, /email must be a valid e-mail address/],
      ["/api/test/send-email", {}, /email/],
    ];
    for (const [url, payload, problem] of cases) {
      const answer = await post(url, payload);
      expect(answer.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(answer.json().error).toMatch(problem);
    }
    expect(await rowCounts()).toEqual(before);
    expect(fs.existsSync(path.join(app.services.config.dataDir, "outbox"))).toBe(false);
  });

  it("runs the real pipeline for the default test user: an operator_test order, a PDF of 40+ pages for the operator's browser, no customer e-mail", async () => {
    const portugal = app.services.catalog.findByName("Portugal");
    const answer = await post("/api/test/generate-comprehensive-pdf");
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.success).toBe(true);
    const setCookie = answer.headers["set-cookie"];
    expect(String(setCookie)).toContain("HttpOnly");
    const browser = cookieHeader(setCookie);

    const order = await database.db.selectFrom("orders").selectAll().where("purpose", "=", "operator_test").orderBy("created_at", "desc").executeTakeFirstOrThrow();
    expect(order).toMatchObject({ provider: "demo", amount_cents: 4999, currency: "usd", customer_email: null, status: "paid" });
    expect(order.payment_intent_id).toMatch(/^optest_[0-9a-f]{32}$/);
    const assessment = await database.db.selectFrom("assessments").selectAll().where("id", "=", order.assessment_id).executeTakeFirstOrThrow();
    expect(assessment).toMatchObject({
      user_age: TEST_USER.age,
      user_job: TEST_USER.job,
      preferred_country: "Portugal",
      preferred_city: "Lisbon",
      monthly_budget: TEST_USER.monthlyBudget,
      location_preference: "city",
      climate_preference: portugal?.climateTypes[0],
      immigration_policies_importance: 3,
      local_acceptance_importance: 3,
    });

    let token: string = body.downloadToken;
    if (body.immediate) {
      expect(body.downloadToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    } else {
      expect(body).toEqual({ success: true, immediate: false, jobId: expect.stringMatching(/^job_/) });
      const status = async () => (await app.inject({ method: "GET", url: `/api/jobs/${body.jobId}/status`, headers: { cookie: browser } })).json();
      await expect.poll(async () => (await status()).status, { timeout: 30_000 }).toBe("completed");
      token = (await status()).downloadToken;
    }
    const download = await app.inject({ method: "GET", url: `/api/reports/download/${token}` });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const report = await database.db.selectFrom("reports").select(["page_count", "byte_size"]).where("order_id", "=", order.id).executeTakeFirstOrThrow();
    expect(report.page_count).toBeGreaterThanOrEqual(REPORT_MIN_PAGES);
    expect(report.byte_size).toBe(download.rawPayload.byteLength);

    // Never shown to a customer, and no e-mail of any kind was queued for it.
    const asCustomer = await app.inject({ method: "GET", url: `/api/reports/status/${order.assessment_id}`, headers: { cookie: browser } });
    expect(asCustomer.json()).toMatchObject({ isPaid: false, exists: false, downloadToken: null });
    expect(await database.db.selectFrom("mail_messages").select("id").where("dedupe_key", "like", `%${order.id}%`).execute()).toHaveLength(0);
  });

  it("takes a test user of the operator's own (country without a city)", async () => {
    const answer = await post("/api/test/generate-comprehensive-pdf", { testUser: { age: 61, job: "Retired nurse", country: "spain", city: null, monthlyBudget: 2800 } });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.success).toBe(true);
    const job = body.immediate
      ? await database.db.selectFrom("report_jobs").selectAll().orderBy("created_at", "desc").executeTakeFirstOrThrow()
      : await database.db.selectFrom("report_jobs").selectAll().where("id", "=", body.jobId).executeTakeFirstOrThrow();
    const assessment = await database.db.selectFrom("assessments").selectAll().where("id", "=", job.assessment_id).executeTakeFirstOrThrow();
    expect(assessment).toMatchObject({ user_age: 61, user_job: "Retired nurse", preferred_country: "Spain", preferred_city: null, monthly_budget: 2800 });
  });

  it("previews the test user's report from the knowledge base: stats agree with its sections, and nothing is stored", async () => {
    const before = await rowCounts();
    const answer = await post("/api/test/preview-report");
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({ success: true, mode: "knowledge-base", emergency: false });
    expect(body.note).toMatch(/knowledge base/);
    expect(body.note).toMatch(/nothing was stored/);
    const { report, stats } = body;
    expect(report).toMatchObject({ country: "Portugal", city: "Lisbon" });
    expect(report.title).toContain("Lisbon, Portugal");
    expect(Number.isNaN(Date.parse(report.generatedAt))).toBe(false);
    expect(report.executiveSummary.length).toBeGreaterThan(200);
    const titles = report.sections.map((section: { title: string }) => section.title);
    expect(titles).toEqual(reportChaptersFor({ children: 0 }));

    const lengths = report.sections.map((section: { contentLength: number }) => section.contentLength);
    const total = lengths.reduce((sum: number, length: number) => sum + length, 0);
    expect(stats).toEqual({ totalSections: titles.length, totalCharacters: total, averageSectionLength: Math.round(total / titles.length) });
    for (const section of report.sections) {
      expect(section.contentLength, section.title).toBeGreaterThan(0);
      expect(section.preview.length, section.title).toBeLessThanOrEqual(303);
      expect(section.preview.length, section.title).toBeLessThanOrEqual(section.contentLength + 3);
      expect(section.hasSubsections).toBe(section.subsectionCount > 0);
    }
    expect(report.executiveSummary.startsWith(report.sections[0].preview.replace(/\.\.\.$/, ""))).toBe(true);
    expect(report.sections.some((section: { hasSubsections: boolean }) => section.hasSubsections)).toBe(true);
    expect(await rowCounts()).toEqual(before);
  });

  it("sends a test e-mail through the outbox transport, answering its message id and never the address", async () => {
    const answer = await post("/api/test/send-email", { email: "ops-check@example.com" });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body).toEqual({ success: true, messageId: expect.any(String), transport: "outbox" });
    expect(answer.body).not.toContain("ops-check@example.com");
    const outbox = path.join(app.services.config.dataDir, "outbox");
    const files = fs.readdirSync(outbox).filter((file) => file.endsWith(".eml"));
    const parsed = await Promise.all(files.map((file) => simpleParser(fs.readFileSync(path.join(outbox, file)))));
    const sent = parsed.find((mail) => mail.messageId === body.messageId);
    expect(sent?.subject).toBe("NewShores test e-mail");
    expect(sent?.text).toMatch(/operator area/);
    expect(JSON.stringify(sent?.to)).toContain("ops-check@example.com");
  });

  it("sends a test e-mail through a real SMTP server when SMTP_URL is set, and a failure is a 502 that never echoes SMTP_URL", async () => {
    const port = await freePort();
    const password = "smtp-pass-do-not-echo";
    const smtpUrl = `smtp://mailer:${password}@127.0.0.1:${port}`;
    const smtp = await startSmtp(port);
    const withSmtp = await buildTestApp(database, { env: { ...OPERATOR_ENV, SMTP_URL: smtpUrl } });
    try {
      const smtpHeaders = await operatorHeaders(withSmtp);
      const send = () =>
        withSmtp.inject({ method: "POST", url: "/api/test/send-email", headers: { ...smtpHeaders, "content-type": "application/json" }, payload: { email: "ops-smtp@example.com" } });
      const sent = await send();
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toMatchObject({ success: true, transport: "smtp" });
      expect(smtp.received).toHaveLength(1);
      const parsed = await simpleParser(smtp.received[0] as string);
      expect(parsed.subject).toBe("NewShores test e-mail");
      expect(parsed.messageId).toBe(sent.json().messageId);

      await smtp.close();
      const failed = await send();
      expect(failed.statusCode).toBe(502);
      expect(failed.json().error).toMatch(/^The test e-mail could not be sent\. The SMTP server refused the connection/);
      for (const secret of [password, smtpUrl, "mailer:", "ops-smtp@example.com"]) expect(failed.body).not.toContain(secret);
    } finally {
      await withSmtp.close();
      await smtp.close().catch(() => undefined);
    }
  });
});
