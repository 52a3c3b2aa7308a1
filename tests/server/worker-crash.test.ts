/**
 * A report worker process killed with SIGKILL in the middle of a job: once its lease runs out, a second
 * worker process retries the job, and the buyer gets exactly one completed report. Real processes, as
 * `npm start` (web only, REPORT_WORKERS=0) and `npm run worker` run them, on SQLite and on PostgreSQL.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import SQLite from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, spawnProduct, spawnWorker, waitUntilReady, type ProductProcess } from "../../scripts/product-process";
import { portugalRequest } from "../support/test-app";

type Target = { name: string; env: () => Promise<Record<string, string>>; cleanup: () => Promise<void> };

const postgresUrl = process.env.TEST_DATABASE_URL;
const crashDatabase = `newshores_crash_${randomBytes(4).toString("hex")}`;

const targets: Target[] = [
  { name: "sqlite", env: async () => ({}), cleanup: async () => undefined },
  ...(postgresUrl
    ? [
        {
          name: "postgres",
          env: async () => {
            const admin = new pg.Client({ connectionString: postgresUrl });
            await admin.connect();
            await admin.query(`create database ${crashDatabase}`);
            await admin.end();
            const url = new URL(postgresUrl);
            url.pathname = `/${crashDatabase}`;
            return { DATABASE_URL: url.toString(), APP_SECRET: "crash-test-app-secret-0123456789abcdef" };
          },
          cleanup: async () => {
            const admin = new pg.Client({ connectionString: postgresUrl });
            await admin.connect();
            await admin.query(`drop database if exists ${crashDatabase} with (force)`);
            await admin.end();
          },
        },
      ]
    : []),
];

function openRecord(env: Record<string, string>, dataDir: string) {
  return env.DATABASE_URL
    ? new Kysely<Record<string, never>>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: env.DATABASE_URL, max: 1 }) }) })
    : new Kysely<Record<string, never>>({ dialect: new SqliteDialect({ database: new SQLite(path.join(dataDir, "newshores.sqlite"), { readonly: true }) }) });
}

describe.each(targets)("a worker killed mid-job on $name", (target) => {
  const processes: ProductProcess[] = [];
  let dataDir = "";

  afterAll(async () => {
    for (const run of processes) if (run.child.exitCode === null) run.child.kill("SIGKILL");
    await Promise.all(processes.map((run) => run.exited));
    await target.cleanup();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("leads to one completed report after a second worker retries it", async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "newshores-crash-"));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = { ...(await target.env()), DATA_DIR: dataDir, REPORT_JOB_LEASE_SECONDS: "2" };
    const web = spawnProduct({ ...env, PORT: String(port), REPORT_WORKERS: "0" });
    processes.push(web);
    await waitUntilReady(web, base);

    const post = (url: string, body?: object) =>
      fetch(`${base}${url}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body ?? {}) });
    const { id } = await (await post("/api/assessments", portugalRequest)).json();
    const intent = await (await post("/api/payments/create-intent", { assessmentId: id })).json();
    await post("/api/payments/demo/pay", { clientSecret: intent.clientSecret, cardNumber: "4242424242424242", expiry: "12/34", cvc: "123" });
    const confirmed = await (await post(`/api/payments/confirm/${intent.paymentIntentId}`)).json();
    expect(confirmed).toEqual({ success: true, jobId: expect.any(String) });

    const record = openRecord(env, dataDir);
    const job = async () =>
      (await sql<{ status: string; stage: string | null; attempts: number }>`select status, stage, attempts from report_jobs where id = ${confirmed.jobId}`.execute(record)).rows[0];
    try {
      const doomed = spawnWorker(env);
      processes.push(doomed);
      for (;;) {
        const state = await job();
        if (state?.status === "processing") break;
        if (doomed.child.exitCode !== null) throw new Error(`The first worker exited:\n${doomed.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      doomed.child.kill("SIGKILL");
      await doomed.exited;
      expect((await job())?.status).toBe("processing");

      const survivor = spawnWorker(env);
      processes.push(survivor);
      const deadline = Date.now() + 90_000;
      while ((await job())?.status !== "completed") {
        if (Date.now() > deadline) throw new Error(`The job was not retried:\n${survivor.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect((await job())?.attempts).toBe(2);
      const reports = await sql<{ count: number }>`select count(*) as count from reports where job_id = ${confirmed.jobId}`.execute(record);
      expect(Number(reports.rows[0]?.count)).toBe(1);
      const status = await (await fetch(`${base}/api/jobs/${confirmed.jobId}/status`)).json();
      expect(status).toMatchObject({ status: "completed", attempts: 2 });
    } finally {
      await record.destroy();
    }
  }, 240_000);
});
