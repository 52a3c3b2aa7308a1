import type { Kysely, Migration } from "kysely";
import { binaryColumnType, databaseKindOf } from "../dialect";

/**
 * The paid path: orders (one per payment), report jobs (one per order, the queue's record), finished
 * reports (the PDF bytes, so any instance serves any download), hashed download tokens, the e-mail
 * outbox, stored settings, and the demo provider's payments. Money is integer cents.
 */
export const ordersAndReports: Migration = {
  async up(db: Kysely<unknown>) {
    const binary = binaryColumnType(databaseKindOf(db));

    await db.schema
      .createTable("orders")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("payment_intent_id", "text", (col) => col.notNull().unique())
      .addColumn("provider", "text", (col) => col.notNull())
      .addColumn("assessment_id", "bigint", (col) => col.notNull().references("assessments.id"))
      .addColumn("amount_cents", "integer", (col) => col.notNull())
      .addColumn("currency", "text", (col) => col.notNull())
      .addColumn("customer_email", "text")
      .addColumn("status", "text", (col) => col.notNull())
      .addColumn("purpose", "text", (col) => col.notNull())
      .addColumn("paid_at", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("updated_at", "text", (col) => col.notNull())
      .execute();
    await db.schema.createIndex("orders_assessment").on("orders").column("assessment_id").execute();

    await db.schema
      .createTable("report_jobs")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("order_id", "text", (col) => col.notNull().unique().references("orders.id"))
      .addColumn("assessment_id", "bigint", (col) => col.notNull())
      .addColumn("status", "text", (col) => col.notNull())
      .addColumn("stage", "text")
      .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("max_attempts", "integer", (col) => col.notNull())
      .addColumn("run_after", "text", (col) => col.notNull())
      .addColumn("lease_until", "text")
      .addColumn("error_message", "text")
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("updated_at", "text", (col) => col.notNull())
      .addColumn("started_at", "text")
      .addColumn("completed_at", "text")
      .execute();
    await db.schema.createIndex("report_jobs_due").on("report_jobs").columns(["status", "run_after"]).execute();

    await db.schema
      .createTable("reports")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("order_id", "text", (col) => col.notNull().unique().references("orders.id"))
      .addColumn("job_id", "text", (col) => col.notNull())
      .addColumn("assessment_id", "bigint", (col) => col.notNull())
      .addColumn("file_name", "text", (col) => col.notNull())
      .addColumn("pdf", binary, (col) => col.notNull())
      .addColumn("byte_size", "integer", (col) => col.notNull())
      .addColumn("page_count", "integer", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .execute();
    await db.schema.createIndex("reports_assessment").on("reports").column("assessment_id").execute();

    await db.schema
      .createTable("download_tokens")
      .addColumn("token_hash", "text", (col) => col.primaryKey())
      .addColumn("order_id", "text", (col) => col.notNull().references("orders.id"))
      .addColumn("assessment_id", "bigint", (col) => col.notNull())
      .addColumn("channel", "text", (col) => col.notNull())
      .addColumn("expires_at", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .execute();

    await db.schema
      .createTable("mail_messages")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("dedupe_key", "text", (col) => col.notNull().unique())
      .addColumn("to_address", "text", (col) => col.notNull())
      .addColumn("subject", "text", (col) => col.notNull())
      .addColumn("text_body", "text", (col) => col.notNull())
      .addColumn("html_body", "text", (col) => col.notNull())
      .addColumn("status", "text", (col) => col.notNull())
      .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("next_attempt_at", "text", (col) => col.notNull())
      .addColumn("lease_until", "text")
      .addColumn("last_error", "text")
      .addColumn("message_id", "text")
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("sent_at", "text")
      .execute();
    await db.schema.createIndex("mail_messages_due").on("mail_messages").columns(["status", "next_attempt_at"]).execute();

    await db.schema
      .createTable("settings")
      .addColumn("key", "text", (col) => col.primaryKey())
      .addColumn("value", "text", (col) => col.notNull())
      .addColumn("encrypted", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("updated_at", "text", (col) => col.notNull())
      .execute();

    await db.schema
      .createTable("demo_payments")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("client_secret", "text", (col) => col.notNull())
      .addColumn("assessment_id", "bigint", (col) => col.notNull())
      .addColumn("amount_cents", "integer", (col) => col.notNull())
      .addColumn("currency", "text", (col) => col.notNull())
      .addColumn("receipt_email", "text")
      .addColumn("status", "text", (col) => col.notNull())
      .addColumn("card_last4", "text")
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("updated_at", "text", (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ["demo_payments", "settings", "mail_messages", "download_tokens", "reports", "report_jobs", "orders"]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
