/**
 * The embedded engine (SQLite, the default): workers poll `report_jobs` and claim with one atomic
 * `UPDATE ... RETURNING` (see claimNextDueJob). SQLite serialises writers, so two claims never take the
 * same row; a lease that runs out makes the job claimable again. A claim that fails (the database cannot
 * be written) is retried with backoff: pollMs doubled per failure, up to 30 s. Defaults: see queue.ts.
 */
import type { Database, Executor } from "@server/db/database";
import type { Clock } from "@server/clock";
import type { ClaimedJob, JobHandler, NewJob, ReportJobSettings, ReportQueue, RequeueFrom } from "./queue";
import { claimNextDueJob, failExhaustedJobs, insertJob, requeueJob } from "./report-jobs.repository";
import { runAttempt } from "./run-attempt";
import type { QueueLog } from "./queue-log";

const MAX_CLAIM_BACKOFF_MS = 30_000;

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

  /** The row alone is the queue here: back to pending, due now (the claim loop finds it). */
  async requeue(executor: Executor, job: { id: string; from: RequeueFrom }, now: Date): Promise<boolean> {
    return (await requeueJob(executor, job, this.settings.maxAttempts, now)) !== undefined;
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
    let failedClaims = 0;
    while (this.running) {
      let job: ClaimedJob | undefined;
      try {
        const now = this.clock.now();
        await failExhaustedJobs(this.db, now);
        job = await claimNextDueJob(this.db, now, this.settings.leaseMs);
        failedClaims = 0;
      } catch (error) {
        failedClaims += 1;
        this.log.error({ err: error, retryInMs: this.claimBackoffMs(failedClaims) }, "report queue: claiming failed");
      }
      if (job) {
        await runAttempt(this.db, job, handler, this.settings, this.clock, this.log);
        continue;
      }
      await this.idle(this.claimBackoffMs(failedClaims));
    }
  }

  private claimBackoffMs(failedClaims: number): number {
    return failedClaims === 0 ? this.settings.pollMs : Math.min(MAX_CLAIM_BACKOFF_MS, this.settings.pollMs * 2 ** failedClaims);
  }

  private idle(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakers.add(done);
    });
  }
}
