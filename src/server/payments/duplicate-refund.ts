/**
 * A second succeeded payment for an assessment already bought (two tabs that both paid, or a payment
 * made elsewhere) is refunded in full through the provider that took it, then recorded on its order
 * (`refunded_duplicate`, refund id, time). Exactly once however many confirms and webhooks arrive, on
 * however many instances: every caller asks the provider with the same idempotency key, which answers
 * the same refund, and the order records the first answer. When the provider cannot be reached the
 * order stays `duplicate_refund_pending` and the next confirm or webhook delivery (Stripe retries a 5xx)
 * asks again with that key.
 */
import type { Logger } from "pino";
import type { Clock } from "@server/clock";
import type { Database } from "@server/db/database";
import type { Metrics } from "@server/metrics/metrics";
import { timestamp } from "@server/db/dialect";
import { findOrderById, markOrderRefunded, type OrderRow } from "./orders.repository";
import type { PaymentProvider } from "./payment-provider";

export const refundKey = (paymentIntentId: string) => `refund-duplicate:${paymentIntentId}`;

export async function refundDuplicate(
  deps: { db: Database; clock: Clock; log: Pick<Logger, "warn">; metrics: Pick<Metrics, "payments"> },
  provider: PaymentProvider,
  order: OrderRow,
): Promise<OrderRow> {
  if (order.status === "refunded_duplicate") return order;
  const refund = await provider.refundPayment(order.payment_intent_id, refundKey(order.payment_intent_id));
  const recorded = await markOrderRefunded(deps.db, order.id, refund.id, timestamp(deps.clock.now()));
  if (recorded) {
    deps.metrics.payments.inc({ outcome: "refunded" });
    deps.log.warn(
      { orderId: order.id, assessmentId: Number(order.assessment_id), paymentIntentId: order.payment_intent_id, refundId: refund.id },
      "duplicate payment refunded: this assessment's report was already purchased",
    );
  }
  return (await findOrderById(deps.db, order.id)) ?? order;
}
