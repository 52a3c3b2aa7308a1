/**
 * The buyer's data (issue 20.5) on both databases: the export holds everything kept about a purchase and never a
 * token or its hash; erasing leaves nothing of the person in any table (every table of the schema, and pg-boss's on
 * PostgreSQL) but the order's accounting fields; and the 0007 migration keeps an existing SQLite database's orders.
 */
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, SqliteDialect, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { systemClock } from "@server/clock";
import { openDatabase, type Database } from "@server/db/database";
import { migrations } from "@server/db/migrations/index";
import type { DatabaseSchema } from "@server/db/schema";
import { AppError } from "@server/http/errors";
import type { ReportQueue } from "@server/jobs/queue";
import { claimJobById } from "@server/jobs/report-jobs.repository";
import { countInWindow } from "@server/limits/limit-counters.repository";
import { restoreJobs } from "@server/operator/job-tools";
import { ordersPage, resendOrder, retryOrder } from "@server/operator/operator-orders";
import { insertAudit } from "@server/operator/operator.repository";
import { resendReportLink } from "@server/reports/reports.service";
import { testDatabases, type TestDatabase } from "../../../tests/support/test-databases";
import { testAssessmentRow } from "../../../tests/support/orders";
import { buyReport, completeReport, payTwice, reportQueueFor, type Purchase } from "../../../tests/support/purchases";
import { BUYER_DATA_MESSAGES, eraseBuyerData, exportBuyerData } from "./buyer-data";
import { createBuyerSession, issueSignInLink } from "./buyer-sessions";
import { insertManifestOnce } from "@server/reports/report-manifests.repository";
import { recordChanges } from "@server/report-updates/fact-changes.repository";

/** Every table of DatabaseSchema: a table added to the schema and not here (or the reverse) fails to compile. */
const SCHEMA_TABLES = {
  assessments: true,
  orders: true,
  payment_attempts: true,
  report_jobs: true,
  reports: true,
  download_tokens: true,
  mail_messages: true,
  settings: true,
  demo_payments: true,
  operator_sessions: true,
  operator_login_failures: true,
  operator_audit_log: true,
  limit_counters: true,
  buyer_sessions: true,
  buyer_session_orders: true,
  hub_sign_in_links: true,
  hub_plans: true,
  printed_facts: true,
  report_manifests: true,
  report_fact_changes: true,
  report_editions: true,
  report_update_notices: true,
  health_probe: true,
} satisfies Record<keyof DatabaseSchema, true>;

/** What an erased order keeps (refund fields too when it was a refunded duplicate payment). */
const ACCOUNTING_FIELDS = ["id", "payment_intent_id", "provider", "amount_cents", "currency", "status", "purpose", "paid_at", "created_at", "updated_at", "erased_at"];

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const DAY_MS = 86_400_000;

type TableRow = { table: string; row: Record<string, unknown> };

