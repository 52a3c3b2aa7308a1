/**
 * GET /metrics in Prometheus' text format, for the operator and their scraper: open to a live operator
 * session, or to `Authorization: Bearer <METRICS_TOKEN>` (compared in constant time). Neither configured:
 * 503, like the operator area. Every HTTP answer is counted by route pattern (never the raw address, which
 * would carry ids and tokens and grow without bound).
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "@server/config";
import { poolStats, type Database } from "@server/db/database";
import { isDatabaseUnavailable } from "@server/db/dialect";
import { AppError } from "@server/http/errors";
import { countJobsByStatus } from "@server/jobs/report-jobs.repository";
import type { OperatorAuth } from "@server/operator/operator-auth";
import type { Metrics } from "./metrics";

export const METRICS_PATH = "/metrics";
export const METRICS_MESSAGES = {
  notConfigured: "Metrics are not configured: set METRICS_TOKEN or ADMIN_PASSWORD.",
  unauthorized: "Metrics need an operator session or the metrics bearer token.",
} as const;

const digest = (text: string) => createHash("sha256").update(text).digest();

function bearerMatches(request: FastifyRequest, token: string | undefined): boolean {
  const header = request.headers.authorization;
  if (!token || !header?.startsWith("Bearer ")) return false;
  return timingSafeEqual(digest(header.slice("Bearer ".length)), digest(token));
}

/** Counts and times every answer (registered before the routes, so it sees them all). */
export function installRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook("onResponse", async (request, reply) => {
    const route = request.routeOptions.url ?? "unmatched";
    const labels = { method: request.method, route };
    metrics.httpRequests.inc({ ...labels, status_code: String(reply.statusCode) });
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
}

export async function metricsRoutes(
  app: FastifyInstance,
  options: { metrics: Metrics; config: Config; auth: OperatorAuth; db: Database },
): Promise<void> {
  const { metrics, config, auth, db } = options;
  // A scrape that cannot read the jobs because the database is unavailable (every pool connection taken past
  // the connect limit, the database down) goes on without them: it still carries the pool's state and the
  // process's, which are what the operator needs then.
  metrics.gaugeFromReader("report_jobs", "Report jobs by state (the whole database, not this instance).", "state", async () => {
    try {
      return { ...(await countJobsByStatus(db)) };
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      app.log.warn({ err: error }, "metrics: report jobs by state not read, the database is unavailable; the scrape goes on without them");
      return {};
    }
  });

  // SQLite has one connection and no pool, so no db_pool_connections.
  const setPoolConnections = poolStats(db)
    ? metrics.gaugeSetByScrape("db_pool_connections", "PostgreSQL pool connections of this process: total, idle, and clients waiting for one.", "state")
    : undefined;

  app.get(METRICS_PATH, async (request, reply) => {
    if (!config.metricsToken && !auth.configured) throw new AppError(503, METRICS_MESSAGES.notConfigured);
    const allowed = bearerMatches(request, config.metricsToken) || (auth.configured && (await auth.sessionOf(request)) !== undefined);
    if (!allowed) throw new AppError(401, METRICS_MESSAGES.unauthorized);
    // Read before the readers queue their own queries in the pool: after them, the scrape would count itself
    // as a client waiting, on an idle instance too.
    const pool = poolStats(db);
    if (pool && setPoolConnections) setPoolConnections({ ...pool });
    const body = await metrics.registry.metrics();
    return reply.header("Content-Type", metrics.registry.contentType).header("Cache-Control", "no-store").send(body);
  });
}
