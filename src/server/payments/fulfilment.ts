/**
 * Fulfilment: the one idempotent path from "the provider says this payment succeeded" to a recorded
 * order and its report job. Used by the confirm call and the webhook alike; whatever the number, order
 * or concurrency of calls for one payment, there is one order (unique payment id) and one job (unique
 * order id), written in one transaction with the job's queue entry.
 */
import { randomBytes } from "node:crypto";
import { REPORT_CURRENCY, REPORT_PRICE_CENTS } from "@shared/contracts/payments";
import type { Clock } from "@server/clock";
import type { Database } from "@server/db/database";
import { timestamp } from "@server/db/dialect";
import type { OrderPurpose } from "@server/db/schema";
import { AppError } from "@server/http/errors";
import { findAssessmentById } from "@server/assessments/assessments.repository";
import type { ReportQueue } from "@server/jobs/queue";
import { findJobByOrderId } from "@server/jobs/report-jobs.repository";
import { findOrderByPaymentId, insertOrderOnce, type OrderRow } from "./orders.repository";
import type { ProviderPayment } from "./payment-provider";

export type Fulfilment = { order: OrderRow; jobId: string; created: boolean };

const opaqueId = (prefix: string) => `${prefix}_${randomBytes(16).toString("hex")}`;

/** Why a payment cannot be fulfilled, as the specific 4xx the confirm call answers; null when it can. */
export function paymentProblem(payment: ProviderPayment): AppError | null {
  if (payment.status !== "succeeded") {
    return new AppError(409, `Payment was not completed successfully. Status: ${payment.status}`, { status: payment.status });
  }
  if (payment.amountCents !== REPORT_PRICE_CENTS || payment.currency.toLowerCase() !== REPORT_CURRENCY) {
    return new AppError(422, "This payment's amount or currency does not match the report's price, so no report was issued.");
  }
  if (!payment.assessmentId || !/^\d+$/.test(payment.assessmentId)) {
    return new AppError(422, "This payment is not linked to an assessment, so no report was issued.");
  }
  return null;
}

export async function fulfilPayment(
  deps: { db: Database; queue: ReportQueue; clock: Clock },
  payment: ProviderPayment,
  provider: "stripe" | "demo",
  purpose: OrderPurpose = "customer",
): Promise<Fulfilment> {
  const problem = paymentProblem(payment);
  if (problem) throw problem;
  const assessmentId = Number(payment.assessmentId);
  if (!(await findAssessmentById(deps.db, assessmentId))) {
    throw new AppError(422, "This payment names an assessment that does not exist, so no report was issued.");
  }

  const now = deps.clock.now();
  const at = timestamp(now);
  const orderId = opaqueId("ord");
  const created = await deps.db.transaction().execute(async (trx) => {
    const inserted = await insertOrderOnce(trx, {
      id: orderId,
      payment_intent_id: payment.id,
      provider,
      assessment_id: assessmentId,
      amount_cents: payment.amountCents,
      currency: payment.currency.toLowerCase(),
      customer_email: payment.receiptEmail,
      status: "paid",
      purpose,
      paid_at: at,
      created_at: at,
      updated_at: at,
    });
    if (inserted) await deps.queue.enqueue(trx, { id: opaqueId("job"), orderId, assessmentId }, now);
    return inserted;
  });
  if (created) deps.queue.wake();

  const order = await findOrderByPaymentId(deps.db, payment.id);
  const job = order ? await findJobByOrderId(deps.db, order.id) : undefined;
  if (!order || !job) throw new Error(`Fulfilment of ${payment.id} left no order or job`);
  return { order, jobId: job.id, created };
}
