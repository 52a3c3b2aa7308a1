/**
 * One conformance suite for both report-queue engines: the embedded SQLite queue and pg-boss on
 * PostgreSQL must give the same guarantees.
 */
import { randomBytes } from "node:crypto";
import { CompiledQuery } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import pino from "pino";
import { systemClock } from "@server/clock";
import { testDatabases, type TestDatabase } from "../../../tests/support/test-databases";
import { insertTestAssessment, insertTestOrder } from "../../../tests/support/orders";
import { PgBossReportQueue } from "./pg-boss-queue";
import { REPORT_JOB_DEFAULTS, type ClaimedJob, type JobHandler, type ReportJobSettings, type ReportQueue, type RequeueFrom } from "./queue";
import { claimJobById, completeJob, findJobById } from "./report-jobs.repository";
import { SqliteReportQueue } from "./sqlite-queue";

const log = pino({ level: "silent" });
const FAST: ReportJobSettings = { ...REPORT_JOB_DEFAULTS, maxAttempts: 3, retryBaseMs: 1000, leaseMs: 1000, pollMs: 500 };

async function until(condition: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(testDatabases())("report queue conformance on $name", ({ name, open }) => {
  let database: TestDatabase;
  const queues: ReportQueue[] = [];

  function makeQueue(settings: ReportJobSettings = FAST): ReportQueue {
    const queue =
      name === "postgres"
        ? new PgBossReportQueue(database.db, settings, systemClock, log, {
            connectionString: process.env.TEST_DATABASE_URL as string,
            schema: `${database.schema}_boss`,
            maintenanceIntervalSeconds: 1,
          })
        : new SqliteReportQueue(database.db, settings, systemClock, log);
    queues.push(queue);
    return queue;
  }

  async function enqueueJobs(queue: ReportQueue, count: number): Promise<string[]> {
    const assessmentId = await insertTestAssessment(database.db);
    const ids: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const order = await insertTestOrder(database.db, assessmentId);
      const id = `job_${randomBytes(8).toString("hex")}`;
      await database.db.transaction().execute((trx) => queue.enqueue(trx, { id, orderId: order.id, assessmentId }, new Date()));
      ids.push(id);
    }
    return ids;
  }

  /** A handler that completes each job (fenced) and records every attempt it ran. */
  function completingHandler(calls: ClaimedJob[]): JobHandler {
    return async (job) => {
      calls.push(job);
      const done = await database.db.transaction().execute((trx) => completeJob(trx, job, new Date()));
      if (!done) throw new Error("stale attempt");
    };
  }

  const requeue = (queue: ReportQueue, id: string, from: RequeueFrom) =>
    database.db.transaction().execute((trx) => queue.requeue(trx, { id, from }, new Date()));

  /** pg-boss's live copies (created, retry, active) of a job's order; always 0 on SQLite, which has none. */
  async function liveDeliveries(id: string): Promise<number> {
    if (name !== "postgres") return 0;
    const job = await findJobById(database.db, id);
    const result = await database.db.executeQuery<{ count: number }>(
      CompiledQuery.raw(`select count(*)::int as count from "${database.schema}_boss".job where singleton_key = $1 and state < 'completed'`, [job?.order_id]),
    );
    return Number(result.rows[0]?.count ?? 0);
  }

  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    for (const queue of queues.splice(0)) await queue.stop();
    await database?.close();
  });

  it("runs each job exactly once across several concurrent workers", async () => {
    const queue = makeQueue();
    const ids = await enqueueJobs(queue, 12);
    const calls: ClaimedJob[] = [];
    await queue.start(completingHandler(calls), 3);
    await until(async () => calls.length >= ids.length, 30_000, "all jobs to run");
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(calls.map((call) => call.id).sort()).toEqual([...ids].sort());
    for (const id of ids) expect((await findJobById(database.db, id))?.status).toBe("completed");
  });

  it("retries a job whose worker died mid-job, and rejects the dead worker's late result", async () => {
    const first = makeQueue();
    const second = makeQueue();
    const [id] = await enqueueJobs(first, 1);
    let hung: ClaimedJob | undefined;
    let releaseHung: (() => void) | undefined;
    const calls: ClaimedJob[] = [];
    const complete = completingHandler(calls);
    // The first attempt, wherever it runs, stops making progress (as if its process was killed);
    // any later attempt completes normally.
    const handler: JobHandler = async (job) => {
      if (!hung) {
        hung = job;
        await new Promise<void>((release) => (releaseHung = release));
        return;
      }
      await complete(job);
    };
    try {
      await first.start(handler, 1);
      await second.start(handler, 1);
      await until(async () => (await findJobById(database.db, id as string))?.status === "completed", 30_000, "the retry to complete");
      expect(hung?.attempt).toBe(1);
      expect(calls.map((call) => call.attempt)).toEqual([2]);

      // The dead worker comes back with its old fencing token: its result changes nothing.
      const late = await database.db.transaction().execute((trx) => completeJob(trx, hung as ClaimedJob, new Date()));
      expect(late).toBe(false);
      expect((await findJobById(database.db, id as string))?.attempts).toBe(2);
    } finally {
      releaseHung?.();
    }
  });

  it("marks a job failed after the maximum number of attempts, with the last error", async () => {
    const queue = makeQueue();
    const [id] = await enqueueJobs(queue, 1);
    const attempts: number[] = [];
    await queue.start(async (job) => {
      attempts.push(job.attempt);
      throw new Error(`render failed on attempt ${job.attempt}`);
    }, 1);
    await until(async () => (await findJobById(database.db, id as string))?.status === "failed", 40_000, "the job to fail");
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const record = await findJobById(database.db, id as string);
    expect(attempts).toEqual([1, 2, 3]);
    expect(record).toMatchObject({ status: "failed", attempts: 3, error_message: "render failed on attempt 3" });
  });

  it("backs off between attempts", async () => {
    const queue = makeQueue();
    await enqueueJobs(queue, 1);
    const startedAt: number[] = [];
    await queue.start(async () => {
      startedAt.push(Date.now());
      throw new Error("transient");
    }, 1);
    await until(async () => startedAt.length >= 2, 20_000, "a second attempt");
    expect((startedAt[1] as number) - (startedAt[0] as number)).toBeGreaterThanOrEqual(900);
  });

  it("re-queues a failed job once, with a fresh set of attempts, and it then runs to completion", async () => {
    const queue = makeQueue();
    const [id] = await enqueueJobs(queue, 1);
    let failing = true;
    const calls: ClaimedJob[] = [];
    const complete = completingHandler(calls);
    await queue.start(async (job) => {
      if (failing) throw new Error(`render failed on attempt ${job.attempt}`);
      await complete(job);
    }, 1);
    await until(async () => (await findJobById(database.db, id as string))?.status === "failed", 40_000, "the job to fail");
    // Let pg-boss settle its copy of the failed job.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    failing = false;

    expect(await requeue(queue, id as string, "failed")).toBe(true);
    expect(await requeue(queue, id as string, "failed")).toBe(false);
    expect(await findJobById(database.db, id as string)).toMatchObject({ status: "pending", attempts: 3, max_attempts: 3 + FAST.maxAttempts, lease_until: null });
    if (name === "postgres") expect(await liveDeliveries(id as string)).toBe(1);
    queue.wake();
    await until(async () => (await findJobById(database.db, id as string))?.status === "completed", 30_000, "the re-queued job to complete");
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(calls.map((call) => call.attempt)).toEqual([4]);
  });

  it("re-queues a job stuck past its lease (its worker died), runs it once at once, and refuses the dead worker's late result", async () => {
    const queue = makeQueue();
    const [id] = await enqueueJobs(queue, 1);
    // A worker claimed it five seconds ago and died: still processing, its lease long over.
    const dead = await claimJobById(database.db, id as string, new Date(Date.now() - 5000), FAST.leaseMs);
    expect(dead?.attempt).toBe(1);

    expect(await requeue(queue, id as string, "stuck")).toBe(true);
    expect(await requeue(queue, id as string, "stuck")).toBe(false);
    // One delivery only: the copy queued at enqueue time is replaced, not doubled.
    if (name === "postgres") expect(await liveDeliveries(id as string)).toBe(1);

    const calls: ClaimedJob[] = [];
    await queue.start(completingHandler(calls), 2);
    await until(async () => (await findJobById(database.db, id as string))?.status === "completed", 30_000, "the re-queued job to complete");
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(calls.map((call) => call.attempt)).toEqual([2]);
    expect(await database.db.transaction().execute((trx) => completeJob(trx, dead as ClaimedJob, new Date()))).toBe(false);
    expect(await liveDeliveries(id as string)).toBe(0);
  });

  it("changes nothing when asked to re-queue a job that is pending, held by a live claim, or completed", async () => {
    const queue = makeQueue();
    const [pending, held, done] = await enqueueJobs(queue, 3);
    const claim = await claimJobById(database.db, held as string, new Date(), 60_000);
    const finished = await claimJobById(database.db, done as string, new Date(), 60_000);
    await database.db.transaction().execute((trx) => completeJob(trx, finished as ClaimedJob, new Date()));
    for (const id of [pending, held, done] as string[]) {
      const before = await findJobById(database.db, id);
      for (const from of ["stuck", "failed"] as const) expect(await requeue(queue, id, from), `${id} from ${from}`).toBe(false);
      expect(await findJobById(database.db, id)).toEqual(before);
    }
    expect(claim?.attempt).toBe(1);
  });
});
