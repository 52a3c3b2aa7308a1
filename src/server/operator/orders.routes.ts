/**
 * The operator area: the orders and jobs table (beyond the spec), retry, re-send, audit log
 * (operator-orders.ts). Gated by operator-gate.ts (attached at registration).
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { noBodySchema, orderIdParamsSchema, ordersQuerySchema, type OrderActionResponse } from "@shared/contracts/operator";
import type { Services } from "@server/services";
import { auditLog, ordersPage, resendOrder, retryOrder } from "./operator-orders";


export async function orderRoutes(app: FastifyInstance, options: { services: Services }): Promise<void> {
  const { services } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const noStore = { "Cache-Control": "no-store" };

  routes.get("/api/admin/orders", { schema: { querystring: ordersQuerySchema } }, async (request, reply) =>
    reply.headers(noStore).send(await ordersPage(services, request.query.page)),
  );

  routes.post("/api/admin/orders/:orderId/retry", { schema: { params: orderIdParamsSchema, body: noBodySchema } }, async (request, reply) => {
    const answer: OrderActionResponse = { success: true, message: await retryOrder(services, request.params.orderId) };
    return reply.headers(noStore).send(answer);
  });

  routes.post("/api/admin/orders/:orderId/resend", { schema: { params: orderIdParamsSchema, body: noBodySchema } }, async (request, reply) => {
    const answer: OrderActionResponse = { success: true, message: await resendOrder(services, request.params.orderId) };
    return reply.headers(noStore).send(answer);
  });

  routes.get("/api/admin/audit-log", async (_request, reply) => reply.headers(noStore).send(await auditLog(services)));
}
