/** All SQL about finished reports (the PDF bytes live in the database so any instance serves them). */
import type { Selectable } from "kysely";
import type { Executor } from "@server/db/database";
import type { ReportTable } from "@server/db/schema";

export type ReportRow = Selectable<ReportTable>;
export type ReportSummary = Omit<ReportRow, "pdf">;

/** Stores the report unless the order already has one; answers whether this call stored it. */
export async function insertReportOnce(executor: Executor, report: ReportRow): Promise<boolean> {
  const result = await executor
    .insertInto("reports")
    .values(report)
    .onConflict((oc) => oc.column("order_id").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function findReportSummaryByOrder(executor: Executor, orderId: string): Promise<ReportSummary | undefined> {
  return executor
    .selectFrom("reports")
    .select(["id", "order_id", "job_id", "assessment_id", "file_name", "byte_size", "page_count", "created_at"])
    .where("order_id", "=", orderId)
    .executeTakeFirst();
}

export async function findReportPdfByOrder(executor: Executor, orderId: string): Promise<Pick<ReportRow, "pdf" | "file_name"> | undefined> {
  return executor.selectFrom("reports").select(["pdf", "file_name"]).where("order_id", "=", orderId).executeTakeFirst();
}
