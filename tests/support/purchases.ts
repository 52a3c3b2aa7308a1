/**
 * A buyer's purchase made with the product's own code below the HTTP layer: the demo provider's payment (receipt
 * address, card digits), fulfilment (order, report job and, on PostgreSQL, its pg-boss copy), then the job completed
 * with a stored PDF, the report e-mail and its download links, as the report job would leave them.
 */
import { randomBytes } from "node:crypto";
import pino from "pino";
import type { Clock } from "@server/clock";
import type { Database } from "@server/db/database";
import { timestamp } from "@server/db/dialect";
import { PgBossReportQueue } from "@server/jobs/pg-boss-queue";
import { REPORT_JOB_DEFAULTS, type ReportQueue } from "@server/jobs/queue";
import { claimJobById, completeJob } from "@server/jobs/report-jobs.repository";
import { SqliteReportQueue } from "@server/jobs/sqlite-queue";
import { enqueueMail } from "@server/mail/mail.repository";
import { reportReadyEmail } from "@server/mail/report-emails";
import type { Metrics } from "@server/metrics/metrics";
import { createDemoProvider } from "@server/payments/demo-provider";
import { refundOrder } from "@server/payments/refund-order";
import { fulfilPayment } from "@server/payments/fulfilment";
import { createIntentKey, openPayment } from "@server/payments/open-payment";
import { findOrderById, type OrderRow } from "@server/payments/orders.repository";
import { issueDownloadToken } from "@server/reports/download-tokens";
import { downloadUrl } from "@server/reports/report-job";
import { insertReportOnce } from "@server/reports/reports.repository";
import { insertTestAssessment } from "./orders";
import type { TestDatabase } from "./test-databases";

export const TEST_PUBLIC_URL = "http://localhost:8787";
const silent = pino({ level: "silent" });

export type PurchaseDeps = { db: Database; queue: ReportQueue; clock: Clock };
export type Purchase = { assessmentId: number; order: OrderRow; jobId: string };

/** The report queue the product uses on this database: pg-boss (in `{schema}_boss`) on PostgreSQL, our own on SQLite. */
export function reportQueueFor(database: TestDatabase, clock: Clock): ReportQueue {
  return database.kind === "postgres"
    ? new PgBossReportQueue(database.db, REPORT_JOB_DEFAULTS, clock, silent, {
        connectionString: process.env.TEST_DATABASE_URL as string,
        schema: `${database.schema}_boss`,
      })
    : new SqliteReportQueue(database.db, REPORT_JOB_DEFAULTS, clock, silent);
}

/** A demo payment for the assessment, paid with the test card (the receipt address given with it). */
async function paidDemoPayment(deps: PurchaseDeps, assessmentId: number, email: string | null, idempotencyKey?: string) {
  const demo = createDemoProvider(deps.db, deps.clock);
  let clientSecret: string;
  if (idempotencyKey) {
    clientSecret = (await demo.createPayment({ assessmentId, amountCents: 4999, currency: "usd", idempotencyKey })).clientSecret;
  } else {
    const opened = await openPayment(deps, demo, assessmentId);
    if (opened.kind !== "open") throw new Error("the assessment already has a succeeded payment");
    clientSecret = opened.clientSecret;
  }
  const { paymentIntentId } = await demo.payWithCard({ clientSecret, cardNumber: "4242 4242 4242 4242", expiry: "12 / 40", cvc: "123", ...(email ? { email } : {}) });
  const payment = await demo.retrievePayment(paymentIntentId);
  if (!payment) throw new Error("demo payment not found");
  return payment;
}

/** Pays for a new assessment (or the one given) with the demo card and fulfils it: a paid order with a pending job. */
export async function buyReport(deps: PurchaseDeps, options: { email: string | null; assessmentId?: number }): Promise<Purchase> {
  const assessmentId = options.assessmentId ?? (await insertTestAssessment(deps.db));
  const payment = await paidDemoPayment(deps, assessmentId, options.email);
  const fulfilment = await fulfilPayment({ ...deps, log: silent }, payment, "demo");
  if (fulfilment.kind !== "fulfilled") throw new Error("the payment was a duplicate");
  return { assessmentId, order: fulfilment.order, jobId: fulfilment.jobId };
}

/** A second payment for an assessment already bought, fulfilled as a duplicate and refunded (unless told not to): its order. */
export async function payTwice(deps: PurchaseDeps, assessmentId: number, email: string | null, options: { refund?: boolean } = {}): Promise<OrderRow> {
  const payment = await paidDemoPayment(deps, assessmentId, email, createIntentKey(assessmentId, 99));
  const fulfilment = await fulfilPayment({ ...deps, log: silent }, payment, "demo");
  if (fulfilment.kind !== "duplicate") throw new Error("the second payment was not a duplicate");
  if (options.refund === false) return fulfilment.order;
  const metrics = { payments: { inc: () => undefined } } as unknown as Pick<Metrics, "payments">;
  return refundOrder({ ...deps, log: silent, metrics }, createDemoProvider(deps.db, deps.clock), fulfilment.order);
}

/**
 * Completes the purchase's job as the report job does: the PDF stored, a download link for the e-mail and one for
 * the browser, the report e-mail queued when the order has an address. Answers the raw tokens.
 */
export async function completeReport(db: Database, purchase: Purchase, pdf: Buffer, now = new Date()): Promise<{ emailToken: string; browserToken: string }> {
  const claim = await claimJobById(db, purchase.jobId, now, REPORT_JOB_DEFAULTS.leaseMs);
  if (!claim) throw new Error(`job ${purchase.jobId} could not be claimed`);
  const order = (await findOrderById(db, purchase.order.id)) as OrderRow;
  const grant = { orderId: order.id, assessmentId: purchase.assessmentId };
  const emailToken = await db.transaction().execute(async (trx) => {
    if (!(await completeJob(trx, claim, now))) throw new Error("stale attempt");
    await insertReportOnce(trx, {
      id: `rep_${randomBytes(16).toString("hex")}`,
      order_id: order.id,
      job_id: purchase.jobId,
      assessment_id: purchase.assessmentId,
      file_name: "Emigration_Report_Portugal.pdf",
      pdf,
      byte_size: pdf.byteLength,
      page_count: 41,
      created_at: timestamp(now),
    });
    const link = await issueDownloadToken(trx, { ...grant, channel: "email" }, now);
    if (order.customer_email) {
      const email = reportReadyEmail({
        country: "Portugal",
        city: "Lisbon",
        score: 80,
        downloadUrl: downloadUrl(TEST_PUBLIC_URL, link.token),
        expiresAt: link.expiresAt,
        hubUrl: `${TEST_PUBLIC_URL}/relocation-hub/${purchase.assessmentId}`,
        buyerHubUrl: `${TEST_PUBLIC_URL}/my-hub`,
        hubAccessUntil: new Date(now.getTime() + 730 * 86_400_000),
      });
      await enqueueMail(trx, { dedupeKey: `report-ready:${order.id}`, orderId: order.id, to: order.customer_email, ...email }, now);
    }
    return link.token;
  });
  const browser = await issueDownloadToken(db, { ...grant, channel: "browser" }, now);
  return { emailToken, browserToken: browser.token };
}
