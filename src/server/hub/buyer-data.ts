/**
 * The buyer's own data (issue 20.5, decision 0020): everything held about a buyer's purchases, as one JSON
 * document, and its deletion in one transaction, after which each order keeps only what accounting needs.
 *
 * A purchase's data is found from its orders: an order, every other order of the same assessment (a refunded
 * duplicate payment), the assessment itself, what hangs off those orders (job, report, download links, plan, the
 * e-mails about them, the hub sessions that open them) and, for an address the session proved by a sign-in link,
 * what was kept about that address (every e-mail sent to it, its sign-in links). An address typed at checkout proves
 * nothing: a session that did not prove it sees and deletes only what concerns its own orders (issue 27.1).
 */
import { sql } from "kysely";
import type { Assessment } from "@shared/contracts/assessments";
import { deleteManifests, manifestsOf } from "@server/reports/report-manifests.repository";
import type { ManifestFact } from "@server/reports/report-manifest";
import { changesForOrder, type RecordedChange } from "@server/report-updates/fact-changes.repository";
import { editionsOf, type EditionSummary } from "@server/report-updates/editions.repository";
import { presentAssessment } from "@server/assessments/assessment.presenter";
import { findAssessmentById, lockAssessments } from "@server/assessments/assessments.repository";
import type { Clock } from "@server/clock";
import type { Database, Executor } from "@server/db/database";
import { timestamp } from "@server/db/dialect";
import type { DemoPaymentStatus, JobStage, JobStatus, MailStatus, OrderPurpose, OrderStatus, TokenChannel } from "@server/db/schema";
import { AppError } from "@server/http/errors";
import { findJobByOrderId } from "@server/jobs/report-jobs.repository";
import { lockHeldOrders, type OrderRow } from "@server/payments/orders.repository";
import { lockMailInFlight } from "@server/mail/mail.repository";
import { findReportSummaryByOrder } from "@server/reports/reports.repository";
import { normaliseEmail, signInCounterKey } from "./buyer-sessions";

/** What a session may export and erase: the orders it opens, and the address it proved by a sign-in link (if any). */
export type BuyerScope = { orderIds: readonly string[]; provenEmail: string | null };

export const BUYER_DATA_MESSAGES = {
  mailInFlight: "An e-mail to you is being sent right now. Please try again in a minute to delete your data.",
  reportInProgress: "Your report is still being made. Please try again in a few minutes, once it is ready, to delete your data.",
  refundInProgress: "A refund of a second payment for this report is still being made. Please try again in a few minutes to delete your data.",
} as const;

export const EXPORT_ABOUT =
  "Everything NewShores holds about you for the purchases listed below, as of exportedAt: your assessment answers and " +
  "score, each order, your report's details (the PDF itself is your download), your plan, the e-mails we sent you, and " +
  "your hub sign-ins. Links in e-mails that still open your report or hub are shown as [link removed]; we store those " +
  "links' keys only in a one-way form. Card numbers never reach us. The payment provider keeps its own record of each payment.";

export type ExportedEmail = { to: string; subject: string; text: string; status: MailStatus; createdAt: string; sentAt: string | null };

export type ExportedOrder = {
  id: string;
  provider: "stripe" | "demo";
  paymentIntentId: string;
  amountCents: number;
  currency: string;
  customerEmail: string | null;
  status: OrderStatus;
  purpose: OrderPurpose;
  paidAt: string;
  refund: { id: string; refundedAt: string | null } | null;
  /** The assessment the report was bought for, as the results page shows it, with its scoring version. */
  assessment: (Assessment & { scoring_version: string }) | null;
  report: { fileName: string; byteSize: number; pageCount: number; createdAt: string } | null;
  reportJob: { status: JobStatus; stage: JobStage | null; attempts: number; createdAt: string; startedAt: string | null; completedAt: string | null } | null;
  plan: { startDate: string | null; doneItems: string[]; updatedAt: string } | null;
  /** What each edition of the report printed (issue 31): its facts with their values, dates and sources. */
  factsPrinted: { edition: number; scoringVersion: string; createdAt: string; facts: ManifestFact[] }[];
  /** The changes found since the report, as the hub shows them. */
  changesSince: RecordedChange[];
  /** The updated editions asked for (2, 3, ...), without their PDF: the hub downloads it. */
  editions: EditionSummary[];
  /** Each download link issued (the browser's and each e-mail's); the links themselves are not kept. */
  downloadLinks: { channel: TokenChannel; createdAt: string; expiresAt: string }[];
  /** The demo payment provider's record of payments for this assessment (demo mode only; Stripe keeps its own). */
  demoPayments: { id: string; status: DemoPaymentStatus; receiptEmail: string | null; cardLast4: string | null; createdAt: string; refundedAt: string | null }[];
};