describe.each(testDatabases())("the buyer's data on $name", ({ open }) => {
  let database: TestDatabase;
  let queue: ReportQueue;

  beforeEach(async () => {
    database = await open();
    queue = reportQueueFor(database, systemClock);
  });
  afterEach(async () => {
    await queue?.stop();
    await database?.close();
  });

  const deps = () => ({ db: database.db, queue, clock: systemClock });

  /** The tables the database really holds, which must be exactly the schema's (the migrator's own aside). */
  async function databaseTables(): Promise<string[]> {
    const names =
      database.kind === "postgres"
        ? (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = ${database.schema} and table_type = 'BASE TABLE'`.execute(database.db)).rows
        : (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(database.db)).rows;
    return names.map((row) => row.name).filter((name) => !name.startsWith("kysely_migration")).sort();
  }

  /** pg-boss's own tables (PostgreSQL only): its jobs' payloads and keys live there. */
  async function bossTables(): Promise<string[]> {
    if (database.kind !== "postgres") return [];
    const rows = (
      await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = ${`${database.schema}_boss`} and table_type = 'BASE TABLE'`.execute(database.db)
    ).rows;
    return rows.map((row) => `${database.schema}_boss.${row.name}`).sort();
  }

  /** Every row of every table of the schema, and of pg-boss's. */
  async function everyRow(): Promise<TableRow[]> {
    const tables = [...Object.keys(SCHEMA_TABLES).sort(), ...(await bossTables())];
    const rows: TableRow[] = [];
    for (const table of tables) {
      const result = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(database.db);
      rows.push(...result.rows.map((row) => ({ table, row })));
    }
    return rows;
  }

  /** The row's values as lower-case text (bytes as their own text, so a PDF's marker is found in either form). */
  const rowText = (row: Record<string, unknown>) =>
    Object.values(row)
      .map((value) => (Buffer.isBuffer(value) || value instanceof Uint8Array ? Buffer.from(value).toString("latin1") : JSON.stringify(value, (_key, item) => (typeof item === "bigint" ? String(item) : item))))
      .join("\u0000")
      .toLowerCase();

  /** A complete purchase: paid, report made, e-mailed, a plan, hub sessions, a sign-in link, counters and an audit entry. */
  async function fullPurchase(email: string) {
    const purchase = await buyReport(deps(), { email });
    const pdf = Buffer.from(`%PDF-1.7 buyer-data-test-${randomBytes(12).toString("hex")} %%EOF`);
    const tokens = await completeReport(database.db, purchase, pdf);
    const now = new Date();
    await database.db.insertInto("hub_plans").values({ order_id: purchase.order.id, start_date: "2027-03-01", done_items: JSON.stringify(["m1-1", "m2-3"]), updated_at: now.toISOString() }).execute();
    await insertManifestOnce(database.db, purchase.order.id, 1, { scoringVersion: "test", dataEditions: "test", facts: [] }, now);
    await recordChanges(
      database.db,
      [{ orderId: purchase.order.id, change: { factId: "emergency/portugal/numbers", oldValue: "police 112", newValue: "police 999", newFingerprint: "f", since: "2026-06-01", source: { name: "Test", url: "https://fixture.example/" }, important: true } }],
      now,
    );
    const orderSession = await createBuyerSession(database.db, { orderIds: [purchase.order.id], email: null, expiresAt: new Date(now.getTime() + 730 * DAY_MS) }, now);
    const addressSession = await createBuyerSession(database.db, { orderIds: [purchase.order.id], email, expiresAt: new Date(now.getTime() + 730 * DAY_MS) }, now);
    const signIn = await issueSignInLink(database.db, email, now);
    await database.db
      .insertInto("mail_messages")
      .values({
        id: `mail_${randomBytes(8).toString("hex")}`,
        dedupe_key: `hub-sign-in:${sha256(email)}:${now.getTime()}`,
        order_id: null,
        to_address: email,
        subject: "Sign in to your NewShores hub",
        text_body: `Open your hub: http://localhost:8787/my-hub/sign-in#token=${signIn.token}`,
        html_body: "<p>Open your hub</p>",
        status: "sent",
        next_attempt_at: now.toISOString(),
        lease_until: null,
        last_error: null,
        message_id: "<m1@test>",
        created_at: now.toISOString(),
        sent_at: now.toISOString(),
      })
      .execute();
    await countInWindow(database.db, `hub-sign-in:${sha256(email.toLowerCase())}`, now, 3_600_000);
    await countInWindow(database.db, `resend:${purchase.order.id}`, now, DAY_MS);
    await insertAudit(database.db, { sessionId: "ops_1", action: "POST /api/admin/orders/:orderId/resend", detail: JSON.stringify({ orderId: purchase.order.id }), statusCode: 200, client: "127.0.0.1" }, now);
    return { purchase, pdf, tokens, rawTokens: [tokens.emailToken, tokens.browserToken, orderSession.token, addressSession.token, signIn.token] };
  }

  async function hashesHeld(): Promise<string[]> {
    const db = database.db;
    return [
      ...(await db.selectFrom("download_tokens").select("token_hash").execute()),
      ...(await db.selectFrom("buyer_sessions").select("token_hash").execute()),
      ...(await db.selectFrom("hub_sign_in_links").select("token_hash").execute()),
    ].map((row) => row.token_hash);
  }

  it("holds the same tables as the schema, so the scans below miss none", async () => {
    expect(await databaseTables()).toEqual(Object.keys(SCHEMA_TABLES).sort());
  });

  it("exports everything held about the purchase as JSON, and never a token or its hash", async () => {
    const email = "Export.Buyer@example.com";
    const { purchase, pdf, rawTokens } = await fullPurchase(email);
    const duplicate = await payTwice(deps(), purchase.assessmentId, email);
    const hashes = await hashesHeld();
    expect(hashes.length).toBeGreaterThanOrEqual(5);

    const now = new Date();
    const exported = await exportBuyerData(database.db, { orderIds: [purchase.order.id], provenEmail: email }, now);
    const text = JSON.stringify(exported);
    expect(JSON.parse(text)).toEqual(exported);
    expect(exported.exportedAt).toBe(now.toISOString());
    expect(exported.about).toMatch(/Everything NewShores holds about you/);

    expect(exported.orders.map((order) => order.id)).toEqual([purchase.order.id, duplicate.id]);
    const [order, refunded] = exported.orders;
    expect(order).toMatchObject({
      provider: "demo",
      paymentIntentId: purchase.order.payment_intent_id,
      amountCents: 4999,
      currency: "usd",
      customerEmail: email,
      status: "paid",
      refund: null,
      report: { fileName: "Emigration_Report_Portugal.pdf", byteSize: pdf.byteLength, pageCount: 41, createdAt: expect.any(String) },
      reportJob: { status: "completed", stage: null, attempts: 1, completedAt: expect.any(String) },
      plan: { startDate: "2027-03-01", doneItems: ["m1-1", "m2-3"] },
    });
    expect(order?.factsPrinted).toEqual([{ edition: 1, scoringVersion: "test", createdAt: expect.any(String), facts: [] }]);
    expect(order?.changesSince).toEqual([expect.objectContaining({ factId: "emergency/portugal/numbers", oldValue: "police 112", newValue: "police 999", important: true })]);
    expect(order?.assessment).toMatchObject({ id: purchase.assessmentId, user_age: 32, user_job: "Software engineer", monthly_budget: 2500, overall_score: 80, scoring_version: "test" });
    expect(order?.assessment?.breakdown).toMatchObject({ weightedAverage: 80 });
    expect(order?.downloadLinks.map((link) => link.channel).sort()).toEqual(["browser", "email"]);
    expect(order?.demoPayments).toEqual([
      expect.objectContaining({ receiptEmail: email, cardLast4: "4242", status: "succeeded", refundedAt: null }),
      expect.objectContaining({ receiptEmail: email, cardLast4: "4242", status: "succeeded", refundedAt: expect.any(String) }),
    ]);
    expect(refunded).toMatchObject({ status: "refunded_duplicate", refund: { id: duplicate.refund_id, refundedAt: duplicate.refunded_at }, report: null, reportJob: null });

    expect(exported.emails.map((mail) => mail.subject).sort()).toEqual(["Sign in to your NewShores hub", "Your NewShores relocation report for Lisbon, Portugal is ready"]);
    expect(exported.emails.every((mail) => mail.to === email && mail.createdAt)).toBe(true);
    expect(exported.emails.map((mail) => mail.text).join("\n")).toContain("/api/reports/download/[link removed]");
    expect(exported.hubSessions).toHaveLength(2);
    expect(exported.hubSessions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ orderIds: [purchase.order.id], email: null }),
        expect.objectContaining({ orderIds: [purchase.order.id], email: email.toLowerCase() }),
      ]),
    );
    expect(exported.signInLinks).toEqual([{ email: email.toLowerCase(), createdAt: expect.any(String), expiresAt: expect.any(String), usedAt: null }]);

    for (const secret of [...hashes, ...rawTokens]) expect(text).not.toContain(secret);
    expect(text).not.toContain(pdf.toString("latin1"));
    expect(text).not.toMatch(/token_?hash/i);
  });

  it("erases everything of the person from every table but the orders' accounting fields, PDF included", async () => {
    const email = "Erase.Buyer@example.com";
    const { purchase, pdf } = await fullPurchase(email);
    const duplicate = await payTwice(deps(), purchase.assessmentId, email);
    const needles = [email.toLowerCase(), String(purchase.assessmentId), sha256(email.toLowerCase()), pdf.toString("latin1").toLowerCase(), "software engineer"];
    const holding = (rows: TableRow[]) => rows.filter(({ row }) => needles.some((needle) => rowText(row).includes(needle)));
    const everything = await everyRow();
    if (database.kind === "postgres") {
      // pg-boss holds the job's copy (payload: our job id; singleton key: the order id), so the scans read its tables.
      expect(everything.some(({ table, row }) => table.endsWith("_boss.job") && rowText(row).includes(purchase.order.id))).toBe(true);
    }
    const before = holding(everything);
    expect(new Set(before.map((hit) => hit.table))).toEqual(
      new Set(["assessments", "orders", "payment_attempts", "report_jobs", "reports", "download_tokens", "mail_messages", "demo_payments", "buyer_sessions", "hub_sign_in_links", "limit_counters"]),
    );

    await eraseBuyerData(database.db, [purchase.order.id], { now: () => new Date() });

    // The demo provider's table stands for the payment provider's own record (as Stripe keeps the payment and the
    // assessment number we gave it): its receipt address and card digits go, its amount, status and that number
    // (also part of its idempotency key) stay; the assessment they named no longer exists.
    const rows = (await everyRow()).map(({ table, row }) =>
      table === "demo_payments" ? { table, row: { ...row, assessment_id: null, idempotency_key: null } } : { table, row },
    );
    expect(holding(rows)).toEqual([]);
    const demoPayments = await database.db.selectFrom("demo_payments").select(["receipt_email", "card_last4"]).where("assessment_id", "=", purchase.assessmentId).execute();
    expect(demoPayments).toEqual([
      { receipt_email: null, card_last4: null },
      { receipt_email: null, card_last4: null },
    ]);

    for (const [order, kept] of [
      [purchase.order, ACCOUNTING_FIELDS],
      [duplicate, [...ACCOUNTING_FIELDS, "refund_id", "refunded_at"]],
    ] as const) {
      const row = await database.db.selectFrom("orders").selectAll().where("id", "=", order.id).executeTakeFirstOrThrow();
      const held = Object.entries(row).filter(([, value]) => value !== null).map(([key]) => key);
      expect(held.sort()).toEqual([...kept].sort());
      expect(row).toMatchObject({ payment_intent_id: order.payment_intent_id, amount_cents: 4999, currency: "usd", status: order.status, paid_at: order.paid_at });
    }
    expect(await database.db.selectFrom("reports").selectAll().execute()).toEqual([]);
    for (const table of ["hub_plans", "download_tokens", "report_jobs", "buyer_sessions", "hub_sign_in_links", "mail_messages", "payment_attempts", "assessments"] as const) {
      expect(await database.db.selectFrom(table).selectAll().execute(), table).toEqual([]);
    }

    // Nothing links the two orders any more: each exports as its accounting fields alone.
    const afterwards = await exportBuyerData(database.db, { orderIds: [purchase.order.id, duplicate.id], provenEmail: email }, new Date());
    expect(afterwards.orders.map((order) => [order.id, order.customerEmail, order.assessment, order.report, order.plan, order.downloadLinks, order.demoPayments, order.factsPrinted, order.changesSince, order.editions])).toEqual([
      [purchase.order.id, null, null, null, null, [], [], [], [], []],
      [duplicate.id, null, null, null, null, [], [], [], [], []],
    ]);
    expect([afterwards.emails, afterwards.hubSessions, afterwards.signInLinks]).toEqual([[], [], []]);
  });

  it("erases a second time harmlessly: nothing changes", async () => {
    const { purchase } = await fullPurchase("twice@example.com");
    await eraseBuyerData(database.db, [purchase.order.id], { now: () => new Date() });
    const once = await everyRow();
    await eraseBuyerData(database.db, [purchase.order.id], { now: () => new Date(Date.now() + 60_000) });
    expect(await everyRow()).toEqual(once);
    await expect(eraseBuyerData(database.db, [], { now: () => new Date() })).resolves.toEqual({ assessmentIds: [] });
  });

  it("refuses to erase while the report job is pending or processing, changing nothing", async () => {
    const purchase = await buyReport(deps(), { email: "waiting@example.com" });
    const refused = async () => {
      const error = await eraseBuyerData(database.db, [purchase.order.id], { now: () => new Date() }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ statusCode: 409, message: BUYER_DATA_MESSAGES.reportInProgress });
      const order = await database.db.selectFrom("orders").selectAll().where("id", "=", purchase.order.id).executeTakeFirstOrThrow();
      expect(order).toMatchObject({ customer_email: "waiting@example.com", assessment_id: purchase.assessmentId, erased_at: null });
      expect(await database.db.selectFrom("assessments").select("id").where("id", "=", purchase.assessmentId).executeTakeFirst()).toBeDefined();
    };
    await refused();
    expect(await claimJobById(database.db, purchase.jobId, new Date(), 60_000)).toBeDefined();
    await refused();
  });

  it("refuses to erase while a duplicate payment's refund is still being made", async () => {
    const purchase = await buyReport(deps(), { email: "paid.twice@example.com" });
    await completeReport(database.db, purchase, Buffer.from("%PDF-1.7 once %%EOF"));
    const duplicate = await payTwice(deps(), purchase.assessmentId, "paid.twice@example.com", { refund: false });
    expect(duplicate.status).toBe("duplicate_refund_pending");
    await expect(eraseBuyerData(database.db, [purchase.order.id], { now: () => new Date() })).rejects.toMatchObject({ statusCode: 409, message: BUYER_DATA_MESSAGES.refundInProgress });
    expect(await database.db.selectFrom("assessments").select("id").where("id", "=", purchase.assessmentId).executeTakeFirst()).toBeDefined();
  });

  it("keeps what belongs to the address's other purchase when erasing one of two", async () => {
    const email = "two.reports@example.com";
    const first = await fullPurchase(email);
    const second: Purchase = await buyReport(deps(), { email });
    await completeReport(database.db, second, Buffer.from("%PDF-1.7 second %%EOF"));

    await eraseBuyerData(database.db, [first.purchase.order.id], { now: () => new Date() });

    const mail = await database.db.selectFrom("mail_messages").select("dedupe_key").execute();
    expect(mail.map((row) => row.dedupe_key.replace(/^(hub-sign-in):.*$/, "$1")).sort()).toEqual(["hub-sign-in", `report-ready:${second.order.id}`]);
    expect(await database.db.selectFrom("hub_sign_in_links").select("customer_email").execute()).toEqual([{ customer_email: email }]);
    // The address's session proved it for the first purchase only (the second came later): it opens nothing now, so it ends.
    expect(await database.db.selectFrom("buyer_sessions").selectAll().execute()).toEqual([]);
    const kept = await database.db.selectFrom("orders").selectAll().where("id", "=", second.order.id).executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ customer_email: email, assessment_id: second.assessmentId, erased_at: null });
    expect(await database.db.selectFrom("reports").select("order_id").execute()).toEqual([{ order_id: second.order.id }]);
  });

  it("shows an erased order to the operator as such, and never re-sends, retries or restores it", async () => {
    const { purchase } = await fullPurchase("operator.view@example.com");
    await eraseBuyerData(database.db, [purchase.order.id], { now: () => new Date() });

    const page = await ordersPage({ db: database.db, clock: systemClock }, 1);
    expect(page.orders).toEqual([
      expect.objectContaining({ id: purchase.order.id, assessmentId: null, erasedAt: expect.any(String), country: null, hasEmail: false, job: null, report: null, status: "paid" }),
    ]);
    const services = { db: database.db, clock: systemClock, queue } as unknown as Parameters<typeof resendOrder>[0];
    await expect(resendOrder(services, purchase.order.id)).rejects.toMatchObject({ statusCode: 410 });
    await expect(retryOrder(services, purchase.order.id)).rejects.toMatchObject({ statusCode: 410 });
    const buyerDeps = { db: database.db, clock: systemClock } as unknown as Parameters<typeof resendReportLink>[0];
    await expect(resendReportLink(buyerDeps, purchase.assessmentId)).rejects.toMatchObject({ statusCode: 404 });
    expect((await restoreJobs({ db: database.db, clock: systemClock, queue })).createdJobsForOrders).toEqual([]);
    expect(await database.db.selectFrom("report_jobs").selectAll().execute()).toEqual([]);
  });
});

