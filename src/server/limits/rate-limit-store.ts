/**
 * @fastify/rate-limit's custom `store` over the shared limit counters, so every route limit
 * (`config: { rateLimit: { max, timeWindow } }`) is counted in the database all instances share. The
 * plugin builds the store once and asks it for a child per limited route; each child counts under its
 * own route's name, so one client's calls to two routes are two counters, as with the plugin's own store.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { LimitCounters } from "./limit-counters";

type ChildOptions = Parameters<FastifyRateLimitStore["child"]>[0] & { routeInfo?: { method?: string | string[]; url?: string } };

/** The store class the plugin's `store` option takes, bound to the counters. */
export function databaseRateLimitStore(counters: LimitCounters): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly scope: string;

    constructor(_options?: unknown, scope = "route:*") {
      this.scope = scope;
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      counters.count(`${this.scope}:${key}`, timeWindow).then(
        (window) => callback(null, { current: window.count, ttl: window.msLeft }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: ChildOptions): FastifyRateLimitStore {
      const route = routeOptions.routeInfo;
      const method = [route?.method ?? "*"].flat().join(",");
      return new DatabaseRateLimitStore(undefined, `route:${method} ${route?.url ?? "*"}`);
    }
  }
  return DatabaseRateLimitStore;
}
