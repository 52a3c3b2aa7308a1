/**
 * The database layer when the database fails under it: a full SQLite file reports its real cause (not
 * the ROLLBACK that follows it), a PostgreSQL host that never answers fails start-up within the connect
 * limit with one line, and PostgreSQL sessions ended by the server (a restart, a failover) are replaced
 * instead of ending the process.
 */
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DatabaseUnreachableError, openDatabase, pingDatabase, POSTGRES_TIMEOUTS, type Database } from "./database";
import { isDatabaseUnavailable } from "./dialect";

describe("SQLite when the database cannot grow (disk full)", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "newshores-full-"));
  let db: Database | undefined;
  afterAll(async () => {
    await db?.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("rejects a transaction with SQLITE_FULL 'database or disk is full', not 'cannot rollback', and keeps working", async () => {
    ({ db } = await openDatabase({ kind: "sqlite", file: path.join(dir, "full.sqlite") }));
    await sql`create table filler (content blob)`.execute(db);
    const pages = (await sql<{ page_count: number }>`pragma page_count`.execute(db)).rows[0]?.page_count;
    // The file may not grow past its current size: any write that needs a new page fails as on a full disk,
    // and SQLite then undoes the whole transaction itself.
    await sql.raw(`pragma max_page_count = ${pages}`).execute(db);

    const write = (bytes: number) =>
      db!.transaction().execute(async (trx) => {
        await sql`insert into filler (content) values (zeroblob(${bytes}))`.execute(trx);
      });
    const failure = await write(200_000).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ code: "SQLITE_FULL", message: "database or disk is full" });
    expect(isDatabaseUnavailable(failure)).toBe(true);

    // Nothing was left half-done: a write that fits goes through in a new transaction.
    await write(10);
    expect((await sql<{ count: number }>`select count(*) as count from filler`.execute(db)).rows[0]?.count).toBe(1);
  });
});

describe("PostgreSQL start-up against a host that accepts connections and never answers", () => {
  const sockets: net.Socket[] = [];
  const silent = net.createServer((socket) => sockets.push(socket));
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it(`fails within the ${POSTGRES_TIMEOUTS.connectMs / 1000} s connect limit with one line naming the host, never the password`, async () => {
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as net.AddressInfo;
    const started = Date.now();
    const failure = await openDatabase({ kind: "postgres", url: `postgres://newshores:hunter2secret@127.0.0.1:${port}/newshores` }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(Date.now() - started).toBeLessThan(POSTGRES_TIMEOUTS.connectMs + 3_000);
    expect(failure).toBeInstanceOf(DatabaseUnreachableError);
    expect((failure as Error).message).toBe(
      `cannot connect to the PostgreSQL database at 127.0.0.1:${port}/newshores (DATABASE_URL): it did not answer within ${POSTGRES_TIMEOUTS.connectMs / 1000} s`,
    );
    expect(sockets.length).toBeGreaterThan(0);
  }, 20_000);
});

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgresUrl)("PostgreSQL sessions ended by the server", () => {
  const schema = `test_${randomBytes(6).toString("hex")}`;
  let db: Database | undefined;
  const admin = new pg.Client({ connectionString: postgresUrl });
  const lost: unknown[] = [];

  beforeAll(async () => {
    await admin.connect();
    ({ db } = await openDatabase(
      { kind: "postgres", url: postgresUrl as string, schema },
      { log: { warn: (object) => lost.push((object as { err?: unknown }).err) } },
    ));
  });
  afterAll(async () => {
    await db?.destroy();
    await admin.query(`drop schema if exists "${schema}" cascade`);
    await admin.end();
  });

  /** Ends this pool's own sessions only (other tests share the database), as a restart would end them all. */
  async function terminateOwnSessions(database: Database): Promise<number[]> {
    const held = await Promise.all(
      Array.from({ length: 4 }, async () => (await sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.05)`.execute(database)).rows[0]?.pid),
    );
    const pids = [...new Set(held.filter((pid): pid is number => typeof pid === "number"))];
    await admin.query("select pg_terminate_backend(pid) from unnest($1::int[]) as pid", [pids]);
    return pids;
  }

  it("logs the lost idle connections, keeps the process up and answers again on new connections", async () => {
    const before = await terminateOwnSessions(db as Database);
    // The pool hears of each ended idle session; with no listener that 'error' event ends the process.
    // Wait for every ended session to be reported: a query on one not yet reported would meet its end.
    await expect.poll(() => lost.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(before.length);
    await pingDatabase(db as Database);
    const after = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db as Database)).rows[0]?.pid;
    expect(before).not.toContain(after);
  });
});
