import type { FastifyInstance } from "fastify";
import type { PingResponse } from "@shared/contracts/operator";
import type { Database } from "@server/db/database";
import type { InForce } from "@server/in-force";
import { checkHealth } from "./health.service";

export async function healthRoutes(
  app: FastifyInstance,
  options: { db: Database; today: () => InForce; dataDir: string },
): Promise<void> {
  app.get("/ping", async (): Promise<PingResponse> => ({ pong: true, timestamp: new Date().toISOString() }));

  app.get("/api/health", async (request, reply) => {
    const { response, errors } = await checkHealth(options.db, options.today().catalog, options.dataDir);
    // The answer says only pass/fail in fixed words; the log keeps what actually went wrong.
    if (response.status !== "healthy") request.log.warn({ checks: response.checks, errors }, "health check failed");
    return reply.code(response.status === "healthy" ? 200 : 503).header("Cache-Control", "no-store").send(response);
  });
}
