/**
 * POST /api/payments/webhook: Stripe's signed events. The signature is checked over the raw body with
 * STRIPE_WEBHOOK_SECRET (the SDK's constructEvent); `payment_intent.succeeded` runs the same fulfilment
 * as confirm (re-reading the payment from Stripe), so a buyer who closes the tab still gets the report;
 * a second payment for an assessment already bought is refunded there too. Other event types are
 * acknowledged and ignored. Registered as its own plugin so only this route parses JSON as raw bytes.
 *
 * Answers: Stripe re-sends an event until it gets a 2xx (for days), whatever the 4xx or 5xx. So an
 * event that can never be fulfilled (wrong amount, an assessment id that is malformed, out of range or
 * unknown: the same 4xx reasons confirm answers, found before any query, so SQLite and PostgreSQL agree)
 * is acknowledged with a 200 saying it was not fulfilled; only a passing failure (the provider or the
 * database unreachable, a refund not made yet) answers 5xx, so Stripe's retry finishes the work.
 */
import type { FastifyInstance } from "fastify";
import { AppError } from "@server/http/errors";
import type { Services } from "@server/services";
import { confirmReportPayment, MESSAGES } from "./payments.service";
import { verifyStripeWebhook } from "./stripe-provider";

export async function webhookRoutes(app: FastifyInstance, options: { services: Services }): Promise<void> {
  const { services } = options;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));

  app.post("/api/payments/webhook", async (request, reply) => {
    const secret = await services.payments.webhookSecret();
    if (!secret) throw new AppError(503, "Webhooks are not configured on this server (STRIPE_WEBHOOK_SECRET).");
    const signature = request.headers["stripe-signature"];
    const body = request.body;
    if (typeof signature !== "string" || !Buffer.isBuffer(body)) throw new AppError(400, "Missing Stripe-Signature header or body");
    let event;
    try {
      event = verifyStripeWebhook(body, signature, secret);
    } catch {
      request.log.warn("webhook with an invalid signature refused");
      throw new AppError(400, "Webhook signature verification failed");
    }
    if (event.type !== "payment_intent.succeeded" || !event.paymentIntentId) {
      return reply.send({ received: true, ignored: event.type });
    }
    try {
      const settled = await confirmReportPayment(services, event.paymentIntentId);
      if (settled.kind === "refunded") return reply.send({ received: true, fulfilled: false, refunded: true, reason: MESSAGES.refundedDuplicate });
      if (settled.kind === "refunded_no_assessment") return reply.send({ received: true, fulfilled: false, refunded: true, reason: MESSAGES.refundedNoAssessment });
      return reply.send({ received: true, fulfilled: true, orderCreated: settled.created });
    } catch (error) {
      if (error instanceof AppError && error.statusCode < 500) {
        request.log.warn({ reason: error.message }, "webhook payment not fulfilled");
        return reply.send({ received: true, fulfilled: false, reason: error.message });
      }
      throw error;
    }
  });
}
