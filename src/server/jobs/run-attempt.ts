/** One attempt of a job, shared by both engines: run the handler, record a failure with its retry time. */
import type { Clock } from "@server/clock";
import type { Database } from "@server/db/database";
import type { QueueLog } from "./queue-log";
import { retryDelayMs, type ClaimedJob, type JobHandler, type ReportJobSettings } from "./queue";
import { failAttempt } from "./report-jobs.repository";

/**
 * Runs one attempt and records a failure with its retry time. Answers what the record now says, so an
 * engine with its own retries (pg-boss) can follow it; `unrecorded` when the failure could not be written
 * (the database is away): the job stays claimed until its lease runs out, then it is retried.
 */
export async function runAttempt(
  db: Database,
  job: ClaimedJob,
  handler: JobHandler,
  settings: ReportJobSettings,
  clock: Clock,
  log: QueueLog,
): Promise<"completed" | "pending" | "failed" | "stale" | "unrecorded"> {
  try {
    await handler(job);
    return "completed";
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const now = clock.now();
    const retryAt = new Date(now.getTime() + retryDelayMs(settings, job.attempt));
    let status: "pending" | "failed" | "stale";
    try {
      status = (await failAttempt(db, job, message, now, retryAt)) ?? "stale";
    } catch (writeError) {
      log.error({ err: writeError, jobId: job.id, cause: message }, "report queue: could not record a failed attempt; retried after its lease");
      return "unrecorded";
    }
    log.warn({ jobId: job.id, attempt: job.attempt, status, err: error }, "report job attempt failed");
    return status;
  }
}
