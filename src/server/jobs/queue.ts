/**
 * Report jobs: the queue behind a paid order's PDF.
 *
 * Terminology
 * - job: one report to produce for one order (`report_jobs` row; one per order, enforced by a unique key).
 *   Its status is `pending | processing | completed | failed`; its stage (`research | sections | summary |
 *   pdf`) is recorded as each step starts.
 * - attempt: one claim of a job by a worker. `attempts` counts claims and doubles as the fencing token.
 * - lease: how long a claim is valid (`lease_until`). A worker that dies stops renewing nothing: once the
 *   lease is over, the job is claimable again (a retry), so a crash never loses a paid report.
 * - fencing token: the attempt number a worker got when it claimed. Every write a worker makes (stage,
 *   completion, failure) requires `attempts` to still equal its token, so a stale worker whose lease ran
 *   out and whose job was re-claimed cannot overwrite the newer attempt's work: its writes change nothing.
 * - engine: what finds due jobs and hands them to workers. On SQLite (the embedded default) our own
 *   small queue claims with one atomic `UPDATE ... RETURNING`; on PostgreSQL pg-boss does (retries,
 *   backoff, expiry, one queued job per order), and `report_jobs` stays the record both engines update.
 *
 * Defaults (REPORT_JOB_DEFAULTS): 5 attempts; retry after 2 s, 4 s, 8 s, 16 s (exponential backoff from
 * 2 s, capped at 5 min); a 60 s lease (REPORT_JOB_LEASE_SECONDS; a report renders in well under 5 s); workers poll every 500 ms
 * and are also woken at once when a job is enqueued in this process.
 */
import type { Executor } from "@server/db/database";

export type ReportJobSettings = {
  maxAttempts: number;
  /** Delay before the second attempt; each later retry doubles it. */
  retryBaseMs: number;
  retryMaxMs: number;
  leaseMs: number;
  pollMs: number;
};

export const REPORT_JOB_DEFAULTS: ReportJobSettings = Object.freeze({
  maxAttempts: 5,
  retryBaseMs: 2_000,
  retryMaxMs: 5 * 60_000,
  leaseMs: 60_000,
  pollMs: 500,
});

/** Delay before attempt `failedAttempt + 1`. */
export function retryDelayMs(settings: ReportJobSettings, failedAttempt: number): number {
  return Math.min(settings.retryMaxMs, settings.retryBaseMs * 2 ** Math.max(0, failedAttempt - 1));
}

/** What a worker receives: the job and the fencing token of its claim. */
export type ClaimedJob = {
  id: string;
  orderId: string;
  assessmentId: number;
  /** The fencing token: every write of this attempt must carry it. */
  attempt: number;
  maxAttempts: number;
};

/** Does the work of one attempt; throwing fails the attempt (retried with backoff until the maximum). */
export type JobHandler = (job: ClaimedJob) => Promise<void>;

export type NewJob = { id: string; orderId: string; assessmentId: number };

/**
 * Why a job is put back in line by hand (the operator's Restore and Retry): `stuck` = processing past its
 * lease (its worker died and nothing re-claimed it), `failed` = failed for good.
 */
export type RequeueFrom = "stuck" | "failed";

export interface ReportQueue {
  readonly engine: "sqlite" | "pg-boss";
  /** Records the job (and, with pg-boss, queues it) inside the caller's transaction. */
  enqueue(executor: Executor, job: NewJob, now: Date): Promise<void>;
  /**
   * Puts a stuck or failed job back in line inside the caller's transaction: pending, due now, no lease,
   * with a full set of attempts from here (max_attempts = attempts + the default maximum); with pg-boss
   * also a fresh delivery under the order's singletonKey. Answers false, changing nothing, when the job is
   * no longer stuck/failed (a worker took it meanwhile, or it was already re-queued), so running a restore
   * twice re-queues nothing the second time. Call `wake()` after the transaction commits.
   */
  requeue(executor: Executor, job: { id: string; from: RequeueFrom }, now: Date): Promise<boolean>;
  /** Starts `concurrency` workers running `handler`. Call after the server listens. */
  start(handler: JobHandler, concurrency: number): Promise<void>;
  /** Wakes idle local workers (a job was just enqueued). */
  wake(): void;
  /** Stops claiming, waits for in-flight jobs to finish, then releases the engine. */
  stop(): Promise<void>;
}
