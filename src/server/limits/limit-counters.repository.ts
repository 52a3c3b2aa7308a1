/** All SQL of the shared limit counters (table limit_counters, migration 0005). */
import type { Executor } from "@server/db/database";
import { timestamp } from "@server/db/dialect";

export type CounterState = { count: number; windowEndsAt: Date };

/**
 * Counts `events` events (default one) for `key` in a single atomic upsert, the same SQL on SQLite and
 * PostgreSQL: a new key, or one whose window has ended, starts a window of `windowMs` at `events`;
 * otherwise the count goes up by `events`. Answers the count after them. Concurrent calls from any number
 * of instances each see their own count, so no burst overshoots a limit.
 */
export async function countInWindow(executor: Executor, key: string, now: Date, windowMs: number, events = 1): Promise<CounterState> {
  const state = (await countBatchInWindows(executor, [{ key, events }], now, windowMs)).get(key);
  if (!state) throw new Error(`limit counter ${key} was not counted`);
  return state;
}

/** Deletes every counter whose window has ended (it would restart at 1 anyway); answers how many. */
export async function deleteEndedWindows(executor: Executor, now: Date): Promise<number> {
  const result = await executor.deleteFrom("limit_counters").where("window_ends_at", "<=", timestamp(now)).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** One key's events in a batch (countBatchInWindows). */
export type KeyEvents = { key: string; events: number };

/**
 * countInWindow for several distinct keys in one statement (one round trip, one commit): rows are written
 * in the order given, so callers give keys sorted and two instances' batches lock rows in the same order.
 */
export async function countBatchInWindows(executor: Executor, batch: KeyEvents[], now: Date, windowMs: number): Promise<Map<string, CounterState>> {
  const nowText = timestamp(now);
  const endsAt = timestamp(new Date(now.getTime() + windowMs));
  const rows = await executor
    .insertInto("limit_counters")
    .values(batch.map(({ key, events }) => ({ key, count: events, window_ends_at: endsAt })))
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet((eb) => {
        const ended = eb("limit_counters.window_ends_at", "<=", nowText);
        return {
          count: eb.case().when(ended).then(eb.ref("excluded.count")).else(eb("limit_counters.count", "+", eb.ref("excluded.count"))).end(),
          window_ends_at: eb.case().when(ended).then(eb.ref("excluded.window_ends_at")).else(eb.ref("limit_counters.window_ends_at")).end(),
        };
      }),
    )
    .returning(["key", "count", "window_ends_at"])
    .execute();
  return new Map(rows.map((row) => [row.key, { count: Number(row.count), windowEndsAt: new Date(row.window_ends_at) }]));
}
