/**
 * A throwaway PostgreSQL database for one benchmark run: created on the server named by
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL), dropped afterwards. Null when neither is set.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";

export function benchAdminUrl(): string | undefined {
  return process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
}

export async function withBenchDatabase<T>(adminUrl: string, run: (databaseUrl: string) => Promise<T>): Promise<T> {
  const database = `newshores_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${database}`);
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    return await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
}
