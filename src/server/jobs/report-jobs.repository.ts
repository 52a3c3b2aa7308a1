/**
 * All SQL about report jobs. Every write a worker makes is fenced: it names the attempt it claimed, and
 * changes nothing (returns false) when the job has since been claimed again.
 */
import { sql, type ExpressionBuilder, type Selectable } from "kysely";
import type { Database, Executor } from "@server/db/database";
import type { DatabaseSchema, JobStage, JobStatus, ReportJobTable } from "@server/db/schema";
import { timestamp } from "@server/db/dialect";
import type { ClaimedJob, NewJob, RequeueFrom } from "./queue";

export type ReportJobRow = Selectable<ReportJobTable>;

export async function insertJob(executor: Executor, job: NewJob, maxAttempts: number, now: Date): Promise<void> {
  const at = timestamp(now);
  await executor
    .insertInto("report_jobs")
    .values({
      id: job.id,
      order_id: job.orderId,
      assessment_id: job.assessmentId,
      status: "pending",
      stage: null,
      max_attempts: maxAttempts,
      run_after: at,
      lease_until: null,
      error_message: null,
      created_at: at,
      updated_at: at,
      started_at: null,
      completed_at: null,
    })
    .onConflict((oc) => oc.column("order_id").doNothing())
    .execute();
}

