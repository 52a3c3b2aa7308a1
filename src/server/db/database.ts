/**
 * The one way to reach the database: a Kysely instance over SQLite (default, a file in DATA_DIR) or
 * PostgreSQL (when DATABASE_URL is a postgres:// URL), migrated to the latest schema on open.
 */
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, type DatabaseConnection, type Dialect, type Transaction, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { isDatabaseUnavailable } from "./dialect";
import { migrations } from "./migrations/index";
import type { DatabaseSchema } from "./schema";

export type Database = Kysely<DatabaseSchema>;
/** What a repository function takes first: the database or a transaction on it. */
export type Executor = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;
import type { DatabaseKind } from "./dialect";

export type { DatabaseKind };
export type DatabaseTarget = { kind: "sqlite"; file: string } | { kind: "postgres"; url: string; schema?: string };

const INT8_OID = 20;
const NUMERIC_OID = 1700;
const FLOAT8_OID = 701;

const STATEMENT_CACHE_SIZE = 200;

/**
 * Time limits on PostgreSQL, so a database that stops answering is an error the caller handles (a 503,
 * a retried job), never a silent hang: connecting (a host that accepts TCP but never answers), each
 * statement (cancelled by the server, which keeps the connection usable), and a client-side backstop a
 * little longer, for a server that does not even answer the cancel. No query of ours runs for seconds.
 */
export const POSTGRES_TIMEOUTS = Object.freeze({ connectMs: 5_000, statementMs: 15_000, queryMs: 20_000 });

/** The pg pool options that apply those limits (our pool and pg-boss's). */
export const postgresTimeoutOptions = Object.freeze({
  connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectMs,
  statement_timeout: POSTGRES_TIMEOUTS.statementMs,
  query_timeout: POSTGRES_TIMEOUTS.queryMs,
  // Notices a peer that vanished without closing the connection (a failover, a dropped network).
  keepAlive: true,
});

/** What the database layer reports while it carries on (the server's logger fits). */
export type DatabaseLog = { warn: (object: object, message: string) => void };

/** The database could not be reached at start-up: one line for the operator, never the password. */
export class DatabaseUnreachableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "DatabaseUnreachableError";
  }
}

/**
 * Kysely rolls back when a transaction's callback or its COMMIT fails, and a failing ROLLBACK replaces the
 * error that caused it ("cannot rollback - no transaction is active" instead of SQLITE_FULL). `rollback`
 * decides, per engine, when there is nothing left to roll back, so the caller sees the real cause.
 */
function withRollback(
  dialect: Dialect,
  rollback: (original: (connection: DatabaseConnection) => Promise<void>, connection: DatabaseConnection) => Promise<void>,
): Dialect {
  const createDriver = dialect.createDriver.bind(dialect);
  return Object.assign(dialect, {
    createDriver: () => {
      const driver = createDriver();
      const original = driver.rollbackTransaction.bind(driver);
      driver.rollbackTransaction = (connection) => rollback(original, connection);
      return driver;
    },
  });
}

/**
 * Kysely's SQLite driver prepares every query afresh; preparing costs more than running a small query.
 * Hot queries have a fixed SQL text (values are parameters), so prepared statements are reused by text.
 */
function withStatementCache(connection: SQLite.Database): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = (source: string) => {
    let statement = cache.get(source);
    if (!statement) {
      statement = connection.prepare(source);
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      cache.set(source, statement);
    }
    return statement;
  };
  return new Proxy(connection, {
    get: (target, property, receiver) =>
      property === "prepare" ? prepare : Reflect.get(target, property, receiver),
  });
}

function openSqlite(file: string): Dialect {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  const connection = new SQLite(file);
  connection.pragma("journal_mode = WAL");
  connection.pragma("busy_timeout = 5000");
  connection.pragma("foreign_keys = ON");
  connection.pragma("synchronous = NORMAL");
  // On SQLITE_FULL, SQLITE_IOERR and the like SQLite may undo the whole transaction itself.
  return withRollback(new SqliteDialect({ database: withStatementCache(connection) }), async (rollback, handle) => {
    if (connection.inTransaction) await rollback(handle);
  });
}

/** Each PostgreSQL database's pool, for the metrics (db_pool_connections). */
const pools = new WeakMap<Database, pg.Pool>();

