/**
 * The databases the repository and API tests run on: SQLite always, PostgreSQL when TEST_DATABASE_URL
 * is set (each run in its own schema, dropped afterwards). Prints clearly when PostgreSQL is skipped.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { openDatabase, type Database, type DatabaseKind, type DatabaseTarget } from "@server/db/database";

export type TestDatabase = {
  db: Database;
  kind: DatabaseKind;
  close: () => Promise<void>;
  /** PostgreSQL: the schema this run lives in. */
  schema?: string;
  /** A second connection to the same database, as another instance opens it (close it before this one). */
  connectAgain: () => Promise<TestDatabase>;
};
export type TestDatabaseFactory = { name: DatabaseKind; open: () => Promise<TestDatabase> };

const postgresUrl = process.env.TEST_DATABASE_URL;
let announced = false;

export function testDatabases(): TestDatabaseFactory[] {
  if (!postgresUrl && !announced) {
    announced = true;
    console.warn("PostgreSQL suite SKIPPED: set TEST_DATABASE_URL=postgres://... to run it (CI does).");
  }
  const factories: TestDatabaseFactory[] = [
    {
      name: "sqlite",
      open: async () => {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), "newshores-test-"));
        const target: DatabaseTarget = { kind: "sqlite", file: path.join(dir, "test.sqlite") };
        const { db, kind } = await openDatabase(target);
        return {
          db,
          kind,
          close: async () => {
            await db.destroy();
            fs.rmSync(dir, { recursive: true, force: true });
          },
          connectAgain: () => connectAgain(target),
        };
      },
    },
  ];
  if (postgresUrl) {
    factories.push({
      name: "postgres",
      open: async () => {
        const schema = `test_${randomBytes(6).toString("hex")}`;
        const target: DatabaseTarget = { kind: "postgres", url: postgresUrl, schema };
        const { db, kind } = await openDatabase(target);
        return {
          db,
          kind,
          schema,
          connectAgain: () => connectAgain(target),
          close: async () => {
            await sql`drop schema if exists ${sql.id(`${schema}_boss`)} cascade`.execute(db);
            await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
            await db.destroy();
          },
        };
      },
    });
  }
  return factories;
}

/** Another connection (SQLite: the same file; PostgreSQL: the same schema); closing it leaves the data. */
async function connectAgain(target: DatabaseTarget): Promise<TestDatabase> {
  const { db, kind } = await openDatabase(target);
  const again: TestDatabase = {
    db,
    kind,
    ...(target.kind === "postgres" && target.schema ? { schema: target.schema } : {}),
    close: () => db.destroy(),
    connectAgain: () => connectAgain(target),
  };
  return again;
}
