/**
 * The PostgreSQL engine: pg-boss 10 finds due jobs and hands them to workers across any number of web
 * instances and `npm run worker` processes (FOR UPDATE SKIP LOCKED); `report_jobs` stays the record.
 *
 * pg-boss settings, and what each guarantees here:
 * - queue `report-jobs` with policy `stately`: at most one queued and one active pg-boss job per
 *   `singletonKey` (the order id), so a re-queue can never run one order twice at the same time.
 * - `send` runs inside the fulfilment transaction (`db` option): the job row and its pg-boss job commit
 *   together or not at all.
 * - `expireInSeconds` = the lease: an active job whose worker died is failed by pg-boss's maintenance
 *   (every `maintenanceIntervalSeconds`) and retried; our claim accepts it once our lease has run out too.
 * - `retryLimit` = 2 x maxAttempts, `retryDelay` = retryBaseMs, `retryBackoff`: pg-boss keeps
 *   re-delivering; our record decides when a job is failed for good (attempts >= maxAttempts), after
 *   which the handler returns normally and pg-boss completes its copy.
 * - requeue (the operator's Restore/Retry): in one transaction our row goes back to pending, every live
 *   pg-boss copy of the order (created, retry or active: e.g. a dead worker's) is cancelled through
 *   pg-boss's own `cancel`, and one fresh copy is sent. A stately queue must never hold a `created` copy
 *   beside an `active` or `retry` one of the same key: activating it would violate pg-boss's unique
 *   index, and pg-boss's fetch swallows that error, stalling the whole queue. Finding the live copies is
 *   the one read of pg-boss's own table (`job`, by name and singleton_key; stable within pg-boss 10).
 * - its own pool has the same time limits as ours (POSTGRES_TIMEOUTS). While the database is away its
 *   workers and maintenance keep polling (every pollMs) and fail; those errors are logged once a minute
 *   with a count, and everything resumes by itself when the database is back.
 */
import { createRequire } from "node:module";
import { CompiledQuery } from "kysely";
import PgBoss from "pg-boss";
import type { Clock } from "@server/clock";
import { postgresTimeoutOptions, type Database, type Executor } from "@server/db/database";
import { isDatabaseUnavailable } from "@server/db/dialect";
import type { QueueLog } from "./queue-log";
import type { JobHandler, NewJob, ReportJobSettings, ReportQueue, RequeueFrom } from "./queue";
import { claimJobById, findJobById, insertJob, requeueJob } from "./report-jobs.repository";
import { runAttempt } from "./run-attempt";

export const PG_BOSS_QUEUE = "report-jobs";
/** While the database is unavailable, at most one log line per this interval for pg-boss's failed polls. */
const OUTAGE_LOG_INTERVAL_MS = 60_000;

type Payload = { jobId: string };

export type PgBossQueueOptions = {
  connectionString: string;
  /** The PostgreSQL schema pg-boss keeps its tables in. */
  schema: string;
  /** How often pg-boss looks for expired jobs (seconds, >= 1). */
  maintenanceIntervalSeconds?: number;
};

/** Lets pg-boss run its SQL on our connection or transaction. */
function asBossDb(executor: Executor): PgBoss.Db {
  return {
    executeSql: async (text, values) => {
      const result = await executor.executeQuery(CompiledQuery.raw(text, values));
      return { rows: result.rows as unknown[] };
    },
  };
}

/**
 * pg-boss 10 settles a delivered job with its manager's complete() or fail() without awaiting either (manager.js,
 * work(): onFetch), so while the database is away that rejection is unhandled and ends the process. Our own record
 * (report_jobs) is the truth and its lease brings the job back, so a settle that cannot be written is reported as
 * the manager's "error" event (which PgBoss re-emits to our listener, logBossError) and dropped; pg-boss delivers
 * the copy again once it expires. The manager is private to PgBoss, so its prototype is wrapped, once.
 */
function settleWithoutCrashing(): void {
  const Manager = createRequire(import.meta.url)("pg-boss/src/manager.js") as { prototype: Record<string, unknown> };
  const prototype = Manager.prototype as Record<string, unknown> & { [SETTLE_GUARDED]?: true };
  if (prototype[SETTLE_GUARDED]) return;
  for (const method of ["complete", "fail"] as const) {
    const settle = prototype[method] as (this: { emit(event: string, error: unknown): void }, ...args: unknown[]) => Promise<unknown>;
    prototype[method] = function (this: { emit(event: string, error: unknown): void }, ...args: unknown[]) {
      return settle.apply(this, args).catch((error: unknown) => {
        this.emit("error", error);
        return [];
      });
    };
  }
  prototype[SETTLE_GUARDED] = true;
}
const SETTLE_GUARDED = Symbol.for("newshores.pg-boss.settle-guarded");
settleWithoutCrashing();

export class PgBossReportQueue implements ReportQueue {
  readonly engine = "pg-boss" as const;
  private boss: PgBoss;
  private readonly bossOptions: PgBoss.ConstructorOptions;
  private readonly schema: string;
  private started: Promise<void> | undefined;
  private outageLog = { quietUntil: 0, suppressed: 0 };

  constructor(
    private readonly db: Database,
    private readonly settings: ReportJobSettings,
    private readonly clock: Clock,
    private readonly log: QueueLog,
    options: PgBossQueueOptions,
  ) {
    this.schema = options.schema;
    this.bossOptions = {
      connectionString: options.connectionString,
      schema: options.schema,
      max: 4,
      supervise: true,
      schedule: false,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? Math.max(1, Math.round(settings.leaseMs / 4000)),
      application_name: "newshores-report-queue",
      ...postgresTimeoutOptions,
    };
    this.boss = this.createBoss();
  }

