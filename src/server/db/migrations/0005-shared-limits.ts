import type { Kysely, Migration } from "kysely";

/**
 * Limit counters shared by every instance (decision 0014): one row per counted key (a client on a route,
 * a client's misses, an order's re-sends) with its count in the current window and when that window ends.
 * Rows whose window has ended are deleted now and then, so the index on the end keeps that cheap.
 */
export const sharedLimits: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("limit_counters")
      .addColumn("key", "text", (col) => col.primaryKey())
      .addColumn("count", "integer", (col) => col.notNull())
      .addColumn("window_ends_at", "text", (col) => col.notNull())
      .execute();
    await db.schema.createIndex("limit_counters_window_ends").on("limit_counters").column("window_ends_at").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("limit_counters").execute();
  },
};
