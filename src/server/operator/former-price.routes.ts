/**
 * The operator's former price (decision 0011): read, set (a real former price with its last day) and clear
 * it. Gated and audited by operator-gate.ts (attached at registration); state changes need the site's Origin.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { noBodySchema } from "@shared/contracts/operator";
import { formerPriceRequestSchema } from "@shared/contracts/report-offer";
import { clearFormerPrice, formerPriceSetting, setFormerPrice } from "@server/payments/report-offer";
import type { Services } from "@server/services";

export async function formerPriceRoutes(app: FastifyInstance, options: { services: Services }): Promise<void> {
  const { services } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("Cache-Control", "no-store");
    return payload;
  });

  routes.get("/api/admin/former-price", async () => formerPriceSetting(services));

  routes.put("/api/admin/former-price", { schema: { body: formerPriceRequestSchema } }, async (request) => {
    const answer = await setFormerPrice(services, request.body);
    request.log.info({ formerPrice: answer.formerPrice }, "operator set a former price");
    return answer;
  });

  routes.delete("/api/admin/former-price", { schema: { body: noBodySchema } }, async (request) => {
    const answer = await clearFormerPrice(services);
    request.log.info("operator cleared the former price");
    return answer;
  });
}
