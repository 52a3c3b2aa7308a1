/**
 * The demo provider: a local stand-in for Stripe so the whole purchase works on a laptop with no keys.
 * No money moves and no card data is kept (only the last four digits). Payments live in the database
 * (`demo_payments`), so any instance can confirm any payment. Card rules mirror Stripe's test cards:
 * 4000 0000 0000 0002 is declined, every other valid number succeeds. Like Stripe, a create with an
 * idempotency key seen before answers the same payment (a unique column), and a refund is recorded once
 * per payment (its row holds the refund).
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import type { Database } from "@server/db/database";
import { timestamp } from "@server/db/dialect";
import type { Clock } from "@server/clock";
import { AppError } from "@server/http/errors";
import { cardProblems } from "@shared/card-rules";
import type { DemoCardPaymentParsed } from "@shared/contracts/payments";
import { PaymentProviderError, type NewPayment, type PaymentProvider, type ProviderPayment } from "./payment-provider";

export const DECLINED_TEST_CARD = "4000000000000002";
export const DECLINED_MESSAGE = "Your card was declined.";

/** The card rules the demo form also applies (shared/card-rules.ts); the first problem found, or null. */
export function demoCardProblem(card: Pick<DemoCardPaymentParsed, "cardNumber" | "expiry" | "cvc">, now: Date): string | null {
  const problems = cardProblems({ number: card.cardNumber, expiry: card.expiry, cvc: card.cvc }, now);
  return problems.number ?? problems.expiry ?? problems.cvc ?? null;
}

const newId = () => `demo_pi_${randomBytes(12).toString("hex")}`;
const newRefundId = () => `demo_re_${randomBytes(12).toString("hex")}`;

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function createDemoProvider(db: Database, clock: Clock): PaymentProvider & {
  payWithCard(payment: DemoCardPaymentParsed): Promise<{ paymentIntentId: string }>;
} {
  return {
    name: "demo",
    mode: "test",
    publishableKey: null,
    async createPayment(payment: NewPayment) {
      const id = newId();
      const clientSecret = `${id}_secret_${randomBytes(16).toString("base64url")}`;
      const at = timestamp(clock.now());
      await db
        .insertInto("demo_payments")
        .values({
          id,
          client_secret: clientSecret,
          assessment_id: payment.assessmentId,
          amount_cents: payment.amountCents,
          currency: payment.currency,
          receipt_email: null,
          status: "requires_payment_method",
          card_last4: null,
          created_at: at,
          updated_at: at,
          idempotency_key: payment.idempotencyKey,
          refund_id: null,
          refunded_at: null,
        })
        .onConflict((oc) => oc.column("idempotency_key").doNothing())
        .execute();
      const row = await db
        .selectFrom("demo_payments")
        .select(["id", "client_secret"])
        .where("idempotency_key", "=", payment.idempotencyKey)
        .executeTakeFirstOrThrow();
      return { id: row.id, clientSecret: row.client_secret };
    },
    async setReceiptEmail(id: string, email: string) {
      await db
        .updateTable("demo_payments")
        .set({ receipt_email: email, updated_at: timestamp(clock.now()) })
        .where("id", "=", id)
        .where("status", "=", "requires_payment_method")
        .execute();
    },
    async refundPayment(id: string) {
      // The row is the record of the refund: the first call writes it, every later call reads it back.
      await db
        .updateTable("demo_payments")
        .set({ refund_id: newRefundId(), refunded_at: timestamp(clock.now()) })
        .where("id", "=", id)
        .where("status", "=", "succeeded")
        .where("refund_id", "is", null)
        .execute();
      const row = await db.selectFrom("demo_payments").select(["status", "refund_id"]).where("id", "=", id).executeTakeFirst();
      if (!row?.refund_id) throw new PaymentProviderError(`This payment (${id}) has no successful charge to refund.`, 400);
      return { id: row.refund_id, status: "succeeded" };
    },
    async retrievePayment(id: string): Promise<ProviderPayment | null> {
      const row = await db.selectFrom("demo_payments").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) return null;
      return {
        id: row.id,
        status: row.status,
        amountCents: row.amount_cents,
        currency: row.currency,
        assessmentId: String(row.assessment_id),
        receiptEmail: row.receipt_email,
        clientSecret: row.client_secret,
      };
    },
    /** The demo's card step (what Stripe.js's confirmCardPayment does in Stripe mode). */
    async payWithCard(payment: DemoCardPaymentParsed) {
      const id = payment.clientSecret.split("_secret_")[0] ?? "";
      const row = id ? await db.selectFrom("demo_payments").selectAll().where("id", "=", id).executeTakeFirst() : undefined;
      if (!row || !sameSecret(row.client_secret, payment.clientSecret)) {
        throw new AppError(404, "No such payment. Please start the payment again.");
      }
      if (row.status === "succeeded") return { paymentIntentId: row.id };
      if (row.status !== "requires_payment_method") throw new AppError(409, "This payment can no longer be paid.");
      const problem = demoCardProblem(payment, clock.now());
      if (problem) throw new AppError(400, problem);
      const digits = payment.cardNumber.replace(/[\s-]/g, "");
      if (digits === DECLINED_TEST_CARD) throw new AppError(402, DECLINED_MESSAGE);
      await db
        .updateTable("demo_payments")
        .set({
          status: "succeeded",
          card_last4: digits.slice(-4),
          ...(payment.email ? { receipt_email: payment.email } : {}),
          updated_at: timestamp(clock.now()),
        })
        .where("id", "=", row.id)
        .where("status", "=", "requires_payment_method")
        .execute();
      return { paymentIntentId: row.id };
    },
  };
}
