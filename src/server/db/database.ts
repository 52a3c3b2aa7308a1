/**
 * The one way to reach the database: a Kysely instance over SQLite (default, a file in DATA_DIR) or
 * PostgreSQL (when DATABASE_URL is a postgres:// URL), migrated to the latest schema on open.
 */
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, type Transaction, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
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

function openSqlite(file: string): SqliteDialect {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  const connection = new SQLite(file);
  connection.pragma("journal_mode = WAL");
  connection.pragma("busy_timeout = 5000");
  connection.pragma("foreign_keys = ON");
  connection.pragma("synchronous = NORMAL");
  return new SqliteDialect({ database: withStatementCache(connection) });
}

function openPostgres(url: string, schema: string | undefined): PostgresDialect {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Ids are at most 2^53 - 1 (safe integers), so int8 can be read as a JS number.
    types: {
      getTypeParser: ((oid: number, format?: "text" | "binary") => {
        if (oid === INT8_OID || oid === FLOAT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
        return pg.types.getTypeParser(oid, format);
      }) as typeof pg.types.getTypeParser,
    },
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  return new PostgresDialect({ pool });
}

/** Opens the database and applies pending migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<{ db: Database; kind: DatabaseKind }> {
  const dialect = target.kind === "sqlite" ? openSqlite(target.file) : openPostgres(target.url, target.schema);
  const db = new Kysely<DatabaseSchema>({ dialect });
  try {
    if (target.kind === "postgres" && target.schema) {
      await sql`create schema if not exists ${sql.id(target.schema)}`.execute(db);
    }
    await migrate(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { db, kind: target.kind };
}

async function migrate(db: Database): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
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
