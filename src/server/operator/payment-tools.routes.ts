/** The operator area: the payment tools (key config, key test, key status, emergency clean, payment diagnostics, payment flow test). Gated by operator-gate.ts (attached at registration). */
import type { FastifyInstance } from "fastify";
import type { Services } from "@server/services";

export async function paymentToolRoutes(_app: FastifyInstance, _options: { services: Services }): Promise<void> {
  // Routes are added here.
}
