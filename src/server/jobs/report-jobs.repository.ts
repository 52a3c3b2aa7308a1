/**
 * All SQL about report jobs. Every write a worker makes is fenced: it names the attempt it claimed, and
 * changes nothing (returns false) when the job has since been claimed again.
 */
import { sql, type ExpressionBuilder, type Selectable } from "kysely";
import type { Database, Executor } from "@server/db/database";
import type { DatabaseSchema, JobStage, ReportJobTable } from "@server/db/schema";
import { timestamp } from "@server/db/dialect";
import type { ClaimedJob, NewJob } from "./queue";

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

/**
 * Claims the next due job in one atomic statement: a pending job whose retry time has come, or a
 * processing job whose lease ran out (its worker died) with attempts left. The claim raises `attempts`
 * (the new fencing token) and sets a fresh lease. Used by the SQLite engine.
 */
export async function claimNextDueJob(db: Database, now: Date, leaseMs: number): Promise<ClaimedJob | undefined> {
  const at = timestamp(now);
  const due = (w: ExpressionBuilder<DatabaseSchema, "report_jobs">) =>
    w.or([
      w.and([w("status", "=", "pending"), w("run_after", "<=", at)]),
      w.and([w("status", "=", "processing"), w("lease_until", "<", at), w("attempts", "<", w.ref("max_attempts"))]),
    ]);
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
