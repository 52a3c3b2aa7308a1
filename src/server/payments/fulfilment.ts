/**
 * Fulfilment: the one idempotent path from "the provider says this payment succeeded" to a recorded
 * order and its report job. Used by the confirm call and the webhook alike; whatever the number, order
 * or concurrency of calls for one payment, there is one order (unique payment id) and one job (unique
 * order id), written in one transaction with the job's queue entry.
 *
 * One report per assessment (decision 0013): payments for one assessment are decided one after the other
 * (the transaction first locks the assessment's row, as the buyer's erase does, then its payment_attempts row). The
 * first succeeded payment is the report's order; a later one for an assessment already bought is recorded as a
 * duplicate, with no job, and comes back as `duplicate` for the caller to refund through its provider
 * (refund-order.ts). A payment whose assessment no longer exists (its buyer deleted their data while paying, or the id
 * is unknown) is recorded too, with no assessment, address or job, and comes back as `no_assessment` to be refunded
 * the same way, so the money is never kept silently (issue 27.3). A payment already fulfilled whose buyer has since
 * deleted their data answers 410 and is never refunded: the report was delivered.
 */
import { randomBytes } from "node:crypto";
import type { Logger } from "pino";
import { REPORT_CURRENCY, REPORT_PRICE_CENTS } from "@shared/contracts/payments";
import { parseAssessmentId } from "@server/assessments/assessment-id";
import type { Clock } from "@server/clock";
import type { Database } from "@server/db/database";
import { timestamp } from "@server/db/dialect";
import type { OrderPurpose } from "@server/db/schema";
import { AppError } from "@server/http/errors";
import { lockAssessments } from "@server/assessments/assessments.repository";
import type { ReportQueue } from "@server/jobs/queue";
import { findJobByOrderId } from "@server/jobs/report-jobs.repository";
import { findOrderByPaymentId, findPaidOrderForAssessment, insertOrderOnce, type OrderRow } from "./orders.repository";
import { lockAssessmentPayments } from "./payment-attempts.repository";
import type { ProviderPayment } from "./payment-provider";
import { recipientFrom } from "./receipt-email";

export type Fulfilment =
  | { kind: "fulfilled"; order: OrderRow; jobId: string; created: boolean }
  /** A second payment for an assessment already bought: no job; refunded or still to be refunded. */
  | { kind: "duplicate"; order: OrderRow }
  /** A payment whose assessment no longer exists: no job; refunded or still to be refunded. */
  | { kind: "no_assessment"; order: OrderRow };

export type FulfilmentDeps = { db: Database; queue: ReportQueue; clock: Clock; log: Pick<Logger, "warn"> };

const opaqueId = (prefix: string) => `${prefix}_${randomBytes(16).toString("hex")}`;

/** Why a payment cannot be fulfilled, as the specific 4xx the confirm call answers; null when it can. */
export function paymentProblem(payment: ProviderPayment): AppError | null {
  if (payment.status !== "succeeded") {
    return new AppError(409, `Payment was not completed successfully. Status: ${payment.status}`, { status: payment.status });
  }
  if (payment.amountCents !== REPORT_PRICE_CENTS || payment.currency.toLowerCase() !== REPORT_CURRENCY) {
    return new AppError(422, "This payment's amount or currency does not match the report's price, so no report was issued.");
  }
  // The id's form and range are checked before any query: an id no assessment can have (e.g. beyond
  // PostgreSQL's bigint) is answered like an unknown one on both databases, never as a database error.
  if (!payment.assessmentId || parseAssessmentId(payment.assessmentId) === null) {
    return new AppError(422, "This payment is not linked to an assessment, so no report was issued.");
  }
  return null;
}

export const FULFILMENT_MESSAGES = {
  erased: "This purchase's data was deleted at the buyer's request, so there is no report to hand over.",
} as const;

async function outcomeOf(deps: FulfilmentDeps, order: OrderRow, created: boolean): Promise<Fulfilment> {
  if (order.status === "duplicate_refund_pending" || order.status === "refunded_duplicate") return { kind: "duplicate", order };
  if (order.status === "no_assessment_refund_pending" || order.status === "refunded_no_assessment") return { kind: "no_assessment", order };
  if (order.erased_at) throw new AppError(410, FULFILMENT_MESSAGES.erased);
  const job = await findJobByOrderId(deps.db, order.id);
  if (!job) {
    // The buyer's erase deletes the job and marks the order in one transaction: a job gone since the order was read
    // means the erase committed in between, and the order now says so.
    if ((await findOrderByPaymentId(deps.db, order.payment_intent_id))?.erased_at) throw new AppError(410, FULFILMENT_MESSAGES.erased);
    throw new Error(`Fulfilment of ${order.payment_intent_id} left no job`);
  }
  return { kind: "fulfilled", order, jobId: job.id, created };
}

/** Raised inside the fulfilment transaction when the assessment is gone, so nothing it wrote is kept. */
class AssessmentGone extends Error {}

export async function fulfilPayment(
  deps: FulfilmentDeps,
  payment: ProviderPayment,
  provider: "stripe" | "demo",
  purpose: OrderPurpose = "customer",
): Promise<Fulfilment> {
  const problem = paymentProblem(payment);
  if (problem) throw problem;
  const assessmentId = parseAssessmentId(payment.assessmentId ?? "") as number;
  const known = await findOrderByPaymentId(deps.db, payment.id);
  if (known) return outcomeOf(deps, known, false);

  const now = deps.clock.now();
  const at = timestamp(now);
  const orderId = opaqueId("ord");
  const base = { id: orderId, payment_intent_id: payment.id, provider, amount_cents: payment.amountCents, currency: payment.currency.toLowerCase(), purpose, paid_at: at, created_at: at, updated_at: at };
  let created: boolean;
  try {
    created = await deps.db.transaction().execute(async (trx) => {
      if (!(await lockAssessments(trx, [assessmentId])).has(assessmentId)) throw new AssessmentGone();
      await lockAssessmentPayments(trx, assessmentId, at);
      const bought = purpose === "customer" ? await findPaidOrderForAssessment(trx, assessmentId) : undefined;
      const duplicate = bought !== undefined && bought.payment_intent_id !== payment.id;
      const inserted = await insertOrderOnce(trx, {
        ...base,
        assessment_id: assessmentId,
        customer_email: recipientFrom(payment.receiptEmail, (masked) =>
          deps.log.warn({ paymentIntentId: payment.id, address: masked }, "receipt e-mail from the payment provider is not one valid address: no e-mail will be sent"),
        ),
        status: duplicate ? "duplicate_refund_pending" : "paid",
      });
      if (inserted && !duplicate) await deps.queue.enqueue(trx, { id: opaqueId("job"), orderId, assessmentId }, now);
      return inserted && !duplicate;
    });
  } catch (error) {
    if (!(error instanceof AssessmentGone)) throw error;
    // Recorded for the operator and refunded by the caller; no address or assessment is kept for a buyer who erased them.
    await insertOrderOnce(deps.db, { ...base, assessment_id: null, customer_email: null, status: "no_assessment_refund_pending" });
    deps.log.warn({ paymentIntentId: payment.id }, "succeeded payment names an assessment that no longer exists: it will be refunded");
    created = false;
  }
  if (created) deps.queue.wake();

  const order = await findOrderByPaymentId(deps.db, payment.id);
  if (!order) throw new Error(`Fulfilment of ${payment.id} left no order`);
  return outcomeOf(deps, order, created);
}