export type BuyerDataExport = {
  about: string;
  exportedAt: string;
  orders: ExportedOrder[];
  /** E-mails to the purchase addresses, with links that still open something removed from the text. */
  emails: ExportedEmail[];
  /** Hub sign-ins: one per browser, with the orders it opens and the address it proved (if it was a sign-in link). */
  hubSessions: { orderIds: string[]; email: string | null; createdAt: string; expiresAt: string }[];
  /** One-time sign-in links e-mailed to the address this session proved. */
  signInLinks: { email: string; createdAt: string; expiresAt: string; usedAt: string | null }[];
};

/** Download (`/api/reports/download/{token}`) and sign-in (`#token={token}`) links carry a 43-character token. */
const LIVE_LINK_TOKEN = /(\/download\/|[#?&]token=)[A-Za-z0-9_-]{43}/g;
const withoutLiveLinks = (text: string) => text.replace(LIVE_LINK_TOKEN, "$1[link removed]");

const unique = <T>(values: readonly T[]) => [...new Set(values)];

/** The orders given and every other order of their assessments, oldest payment first. */
async function purchaseOrders(executor: Executor, orderIds: readonly string[]): Promise<OrderRow[]> {
  if (orderIds.length === 0) return [];
  const given = await executor.selectFrom("orders").selectAll().where("id", "in", [...orderIds]).execute();
  const assessmentIds = assessmentIdsOf(given);
  const siblings = assessmentIds.length > 0 ? await executor.selectFrom("orders").selectAll().where("assessment_id", "in", assessmentIds).execute() : [];
  const byId = new Map([...given, ...siblings].map((order) => [order.id, order]));
  return [...byId.values()].sort((a, b) => a.paid_at.localeCompare(b.paid_at) || a.id.localeCompare(b.id));
}

const assessmentIdsOf = (orders: readonly OrderRow[]) =>
  unique(orders.flatMap((order) => (order.assessment_id === null ? [] : [Number(order.assessment_id)])));

const addressesOf = (orders: readonly OrderRow[]) => unique(orders.flatMap((order) => (order.customer_email ? [normaliseEmail(order.customer_email)] : [])));

/** The e-mails about these orders, and every e-mail to a proven address (a sign-in link's), oldest first. */
function mailOf(db: Executor, ids: readonly string[], provenEmail: string | null) {
  return db
    .selectFrom("mail_messages")
    .selectAll()
    .where((eb) => eb.or([eb("order_id", "in", [...ids]), ...(provenEmail ? [eb(sql<string>`lower(to_address)`, "=", provenEmail)] : [])]))
    .orderBy("created_at")
    .orderBy("id");
}

/** The sessions that open any of these orders, or that proved this address. */
function sessionsOf(db: Executor, ids: readonly string[], provenEmail: string | null) {
  return db
    .selectFrom("buyer_sessions")
    .selectAll()
    .where((eb) =>
      eb.or([
        eb("id", "in", eb.selectFrom("buyer_session_orders").select("session_id").where("order_id", "in", [...ids])),
        ...(provenEmail ? [eb("customer_email", "=", provenEmail)] : []),
      ]),
    );
}

/** Everything held about the buyer of these orders (and of their assessments' other orders), as plain JSON. */
export async function exportBuyerData(db: Executor, scope: BuyerScope, now: Date): Promise<BuyerDataExport> {
  const orders = await purchaseOrders(db, scope.orderIds);
  const ids = orders.map((order) => order.id);
  const exported: ExportedOrder[] = [];
  for (const order of orders) exported.push(await exportOrder(db, order));
  const proven = scope.provenEmail ? normaliseEmail(scope.provenEmail) : null;

  const emails = ids.length === 0 ? [] : await mailOf(db, ids, proven).execute();
  const sessions = ids.length === 0 ? [] : await sessionsOf(db, ids, proven).orderBy("created_at").execute();
  const sessionOrders =
    sessions.length === 0
      ? []
      : await db.selectFrom("buyer_session_orders").selectAll().where("session_id", "in", sessions.map((session) => session.id)).execute();
  const links = proven
    ? await db.selectFrom("hub_sign_in_links").select(["customer_email", "created_at", "expires_at", "used_at"]).where("customer_email", "=", proven).orderBy("created_at").execute()
    : [];

  return {
    about: EXPORT_ABOUT,
    exportedAt: timestamp(now),
    orders: exported,
    emails: emails.map((mail) => ({
      to: mail.to_address,
      subject: mail.subject,
      text: withoutLiveLinks(mail.text_body),
      status: mail.status,
      createdAt: mail.created_at,
      sentAt: mail.sent_at,
    })),
    hubSessions: sessions.map((session) => ({
      // Only the orders of this export: a session may also open an order of the same address this session has not proven.
      orderIds: sessionOrders.filter((row) => row.session_id === session.id && ids.includes(row.order_id)).map((row) => row.order_id),
      email: session.customer_email,
      createdAt: session.created_at,
      expiresAt: session.expires_at,
    })),
    signInLinks: links.map((link) => ({ email: link.customer_email, createdAt: link.created_at, expiresAt: link.expires_at, usedAt: link.used_at })),
  };
}

async function exportOrder(db: Executor, order: OrderRow): Promise<ExportedOrder> {
  const assessmentId = order.assessment_id === null ? null : Number(order.assessment_id);
  const assessment = assessmentId === null ? undefined : await findAssessmentById(db, assessmentId);
  const report = await findReportSummaryByOrder(db, order.id);
  const job = await findJobByOrderId(db, order.id);
  const plan = await db.selectFrom("hub_plans").selectAll().where("order_id", "=", order.id).executeTakeFirst();
  const tokens = await db.selectFrom("download_tokens").select(["channel", "created_at", "expires_at"]).where("order_id", "=", order.id).orderBy("created_at").execute();
  const demoPayments =
    assessmentId === null ? [] : await db.selectFrom("demo_payments").selectAll().where("assessment_id", "=", assessmentId).orderBy("created_at").execute();
  return {
    id: order.id,
    provider: order.provider,
    paymentIntentId: order.payment_intent_id,
    amountCents: Number(order.amount_cents),
    currency: order.currency,
    customerEmail: order.customer_email,
    status: order.status,
    purpose: order.purpose,
    paidAt: order.paid_at,
    refund: order.refund_id ? { id: order.refund_id, refundedAt: order.refunded_at } : null,
    assessment: assessment ? { ...presentAssessment(assessment), scoring_version: assessment.scoring_version } : null,
    report: report ? { fileName: report.file_name, byteSize: Number(report.byte_size), pageCount: Number(report.page_count), createdAt: report.created_at } : null,
    reportJob: job
      ? { status: job.status, stage: job.stage, attempts: Number(job.attempts), createdAt: job.created_at, startedAt: job.started_at, completedAt: job.completed_at }
      : null,
    plan: plan ? { startDate: plan.start_date, doneItems: JSON.parse(plan.done_items) as string[], updatedAt: plan.updated_at } : null,
    factsPrinted: await manifestsOf(db, order.id),
    changesSince: await changesForOrder(db, order.id),
    editions: await editionsOf(db, order.id),
    downloadLinks: tokens.map((token) => ({ channel: token.channel, createdAt: token.created_at, expiresAt: token.expires_at })),
    demoPayments: demoPayments.map((payment) => ({
      id: payment.id,
      status: payment.status,
      receiptEmail: payment.receipt_email,
      cardLast4: payment.card_last4,
      createdAt: payment.created_at,
      refundedAt: payment.refunded_at,
    })),
  };
}

/**
 * Deletes the buyer's data for these orders and every other order of their assessments, in one transaction:
 * assessment, report (the PDF), job, download links, plan, payment attempts, the e-mails about those orders, the
 * sessions' hold on them (a session left with no order ends); the demo provider's receipt address and card digits.
 * Each order keeps only its accounting fields (id, provider, payment id, amount, currency, status, purpose, dates,
 * refund) and `erased_at`. An address no other purchase still uses goes entirely: every e-mail to it, its sign-in
 * links and sessions, its sign-in counter. An address another held purchase uses keeps what belongs to that purchase.
 *
 * Every write about an order (hand-over at confirm, re-sends, the hub's, the operator's retry and re-send, the report
 * job's completion, the mail sender's claim) takes the order's row lock first and writes only while its data is
 * held, as this does: whichever runs second sees the other's result, so nothing about an erased buyer is written or
 * sent afterwards. An e-mail a sender has already claimed is waited for (up to MAIL_IN_FLIGHT_WAIT_MS, then 409).
 *
 * Refused (409) while a report job of these orders is pending or processing, so a running job never writes into
 * erased data, and while a duplicate payment's refund is still being made (its confirm and webhook need the
 * assessment to finish the refund). Running it again changes nothing.
 *
 * Left as they are, on purpose: the operator audit log (its detail holds route parameters, i.e. order ids, never an
 * address or an answer), the limit counters keyed by order id or client address (`resend:{orderId}`, per-client
 * route limits; they end with their window), the pg-boss copy of a job (its payload is our job id and its
 * singleton key the order id, neither of which says anything about the person), and the demo payment's amount,
 * status and assessment number (the stand-in for the payment provider's own record).
 */
export async function eraseBuyerData(db: Database, orderIds: readonly string[], clock: Clock, options: { mailWaitMs?: number } = {}): Promise<{ assessmentIds: number[] }> {
  const deadline = Date.now() + (options.mailWaitMs ?? MAIL_IN_FLIGHT_WAIT_MS);
  for (;;) {
    try {
      // Each try reads the clock: `erased_at` is when the erase really happened, after any e-mail it waited for.
      return { assessmentIds: await eraseOnce(db, orderIds, clock) };
    } catch (error) {
      if (!(error instanceof MailInFlight)) throw error;
      if (Date.now() >= deadline) throw new AppError(409, BUYER_DATA_MESSAGES.mailInFlight);
      await new Promise((resolve) => setTimeout(resolve, MAIL_IN_FLIGHT_POLL_MS));
    }
  }
}

/** How long erase waits for an e-mail a sender is sending right now (normally milliseconds; an SMTP server may be slow). */
export const MAIL_IN_FLIGHT_WAIT_MS = 15_000;
const MAIL_IN_FLIGHT_POLL_MS = 200;

/** An e-mail about the data is being sent: the erase rolls back and tries again once it is out. */
class MailInFlight extends Error {}

/** Answers the ids of the assessments it deleted. */
async function eraseOnce(db: Database, orderIds: readonly string[], clock: Clock): Promise<number[]> {
  if (orderIds.length === 0) return [];
  return db.transaction().execute(async (trx) => {
    // A write first: on SQLite the transaction holds the write lock from here on (no report job is claimed in
    // between, and no read below goes stale); on PostgreSQL the given orders are locked against a second erase
    // and against every write about them.
    await lockHeldOrders(trx, orderIds);
    // The assessments next, as a payment's fulfilment locks them: a payment settling now either made its order
    // before this (and it is found below) or finds the assessment gone (and is refunded, payments/fulfilment.ts).
    await lockAssessments(trx, assessmentIdsOf(await purchaseOrders(trx, orderIds)));
    const orders = await purchaseOrders(trx, orderIds);
    if (orders.length === 0) return [];
    const ids = orders.map((order) => order.id);
    await lockHeldOrders(trx, ids);
    const assessmentIds = assessmentIdsOf(orders);

    // PostgreSQL: the jobs' rows are locked, so a worker's claim waits for this transaction and then finds nothing.
    await trx.updateTable("report_jobs").set((eb) => ({ updated_at: eb.ref("updated_at") })).where("order_id", "in", ids).execute();
    const running = await trx.selectFrom("report_jobs").select("id").where("order_id", "in", ids).where("status", "in", ["pending", "processing"]).execute();
    if (running.length > 0) throw new AppError(409, BUYER_DATA_MESSAGES.reportInProgress);
    if (orders.some((order) => order.status === "duplicate_refund_pending")) throw new AppError(409, BUYER_DATA_MESSAGES.refundInProgress);

    const addresses = addressesOf(orders);
    const stillUsed = await addressesOfOtherLiveOrders(trx, addresses, ids);
    const erasedAddresses = addresses.filter((address) => !stillUsed.has(address));
    if ((await lockMailInFlight(trx, { orderIds: ids, addresses: erasedAddresses }, clock.now())) > 0) throw new MailInFlight();
    // The moment the erase takes effect: every e-mail about these orders is sent or deleted by now, and none can be
    // claimed until this commits (a claim takes the order's lock), so nothing about them is sent after `erased_at`.
    const at = timestamp(clock.now());

    await trx.deleteFrom("hub_plans").where("order_id", "in", ids).execute();
    await trx.deleteFrom("download_tokens").where("order_id", "in", ids).execute();
    await trx.deleteFrom("reports").where("order_id", "in", ids).execute();
    await deleteManifests(trx, ids);
    await trx.deleteFrom("report_jobs").where("order_id", "in", ids).execute();
    await trx.deleteFrom("mail_messages").where("order_id", "in", ids).execute();

    const holding = await trx.selectFrom("buyer_session_orders").select("session_id").where("order_id", "in", ids).execute();
    const byAddress =
      erasedAddresses.length > 0 ? await trx.selectFrom("buyer_sessions").select("id").where("customer_email", "in", erasedAddresses).execute() : [];
    await trx.deleteFrom("buyer_session_orders").where("order_id", "in", ids).execute();
    const touched = unique([...holding.map((row) => row.session_id), ...byAddress.map((row) => row.id)]);
    if (touched.length > 0) {
      // A session that proved an erased address ends; any other ends when it opens nothing any more.
      const ending = byAddress.map((row) => row.id);
      const empty = await trx
        .selectFrom("buyer_sessions")
        .select("id")
        .where("id", "in", touched)
        .where("id", "not in", (eb) => eb.selectFrom("buyer_session_orders").select("session_id"))
        .execute();
      const ended = unique([...ending, ...empty.map((row) => row.id)]);
      if (ended.length > 0) {
        await trx.deleteFrom("buyer_session_orders").where("session_id", "in", ended).execute();
        await trx.deleteFrom("buyer_sessions").where("id", "in", ended).execute();
      }
    }
    if (erasedAddresses.length > 0) {
      await trx.deleteFrom("mail_messages").where(sql<string>`lower(to_address)`, "in", erasedAddresses).execute();
      await trx.deleteFrom("hub_sign_in_links").where(sql<string>`lower(customer_email)`, "in", erasedAddresses).execute();
      await trx.deleteFrom("report_update_notices").where("email", "in", erasedAddresses).execute();
      // The counter's key is a hash anyone holding the address could match, so it goes with the address.
      await trx.deleteFrom("limit_counters").where("key", "in", erasedAddresses.map(signInCounterKey)).execute();
    }

    if (assessmentIds.length > 0) {
      await trx.deleteFrom("payment_attempts").where("assessment_id", "in", assessmentIds).execute();
      await trx.updateTable("demo_payments").set({ receipt_email: null, card_last4: null, updated_at: at }).where("assessment_id", "in", assessmentIds).execute();
    }
    await trx
      .updateTable("orders")
      .set({ customer_email: null, assessment_id: null, erased_at: at, updated_at: at })
      .where("id", "in", ids)
      .where("erased_at", "is", null)
      .execute();
    if (assessmentIds.length > 0) await trx.deleteFrom("assessments").where("id", "in", assessmentIds).execute();
    return assessmentIds;
  });
}

/** Which of these addresses also bought a report whose data is still held, outside the orders being erased. */
async function addressesOfOtherLiveOrders(executor: Executor, addresses: readonly string[], erasing: readonly string[]): Promise<Set<string>> {
  if (addresses.length === 0) return new Set();
  const rows = await executor
    .selectFrom("orders")
    .select(sql<string>`lower(customer_email)`.as("address"))
    .where(sql<string>`lower(customer_email)`, "in", [...addresses])
    .where("id", "not in", [...erasing])
    .where("erased_at", "is", null)
    .execute();
  return new Set(rows.map((row) => row.address));
}
