/** All SQL about report manifests (issue 31): what each edition of an order's report printed. */
import { createHash } from "node:crypto";
import type { Executor } from "@server/db/database";
import type { ManifestFact, ReportManifest } from "./report-manifest";

const hashOf = (facts: string) => createHash("sha256").update(facts).digest("hex");

/**
 * Stores the manifest of an order's edition unless one is stored; answers whether this call stored it. The list of
 * facts is stored once per distinct list, shared by every report that printed the same.
 */
export async function insertManifestOnce(executor: Executor, orderId: string, edition: number, manifest: ReportManifest, at: Date): Promise<boolean> {
  const facts = JSON.stringify(manifest.facts);
  const hash = hashOf(facts);
  await executor
    .insertInto("printed_facts")
    .values({ hash, facts, created_at: at.toISOString() })
    .onConflict((oc) => oc.column("hash").doNothing())
    .execute();
  const result = await executor
    .insertInto("report_manifests")
    .values({
      order_id: orderId,
      edition,
      printed_facts: hash,
      scoring_version: manifest.scoringVersion,
      data_editions: manifest.dataEditions,
      created_at: at.toISOString(),
    })
    .onConflict((oc) => oc.columns(["order_id", "edition"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** An order's manifests with the facts each printed. */
const manifestRows = (executor: Executor, orderId: string) =>
  executor
    .selectFrom("report_manifests")
    .innerJoin("printed_facts", "printed_facts.hash", "report_manifests.printed_facts")
    .select(["report_manifests.edition", "report_manifests.scoring_version", "report_manifests.data_editions", "report_manifests.created_at", "printed_facts.facts"])
    .where("report_manifests.order_id", "=", orderId);

export async function findManifest(executor: Executor, orderId: string, edition: number): Promise<ReportManifest | undefined> {
  const row = await manifestRows(executor, orderId).where("report_manifests.edition", "=", edition).executeTakeFirst();
  return row && { scoringVersion: row.scoring_version, dataEditions: row.data_editions, facts: JSON.parse(row.facts) as ManifestFact[] };
}

/** Every edition's manifest of an order, oldest first (the buyer's data export). */
export async function manifestsOf(executor: Executor, orderId: string): Promise<{ edition: number; scoringVersion: string; createdAt: string; facts: ManifestFact[] }[]> {
  const rows = await manifestRows(executor, orderId).orderBy("report_manifests.edition").execute();
  return rows.map((row) => ({ edition: Number(row.edition), scoringVersion: row.scoring_version, createdAt: row.created_at, facts: JSON.parse(row.facts) as ManifestFact[] }));
}

/** Deletes the manifests, recorded changes and updated editions of the given orders, and every list of facts no manifest holds any more. */
export async function deleteManifests(executor: Executor, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length === 0) return;
  await executor.deleteFrom("report_fact_changes").where("order_id", "in", orderIds).execute();
  await executor.deleteFrom("report_editions").where("order_id", "in", orderIds).execute();
  await executor.deleteFrom("report_manifests").where("order_id", "in", orderIds).execute();
  await executor
    .deleteFrom("printed_facts")
    .where("hash", "not in", (eb) => eb.selectFrom("report_manifests").select("printed_facts"))
    .execute();
}
