/** The operator area: the report test, the report preview and the test e-mail. Gated by operator-gate.ts (attached at registration). */
import type { FastifyInstance } from "fastify";
import type { Services } from "@server/services";

export async function reportToolRoutes(_app: FastifyInstance, _options: { services: Services }): Promise<void> {
  // Routes are added here.
}
