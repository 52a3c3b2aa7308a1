/**
 * The paid path's numbers (part of `npm run bench`; it prints, it does not assert):
 * - confirm -> PDF bytes in hand, p50 and p95 over 20 demo purchases (target p50 <= 2 s);
 * - GET /ping p99 while those reports are generated (target <= 50 ms: rendering runs in a thread);
 * - on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL), reports per minute with two separate worker
 *   processes against one (target >= 1.7x), checking every job ran exactly once.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import Database from "better-sqlite3";
import { portugalRequest } from "../tests/support/requests";
import { benchAdminUrl, withBenchDatabase } from "./bench-database";
import { freePort, spawnProduct, spawnWorker, startProduct, waitUntilReady, type ProductProcess } from "./product-process";

const PURCHASES = Number(process.env.BENCH_PURCHASES ?? 20);
const EDITIONS_WAITING = 500;
const JOBS = Number(process.env.BENCH_JOBS ?? 30);

/** The spec's test profile: 35, software engineer, Lisbon, $3,500. */
const purchaseRequest = { ...portugalRequest, user_age: 35, monthly_budget: 3500 };

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

async function post(base: string, url: string, body?: object, cookie?: string): Promise<Response> {
  return fetch(`${base}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body ?? {}),
  });
}

/** A paid demo order up to (not including) confirm; answers the payment id. */
async function paidDemoPayment(base: string): Promise<{ assessmentId: number; paymentIntentId: string }> {
  const { id } = (await (await post(base, "/api/assessments", purchaseRequest)).json()) as { id: number };
  const intent = (await (await post(base, "/api/payments/create-intent", { assessmentId: id })).json()) as { clientSecret: string; paymentIntentId: string };
  await post(base, "/api/payments/demo/pay", { clientSecret: intent.clientSecret, cardNumber: "4242424242424242", expiry: "12/34", cvc: "123" });
  return { assessmentId: id, paymentIntentId: intent.paymentIntentId };
}

/** confirm -> (poll the job if needed) -> download; answers milliseconds until the PDF bytes are in hand. */
async function confirmToPdf(base: string, payment: { assessmentId: number; paymentIntentId: string }): Promise<number> {
  const started = performance.now();
  const confirmed = await post(base, `/api/payments/confirm/${payment.paymentIntentId}`);
  const cookie = (confirmed.headers.getSetCookie?.() ?? []).map((value) => value.split(";")[0]).join("; ");
  const body = (await confirmed.json()) as { downloadToken?: string; jobId?: string };
  let token = body.downloadToken;
  while (!token && body.jobId) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const status = (await (await fetch(`${base}/api/jobs/${body.jobId}/status`, { headers: { cookie } })).json()) as { status: string; downloadToken: string | null };
    if (status.status === "failed") throw new Error("report job failed");
    token = status.downloadToken ?? undefined;
  }
  const pdf = Buffer.from(await (await fetch(`${base}/api/reports/download/${token}`)).arrayBuffer());
  if (pdf.subarray(0, 5).toString() !== "%PDF-") throw new Error("download is not a PDF");
  return performance.now() - started;
}

/** Updated editions waiting (issue 31): `count` pending editions spread over the product's orders with a report. */
function queueEditions(dataDir: string, count: number): void {
  const db = new Database(path.join(dataDir, "newshores.sqlite"));
  try {
    const orders = (db.prepare("select order_id from reports").all() as { order_id: string }[]).map((row) => row.order_id);
    const insert = db.prepare("insert into report_editions (order_id, edition, status, requested_at, attempts) values (?, ?, 'pending', ?, 0)");
    db.transaction(() => {
      for (let index = 0; index < count; index += 1) insert.run(orders[index % orders.length], 2 + Math.floor(index / orders.length), new Date().toISOString());
    })();
  } finally {
    db.close();
  }
}

async function timePurchases(base: string): Promise<{ times: number[]; pingP99: number }> {
  const payments = [];
  for (let index = 0; index < PURCHASES; index += 1) payments.push(await paidDemoPayment(base));
  let pingDone: (result: autocannon.Result) => void = () => undefined;
  const pingResultPromise = new Promise<autocannon.Result>((resolve) => (pingDone = resolve));
  const ping = autocannon({ url: `${base}/ping`, connections: 4, duration: 120 }, (_error, result) => pingDone(result));
  const times: number[] = [];
  for (const payment of payments) times.push(await confirmToPdf(base, payment));
  ping.stop();
  return { times, pingP99: (await pingResultPromise).latency.p99 };
}

export async function benchPurchases(): Promise<void> {
  const product = await startProduct("newshores-bench-reports-");
  try {
    const base = product.baseUrl;
    const alone = await timePurchases(base);
    const p50 = percentile(alone.times, 50);
    console.log(`\nconfirm -> PDF in hand over ${PURCHASES} purchases: p50 ${p50.toFixed(0)} ms, p95 ${percentile(alone.times, 95).toFixed(0)} ms (target p50 <= 2000) ${p50 <= 2000 ? "ok" : "SLOW"}`);
    console.log(`GET /ping p99 while reports render: ${alone.pingP99} ms (target <= 50) ${alone.pingP99 <= 50 ? "ok" : "SLOW"}`);
    // The same with 500 updated editions waiting: they are made only while no purchase waits, on their own thread.
    queueEditions(product.dataDir, EDITIONS_WAITING);
    const withEditions = await timePurchases(base);
    const p50Editions = percentile(withEditions.times, 50);
    console.log(
      `confirm -> PDF with ${EDITIONS_WAITING} updated editions waiting: p50 ${p50Editions.toFixed(0)} ms, p95 ${percentile(withEditions.times, 95).toFixed(0)} ms ` +
        `(target: p50 unchanged, within 20% of ${p50.toFixed(0)} ms) ${p50Editions <= p50 * 1.2 ? "ok" : "SLOWER"}`,
    );
  } finally {
    await product.stop();
  }
}

/** Enqueues JOBS reports with no worker running, then times `workers` worker processes draining them. */
async function drainWith(adminUrl: string, workers: number): Promise<{ perMinute: number; exactlyOnce: boolean }> {
  return withBenchDatabase(adminUrl, (databaseUrl) => drainOn(databaseUrl, workers));
}

async function drainOn(databaseUrl: string, workers: number): Promise<{ perMinute: number; exactlyOnce: boolean }> {
  const url = new URL(databaseUrl);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "newshores-bench-pg-"));
  const env = { DATABASE_URL: url.toString(), DATA_DIR: dataDir, APP_SECRET: "bench-app-secret-0123456789abcdefghijkl" };
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const processes: ProductProcess[] = [];
  const web = spawnProduct({ ...env, PORT: String(port), REPORT_WORKERS: "0" });
  processes.push(web);
  const client = new pg.Client({ connectionString: url.toString() });
  try {
    await waitUntilReady(web, base);
    for (let index = 0; index < JOBS; index += 1) {
      const payment = await paidDemoPayment(base);
      // With no worker, confirm waits its bounded time; fire it without waiting for the answer.
      void post(base, `/api/payments/confirm/${payment.paymentIntentId}`);
    }
    await client.connect();
    const count = async (where: string) => Number((await client.query(`select count(*) as n from report_jobs ${where}`)).rows[0].n);
    while ((await count("")) < JOBS) await new Promise((resolve) => setTimeout(resolve, 200));
    const started = performance.now();
    for (let index = 0; index < workers; index += 1) processes.push(spawnWorker({ ...env, REPORT_WORKERS: "1" }));
    while ((await count("where status = 'completed'")) < JOBS) await new Promise((resolve) => setTimeout(resolve, 100));
    const minutes = (performance.now() - started) / 60_000;
    const attempts = Number((await client.query("select coalesce(sum(attempts), 0) as n from report_jobs")).rows[0].n);
    const reports = Number((await client.query("select count(*) as n from reports")).rows[0].n);
    return { perMinute: JOBS / minutes, exactlyOnce: attempts === JOBS && reports === JOBS };
  } finally {
    for (const run of processes) run.child.kill("SIGTERM");
    await Promise.all(processes.map((run) => run.exited));
    await client.end().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchWorkers(): Promise<void> {
  const adminUrl = benchAdminUrl();
  if (!adminUrl) {
    console.log("\nworkers on PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
    return;
  }
  // Timed from the first worker's start, which includes process start-up (about a second) in both runs.
  const one = await drainWith(adminUrl, 1);
  const two = await drainWith(adminUrl, 2);
  const ratio = two.perMinute / one.perMinute;
  console.log(`\nreports per minute on PostgreSQL (${JOBS} jobs): 1 worker ${one.perMinute.toFixed(0)}, 2 workers ${two.perMinute.toFixed(0)}, ratio ${ratio.toFixed(2)} (target >= 1.7) ${ratio >= 1.7 ? "ok" : "LOW"}`);
  console.log(`every job done exactly once: ${one.exactlyOnce && two.exactlyOnce ? "yes" : "NO"}`);
}
