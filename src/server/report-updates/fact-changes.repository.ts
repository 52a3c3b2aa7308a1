/** All SQL about the changes found since live reports (issue 31). */
import type { Executor } from "@server/db/database";
import type { ManifestFact } from "@server/reports/report-manifest";
import type { FactChange } from "./fact-changes";

/** The latest edition of each live order's report, with the list of facts it printed: paid customers, not erased, still inside the hub period. */
export async function liveManifests(executor: Executor, paidSince: Date): Promise<{ orderId: string; printedFacts: string }[]> {
  const rows = await executor
    .selectFrom("report_manifests as m")
    .innerJoin("orders as o", "o.id", "m.order_id")
    .select(["m.order_id", "m.printed_facts"])
    .where("o.purpose", "=", "customer")
    .where("o.status", "=", "paid")
    .where("o.erased_at", "is", null)
    .where("o.paid_at", ">=", paidSince.toISOString())
    .where("m.edition", "=", (eb) => eb.selectFrom("report_manifests as latest").select((inner) => inner.fn.max("latest.edition").as("edition")).whereRef("latest.order_id", "=", "m.order_id"))
    .execute();
  return rows.map((row) => ({ orderId: row.order_id, printedFacts: row.printed_facts }));
}

export async function printedFactLists(executor: Executor, hashes: readonly string[]): Promise<Map<string, ManifestFact[]>> {
  const lists = new Map<string, ManifestFact[]>();
  for (let start = 0; start < hashes.length; start += 500) {
    const rows = await executor.selectFrom("printed_facts").select(["hash", "facts"]).where("hash", "in", hashes.slice(start, start + 500)).execute();
    for (const row of rows) lists.set(row.hash, JSON.parse(row.facts) as ManifestFact[]);
  }
  return lists;
}

/** Records each change once per order, fact and new value; answers how many were new. */
export async function recordChanges(executor: Executor, changes: readonly { orderId: string; change: FactChange }[], at: Date): Promise<number> {
  let recorded = 0;
  // 11 values a row: 500 rows stay under SQLite's and PostgreSQL's limits on bound parameters.
  for (let start = 0; start < changes.length; start += 500) {
    const batch = changes.slice(start, start + 500).map(({ orderId, change }) => ({
      order_id: orderId,
      fact_id: change.factId,
      new_fingerprint: change.newFingerprint,
      old_value: change.oldValue,
      new_value: change.newValue,
      since: change.since,
      source_name: change.source.name,
      source_url: change.source.url,
      important: change.important ? 1 : 0,
      detected_at: at.toISOString(),
    }));
    const result = await executor
      .insertInto("report_fact_changes")
      .values(batch)
      .onConflict((oc) => oc.columns(["order_id", "fact_id", "new_fingerprint"]).doNothing())
      .executeTakeFirst();
    recorded += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return recorded;
}

export type RecordedChange = FactChange & { detectedAt: string };

/** The changes recorded for an order, newest first; for each fact only its latest new value. */
export async function changesForOrder(executor: Executor, orderId: string): Promise<RecordedChange[]> {
  const rows = await executor.selectFrom("report_fact_changes").selectAll().where("order_id", "=", orderId).orderBy("detected_at", "desc").orderBy("fact_id").execute();
  const latest = new Map<string, RecordedChange>();
  for (const row of rows) {
    if (latest.has(row.fact_id)) continue;
    latest.set(row.fact_id, {
      factId: row.fact_id,
      oldValue: row.old_value,
      newValue: row.new_value,
      newFingerprint: row.new_fingerprint,
      since: row.since,
      source: { name: row.source_name, url: row.source_url },
      important: row.important === 1,
      detectedAt: row.detected_at,
    });
  }
  return [...latest.values()];
}

/** Per changed fact: the live reports that printed it (with a change recorded) and the buyers told, most reports first. */
export async function changedFactCounts(executor: Executor): Promise<{ factId: string; liveReports: number; buyersTold: number; lastFound: string }[]> {
  const rows = await executor
    .selectFrom("report_fact_changes")
    .select((eb) => [
      "fact_id",
      eb.fn.count<string>("order_id").distinct().as("reports"),
      eb.fn.count<string>("notified_at").as("told"),
      eb.fn.max("detected_at").as("last_found"),
    ])
    .groupBy("fact_id")
    .execute();
  return rows
    .map((row) => ({ factId: row.fact_id, liveReports: Number(row.reports), buyersTold: Number(row.told), lastFound: String(row.last_found) }))
    .sort((a, b) => b.liveReports - a.liveReports || a.factId.localeCompare(b.factId));
}
