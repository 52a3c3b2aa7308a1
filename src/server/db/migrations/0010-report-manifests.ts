import type { Kysely, Migration } from "kysely";
import { binaryColumnType, databaseKindOf } from "../dialect";

/**
 * The living report (issue 31).
 * - `printed_facts`: a list of facts as reports printed them (id, value as printed, as-of, citation), stored once
 *   per distinct list (keyed by its hash): thousands of reports of one country on one day print the same list, so
 *   the comparison with today's facts reads each list once.
 * - `report_manifests`: per order and edition, which list its report printed, with the scoring version and the
 *   data editions it used. Kept beside the PDF, never in it.
 * - `report_fact_changes`: what changed since an order's report, one row per fact and new value (so a second run
 *   records nothing twice).
 * - `report_editions`: the updated editions a buyer asked for (2, 3, ...; edition 1 is the `reports` row), made by
 *   a low-priority worker, with their PDF and score.
 * - `report_update_notices`: per address, when the buyer was last e-mailed about changes, and whether they
 *   unsubscribed; `mail_messages.list_unsubscribe`: the one-click unsubscribe address such an e-mail carries.
 * All are deleted with the buyer's data.
 */
export const reportManifests: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("printed_facts")
      .addColumn("hash", "text", (col) => col.primaryKey())
      .addColumn("facts", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .execute();
    await db.schema
      .createTable("report_manifests")
      .addColumn("order_id", "text", (col) => col.notNull().references("orders.id"))
      .addColumn("edition", "integer", (col) => col.notNull())
      .addColumn("printed_facts", "text", (col) => col.notNull().references("printed_facts.hash"))
      .addColumn("scoring_version", "text", (col) => col.notNull())
      .addColumn("data_editions", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addPrimaryKeyConstraint("report_manifests_pk", ["order_id", "edition"])
      .execute();
    await db.schema.createIndex("report_manifests_printed_facts").on("report_manifests").column("printed_facts").execute();
    await db.schema
      .createTable("report_fact_changes")
      .addColumn("order_id", "text", (col) => col.notNull().references("orders.id"))
      .addColumn("fact_id", "text", (col) => col.notNull())
      .addColumn("new_fingerprint", "text", (col) => col.notNull())
      .addColumn("old_value", "text", (col) => col.notNull())
      .addColumn("new_value", "text", (col) => col.notNull())
      .addColumn("since", "text", (col) => col.notNull())
      .addColumn("source_name", "text", (col) => col.notNull())
      .addColumn("source_url", "text", (col) => col.notNull())
      .addColumn("important", "integer", (col) => col.notNull())
      .addColumn("detected_at", "text", (col) => col.notNull())
      .addColumn("notified_at", "text")
      .addPrimaryKeyConstraint("report_fact_changes_pk", ["order_id", "fact_id", "new_fingerprint"])
      .execute();
    await db.schema
      .createTable("report_editions")
      .addColumn("order_id", "text", (col) => col.notNull().references("orders.id"))
      .addColumn("edition", "integer", (col) => col.notNull())
      .addColumn("status", "text", (col) => col.notNull())
      .addColumn("requested_at", "text", (col) => col.notNull())
      .addColumn("lease_until", "text")
      .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("pdf", binaryColumnType(databaseKindOf(db)))
      .addColumn("file_name", "text")
      .addColumn("byte_size", "integer")
      .addColumn("page_count", "integer")
      .addColumn("score", "integer")
      .addColumn("scoring_version", "text")
      .addColumn("completed_at", "text")
      .addColumn("error_message", "text")
      .addPrimaryKeyConstraint("report_editions_pk", ["order_id", "edition"])
      .execute();
    await db.schema.createIndex("report_editions_due").on("report_editions").columns(["status", "requested_at"]).execute();
    await db.schema
      .createTable("report_update_notices")
      .addColumn("email", "text", (col) => col.primaryKey())
      .addColumn("last_notified_at", "text")
      .addColumn("unsubscribed_at", "text")
      .execute();
    await db.schema.alterTable("mail_messages").addColumn("list_unsubscribe", "text").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("mail_messages").dropColumn("list_unsubscribe").execute();
    await db.schema.dropTable("report_update_notices").execute();
    await db.schema.dropTable("report_editions").execute();
    await db.schema.dropTable("report_fact_changes").execute();
    await db.schema.dropTable("report_manifests").execute();
    await db.schema.dropTable("printed_facts").execute();
  },
};
