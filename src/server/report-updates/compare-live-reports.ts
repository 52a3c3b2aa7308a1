/**
 * The comparison of live reports with today's facts (issue 31): every report still inside its hub period is read
 * against the fact catalogue in force today, and each difference is recorded for its order (fact, old value, new
 * value, since when, source). Reports that printed the same list of facts (the same country, day and routes for
 * the person) share one stored list, so each list is compared once and its differences fanned out to its orders.
 * Running it again records nothing twice.
 */
import { HUB_ACCESS_YEARS } from "@shared/contracts/reports";
import type { Clock } from "@server/clock";
import type { Database } from "@server/db/database";
import { factsInForce, type InForce } from "@server/in-force";
import { changesSince, type FactChange } from "./fact-changes";
import { liveManifests, printedFactLists, recordChanges } from "./fact-changes.repository";

export type Comparison = { ordersCompared: number; listsCompared: number; changesRecorded: number };

/** The first moment a payment can have been made for its hub still to be open now. */
export function liveSince(now: Date): Date {
  const since = new Date(now);
  since.setUTCFullYear(since.getUTCFullYear() - HUB_ACCESS_YEARS);
  return since;
}

export async function compareLiveReports(deps: { db: Database; clock: Clock; inForce: (on: Date) => InForce }): Promise<Comparison> {
  const now = deps.clock.now();
  const today = factsInForce(deps.inForce(now));
  const live = await liveManifests(deps.db, liveSince(now));
  const byList = new Map<string, string[]>();
  for (const { orderId, printedFacts } of live) byList.set(printedFacts, [...(byList.get(printedFacts) ?? []), orderId]);
  const lists = await printedFactLists(deps.db, [...byList.keys()]);
  const foundOn = now.toISOString().slice(0, 10);
  const changes: { orderId: string; change: FactChange }[] = [];
  for (const [hash, orderIds] of byList) {
    const differences = changesSince(lists.get(hash) ?? [], today, foundOn);
    for (const orderId of orderIds) for (const change of differences) changes.push({ orderId, change });
  }
  const changesRecorded = await recordChanges(deps.db, changes, now);
  return { ordersCompared: live.length, listsCompared: byList.size, changesRecorded };
}
