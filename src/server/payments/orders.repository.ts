/** All SQL about orders. One order per payment (unique payment_intent_id). */
import type { Insertable, Selectable } from "kysely";
import type { Executor } from "@server/db/database";
import type { OrderTable, RefundedStatus, RefundPendingStatus } from "@server/db/schema";

export type OrderRow = Selectable<OrderTable>;
export type NewOrder = Insertable<OrderTable>;

/** Inserts the order unless one exists for the payment; answers whether this call created it. */
export async function insertOrderOnce(executor: Executor, order: NewOrder): Promise<boolean> {
  const result = await executor
    .insertInto("orders")
    .values(order)
    .onConflict((oc) => oc.column("payment_intent_id").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function findOrderByPaymentId(executor: Executor, paymentIntentId: string): Promise<OrderRow | undefined> {
  return executor.selectFrom("orders").selectAll().where("payment_intent_id", "=", paymentIntentId).executeTakeFirst();
}

export async function findOrderById(executor: Executor, id: string): Promise<OrderRow | undefined> {
  return executor.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Records the refund of an order waiting for one (`from`), once: answers whether this call recorded it. */
export async function markOrderRefunded(
  executor: Executor,
  orderId: string,
  change: { from: RefundPendingStatus; to: RefundedStatus },
  refundId: string,
  at: string,
): Promise<boolean> {
  const result = await executor
    .updateTable("orders")
    .set({ status: change.to, refund_id: refundId, refunded_at: at, updated_at: at })
    .where("id", "=", orderId)
    .where("status", "=", change.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The customer's paid order for an assessment (the first, if a buyer paid twice before duplicates were refunded). */
export async function findPaidOrderForAssessment(executor: Executor, assessmentId: number): Promise<OrderRow | undefined> {
  return executor
    .selectFrom("orders")
    .selectAll()
    .where("assessment_id", "=", assessmentId)
    .where("status", "=", "paid")
    .where("purpose", "=", "customer")
    .orderBy("paid_at")
    .limit(1)
    .executeTakeFirst();
}

/**
 * Locks the given orders whose data is still held, with a write that changes nothing: on SQLite the transaction
 * holds the write lock from here on, on PostgreSQL the rows are locked until it ends (a concurrent erase is waited
 * for, and then the erased rows are not among those locked). Answers the ids it locked.
 */
export async function lockHeldOrderIds(executor: Executor, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await executor
    .updateTable("orders")
    .set((eb) => ({ updated_at: eb.ref("updated_at") }))
    .where("id", "in", [...ids])
    .where("erased_at", "is", null)
    .returning("id")
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** lockHeldOrderIds, answering how many it locked. */
export async function lockHeldOrders(executor: Executor, ids: readonly string[]): Promise<number> {
  return (await lockHeldOrderIds(executor, ids)).size;
}

/** Whether the order's data is still held, answered under its lock (see lockHeldOrderIds): the guard of every write about it. */
export async function lockIfHeld(executor: Executor, id: string): Promise<boolean> {
  return (await lockHeldOrderIds(executor, [id])).has(id);
}
