import type { FastifyInstance } from "fastify";
import type { Database, DatabaseKind } from "@server/db/database";
import type { DestinationCatalog } from "@server/destinations/catalog";
import { checkHealth } from "./health.service";

export async function healthRoutes(
  app: FastifyInstance,
  options: { db: Database; kind: DatabaseKind; catalog: DestinationCatalog },
): Promise<void> {
  app.get("/ping", async () => ({ pong: true, timestamp: new Date().toISOString() }));

  app.get("/api/health", async (request, reply) => {
    const report = await checkHealth(options.db, options.kind, options.catalog);
    if (report.status !== "healthy") request.log.warn({ checks: report.checks }, "health check failed");
    return reply.code(report.status === "healthy" ? 200 : 503).header("Cache-Control", "no-store").send(report);
  });
}