  private createBoss(): PgBoss {
    const boss = new PgBoss(this.bossOptions);
    // pg-boss reports its pool's lost connections and its failed polls here; without a listener they
    // would end the process.
    boss.on("error", (error: unknown) => this.logBossError(error));
    return boss;
  }

  private logBossError(error: unknown): void {
    if (!isDatabaseUnavailable(error)) {
      this.log.error({ err: error }, "pg-boss error");
      return;
    }
    const now = Date.now();
    if (now < this.outageLog.quietUntil) {
      this.outageLog.suppressed += 1;
      return;
    }
    this.log.error({ err: error, similarErrorsSinceLastLine: this.outageLog.suppressed }, "pg-boss: the database is unavailable; retrying");
    this.outageLog = { quietUntil: now + OUTAGE_LOG_INTERVAL_MS, suppressed: 0 };
  }

  /** Starts pg-boss (creating its schema on first use) and the queue. Idempotent; a failed start is retried by the next call. */
  private ensureStarted(): Promise<void> {
    if (this.started) return this.started;
    const starting = (async () => {
      await this.boss.start();
      const queue = {
        name: PG_BOSS_QUEUE,
        policy: "stately" as const,
        retryLimit: this.settings.maxAttempts * 2,
        retryDelay: Math.max(1, Math.round(this.settings.retryBaseMs / 1000)),
        retryBackoff: true,
        expireInSeconds: Math.max(1, Math.round(this.settings.leaseMs / 1000)),
      };
      const existing = await this.boss.getQueue(PG_BOSS_QUEUE);
      if (existing) await this.boss.updateQueue(PG_BOSS_QUEUE, queue);
      else await this.boss.createQueue(PG_BOSS_QUEUE, queue);
    })();
    this.started = starting;
    // The database was away: pg-boss cannot be started twice, so the next call starts a fresh one (the
    // failed one's pool closes its idle connections by itself).
    starting.catch(() => {
      if (this.started !== starting) return;
      this.started = undefined;
      this.boss = this.createBoss();
    });
    return starting;
  }

  async enqueue(executor: Executor, job: NewJob, now: Date): Promise<void> {
    await this.ensureStarted();
    await insertJob(executor, job, this.settings.maxAttempts, now);
    const payload: Payload = { jobId: job.id };
    await this.boss.send(PG_BOSS_QUEUE, payload, { singletonKey: job.orderId, db: asBossDb(executor) });
  }

  async requeue(executor: Executor, job: { id: string; from: RequeueFrom }, now: Date): Promise<boolean> {
    await this.ensureStarted();
    const row = await requeueJob(executor, job, this.settings.maxAttempts, now);
    if (!row) return false;
    const boss = { db: asBossDb(executor) };
    const live = await executor.executeQuery<{ id: string }>(
      CompiledQuery.raw(
        `select id from "${this.schema.replace(/"/g, '""')}".job where name = $1 and singleton_key = $2 and state < 'completed'`,
        [PG_BOSS_QUEUE, row.orderId],
      ),
    );
    const liveIds = live.rows.map((copy) => copy.id);
    if (liveIds.length > 0) await this.boss.cancel(PG_BOSS_QUEUE, liveIds, boss);
    const payload: Payload = { jobId: row.id };
    await this.boss.send(PG_BOSS_QUEUE, payload, { singletonKey: row.orderId, ...boss });
    return true;
  }

  async start(handler: JobHandler, concurrency: number): Promise<void> {
    await this.ensureStarted();
    const pollingIntervalSeconds = Math.max(0.5, this.settings.pollMs / 1000);
    for (let index = 0; index < concurrency; index += 1) {
      await this.boss.work<Payload>(PG_BOSS_QUEUE, { batchSize: 1, pollingIntervalSeconds }, async ([bossJob]) => {
        if (!bossJob) return;
        await this.handle(bossJob.data.jobId, handler);
      });
    }
  }

  private async handle(jobId: string, handler: JobHandler): Promise<void> {
    const claim = await claimJobById(this.db, jobId, this.clock.now(), this.settings.leaseMs);
    if (!claim) {
      const record = await findJobById(this.db, jobId);
      if (!record || record.status === "completed" || record.status === "failed") return;
      // Still held by a live claim (its lease has not run out yet): let pg-boss deliver it again later.
      throw new Error(`Report job ${jobId} is held by another worker's live claim`);
    }
    const outcome = await runAttempt(this.db, claim, handler, this.settings, this.clock, this.log);
    if (outcome === "pending") throw new Error(`Report job ${jobId} attempt ${claim.attempt} failed; retrying`);
    // Our record still holds the claim: keep a pg-boss copy alive so the job is retried once the lease ends.
    if (outcome === "unrecorded") throw new Error(`Report job ${jobId} attempt ${claim.attempt} failed and could not be recorded; retrying`);
  }

  wake(): void {
    // pg-boss workers poll on their own interval (pollMs); nothing to wake in this process.
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    await this.started.catch(() => undefined);
    // Graceful: workers stop fetching, in-flight jobs finish (up to the timeout), then connections close.
    await this.boss.stop({ graceful: true, wait: true, timeout: 30_000 });
  }
}
