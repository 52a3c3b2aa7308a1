/**
 * The operator area's SQL over orders with their job and report: the orders table (newest first, a
 * page at a time) and what Restore looks for. The buyer's e-mail address is never selected: only whether
 * there is one (`has_email`), computed in the database.
 */
import { sql } from "kysely";
import type { Executor } from "@server/db/database";
import type { JobStage, JobStatus, OrderPurpose, OrderStatus } from "@server/db/schema";

export type OperatorOrderRow = {
  id: string;
  /** Null once the buyer deleted their data (`erased_at`). */
  assessment_id: number | null;
  erased_at: string | null;
  country: string | null;
  purpose: OrderPurpose;
  provider: "stripe" | "demo";
  amount_cents: number;
  has_email: number | boolean;
  paid_at: string;
  status: OrderStatus;
  refund_id: string | null;
  refunded_at: string | null;
  job_id: string | null;
  job_status: JobStatus | null;
  job_stage: JobStage | null;
  job_attempts: number | null;
  job_max_attempts: number | null;
  job_error: string | null;
  report_pages: number | null;
  report_bytes: number | null;
  report_created_at: string | null;
  /** Updated editions made (issue 31), counted as the database returns a count. */
  later_editions: string | number | null;
};

export async function countOrders(executor: Executor): Promise<number> {
  const row = await executor.selectFrom("orders").select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One page of orders, newest payment first, each with its assessment's country, job and report. */
export async function listOrders(executor: Executor, page: number, pageSize: number): Promise<OperatorOrderRow[]> {
  return executor
    .selectFrom("orders")
    .leftJoin("assessments", "assessments.id", "orders.assessment_id")
    .leftJoin("report_jobs", "report_jobs.order_id", "orders.id")
    .leftJoin("reports", "reports.order_id", "orders.id")
    .select([
      "orders.id",
      "orders.assessment_id",
      "orders.erased_at",
      "assessments.preferred_country as country",
      "orders.purpose",
      "orders.provider",
      "orders.amount_cents",
      sql<number | boolean>`orders.customer_email is not null`.as("has_email"),
      "orders.paid_at",
      "orders.status",
      "orders.refund_id",
      "orders.refunded_at",
      "report_jobs.id as job_id",
      "report_jobs.status as job_status",
      "report_jobs.stage as job_stage",
      "report_jobs.attempts as job_attempts",
      "report_jobs.max_attempts as job_max_attempts",
      "report_jobs.error_message as job_error",
      "reports.page_count as report_pages",
      "reports.byte_size as report_bytes",
      "reports.created_at as report_created_at",
      // Updated editions made (issue 31); the report bought is edition 1.
      (eb) => eb.selectFrom("report_editions").select((inner) => inner.fn.countAll<string>().as("n")).whereRef("report_editions.order_id", "=", "orders.id").where("report_editions.status", "=", "ready").as("later_editions"),
    ])
    .orderBy("orders.paid_at", "desc")
    .orderBy("orders.id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
}

/** Failed jobs of paid orders that still have no report (what Restore and Retry re-queue). */
export async function failedJobsWithoutReport(executor: Executor, limit: number): Promise<{ id: string; order_id: string }[]> {
  return executor
    .selectFrom("report_jobs")
    .innerJoin("orders", "orders.id", "report_jobs.order_id")
    .leftJoin("reports", "reports.order_id", "orders.id")
    .select(["report_jobs.id", "report_jobs.order_id"])
    .where("report_jobs.status", "=", "failed")
    .where("orders.status", "=", "paid")
    .where("reports.id", "is", null)
    .orderBy("report_jobs.updated_at")
    .limit(limit)
    .execute();
}

/**
 * Paid orders with no job at all (fulfilment always makes one; Restore makes it when something did not). An order
 * whose data the buyer deleted has no job on purpose and no assessment to make a report from: never one of them.
 */
export async function paidOrdersWithoutJob(executor: Executor, limit: number): Promise<{ id: string; assessment_id: number }[]> {
  return executor
    .selectFrom("orders")
    .leftJoin("report_jobs", "report_jobs.order_id", "orders.id")
    .select(["orders.id", "orders.assessment_id"])
    .where("orders.status", "=", "paid")
    .where("orders.erased_at", "is", null)
    .where("orders.assessment_id", "is not", null)
    .where("report_jobs.id", "is", null)
    .$narrowType<{ assessment_id: number }>()
    .orderBy("orders.paid_at")
    .limit(limit)
    .execute();
}
