/**
 * Counts lookups of unknown ids per client and refuses further lookups (429) once a client has missed
 * too often within a window, so ids cannot be enumerated. Hits are not counted: a user re-opening
 * their own results is never slowed. Kept in memory per instance, bounded in size.
 */
export type MissLimiterOptions = { maxMisses: number; windowMs: number; maxClients?: number };

export class MissLimiter {
  private readonly misses = new Map<string, { count: number; windowStart: number }>();
  private readonly maxClients: number;

  constructor(private readonly options: MissLimiterOptions) {
    this.maxClients = options.maxClients ?? 10_000;
  }

  isBlocked(client: string, now = Date.now()): boolean {
    const entry = this.misses.get(client);
    if (!entry) return false;
    if (now - entry.windowStart >= this.options.windowMs) {
      this.misses.delete(client);
      return false;
    }
    return entry.count >= this.options.maxMisses;
  }

  recordMiss(client: string, now = Date.now()): void {
    const entry = this.misses.get(client);
    if (entry && now - entry.windowStart < this.options.windowMs) {
      entry.count += 1;
      return;
    }
    if (this.misses.size >= this.maxClients) {
      const oldest = this.misses.keys().next().value;
      if (oldest !== undefined) this.misses.delete(oldest);
    }
    this.misses.set(client, { count: 1, windowStart: now });
  }
}
