/**
 * POST /api/payments/create-intent, POST /api/payments/confirm/:paymentIntentId, POST /api/payments/demo/pay,
 * GET /api/payments/config, GET /api/payments/offer and the Stripe webhook (its own plugin: it needs the raw body).
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { createIntentRequestSchema, demoCardPaymentSchema, type PaymentConfigResponse } from "@shared/contracts/payments";
import { AppError } from "@server/http/errors";
import { handOverReport } from "@server/reports/hand-over";
import type { Services } from "@server/services";
import { confirmReportPayment, createReportPayment, MESSAGES } from "./payments.service";
import { CANNOT_SAVE_ORDERS, refuseUnlessOrdersCanBeSaved } from "./orders-writable";
import { currentReportOffer } from "./report-offer";

/** How long confirm waits for the report before answering with the job id (spec: the page then polls). */
export { CONFIRM_WAIT_MS } from "@server/reports/hand-over";

const perClient = (max: number) => ({ rateLimit: { max, timeWindow: "10 minutes" } });

export async function paymentRoutes(app: FastifyInstance, options: { services: Services }): Promise<void> {
  const { services } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get("/api/payments/config", async (_request, reply) => {
    const choice = await services.payments.current();
    const body: PaymentConfigResponse =
      choice.kind === "ready"
        ? { provider: choice.provider.name, stripeMode: choice.provider.mode, configured: true }
        : { provider: "stripe", stripeMode: null, configured: false };
    return reply.header("Cache-Control", "no-store").send(body);
  });

  // The price and, only while one is live, the operator's former price: never cached, as it may end at any time.
  routes.get("/api/payments/offer", async (_request, reply) => reply.header("Cache-Control", "no-store").send(await currentReportOffer(services)));

  routes.post(
    "/api/payments/create-intent",
    // No payment while its order could not be saved: refused with these words whatever step meets the outage.
    { schema: { body: createIntentRequestSchema }, config: { ...perClient(30), databaseUnavailableMessage: CANNOT_SAVE_ORDERS } },
    async (request) => {
      await refuseUnlessOrdersCanBeSaved(services.db, request.log);
      return createReportPayment(services, request.body.assessmentId, request.body.customerEmail);
    },
  );

  routes.post(
    "/api/payments/demo/pay",
    { schema: { body: demoCardPaymentSchema }, config: perClient(30) },
    async (request) => {
      const demo = await services.payments.demo();
      if (!demo) throw new AppError(404, "Demo payments are not enabled on this server.");
      const { paymentIntentId } = await demo.payWithCard(request.body);
      return { status: "succeeded" as const, paymentIntentId };
    },
  );

  routes.post(
    "/api/payments/confirm/:paymentIntentId",
    {
      schema: { params: z.object({ paymentIntentId: z.string().regex(/^[A-Za-z0-9_]{3,100}$/, { error: MESSAGES.paymentNotFound }) }) },
      config: perClient(60),
    },
    async (request, reply) => {
      const settled = await confirmReportPayment(services, request.params.paymentIntentId);
      // A refunded duplicate gets no download token: paying (and being refunded) must not open a report
      // to whoever merely knows the assessment id; the buyer's copy is in the e-mail and the first browser.
      if (settled.kind === "refunded") throw new AppError(409, MESSAGES.refundedDuplicate, { success: false, reportExists: true, refunded: true });
      if (settled.kind === "refunded_no_assessment") throw new AppError(409, MESSAGES.refundedNoAssessment, { success: false, refunded: true });
      const { order, jobId } = settled;
      const handOver = await handOverReport(services, { request, reply }, { orderId: order.id, assessmentId: Number(order.assessment_id), jobId });
      if (handOver.immediate) return { success: true as const, immediate: true as const, downloadToken: handOver.downloadToken };
      return { success: true as const, jobId: handOver.jobId };
    },
  );
}
