import type { Kysely, Migration } from "kysely";

/**
 * What each report printed (issue 31): per order and edition, the facts it stated (id, value as printed, as-of,
 * citation) and the scoring and data editions it used, so a later change of a fact can be told to its buyer. Kept
 * beside the PDF, never in it; deleted with the buyer's data.
 */
export const reportManifests: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("report_manifests")
      .addColumn("order_id", "text", (col) => col.notNull().references("orders.id"))
      .addColumn("edition", "integer", (col) => col.notNull())
      .addColumn("scoring_version", "text", (col) => col.notNull())
      .addColumn("data_editions", "text", (col) => col.notNull())
      .addColumn("facts", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addPrimaryKeyConstraint("report_manifests_pk", ["order_id", "edition"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("report_manifests").execute();
  },
};
