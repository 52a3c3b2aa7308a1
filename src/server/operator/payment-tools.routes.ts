/**
 * The operator area: the payment tools (key config, key test, key status, emergency clean, payment
 * diagnostics, payment flow test). Gated by operator-gate.ts (attached at registration). The work is in
 * payment-checks.ts; answers describe keys, never carry them, and are never cached.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { noBodySchema, updateStripeKeyRequestSchema, type EmergencyCleanResponse } from "@shared/contracts/operator";
import type { Services } from "@server/services";
import { configDiagnostics, keyStatus, paymentFlowTest, testKeyInForce, updateStripeKeys } from "./payment-checks";
import { keyLast4, keyPrefix } from "./stripe-key-status";

export async function paymentToolRoutes(app: FastifyInstance, options: { services: Services }): Promise<void> {
  const { services } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("Cache-Control", "no-store");
    return payload;
  });

  routes.post("/api/admin/update-stripe-key", { schema: { body: updateStripeKeyRequestSchema } }, async (request) => {
    const answer = await updateStripeKeys(services, request.body);
    const key = request.body.secretKey.trim();
    request.log.info({ prefix: keyPrefix(key), last4: keyLast4(key), keyInForce: answer.keyInForce }, "operator stored a Stripe secret key");
    return answer;
  });

  routes.get("/api/test/stripe-key", async (request) => {
    const answer = await testKeyInForce(services);
    if (!answer.success) request.log.warn({ error: answer.error }, "operator key test failed");
    return answer;
  });

  routes.get("/api/admin/stripe-key-status", async () => keyStatus(services));

  routes.post("/api/admin/emergency-stripe-clean", { schema: { body: noBodySchema } }, async (request) => {
    const removed = await services.settings.clearStoredStripeKeys();
    request.log.warn({ removed }, "operator emergency clean: stored Stripe keys deleted");
    const answer: EmergencyCleanResponse = {
      success: true,
      removed,
      message:
        removed === 0
          ? "No Stripe keys were stored: nothing to remove. Only the environment variables are used."
          : `Removed ${removed} stored Stripe ${removed === 1 ? "key" : "keys"}. Only the environment variables are used now.`,
    };
    return answer;
  });

  routes.get("/api/debug/stripe-config", async () => configDiagnostics(services));

  routes.post("/api/test/payment-flow", { schema: { body: noBodySchema } }, async (request) => {
    const answer = await paymentFlowTest(services);
    request.log.info({ success: answer.success, testPaymentIntentId: answer.details.testPaymentIntentId }, "operator payment flow test");
    return answer;
  });
}
