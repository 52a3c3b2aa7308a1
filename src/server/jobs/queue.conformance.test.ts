/**
 * One conformance suite for both report-queue engines: the embedded SQLite queue and pg-boss on
 * PostgreSQL must give the same guarantees.
 */
import { randomBytes } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import pino from "pino";
import { systemClock } from "@server/clock";
import { testDatabases, type TestDatabase } from "../../../tests/support/test-databases";
import { insertTestAssessment, insertTestOrder } from "../../../tests/support/orders";
import { PgBossReportQueue } from "./pg-boss-queue";
import { REPORT_JOB_DEFAULTS, type ClaimedJob, type JobHandler, type ReportJobSettings, type ReportQueue } from "./queue";
import { completeJob, findJobById } from "./report-jobs.repository";
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
});
