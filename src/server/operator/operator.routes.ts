/**
 * Every operator call (operator spec section 7, plus the orders table): the sign-in calls and the tools,
 * each area in its own file. The gate (operator-gate.ts) is installed on the app before this plugin, so
 * every route registered here is gated by its path.
 */
import type { FastifyInstance } from "fastify";
import { detailedHealthRoutes } from "@server/health/detailed-health.routes";
import type { Services } from "@server/services";
import { accessRoutes } from "./access.routes";
import { dataFreshnessRoutes } from "./data-freshness.routes";
import { formerPriceRoutes } from "./former-price.routes";
import { jobToolRoutes } from "./job-tools.routes";
import { orderRoutes } from "./orders.routes";
import { paymentToolRoutes } from "./payment-tools.routes";
import { reportToolRoutes } from "./report-tools.routes";

export async function operatorRoutes(app: FastifyInstance, options: { services: Services }): Promise<void> {
  const { services } = options;
  await app.register(accessRoutes, { services, auth: services.operatorAuth });
  await app.register(paymentToolRoutes, { services });
  await app.register(formerPriceRoutes, { services });
  await app.register(reportToolRoutes, { services });
  await app.register(jobToolRoutes, { services });
  await app.register(orderRoutes, { services });
  await app.register(detailedHealthRoutes, { services });
  await app.register(dataFreshnessRoutes, { services });
}
