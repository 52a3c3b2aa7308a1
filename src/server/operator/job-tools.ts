/**
 * The job processor's work (operator spec: /job-processor): run due report jobs now, report what is
 * pending and stuck, and restore what fell through. Processing uses the workers' own path: the same fenced
 * claim (claimNextDueJob, on both databases), the same attempt runner and the same report handler, so a
 * job run here is indistinguishable from one a worker ran; on pg-boss the later delivery of its copy
 * finds the job completed and does nothing.
 */
import { randomBytes } from "node:crypto";
import type { PendingJobsResponse, ProcessJobsResponse, RestoreJobsResponse } from "@shared/contracts/operator";
import type { JobHandler, RequeueFrom } from "@server/jobs/queue";
import {
  claimNextDueJob,
  countDueJobs,
  countJobsByStatus,
  failExhaustedJobs,
  findJobById,
  findJobByOrderId,
  pendingJobs,
  stuckJobs,
} from "@server/jobs/report-jobs.repository";
import { runAttempt } from "@server/jobs/run-attempt";
import { lockIfHeld } from "@server/payments/orders.repository";
import type { Services } from "@server/services";
import { failedJobsWithoutReport, paidOrdersWithoutJob } from "./operator-orders.repository";

/** One call runs at most this many jobs, and claims no new one after this long (the request must end). */
export const PROCESS_LIMITS = { maxJobs: 10, maxMs: 60_000 } as const;
export const PENDING_LIST_LIMIT = 50;
/** Restore handles at most this many of each kind per call (run it again for more). */
export const RESTORE_LIMIT = 500;

type Deps = Pick<Services, "db" | "clock" | "queue" | "jobSettings" | "log">;

const ageSeconds = (from: string | null, now: Date) => (from ? Math.max(0, Math.round((now.getTime() - new Date(from).getTime()) / 1000)) : 0);
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

export async function processDueJobs(services: Deps, handler: JobHandler): Promise<ProcessJobsResponse> {
  const { db, clock, jobSettings } = services;
  const log = services.log.child({ module: "job-processor" });
  const startedAt = Date.now();
  const completed: string[] = [];
  const failed: string[] = [];
  const retrying: string[] = [];
  let taken = 0;
  let processed = 0;
  await failExhaustedJobs(db, clock.now());
  while (processed < PROCESS_LIMITS.maxJobs && Date.now() - startedAt < PROCESS_LIMITS.maxMs) {
    const job = await claimNextDueJob(db, clock.now(), jobSettings.leaseMs);
    if (!job) break;
    processed += 1;
    const outcome = await runAttempt(db, job, handler, jobSettings, clock, log);
    if (outcome === "completed") completed.push(job.id);
    else if (outcome === "failed") failed.push(job.id);
    else if (outcome === "pending" || outcome === "unrecorded") retrying.push(job.id);
    else taken += 1;
  }
  const remainingDue = await countDueJobs(db, clock.now());
  const parts = [`${completed.length} completed`, `${failed.length} failed`, `${retrying.length} to be retried`];
  if (taken > 0) parts.push(`${taken} taken over by a worker`);
  const message =
    processed === 0
      ? "No report job was due."
      : `Processed ${plural(processed, "job")}: ${parts.join(", ")}.${remainingDue > 0 ? ` ${plural(remainingDue, "job")} still due: process again.` : ""}`;
  return { success: true, processed, completed, failed, retrying, remainingDue, message };
}

export async function pendingJobsReport(services: Pick<Deps, "db" | "clock">): Promise<PendingJobsResponse> {
  const { db } = services;
  const now = services.clock.now();
  const counts = await countJobsByStatus(db);
  const pending = await pendingJobs(db, PENDING_LIST_LIMIT);
  const stuck = await stuckJobs(db, now, PENDING_LIST_LIMIT);
  const oldest = pending[0];
  return {
    success: true,
    counts,
    oldestPending: oldest ? { id: oldest.id, ageSeconds: ageSeconds(oldest.created_at, now), attempts: oldest.attempts } : null,
    stuck: stuck.map((job) => ({ id: job.id, leaseExpiredSecondsAgo: ageSeconds(job.lease_until, now), attempts: job.attempts })),
    pending: pending.map((job) => ({ id: job.id, status: job.status, stage: job.stage, attempts: job.attempts, ageSeconds: ageSeconds(job.created_at, now) })),
  };
}

/** Re-queues one job in its own transaction (pg-boss's copy goes with it); false when it was no longer stuck/failed. */
export async function requeueOne(services: Pick<Deps, "db" | "clock" | "queue">, id: string, from: RequeueFrom): Promise<boolean> {
  return services.db.transaction().execute(async (trx) => {
    // Under the order's lock, as the buyer's erase takes it: an erased order's job is never queued again.
    const job = await findJobById(trx, id);
    if (!job || !(await lockIfHeld(trx, job.order_id))) return false;
    return services.queue.requeue(trx, { id, from }, services.clock.now());
  });
}

/**
 * "Restore KV Jobs" (decisions.md): re-queues (a) jobs stuck in processing past their lease, (b) failed
 * jobs of paid orders that have no report, with a fresh set of attempts, and (c) enqueues a job for any
 * paid order that has none. Each change is its own transaction and checks the state it changes, so a
 * second run right after restores nothing.
 */
export async function restoreJobs(services: Pick<Deps, "db" | "clock" | "queue">): Promise<RestoreJobsResponse> {
  const { db, clock, queue } = services;
  const requeuedStuckJobs: string[] = [];
  for (const job of await stuckJobs(db, clock.now(), RESTORE_LIMIT)) {
    if (await requeueOne(services, job.id, "stuck")) requeuedStuckJobs.push(job.id);
  }
  const requeuedFailedJobs: string[] = [];
  for (const job of await failedJobsWithoutReport(db, RESTORE_LIMIT)) {
    if (await requeueOne(services, job.id, "failed")) requeuedFailedJobs.push(job.id);
  }
  const createdJobsForOrders: string[] = [];
  for (const order of await paidOrdersWithoutJob(db, RESTORE_LIMIT)) {
    const created = await db.transaction().execute(async (trx) => {
      if (!(await lockIfHeld(trx, order.id)) || (await findJobByOrderId(trx, order.id))) return false;
      const id = `job_${randomBytes(16).toString("hex")}`;
      await queue.enqueue(trx, { id, orderId: order.id, assessmentId: Number(order.assessment_id) }, clock.now());
      return (await findJobByOrderId(trx, order.id))?.id === id;
    });
    if (created) createdJobsForOrders.push(order.id);
  }
  const restored = requeuedStuckJobs.length + requeuedFailedJobs.length + createdJobsForOrders.length;
  if (restored > 0) queue.wake();
  const message =
    restored === 0
      ? "Nothing to restore: no stuck or failed job, and every paid order has a job."
      : `Restored ${plural(restored, "job")}: ${requeuedStuckJobs.length} stuck, ${requeuedFailedJobs.length} failed, ${createdJobsForOrders.length} created for orders without one.`;
  return { success: true, restored, requeuedStuckJobs, requeuedFailedJobs, createdJobsForOrders, message };
}
