/**
 * The one home for what differs between SQLite and PostgreSQL: how a unique violation is reported, which
 * errors mean the database cannot be used right now, the binary column type, and how "now" is written. Everything else is plain Kysely and runs on both.
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

/** SQLite: the file cannot take writes (full, read-only, I/O error) or is held by another writer too long. */
const SQLITE_UNAVAILABLE = /^SQLITE_(FULL|IOERR|READONLY|BUSY|LOCKED|CANTOPEN|NOMEM)/;
/**
 * PostgreSQL SQLSTATEs: 08 connection exceptions, 53 insufficient resources (disk full, out of memory, too
 * many connections), 57P0x shutdown / not accepting connections yet, 57014 a statement cancelled by
 * statement_timeout, 25006 a read-only transaction (a standby during a failover).
 */
const POSTGRES_UNAVAILABLE = /^(08...|53...|57P0.|57014|25006)$/;
/** The socket to the database could not be made or was lost. */
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN", "EPIPE"]);
/** What pg says, without a code, about a connection it lost or could not make in time. */
const PG_CONNECTION_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout)/;

/**
 * True when the error says the database cannot be used right now (unreachable, restarting, full,
 * read-only, timed out), as opposed to a fault in the query or the data: the caller answers 503 and
 * tries again later instead of treating it as a bug.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (SQLITE_UNAVAILABLE.test(code) || POSTGRES_UNAVAILABLE.test(code) || SOCKET_CODES.has(code))) return true;
  return PG_CONNECTION_MESSAGES.test(error.message);
}
