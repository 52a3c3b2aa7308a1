/**
 * Counts lookups of unknown ids per client and refuses further lookups (429 with Retry-After) once a
 * client has missed too often within a window, so ids and tokens cannot be enumerated.
 *
 * A lookup reserves a miss BEFORE it runs and gives it back when it finds something: concurrent lookups
 * from one client are all counted while in flight, so no burst gets more than `maxMisses` misses through.
 * Hits cost nothing. Clients are keyed by `clientKey` (IPv6 per /64). Kept in memory per instance,
 * bounded in size (the oldest client is forgotten first).
 */
import { AppError } from "./errors";

export type MissLimiterOptions = { maxMisses: number; windowMs: number; maxClients?: number };
export type Reservation = { release(): void };

export class MissLimiter {
  private readonly misses = new Map<string, { count: number; windowStart: number }>();
  private readonly maxClients: number;

  constructor(private readonly options: MissLimiterOptions) {
    this.maxClients = options.maxClients ?? 10_000;
  }

  /**
   * Reserves one miss for a lookup about to run; throws a 429 AppError when the client has used
   * its misses (with Retry-After). Call `release()` when the lookup found what it looked for.
   */
  reserve(client: string, message: string, now = Date.now()): Reservation {
    let entry = this.misses.get(client);
    if (entry && now - entry.windowStart >= this.options.windowMs) {
      this.misses.delete(client);
      entry = undefined;
    }
    if (entry && entry.count >= this.options.maxMisses) {
      const retryAfter = Math.max(1, Math.ceil((entry.windowStart + this.options.windowMs - now) / 1000));
      throw new AppError(429, message, {}, { "Retry-After": String(retryAfter) });
    }
    if (!entry) {
      if (this.misses.size >= this.maxClients) {
        const oldest = this.misses.keys().next().value;
        if (oldest !== undefined) this.misses.delete(oldest);
      }
      entry = { count: 0, windowStart: now };
      this.misses.set(client, entry);
    }
    entry.count += 1;
    const reserved = entry;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        reserved.count = Math.max(0, reserved.count - 1);
      },
    };
  }
}
