/**
 * The one store of counted limits (decision 0014): per-client route limits (@fastify/rate-limit, through
 * rate-limit-store.ts), the miss budget (http/miss-limiter.ts) and the re-send cap per order
 * (reports.service.ts). Counted in the database every instance shares, so N instances allow the limit
 * once, not N times. Windows are fixed: they start at a key's first event and last `windowMs`.
 *
 * Ended windows are deleted now and then (at most once per LIMIT_SWEEP_INTERVAL_MS per instance, on the
 * next count), so keys of clients that never come back do not pile up.
 */
import type { Clock } from "@server/clock";
import type { Database, Executor } from "@server/db/database";
import { countBatchInWindows, countInWindow, deleteEndedWindows, type CounterState } from "./limit-counters.repository";

export const LIMIT_SWEEP_INTERVAL_MS = 5 * 60_000;

export type WindowCount = {
  /** Events counted for the key in the current window, this one included. */
  count: number;
  windowEndsAt: Date;
  /** Milliseconds until the window ends (at least 1). */
  msLeft: number;
};

export type LimitCounters = {
  /** Counts one event for `key` (namespaced by the caller, e.g. `miss:{client}`) and answers its window. */
  count(key: string, windowMs: number): Promise<WindowCount>;
};

type Pending = { key: string; windowMs: number; resolve: (state: WindowCount) => void; reject: (error: unknown) => void };

/**
 * Group counting, like the assessments' group commit: counts asked for in the same turn of the event loop
 * are written in one multi-row upsert per window length (one round trip and one commit for many requests
 * under load), keys sorted so two instances' batches lock rows in the same order and cannot deadlock.
 * Several counts of one key become one row of that many events, and each caller gets its own count in the
 * order asked. Every promise settles after the commit, so the count a
 * caller sees is stored and shared; if the shared transaction fails, each key is counted on its own.
 */
export function createLimitCounters(options: { db: Database; clock: Clock }): LimitCounters {
  const { db, clock } = options;
  let lastSweep = Number.NEGATIVE_INFINITY;
  let pending: Pending[] | undefined;

  /** Answers each caller of one key: the i-th counted the (count - length + i)-th event of the window. */
  function settle(group: Pending[], state: CounterState, now: Date): void {
    const msLeft = Math.max(1, state.windowEndsAt.getTime() - now.getTime());
    group.forEach((item, index) => item.resolve({ count: state.count - group.length + index + 1, windowEndsAt: state.windowEndsAt, msLeft }));
  }

  async function flush(): Promise<void> {
    const batch = pending ?? [];
    pending = undefined;
    const now = clock.now();
    // window length -> key -> its callers, in the order they asked
    const byWindow = new Map<number, Map<string, Pending[]>>();
    for (const item of batch) {
      const keys = byWindow.get(item.windowMs) ?? new Map<string, Pending[]>();
      keys.set(item.key, [...(keys.get(item.key) ?? []), item]);
      byWindow.set(item.windowMs, keys);
    }
    const statements = [...byWindow.entries()].sort(([a], [b]) => a - b);
    const countAll = async (executor: Executor) => {
      const answers: (() => void)[] = [];
      for (const [windowMs, keys] of statements) {
        const sorted = [...keys.keys()].sort();
        const states = await countBatchInWindows(executor, sorted.map((key) => ({ key, events: keys.get(key)?.length ?? 0 })), now, windowMs);
        for (const key of sorted) {
          const state = states.get(key);
          if (!state) throw new Error(`limit counter ${key} was not counted`);
          answers.push(() => settle(keys.get(key) ?? [], state, now));
        }
      }
      return answers;
    };
    try {
      if (now.getTime() - lastSweep >= LIMIT_SWEEP_INTERVAL_MS) {
        lastSweep = now.getTime();
        await deleteEndedWindows(db, now);
      }
      const answers = statements.length === 1 ? await countAll(db) : await db.transaction().execute(countAll);
      for (const answer of answers) answer();
      return;
    } catch {
      // fall through: each key on its own, so only a key that fails on its own reports an error
    }
    for (const [windowMs, keys] of statements) {
      for (const [key, group] of keys) {
        try {
          settle(group, await countInWindow(db, key, now, windowMs, group.length), now);
        } catch (error) {
          for (const item of group) item.reject(error);
        }
      }
    }
  }

  return {
    count(key, windowMs) {
      return new Promise((resolve, reject) => {
        if (pending) {
          pending.push({ key, windowMs, resolve, reject });
          return;
        }
        pending = [{ key, windowMs, resolve, reject }];
        setImmediate(() => void flush());
      });
    },
  };
}

/** Seconds for a Retry-After header: whole seconds, never 0. */
export function retryAfterSeconds(window: WindowCount): number {
  return Math.max(1, Math.ceil(window.msLeft / 1000));
}