/** Connections in one process's PostgreSQL pool. */
export const POSTGRES_POOL_SIZE = 10;

export type PoolStats = { total: number; idle: number; waiting: number };

/**
 * How the PostgreSQL pool behind a database is used now; null on SQLite (one connection, no pool). `waiting`
 * counts the callers no idle connection is left for: pg queues every caller until its next tick, even one an
 * idle connection is about to take, and that one is not waiting.
 */
export function poolStats(db: Database): PoolStats | null {
  const pool = pools.get(db);
  if (!pool) return null;
  return { total: pool.totalCount, idle: pool.idleCount, waiting: Math.max(0, pool.waitingCount - pool.idleCount) };
}

function openPostgres(url: string, schema: string | undefined, log: DatabaseLog | undefined): { dialect: Dialect; pool: pg.Pool } {
  const pool = new pg.Pool({
    connectionString: url,
    max: POSTGRES_POOL_SIZE,
    ...postgresTimeoutOptions,
    // Ids are at most 2^53 - 1 (safe integers), so int8 can be read as a JS number.
    types: {
      getTypeParser: ((oid: number, format?: "text" | "binary") => {
        if (oid === INT8_OID || oid === FLOAT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
        return pg.types.getTypeParser(oid, format);
      }) as typeof pg.types.getTypeParser,
    },
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // A restart, failover or terminated session ends idle connections: pg drops them and emits 'error',
  // which would end the process with no listener. New connections are made on demand when it is back.
  pool.on("error", (error) => log?.warn({ err: error }, "database connection lost; a new one is made when needed"));
  // A client checked out between two queries reports the same on itself: its next query fails with the
  // cause, and the pool discards it on release.
  pool.on("connect", (client) => client.on("error", () => undefined));
  // With the connection gone, the server has already ended the transaction: the cause is what matters.
  const dialect = withRollback(new PostgresDialect({ pool }), async (rollback, connection) => {
    try {
      await rollback(connection);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
    }
  });
  return { dialect, pool };
}

/** host:port/name of a postgres:// URL, for messages (never the user or password). */
function describePostgres(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`;
  } catch {
    return "DATABASE_URL";
  }
}

/** The first round trip, so a database that is not there stops start-up with one line instead of a hang. */
async function reachPostgres(db: Database, url: string): Promise<void> {
  try {
    await pingDatabase(db);
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    const reason = /connection timeout|trying to connect/i.test(text)
      ? `it did not answer within ${POSTGRES_TIMEOUTS.connectMs / 1000} s`
      : /read timeout/i.test(text)
        ? `it did not answer a query within ${POSTGRES_TIMEOUTS.queryMs / 1000} s`
        : text;
    throw new DatabaseUnreachableError(`cannot connect to the PostgreSQL database at ${describePostgres(url)} (DATABASE_URL): ${reason}`, { cause: error });
  }
}

/**
 * Opens the database and applies pending migrations. On PostgreSQL an unreachable database fails with
 * DatabaseUnreachableError within POSTGRES_TIMEOUTS.connectMs; `log` hears of connections lost later.
 */
export async function openDatabase(target: DatabaseTarget, options: { log?: DatabaseLog } = {}): Promise<{ db: Database; kind: DatabaseKind }> {
  const opened = target.kind === "sqlite" ? { dialect: openSqlite(target.file), pool: undefined } : openPostgres(target.url, target.schema, options.log);
  const db = new Kysely<DatabaseSchema>({ dialect: opened.dialect });
  if (opened.pool) pools.set(db, opened.pool);
  try {
    if (target.kind === "postgres") await reachPostgres(db, target.url);
    if (target.kind === "postgres" && target.schema) {
      await sql`create schema if not exists ${sql.id(target.schema)}`.execute(db);
    }
    await migrate(db, target.kind === "postgres" ? target.schema : undefined);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { db, kind: target.kind };
}

/**
 * With a schema of its own (tests give each run one), the migrator's bookkeeping tables live in it too:
 * otherwise Kysely finds another schema's `kysely_migration_lock` and skips making its own.
 */
async function migrate(db: Database, schema: string | undefined): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : "";
    throw new Error(`Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** One round trip, used by the health check. */
export async function pingDatabase(db: Database): Promise<void> {
  await sql`select 1`.execute(db);
}
