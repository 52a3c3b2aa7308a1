import type { Kysely, Migration } from "kysely";

/**
 * One payment per assessment (issue 17.2, decision 0013):
 * - `payment_attempts`: per assessment, the attempt number (the create-intent idempotency key's last
 *   part) and the open payment recorded for it; its row is also what fulfilment locks, so two payments
 *   for one assessment are decided one after the other.
 * - `orders.refund_id`, `orders.refunded_at`: the refund of a second payment for an assessment already
 *   bought (order status `duplicate_refund_pending`, then `refunded_duplicate`).
 * - `demo_payments`: the demo provider's idempotency key (unique when present) and its refund.
 */
export const paymentAttempts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("payment_attempts")
      .addColumn("assessment_id", "bigint", (col) => col.primaryKey().references("assessments.id"))
      .addColumn("attempt", "integer", (col) => col.notNull())
      .addColumn("provider", "text")
      .addColumn("payment_intent_id", "text")
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("updated_at", "text", (col) => col.notNull())
      .execute();

    await db.schema.alterTable("orders").addColumn("refund_id", "text").execute();
    await db.schema.alterTable("orders").addColumn("refunded_at", "text").execute();

    // SQLite cannot add a UNIQUE column: the column, then a unique index (NULLs never collide).
    await db.schema.alterTable("demo_payments").addColumn("idempotency_key", "text").execute();
    await db.schema.createIndex("demo_payments_idempotency_key").unique().on("demo_payments").column("idempotency_key").execute();
    await db.schema.alterTable("demo_payments").addColumn("refund_id", "text").execute();
    await db.schema.alterTable("demo_payments").addColumn("refunded_at", "text").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("demo_payments_idempotency_key").execute();
    for (const column of ["refunded_at", "refund_id", "idempotency_key"]) await db.schema.alterTable("demo_payments").dropColumn(column).execute();
    for (const column of ["refunded_at", "refund_id"]) await db.schema.alterTable("orders").dropColumn(column).execute();
    await db.schema.dropTable("payment_attempts").execute();
  },
};
