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

export type TestDatabase = { db: Database; kind: DatabaseKind; close: () => Promise<void>; /** PostgreSQL: the schema this run lives in. */ schema?: string };
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
        };
      },
    },
  ];
  if (postgresUrl) {
    factories.push({
      name: "postgres",
      open: async () => {
        const schema = `test_${randomBytes(6).toString("hex")}`;
        const { db, kind } = await openDatabase({ kind: "postgres", url: postgresUrl, schema });
        return {
          db,
          kind,
          schema,
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
