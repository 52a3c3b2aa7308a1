/**
 * All SQL about payment attempts: one row per assessment (migration 0004), holding the attempt number
 * and the payment opened for it. Every change is a compare-and-set on the attempt number, so concurrent
 * create-intents on any number of instances agree on one attempt and one payment.
 */
import type { Selectable } from "kysely";
import type { Executor } from "@server/db/database";
import type { PaymentAttemptTable } from "@server/db/schema";

export type PaymentAttemptRow = Selectable<PaymentAttemptTable>;

const firstAttempt = (assessmentId: number, at: string) => ({
  assessment_id: assessmentId,
  attempt: 1,
  provider: null,
  payment_intent_id: null,
  created_at: at,
  updated_at: at,
});

/** The assessment's attempt, made (attempt 1, no payment yet) when it has none. */
export async function currentAttempt(executor: Executor, assessmentId: number, at: string): Promise<PaymentAttemptRow> {
  await executor
    .insertInto("payment_attempts")
    .values(firstAttempt(assessmentId, at))
    .onConflict((oc) => oc.column("assessment_id").doNothing())
    .execute();
  return executor.selectFrom("payment_attempts").selectAll().where("assessment_id", "=", assessmentId).executeTakeFirstOrThrow();
}

/** Records the payment opened for an attempt unless one is recorded already (or the attempt moved on). */
export async function recordAttemptPayment(
  executor: Executor,
  attempt: Pick<PaymentAttemptRow, "assessment_id" | "attempt">,
  payment: { provider: "stripe" | "demo"; id: string },
  at: string,
): Promise<void> {
  await executor
    .updateTable("payment_attempts")
    .set({ provider: payment.provider, payment_intent_id: payment.id, updated_at: at })
    .where("assessment_id", "=", attempt.assessment_id)
    .where("attempt", "=", attempt.attempt)
    .where("payment_intent_id", "is", null)
    .execute();
}

/** Moves past an attempt whose payment can no longer be paid; a no-op when another call moved first. */
export async function nextAttempt(executor: Executor, attempt: Pick<PaymentAttemptRow, "assessment_id" | "attempt">, at: string): Promise<void> {
  await executor
    .updateTable("payment_attempts")
    .set({ attempt: attempt.attempt + 1, provider: null, payment_intent_id: null, updated_at: at })
    .where("assessment_id", "=", attempt.assessment_id)
    .where("attempt", "=", attempt.attempt)
    .execute();
}

/**
 * Locks the assessment's attempt row (making it if missing) until the transaction ends: fulfilments of
 * payments for one assessment then run one after the other, on either database and any instance
 * (PostgreSQL: the row lock of the upsert; SQLite: one writer at a time).
 */
export async function lockAssessmentPayments(executor: Executor, assessmentId: number, at: string): Promise<void> {
  await executor
    .insertInto("payment_attempts")
    .values(firstAttempt(assessmentId, at))
    .onConflict((oc) => oc.column("assessment_id").doUpdateSet({ updated_at: at }))
    .execute();
}
