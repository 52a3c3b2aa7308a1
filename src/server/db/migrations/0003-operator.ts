import type { Kysely, Migration } from "kysely";

/**
 * The operator area (decisions.md "Operator area"): server-side sessions (only a hash of the cookie's
 * token is stored), failed sign-in attempts (counted across instances, so the limit holds behind a load
 * balancer) and the audit log of every operator action.
 */
export const operator: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("operator_sessions")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("token_hash", "text", (col) => col.notNull().unique())
      .addColumn("client", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("expires_at", "text", (col) => col.notNull())
      .execute();

    await db.schema
      .createTable("operator_login_failures")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("client", "text", (col) => col.notNull())
      .addColumn("failed_at", "text", (col) => col.notNull())
      .execute();
    await db.schema.createIndex("operator_login_failures_client").on("operator_login_failures").columns(["client", "failed_at"]).execute();

    await db.schema
      .createTable("operator_audit_log")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("session_id", "text")
      .addColumn("action", "text", (col) => col.notNull())
      .addColumn("detail", "text")
      .addColumn("status_code", "integer")
      .addColumn("client", "text")
      .addColumn("created_at", "text", (col) => col.notNull())
      .execute();
    await db.schema.createIndex("operator_audit_log_created").on("operator_audit_log").column("created_at").execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ["operator_audit_log", "operator_login_failures", "operator_sessions"]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
