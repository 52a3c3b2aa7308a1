/** All SQL about report manifests (issue 31): what each edition of an order's report printed. */
import type { Executor } from "@server/db/database";
import type { ReportManifest } from "./report-manifest";

/** Stores the manifest of an order's edition unless one is stored; answers whether this call stored it. */
export async function insertManifestOnce(executor: Executor, orderId: string, edition: number, manifest: ReportManifest, at: Date): Promise<boolean> {
  const result = await executor
    .insertInto("report_manifests")
    .values({
      order_id: orderId,
      edition,
      scoring_version: manifest.scoringVersion,
      data_editions: manifest.dataEditions,
      facts: JSON.stringify(manifest.facts),
      created_at: at.toISOString(),
    })
    .onConflict((oc) => oc.columns(["order_id", "edition"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function findManifest(executor: Executor, orderId: string, edition: number): Promise<ReportManifest | undefined> {
  const row = await executor
    .selectFrom("report_manifests")
    .select(["scoring_version", "data_editions", "facts"])
    .where("order_id", "=", orderId)
    .where("edition", "=", edition)
    .executeTakeFirst();
  return row && { scoringVersion: row.scoring_version, dataEditions: row.data_editions, facts: JSON.parse(row.facts) as ReportManifest["facts"] };
}
