/** The operator area: the job processor (process due jobs, pending jobs, restore). Gated by operator-gate.ts (attached at registration). */
import type { FastifyInstance } from "fastify";
import type { Services } from "@server/services";

export async function jobToolRoutes(_app: FastifyInstance, _options: { services: Services }): Promise<void> {
  // Routes are added here.
}