export async function findJobById(executor: Executor, id: string): Promise<ReportJobRow | undefined> {
  return executor.selectFrom("report_jobs").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findJobByOrderId(executor: Executor, orderId: string): Promise<ReportJobRow | undefined> {
  return executor.selectFrom("report_jobs").selectAll().where("order_id", "=", orderId).executeTakeFirst();
}

function toClaimed(row: Pick<ReportJobRow, "id" | "order_id" | "assessment_id" | "attempts" | "max_attempts">): ClaimedJob {
  return {
    id: row.id,
    orderId: row.order_id,
    assessmentId: Number(row.assessment_id),
    attempt: row.attempts,
    maxAttempts: row.max_attempts,
  };
}

const CLAIM_RETURNING = ["id", "order_id", "assessment_id", "attempts", "max_attempts"] as const;

/** The update every claim makes: a new attempt (the fencing token), a fresh lease. */
function claimUpdate(db: Database, now: Date, leaseMs: number) {
  const at = timestamp(now);
  return db.updateTable("report_jobs").set((eb) => ({
    status: "processing",
    attempts: eb("attempts", "+", 1),
    lease_until: timestamp(new Date(now.getTime() + leaseMs)),
    started_at: sql<string>`coalesce(started_at, ${at})`,
    updated_at: at,
  }));
}

/** A job a claim may take now: pending and past its retry time, or processing past its lease with attempts left. */
function dueAt(now: Date) {
  const at = timestamp(now);
  return (w: ExpressionBuilder<DatabaseSchema, "report_jobs">) =>
    w.or([
      w.and([w("status", "=", "pending"), w("run_after", "<=", at)]),
      w.and([w("status", "=", "processing"), w("lease_until", "<", at), w("attempts", "<", w.ref("max_attempts"))]),
    ]);
}

/**
 * Claims the next due job in one atomic statement: a pending job whose retry time has come, or a
 * processing job whose lease ran out (its worker died) with attempts left. The claim raises `attempts`
 * (the new fencing token) and sets a fresh lease. Used by the SQLite engine.
 */
export async function claimNextDueJob(db: Database, now: Date, leaseMs: number): Promise<ClaimedJob | undefined> {
  const due = dueAt(now);
  const row = await claimUpdate(db, now, leaseMs)
    .where("id", "=", (eb) => eb.selectFrom("report_jobs").select("id").where(due).orderBy("run_after").limit(1))
    // Checked again on the row itself: the claim only takes a job that is still due.
    .where(due)
    .returning(CLAIM_RETURNING)
    .executeTakeFirst();
  return row ? toClaimed(row) : undefined;
}

/**
 * Claims one named job (pg-boss handed it to this worker): only when it is pending or its previous
 * claim's lease ran out. Undefined when it is already done, failed, or held by a live claim.
 */
export async function claimJobById(db: Database, id: string, now: Date, leaseMs: number): Promise<ClaimedJob | undefined> {
  const at = timestamp(now);
  const row = await claimUpdate(db, now, leaseMs)
    .where("id", "=", id)
    .where((w) =>
      w.or([
        w("status", "=", "pending"),
        w.and([w("status", "=", "processing"), w.or([w("lease_until", "is", null), w("lease_until", "<", at)])]),
      ]),
    )
    .returning(CLAIM_RETURNING)
    .executeTakeFirst();
  return row ? toClaimed(row) : undefined;
}

const fenced = (job: Pick<ClaimedJob, "id" | "attempt">) =>
  ({ id: job.id, attempt: job.attempt }) as const;

/**
 * Records the stage a live attempt starts; false when the attempt is stale. It does not extend the
 * lease: a claim expires a fixed time after it was taken on both engines (pg-boss's expiry is fixed too).
 */
export async function recordStage(
  executor: Executor,
  job: Pick<ClaimedJob, "id" | "attempt">,
  stage: JobStage,
  now: Date,
): Promise<boolean> {
  const { id, attempt } = fenced(job);
  const result = await executor
    .updateTable("report_jobs")
    .set({ stage, updated_at: timestamp(now) })
    .where("id", "=", id)
    .where("attempts", "=", attempt)
    .where("status", "=", "processing")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks a live attempt's job completed; false (nothing changed) when the attempt is stale. */
export async function completeJob(executor: Executor, job: Pick<ClaimedJob, "id" | "attempt">, now: Date): Promise<boolean> {
  const { id, attempt } = fenced(job);
  const at = timestamp(now);
  const result = await executor
    .updateTable("report_jobs")
    .set({ status: "completed", lease_until: null, error_message: null, completed_at: at, updated_at: at })
    .where("id", "=", id)
    .where("attempts", "=", attempt)
    .where("status", "=", "processing")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Records a failed attempt: back to pending with a retry time, or failed for good at the maximum.
 * Returns the new status, or undefined when the attempt is stale.
 */
export async function failAttempt(
  executor: Executor,
  job: Pick<ClaimedJob, "id" | "attempt" | "maxAttempts">,
  message: string,
  now: Date,
  retryAt: Date | null,
): Promise<"pending" | "failed" | undefined> {
  const { id, attempt } = fenced(job);
  const final = retryAt === null || job.attempt >= job.maxAttempts;
  const result = await executor
    .updateTable("report_jobs")
    .set({
      status: final ? "failed" : "pending",
      error_message: message.slice(0, 500),
      lease_until: null,
      run_after: timestamp(final ? now : (retryAt as Date)),
      updated_at: timestamp(now),
    })
    .where("id", "=", id)
    .where("attempts", "=", attempt)
    .where("status", "=", "processing")
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return final ? "failed" : "pending";
}

/** A job whose claims all died (lease expired) once attempts reached the maximum: failed for good. */
export async function failExhaustedJobs(db: Database, now: Date): Promise<number> {
  const at = timestamp(now);
  const result = await db
    .updateTable("report_jobs")
    .set({
      status: "failed",
      error_message: "The report worker stopped responding on every attempt.",
      lease_until: null,
      updated_at: at,
    })
    .where("status", "=", "processing")
    .where("lease_until", "<", at)
    .where((w) => w("attempts", ">=", w.ref("max_attempts")))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Puts a stuck job (processing past its lease) or a failed one back in line: pending, due now, no lease,
 * and `attemptsGranted` more attempts from here. The state is checked in the same statement, so a job a
 * worker took meanwhile, or one already re-queued, is left alone (undefined).
 */
export async function requeueJob(
  executor: Executor,
  job: { id: string; from: RequeueFrom },
  attemptsGranted: number,
  now: Date,
): Promise<{ id: string; orderId: string } | undefined> {
  const at = timestamp(now);
  const update = executor
    .updateTable("report_jobs")
    .set((eb) => ({ status: "pending", run_after: at, lease_until: null, max_attempts: eb("attempts", "+", attemptsGranted), updated_at: at }))
    .where("id", "=", job.id);
  const row = await (job.from === "stuck" ? update.where("status", "=", "processing").where("lease_until", "<", at) : update.where("status", "=", "failed"))
    .returning(["id", "order_id"])
    .executeTakeFirst();
  return row ? { id: row.id, orderId: row.order_id } : undefined;
}

export type JobCounts = Record<JobStatus, number>;

export async function countJobsByStatus(executor: Executor): Promise<JobCounts> {
  const rows = await executor
    .selectFrom("report_jobs")
    .select((eb) => ["status", eb.fn.countAll<number>().as("count")])
    .groupBy("status")
    .execute();
  const counts: JobCounts = { pending: 0, processing: 0, completed: 0, failed: 0 };
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

/** How many jobs a claim could take now (see dueAt). */
export async function countDueJobs(executor: Executor, now: Date): Promise<number> {
  const row = await executor
    .selectFrom("report_jobs")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where(dueAt(now))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The pending job that has been due longest (run_after earliest and passed), or undefined. */
export async function oldestDuePendingJob(executor: Executor, now: Date): Promise<ReportJobRow | undefined> {
  return executor
    .selectFrom("report_jobs")
    .selectAll()
    .where("status", "=", "pending")
    .where("run_after", "<=", timestamp(now))
    .orderBy("run_after")
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
}

/** Pending jobs, oldest first. */
export async function pendingJobs(executor: Executor, limit: number): Promise<ReportJobRow[]> {
  return executor.selectFrom("report_jobs").selectAll().where("status", "=", "pending").orderBy("created_at").orderBy("id").limit(limit).execute();
}

/** Jobs still marked processing after their lease ran out (a worker died and nothing re-claimed them), oldest lease first. */
export async function stuckJobs(executor: Executor, now: Date, limit: number): Promise<ReportJobRow[]> {
  return executor
    .selectFrom("report_jobs")
    .selectAll()
    .where("status", "=", "processing")
    .where("lease_until", "<", timestamp(now))
    .orderBy("lease_until")
    .orderBy("id")
    .limit(limit)
    .execute();
}

/** Jobs that failed for good since `since` (the time of their last write): how many, and the newest `limit`. */
export async function failedJobsSince(executor: Executor, since: Date, limit: number): Promise<{ total: number; newest: ReportJobRow[] }> {
  const failedSince = executor.selectFrom("report_jobs").where("status", "=", "failed").where("updated_at", ">=", timestamp(since));
  const total = await failedSince.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
  const newest = await failedSince.selectAll().orderBy("updated_at", "desc").orderBy("id").limit(limit).execute();
  return { total: Number(total.count), newest };
}
