/**
 * The product on PostgreSQL when its database goes away (issue 17.1), as `npm start` (web only,
 * REPORT_WORKERS=0) and `npm run worker` run it: every backend session ended at once (what a restart or
 * failover does) leaves both processes up; while the database cannot be reached (a TCP proxy in front of
 * it is down: refused connections, cut sockets) the public health check answers 503, API calls answer a
 * clean 503, and when it is back everything recovers by itself: a purchase made before and one made after
 * are each fulfilled exactly once. And start-up against a host that accepts connections but never
 * answers fails within seconds with one line.
 */
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, spawnProduct, spawnWorker, waitUntilReady, type ProductProcess } from "../../scripts/product-process";
import { portugalRequest } from "../support/test-app";

const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) console.warn("PostgreSQL outage test SKIPPED: set TEST_DATABASE_URL=postgres://... to run it (CI does).");

const APP_SECRET = "outage-test-app-secret-0123456789abcdef";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A TCP proxy in front of the database: `down()` refuses new connections and cuts the open ones, `up()` serves again on the same port. */
function databaseProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  return {
    get port() {
      return port;
    },
    async up(): Promise<void> {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("error", drop);
          socket.on("close", drop);
        }
        client.pipe(upstream).pipe(client);
      });
      await new Promise<void>((resolve, reject) => {
        server?.once("error", reject);
        server?.listen(port, "127.0.0.1", () => resolve());
      });
      port = (server.address() as net.AddressInfo).port;
    },
    async down(): Promise<void> {
      const closed = new Promise((resolve) => server?.close(resolve));
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      await closed;
    },
  };
}

