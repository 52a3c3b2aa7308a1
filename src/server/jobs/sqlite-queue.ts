/**
 * The embedded engine (SQLite, the default): workers poll `report_jobs` and claim with one atomic
 * `UPDATE ... RETURNING` (see claimNextDueJob). SQLite serialises writers, so two claims never take the
 * same row; a lease that runs out makes the job claimable again. Defaults: see queue.ts.
 */
import type { Database, Executor } from "@server/db/database";
import type { Clock } from "@server/clock";
import { retryDelayMs, type ClaimedJob, type JobHandler, type NewJob, type ReportJobSettings, type ReportQueue } from "./queue";
import { claimNextDueJob, failAttempt, failExhaustedJobs, insertJob } from "./report-jobs.repository";
import type { QueueLog } from "./queue-log";

export class SqliteReportQueue implements ReportQueue {
  readonly engine = "sqlite" as const;
  private running = false;
  private loops: Promise<void>[] = [];
  private wakers = new Set<() => void>();

  constructor(
    private readonly db: Database,
    private readonly settings: ReportJobSettings,
    private readonly clock: Clock,
    private readonly log: QueueLog,
  ) {}

  async enqueue(executor: Executor, job: NewJob, now: Date): Promise<void> {
    await insertJob(executor, job, this.settings.maxAttempts, now);
  }

  async start(handler: JobHandler, concurrency: number): Promise<void> {
    if (this.running || concurrency < 1) return;
    this.running = true;
    this.loops = Array.from({ length: concurrency }, () => this.loop(handler));
  }

  wake(): void {
    for (const wake of [...this.wakers]) wake();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake();
    await Promise.all(this.loops);
    this.loops = [];
  }

  private async loop(handler: JobHandler): Promise<void> {
    while (this.running) {
      let job: ClaimedJob | undefined;
      try {
        const now = this.clock.now();
        await failExhaustedJobs(this.db, now);
        job = await claimNextDueJob(this.db, now, this.settings.leaseMs);
      } catch (error) {
        this.log.error({ err: error }, "report queue: claiming failed");
      }
      if (job) {
        await runAttempt(this.db, job, handler, this.settings, this.clock, this.log);
        continue;
      }
      await this.idle();
    }
  }

  private idle(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, this.settings.pollMs);
      this.wakers.add(done);
    });
  }
}

/**
 * Runs one attempt and records a failure with its retry time. Answers what the record now says, so an
 * engine with its own retries (pg-boss) can follow it.
 */
export async function runAttempt(
  db: Database,
  job: ClaimedJob,
  handler: JobHandler,
  settings: ReportJobSettings,
  clock: Clock,
  log: QueueLog,
): Promise<"completed" | "pending" | "failed" | "stale"> {
  try {
    await handler(job);
    return "completed";
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const now = clock.now();
    const retryAt = new Date(now.getTime() + retryDelayMs(settings, job.attempt));
    const status = await failAttempt(db, job, message, now, retryAt).catch((writeError: unknown) => {
      log.error({ err: writeError, jobId: job.id }, "report queue: could not record a failed attempt");
      return undefined;
    });
    log.warn({ jobId: job.id, attempt: job.attempt, status: status ?? "stale", err: error }, "report job attempt failed");
    return status ?? "stale";
  }
}
