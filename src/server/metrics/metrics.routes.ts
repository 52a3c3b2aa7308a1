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
  metrics.gaugeFromReader("report_jobs", "Report jobs by state (the whole database, not this instance).", "state", async () => {
    const counts = await countJobsByStatus(db);
    return { ...counts };
  });

  metrics.gaugeFromReader("db_pool_connections", "PostgreSQL pool connections of this process: total, idle, waiting for one.", "state", async () => {
    const stats = poolStats(db);
    return stats ? { ...stats } : {};
  });

  app.get(METRICS_PATH, async (request, reply) => {
    if (!config.metricsToken && !auth.configured) throw new AppError(503, METRICS_MESSAGES.notConfigured);
    const allowed = bearerMatches(request, config.metricsToken) || (auth.configured && (await auth.sessionOf(request)) !== undefined);
    if (!allowed) throw new AppError(401, METRICS_MESSAGES.unauthorized);
    const body = await metrics.registry.metrics();
    return reply.header("Content-Type", metrics.registry.contentType).header("Cache-Control", "no-store").send(body);
  });
}
