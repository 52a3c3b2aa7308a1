/**
 * A succeeded payment that cannot be the report's order is refunded in full through the provider that took it, then
 * recorded on its order (status, refund id, time):
 * - a second payment for an assessment already bought (two tabs that both paid, or a payment made elsewhere;
 *   decision 0013): `duplicate_refund_pending` -> `refunded_duplicate`;
 * - a payment whose assessment no longer exists (the buyer deleted their data while it was being made, or the id is
 *   unknown; issue 27.3): `no_assessment_refund_pending` -> `refunded_no_assessment`.
 * Exactly once however many confirms and webhooks arrive, on however many instances: every caller asks the provider
 * with the same idempotency key, which answers the same refund, and the order records the first answer. When the
 * provider cannot be reached the order stays pending and the next confirm or webhook delivery (Stripe retries a 5xx)
 * asks again with that key.
 */
import type { Logger } from "pino";
import type { Clock } from "@server/clock";
import type { Database } from "@server/db/database";
import type { RefundedStatus, RefundPendingStatus } from "@server/db/schema";
import type { Metrics } from "@server/metrics/metrics";
import { timestamp } from "@server/db/dialect";
import { findOrderById, markOrderRefunded, type OrderRow } from "./orders.repository";
import type { PaymentProvider } from "./payment-provider";

export const refundKey = (paymentIntentId: string) => `refund-duplicate:${paymentIntentId}`;
export const noAssessmentRefundKey = (paymentIntentId: string) => `refund-no-assessment:${paymentIntentId}`;

type RefundReason = { from: RefundPendingStatus; to: RefundedStatus; key: (paymentIntentId: string) => string; logged: string };

const REASONS: Record<RefundPendingStatus, RefundReason> = {
  duplicate_refund_pending: {
    from: "duplicate_refund_pending",
    to: "refunded_duplicate",
    key: refundKey,
    logged: "duplicate payment refunded: this assessment's report was already purchased",
  },
  no_assessment_refund_pending: {
    from: "no_assessment_refund_pending",
    to: "refunded_no_assessment",
    key: noAssessmentRefundKey,
    logged: "payment refunded: its assessment no longer exists (deleted by its buyer, or unknown)",
  },
};

const isRefundPending = (status: OrderRow["status"]): status is RefundPendingStatus => status in REASONS;

/** Refunds an order waiting for its refund (a duplicate, or a payment with no assessment); one already refunded is answered as it is. */
export async function refundOrder(
  deps: { db: Database; clock: Clock; log: Pick<Logger, "warn">; metrics: Pick<Metrics, "payments"> },
  provider: PaymentProvider,
  order: OrderRow,
): Promise<OrderRow> {
  if (!isRefundPending(order.status)) return order;
  const reason = REASONS[order.status];
  const refund = await provider.refundPayment(order.payment_intent_id, reason.key(order.payment_intent_id));
  const recorded = await markOrderRefunded(deps.db, order.id, reason, refund.id, timestamp(deps.clock.now()));
  if (recorded) {
    deps.metrics.payments.inc({ outcome: "refunded" });
    deps.log.warn(
      { orderId: order.id, assessmentId: order.assessment_id === null ? null : Number(order.assessment_id), paymentIntentId: order.payment_intent_id, refundId: refund.id },
      reason.logged,
    );
  }
  return (await findOrderById(deps.db, order.id)) ?? order;
}
