/**
 * GET /api/health/detailed: the Full Diagnosis (detailed-health.ts). Gated by operator-gate.ts by its
 * path; 200 when every check passes, 503 otherwise (a normal unhealthy answer, spec section 4).
 */
import type { FastifyInstance } from "fastify";
import type { Services } from "@server/services";
import { diagnose } from "./detailed-health";

export async function detailedHealthRoutes(app: FastifyInstance, options: { services: Services }): Promise<void> {
  const { services } = options;
  app.get("/api/health/detailed", async (request, reply) => {
    const { response, errors } = await diagnose(services);
    if (response.status !== "healthy") request.log.warn({ failing: response.message, errors }, "full diagnosis: unhealthy");
    return reply.code(response.status === "healthy" ? 200 : 503).header("Cache-Control", "no-store").send(response);
  });
}
