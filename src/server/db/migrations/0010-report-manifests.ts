import type { Kysely, Migration } from "kysely";

/**
 * The living report (issue 31).
 * - `printed_facts`: a list of facts as reports printed them (id, value as printed, as-of, citation), stored once
 *   per distinct list (keyed by its hash): thousands of reports of one country on one day print the same list, so
 *   the comparison with today's facts reads each list once.
 * - `report_manifests`: per order and edition, which list its report printed, with the scoring version and the
 *   data editions it used. Kept beside the PDF, never in it.
 * - `report_fact_changes`: what changed since an order's report, one row per fact and new value (so a second run
 *   records nothing twice).
 * All three are deleted with the buyer's data.
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
      .addPrimaryKeyConstraint("report_fact_changes_pk", ["order_id", "fact_id", "new_fingerprint"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("report_fact_changes").execute();
    await db.schema.dropTable("report_manifests").execute();
    await db.schema.dropTable("printed_facts").execute();
  },
};
