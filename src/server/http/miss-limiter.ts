/**
 * Counts lookups of unknown ids and tokens per client and refuses them (429 with Retry-After) once a client
 * has missed too often within a window, so ids and tokens cannot be enumerated by trying.
 *
 * Only misses are counted, and only misses are refused: a lookup runs first, a hit is answered at once
 * (whatever the client's count), and a miss is counted afterwards in one atomic step that also decides
 * between 404 and 429. A valid link or a known id is therefore never refused and never spends the budget.
 * Concurrent misses each get their own count, so a burst gets exactly `maxMisses` 404s through. Clients
 * are keyed by `clientKey` (IPv6 per /64); the count lives in the database, shared by every instance
 * (limits/limit-counters.ts), and one budget covers assessments, report status, jobs and download links.
 */
import type { LimitCounters } from "@server/limits/limit-counters";
import { retryAfterSeconds } from "@server/limits/limit-counters";
import { AppError } from "./errors";

/** Misses per client and window, across every miss-limited route. */
export const MISS_LIMIT = { maxMisses: 30, windowMs: 10 * 60_000 } as const;

export type MissLimiter = {
  /**
   * Counts a miss (a lookup that found nothing) for `client`; throws a 429 AppError with Retry-After when
   * this miss is over the budget, and returns otherwise (the caller then answers its 404).
   */
  miss(client: string): Promise<void>;
};

export function createMissLimiter(counters: LimitCounters, tooManyMessage: string): MissLimiter {
  return {
    async miss(client) {
      const window = await counters.count(`miss:${client}`, MISS_LIMIT.windowMs);
      if (window.count > MISS_LIMIT.maxMisses) {
        throw new AppError(429, tooManyMessage, {}, { "Retry-After": String(retryAfterSeconds(window)) });
      }
    },
  };
}
