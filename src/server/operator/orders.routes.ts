/** The operator area: the orders and jobs table (beyond the spec), retry, re-send, audit log. Gated by operator-gate.ts (attached at registration). */
import type { FastifyInstance } from "fastify";
import type { Services } from "@server/services";

export async function orderRoutes(_app: FastifyInstance, _options: { services: Services }): Promise<void> {
  // Routes are added here.
}
