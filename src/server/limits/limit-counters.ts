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
import type { Database } from "@server/db/database";
import { countInWindow, deleteEndedWindows } from "./limit-counters.repository";

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

export function createLimitCounters(options: { db: Database; clock: Clock }): LimitCounters {
  const { db, clock } = options;
  let lastSweep = Number.NEGATIVE_INFINITY;
  return {
    async count(key, windowMs) {
      const now = clock.now();
      if (now.getTime() - lastSweep >= LIMIT_SWEEP_INTERVAL_MS) {
        lastSweep = now.getTime();
        await deleteEndedWindows(db, now);
      }
      const state = await countInWindow(db, key, now, windowMs);
      return { ...state, msLeft: Math.max(1, state.windowEndsAt.getTime() - now.getTime()) };
    },
  };
}

/** Seconds for a Retry-After header: whole seconds, never 0. */
export function retryAfterSeconds(window: WindowCount): number {
  return Math.max(1, Math.ceil(window.msLeft / 1000));
}
