/**
 * One open payment per assessment (decision 0013): create-intent hands every tab, retry and instance the
 * assessment's open payment, and opens a new one only when there is none or it can no longer be paid.
 *
 * The database records, per assessment, the attempt number and the payment opened for it
 * (payment_attempts). A payment is created with the idempotency key `create-intent:{assessmentId}:{attempt}`,
 * so concurrent calls for one attempt receive the same payment from the provider, and a call retried
 * after a lost answer cannot make a second. A canceled payment (or one the provider in force does not
 * know, after a change of keys or provider) moves the assessment to the next attempt, once.
 */
import { REPORT_CURRENCY, REPORT_PRICE_CENTS } from "@shared/contracts/payments";
import type { Clock } from "@server/clock";
import type { Database } from "@server/db/database";
import { timestamp } from "@server/db/dialect";
import { currentAttempt, nextAttempt, recordAttemptPayment } from "./payment-attempts.repository";
import { OPEN_PAYMENT_STATUSES, type PaymentProvider, type ProviderPayment } from "./payment-provider";

export type OpenedPayment =
  | { kind: "open"; id: string; clientSecret: string; receiptEmail: string | null }
  /** The assessment's payment was paid but not yet fulfilled (the tab closed before confirm). */
  | { kind: "succeeded"; payment: ProviderPayment };

export const createIntentKey = (assessmentId: number, attempt: number) => `create-intent:${assessmentId}:${attempt}`;

/** Each round answers, or moves past an attempt another call moved past too: a few rounds always do. */
const MAX_ROUNDS = 5;

export async function openPayment(deps: { db: Database; clock: Clock }, provider: PaymentProvider, assessmentId: number): Promise<OpenedPayment> {
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const at = timestamp(deps.clock.now());
    const attempt = await currentAttempt(deps.db, assessmentId, at);
    if (attempt.payment_intent_id) {
      const recorded = attempt.provider === provider.name ? await provider.retrievePayment(attempt.payment_intent_id) : null;
      if (recorded?.status === "succeeded") return { kind: "succeeded", payment: recorded };
      if (recorded && OPEN_PAYMENT_STATUSES.includes(recorded.status) && recorded.clientSecret) {
        return { kind: "open", id: recorded.id, clientSecret: recorded.clientSecret, receiptEmail: recorded.receiptEmail };
      }
      await nextAttempt(deps.db, attempt, at);
      continue;
    }
    const created = await provider.createPayment({
      assessmentId,
      amountCents: REPORT_PRICE_CENTS,
      currency: REPORT_CURRENCY,
      idempotencyKey: createIntentKey(assessmentId, attempt.attempt),
    });
    await recordAttemptPayment(deps.db, attempt, { provider: provider.name, id: created.id }, at);
    const now = await currentAttempt(deps.db, assessmentId, at);
    if (now.attempt === attempt.attempt && now.payment_intent_id === created.id) {
      return { kind: "open", id: created.id, clientSecret: created.clientSecret, receiptEmail: null };
    }
    // Another call recorded a different payment for this attempt, or moved on: take what is recorded.
  }
  throw new Error(`No open payment could be settled for assessment ${assessmentId} after ${MAX_ROUNDS} rounds`);
}