describe.skipIf(!postgresUrl)("the product on PostgreSQL while its database goes away and comes back", () => {
  const database = `newshores_outage_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  const upstream = new URL(postgresUrl ?? "postgres://localhost");
  const proxy = databaseProxy({ host: upstream.hostname, port: Number(upstream.port || 5432) });
  const processes: ProductProcess[] = [];
  let dataDir = "";
  let base = "";
  let record: pg.Pool | undefined;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${database}`);
    await proxy.up();
    const viaProxy = new URL(upstream);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    viaProxy.pathname = `/${database}`;
    const direct = new URL(upstream);
    direct.pathname = `/${database}`;
    record = new pg.Pool({ connectionString: direct.toString(), max: 1 });
    // The test's own reading connection is ended with the product's.
    record.on("error", () => undefined);

    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "newshores-outage-"));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const env = { DATABASE_URL: viaProxy.toString(), APP_SECRET, DATA_DIR: dataDir, REPORT_JOB_LEASE_SECONDS: "5" };
    const web = spawnProduct({ ...env, PORT: String(port), REPORT_WORKERS: "0" });
    processes.push(web);
    await waitUntilReady(web, base);
    processes.push(spawnWorker(env));
  }, 240_000);

  afterAll(async () => {
    for (const run of processes) if (run.child.exitCode === null) run.child.kill("SIGKILL");
    await Promise.all(processes.map((run) => run.exited));
    await record?.end();
    await proxy.down().catch(() => undefined);
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (url: string, body?: object) =>
    fetch(`${base}${url}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body ?? {}), signal: AbortSignal.timeout(30_000) });
  const get = (url: string) => fetch(`${base}${url}`, { signal: AbortSignal.timeout(30_000) });

  async function assess(): Promise<number> {
    const created = await post("/api/assessments", portugalRequest);
    expect(created.status).toBe(201);
    return ((await created.json()) as { id: number }).id;
  }

  /** create-intent, the demo card step and confirm: the job id of the paid order. */
  async function buy(assessmentId: number): Promise<string> {
    const intent = (await (await post("/api/payments/create-intent", { assessmentId })).json()) as { clientSecret: string; paymentIntentId: string };
    await post("/api/payments/demo/pay", { clientSecret: intent.clientSecret, cardNumber: "4242424242424242", expiry: "12/34", cvc: "123" });
    const confirmed = (await (await post(`/api/payments/confirm/${intent.paymentIntentId}`)).json()) as { success: boolean; jobId?: string; downloadToken?: string };
    expect(confirmed.success).toBe(true);
    const order = await record?.query<{ id: string }>("select j.id from report_jobs j join orders o on o.id = j.order_id where o.assessment_id = $1", [assessmentId]);
    const jobId = order?.rows[0]?.id;
    expect(jobId).toEqual(expect.any(String));
    return jobId as string;
  }

  function expectAlive(): void {
    for (const run of processes) {
      if (run.child.exitCode !== null) throw new Error(`A product process exited with ${run.child.exitCode}:\n${run.output()}`);
    }
  }

  /** Samples /api/health for `ms`: every answer is one of `allowed` (a dropped connection fails the fetch). */
  async function healthFor(ms: number, allowed: number[]): Promise<number[]> {
    const seen: number[] = [];
    const until = Date.now() + ms;
    while (Date.now() < until) {
      const status = (await get("/api/health")).status;
      expect(allowed).toContain(status);
      seen.push(status);
      expectAlive();
      await sleep(250);
    }
    return seen;
  }

  async function fulfilledOnce(assessmentId: number, jobId: string): Promise<void> {
    const deadline = Date.now() + 120_000;
    for (;;) {
      const status = (await (await get(`/api/jobs/${jobId}/status`)).json()) as { status: string };
      if (status.status === "completed") break;
      if (Date.now() > deadline) throw new Error(`Job ${jobId} is still ${status.status}:\n${processes.map((run) => run.output()).join("\n")}`);
      await sleep(500);
    }
    const counts = await record?.query<{ orders: string; jobs: string; reports: string }>(
      `select (select count(*) from orders where assessment_id = $1) as orders,
              (select count(*) from report_jobs where assessment_id = $1) as jobs,
              (select count(*) from reports where assessment_id = $1) as reports`,
      [assessmentId],
    );
    expect(counts?.rows[0]).toEqual({ orders: "1", jobs: "1", reports: "1" });
  }

  it("keeps web and worker up, answers 503 while it is away, and recovers by itself with each purchase fulfilled once", async () => {
    const first = await assess();
    const firstJob = await buy(first);
    const later = await assess();

    // Every session of the database ended at once, as a restart does: the processes stay up.
    await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [database]);
    await healthFor(4_000, [200, 503]);

    // The database cannot be reached at all: refused connections, open ones cut.
    await proxy.down();
    const during = await healthFor(5_000, [503]);
    expect(during.length).toBeGreaterThan(3);
    const read = await get(`/api/assessments/${later}`);
    expect(read.status).toBe(503);
    expect(await read.json()).toEqual({ error: "Our database is not available right now. Please try again in a moment." });
    const refused = await post("/api/payments/create-intent", { assessmentId: later });
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ error: "We cannot take payments right now: our database cannot save orders. Please try again later." });
    expectAlive();

    // Back: health recovers without a restart, and a purchase made now is fulfilled exactly once.
    await proxy.up();
    const deadline = Date.now() + 30_000;
    while ((await get("/api/health")).status !== 200) {
      if (Date.now() > deadline) throw new Error("/api/health did not recover within 30 s");
      await sleep(250);
    }
    const laterJob = await buy(later);
    await fulfilledOnce(later, laterJob);
    await fulfilledOnce(first, firstJob);
    expectAlive();
  }, 240_000);
});

describe("start-up against a database host that accepts connections and never answers", () => {
  const sockets: net.Socket[] = [];
  let firstConnection: number | undefined;
  const silent = net.createServer((socket) => {
    firstConnection ??= Date.now();
    sockets.push(socket);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it("stops the web process and the worker within a few seconds, each with one line and exit code 1", async () => {
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as net.AddressInfo;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "newshores-silent-db-"));
    const env = { DATABASE_URL: `postgres://newshores:hunter2secret@127.0.0.1:${port}/newshores`, APP_SECRET, DATA_DIR: dataDir };
    try {
      const web = spawnProduct({ ...env, PORT: String(await freePort()) });
      const worker = spawnWorker(env);
      const [webCode, workerCode] = await Promise.all([web.exited, worker.exited]);
      const exitedAt = Date.now();
      expect(firstConnection).toBeDefined();
      expect(exitedAt - (firstConnection as number)).toBeLessThan(10_000);
      const reason = `cannot connect to the PostgreSQL database at 127.0.0.1:${port}/newshores (DATABASE_URL): it did not answer within 5 s`;
      for (const [run, code, line] of [
        [web, webCode, `NewShores failed to start: ${reason}`],
        [worker, workerCode, `NewShores worker failed to start: ${reason}`],
      ] as const) {
        expect(code).toBe(1);
        const output = run.output();
        expect(output.trim().split("\n").at(-1)).toBe(line);
        expect(output).not.toMatch(/hunter2secret|\n\s+at |Error:/);
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 150_000);
});
