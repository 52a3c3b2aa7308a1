/** All SQL about a report's updated editions (issue 31); edition 1 is the `reports` row. */
import type { Executor } from "@server/db/database";
import type { EditionStatus } from "@server/db/schema";

export type EditionSummary = { edition: number; status: EditionStatus; requestedAt: string; completedAt: string | null; pageCount: number | null; score: number | null };

export async function editionsOf(executor: Executor, orderId: string): Promise<EditionSummary[]> {
  const rows = await executor
    .selectFrom("report_editions")
    .select(["edition", "status", "requested_at", "completed_at", "page_count", "score"])
    .where("order_id", "=", orderId)
    .orderBy("edition")
    .execute();
  return rows.map((row) => ({
    edition: Number(row.edition),
    status: row.status,
    requestedAt: row.requested_at,
    completedAt: row.completed_at,
    pageCount: row.page_count === null ? null : Number(row.page_count),
    score: row.score === null ? null : Number(row.score),
  }));
}

/** Asks for the next edition unless one is waiting or being made; answers its number, or null when one is. */
export async function requestEdition(executor: Executor, orderId: string, at: Date): Promise<number | null> {
  const editions = await editionsOf(executor, orderId);
  if (editions.some((edition) => edition.status === "pending" || edition.status === "rendering")) return null;
  const next = Math.max(1, ...editions.map((edition) => edition.edition)) + 1;
  const result = await executor
    .insertInto("report_editions")
    .values({ order_id: orderId, edition: next, status: "pending", requested_at: at.toISOString(), lease_until: null, pdf: null, file_name: null, byte_size: null, page_count: null, score: null, scoring_version: null, completed_at: null, error_message: null })
    .onConflict((oc) => oc.columns(["order_id", "edition"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1 ? next : null;
}

/** Claims the oldest waiting edition (or one whose claim ran out) until `leaseUntil`; null when none waits. */
export async function claimEdition(executor: Executor, now: Date, leaseUntil: Date): Promise<{ orderId: string; edition: number; attempts: number } | null> {
  const due = await executor
    .selectFrom("report_editions")
    .select(["order_id", "edition", "status", "lease_until", "attempts"])
    .where((eb) => eb.or([eb("status", "=", "pending"), eb.and([eb("status", "=", "rendering"), eb("lease_until", "<", now.toISOString())])]))
    .orderBy("requested_at")
    .limit(1)
    .executeTakeFirst();
  if (!due) return null;
  const claimed = await executor
    .updateTable("report_editions")
    .set({ status: "rendering", lease_until: leaseUntil.toISOString(), attempts: Number(due.attempts) + 1 })
    .where("order_id", "=", due.order_id)
    .where("edition", "=", due.edition)
    .where("status", "=", due.status)
    .where("attempts", "=", due.attempts)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return null;
  return { orderId: due.order_id, edition: Number(due.edition), attempts: Number(due.attempts) + 1 };
}

export async function editionPdf(executor: Executor, orderId: string, edition: number): Promise<{ pdf: Buffer; fileName: string } | undefined> {
  const row = await executor
    .selectFrom("report_editions")
    .select(["pdf", "file_name"])
    .where("order_id", "=", orderId)
    .where("edition", "=", edition)
    .where("status", "=", "ready")
    .executeTakeFirst();
  return row?.pdf && row.file_name ? { pdf: Buffer.from(row.pdf), fileName: row.file_name } : undefined;
}

/** The score and scoring version an edition printed (edition 2 and later). */
export async function editionScore(executor: Executor, orderId: string, edition: number): Promise<{ score: number; scoringVersion: string } | undefined> {
  const row = await executor.selectFrom("report_editions").select(["score", "scoring_version"]).where("order_id", "=", orderId).where("edition", "=", edition).executeTakeFirst();
  return row && row.score !== null && row.scoring_version !== null ? { score: Number(row.score), scoringVersion: row.scoring_version } : undefined;
}