describe("migration 0007 on an existing SQLite database", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "newshores-0007-"));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("keeps every order, its data and every foreign key while assessment_id becomes nullable", async () => {
    const file = path.join(dir, "before.sqlite");
    const connection = new SQLite(file);
    connection.pragma("foreign_keys = ON");
    const before: Database = new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: connection }) });
    const earlier = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < "0007"));
    const migrated = await new Migrator({ db: before, provider: { getMigrations: async () => earlier } }).migrateToLatest();
    expect(migrated.error).toBeUndefined();

    // Rows as a database at 0006 holds them: only the columns that existed then.
    const rows = [testAssessmentRow(), testAssessmentRow()];
    await before.insertInto("assessments").values(rows as never).execute();
    const assessmentIds = rows.map((row) => row.id);
    const at = new Date().toISOString();
    const order = (n: number, assessmentId: number, extra: { refund_id?: string; refunded_at?: string; customer_email?: string } = {}) => ({
      id: `ord_${n}`,
      payment_intent_id: `pi_${n}`,
      provider: "demo" as const,
      assessment_id: assessmentId,
      amount_cents: 4999,
      currency: "usd",
      customer_email: extra.customer_email ?? null,
      status: extra.refund_id ? ("refunded_duplicate" as const) : ("paid" as const),
      purpose: "customer" as const,
      paid_at: at,
      created_at: at,
      updated_at: at,
      refund_id: extra.refund_id ?? null,
      refunded_at: extra.refunded_at ?? null,
    });
    const orders = [order(1, assessmentIds[0] as number, { customer_email: "old@example.com" }), order(2, assessmentIds[0] as number, { refund_id: "re_2", refunded_at: at }), order(3, assessmentIds[1] as number)];
    await before.insertInto("orders").values(orders).execute();
    await before
      .insertInto("report_jobs")
      .values({ id: "job_1", order_id: "ord_1", assessment_id: assessmentIds[0] as number, status: "completed", stage: "pdf", max_attempts: 5, run_after: at, lease_until: null, error_message: null, created_at: at, updated_at: at, started_at: at, completed_at: at })
      .execute();
    await before.insertInto("reports").values({ id: "rep_1", order_id: "ord_1", job_id: "job_1", assessment_id: assessmentIds[0] as number, file_name: "r.pdf", pdf: Buffer.from("%PDF-"), byte_size: 5, page_count: 1, created_at: at }).execute();
    await before.insertInto("download_tokens").values({ token_hash: "h1", order_id: "ord_1", assessment_id: assessmentIds[0] as number, channel: "email", expires_at: at, created_at: at }).execute();
    await before.destroy();

    const { db } = await openDatabase({ kind: "sqlite", file });
    try {
      const after = await db.selectFrom("orders").selectAll().orderBy("id").execute();
      expect(after).toEqual(orders.map((row) => ({ ...row, erased_at: null })));
      expect((await sql`pragma foreign_key_check`.execute(db)).rows).toEqual([]);
      expect((await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db)).rows).toEqual([{ foreign_keys: 1 }]);
      const indexes = (await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'orders'`.execute(db)).rows.map((row) => row.name);
      expect(indexes).toContain("orders_assessment");

      // The children still point at orders, and orders at assessments; payment ids stay unique.
      await expect(db.insertInto("report_jobs").values({ id: "job_x", order_id: "ord_missing", assessment_id: 1, status: "pending", stage: null, max_attempts: 5, run_after: at, lease_until: null, error_message: null, created_at: at, updated_at: at, started_at: null, completed_at: null }).execute()).rejects.toThrow(/FOREIGN KEY/);
      await expect(db.insertInto("hub_plans").values({ order_id: "ord_missing", start_date: null, done_items: "[]", updated_at: at }).execute()).rejects.toThrow(/FOREIGN KEY/);
      await expect(db.insertInto("orders").values({ ...order(4, 123), erased_at: null }).execute()).rejects.toThrow(/FOREIGN KEY/);
      await expect(db.deleteFrom("assessments").where("id", "=", assessmentIds[1] as number).execute()).rejects.toThrow(/FOREIGN KEY/);
      await expect(db.deleteFrom("orders").where("id", "=", "ord_1").execute()).rejects.toThrow(/FOREIGN KEY/);
      await expect(db.insertInto("orders").values({ ...order(5, assessmentIds[1] as number), payment_intent_id: "pi_3", erased_at: null }).execute()).rejects.toThrow(/UNIQUE/);

      // An erased order: no assessment.
      await db.updateTable("orders").set({ assessment_id: null, erased_at: at }).where("id", "=", "ord_3").execute();
      await db.deleteFrom("assessments").where("id", "=", assessmentIds[1] as number).execute();
      expect(await db.selectFrom("orders").select("assessment_id").where("id", "=", "ord_3").executeTakeFirst()).toEqual({ assessment_id: null });
    } finally {
      await db.destroy();
    }
  });
});

