/**
 * `npm run bench:report-updates` (and the last part of `npm run bench`): the comparison of live reports with
 * today's facts (issue 31). 10,000 live orders, each with about 400 printed facts; the reports share their lists
 * as real ones do (one list per country, day and routes for the person), here 190 distinct lists, and then 1,000;
 * 2% of each list's facts have changed since. Target: under 10 s on this machine. A benchmark: it prints, it does
 * not assert. SQLite in a temporary directory.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { openDatabase } from "@server/db/database";
import { factsInForce, inForceByDay } from "@server/in-force";
import { printedFact, type ManifestFact } from "@server/reports/report-manifest";
import { insertManifestOnce } from "@server/reports/report-manifests.repository";
import { compareLiveReports } from "@server/report-updates/compare-live-reports";

const ORDERS = 10_000;
const FACTS_PER_REPORT = 400;
const CHANGED_SHARE = 0.02;

async function run(distinctLists: number): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "newshores-bench-updates-"));
  const { db } = await openDatabase({ kind: "sqlite", file: path.join(dir, "bench.sqlite") });
  try {
    const now = new Date();
    const inForce = inForceByDay();
    const catalogue = factsInForce(inForce(now));
    // Lists of 400 real facts each (several countries' facts when one country has fewer), 2% of them printed with an older value.
    const lists: ManifestFact[][] = Array.from({ length: distinctLists }, (_, list) =>
      Array.from({ length: FACTS_PER_REPORT }, (_, index) => {
        const fact = catalogue.facts[(list * 37 + index) % catalogue.facts.length]!;
        const printed = printedFact(fact, fact.country ?? "shared", []);
        return index < FACTS_PER_REPORT * CHANGED_SHARE ? { ...printed, value: `${fact.value} (older)`, fingerprint: `older-${list}` } : printed;
      }),
    );
    const paidAt = new Date(now.getTime() - 30 * 86_400_000).toISOString();
    await db.transaction().execute(async (trx) => {
      for (let start = 0; start < ORDERS; start += 500) {
        const orders = Array.from({ length: Math.min(500, ORDERS - start) }, () => ({
          id: `ord_${randomBytes(8).toString("hex")}`,
          payment_intent_id: `pi_bench_${randomBytes(8).toString("hex")}`,
          provider: "demo" as const,
          assessment_id: null,
          amount_cents: 4999,
          currency: "usd",
          customer_email: null,
          status: "paid" as const,
          purpose: "customer" as const,
          paid_at: paidAt,
          created_at: paidAt,
          updated_at: paidAt,
          refund_id: null,
          refunded_at: null,
        }));
        await trx.insertInto("orders").values(orders).execute();
        for (const [offset, order] of orders.entries()) {
          await insertManifestOnce(trx, order.id, 1, { scoringVersion: "bench", dataEditions: "bench", facts: lists[(start + offset) % distinctLists]! }, now);
        }
      }
    });
    const started = performance.now();
    const first = await compareLiveReports({ db, clock: { now: () => now }, inForce });
    const firstMs = performance.now() - started;
    const againStarted = performance.now();
    const again = await compareLiveReports({ db, clock: { now: () => now }, inForce });
    const againMs = performance.now() - againStarted;
    console.log(
      `  ${ORDERS} orders x ${FACTS_PER_REPORT} facts, ${first.listsCompared} distinct lists: compared in ${(firstMs / 1000).toFixed(2)} s ` +
        `(${first.changesRecorded} changes recorded); again in ${(againMs / 1000).toFixed(2)} s (${again.changesRecorded} new). Target < 10 s.`,
    );
  } finally {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function benchReportUpdates(): Promise<void> {
  console.log("\nComparing live reports with today's facts (issue 31), SQLite:");
  await run(190);
  await run(1000);
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  await benchReportUpdates();
}
