/**
 * The one home for what differs between SQLite and PostgreSQL: how a unique violation is reported, the
 * binary column type, and how "now" is written. Everything else is plain Kysely and runs on both.
 */
import { PostgresAdapter, type Kysely } from "kysely";

export type DatabaseKind = "sqlite" | "postgres";

/** True when the error is a unique/primary-key violation, on either database. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_PRIMARYKEY" || code === "SQLITE_CONSTRAINT_UNIQUE";
}

/** The database a Kysely instance talks to (migrations receive an untyped one). */
export function databaseKindOf(db: Kysely<unknown>): DatabaseKind {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

/** Column type for bytes (a PDF): `bytea` on PostgreSQL, `blob` on SQLite; both read back as a Buffer. */
export function binaryColumnType(kind: DatabaseKind): "bytea" | "blob" {
  return kind === "postgres" ? "bytea" : "blob";
}

/**
 * Timestamps are stored as ISO 8601 UTC text (`2026-11-23T10:00:00.000Z`) on both databases: the fixed
 * width makes text order equal time order, so leases and expiries compare with plain `<`.
 */
export function timestamp(date: Date): string {
  return date.toISOString();
}
