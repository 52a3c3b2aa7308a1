/** All SQL of the shared limit counters (table limit_counters, migration 0005). */
import type { Executor } from "@server/db/database";
import { timestamp } from "@server/db/dialect";

export type CounterState = { count: number; windowEndsAt: Date };

/**
 * Counts one event for `key` in a single atomic upsert, the same SQL on SQLite and PostgreSQL: a new key,
 * or one whose window has ended, starts a window of `windowMs` at 1; otherwise the count goes up by one.
 * Concurrent calls from any number of instances each see their own count, so no burst overshoots a limit.
 */
export async function countInWindow(executor: Executor, key: string, now: Date, windowMs: number): Promise<CounterState> {
  const nowText = timestamp(now);
  const row = await executor
    .insertInto("limit_counters")
    .values({ key, count: 1, window_ends_at: timestamp(new Date(now.getTime() + windowMs)) })
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet((eb) => {
        const ended = eb("limit_counters.window_ends_at", "<=", nowText);
        return {
          count: eb.case().when(ended).then(eb.lit(1)).else(eb("limit_counters.count", "+", eb.lit(1))).end(),
          window_ends_at: eb.case().when(ended).then(eb.ref("excluded.window_ends_at")).else(eb.ref("limit_counters.window_ends_at")).end(),
        };
      }),
    )
    .returning(["count", "window_ends_at"])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), windowEndsAt: new Date(row.window_ends_at) };
}

/** Deletes every counter whose window has ended (it would restart at 1 anyway); answers how many. */
export async function deleteEndedWindows(executor: Executor, now: Date): Promise<number> {
  const result = await executor.deleteFrom("limit_counters").where("window_ends_at", "<=", timestamp(now)).executeTakeFirst();
  return Number(result.numDeletedRows);
}
