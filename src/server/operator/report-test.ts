/**
 * The operator's report test (POST /api/test/generate-comprehensive-pdf): the real pipeline end to end
 * for a test profile. A real assessment (assessments service: catalog checks, scoring), a synthetic
 * succeeded payment fulfilled as an `operator_test` order (order, job row, queue entry), then the same
 * hand-over as a buyer's confirm: the operator's browser gets its own download token in a cookie and the
 * answer is the token when the PDF is ready within the wait, or the job id to poll. Such orders never
 * reach a customer screen and send no e-mail (no address; fulfilment skips e-mail for operator_test).
 * With no report worker in the process (REPORT_WORKERS=0) the job waits for a worker or Process Jobs.
 */
import { randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { GenerateTestReportResponse, TestUser } from "@shared/contracts/operator";
import { REPORT_CURRENCY, REPORT_PRICE_CENTS } from "@shared/contracts/payments";
import { insertAssessment } from "@server/assessments/assessments.repository";
import { createAssessment } from "@server/assessments/assessments.service";
import { eligibilityFitter } from "@server/eligibility/eligibility-fit";
import { catalogueOf } from "@server/facts/catalogue/fact-catalogue";
import { fulfilPayment } from "@server/payments/fulfilment";
import type { ProviderPayment } from "@server/payments/payment-provider";
import { handOverReport } from "@server/reports/hand-over";
import type { Services } from "@server/services";
import { testProfileRequest } from "./test-profile";

/** Payment ids of report tests: never a provider's, so no confirm or webhook can ever match one. */
export const TEST_PAYMENT_PREFIX = "optest_";

type Deps = Pick<Services, "db" | "clock" | "config" | "inForce" | "queue" | "log">;

export async function runReportTest(services: Deps, http: { request: FastifyRequest; reply: FastifyReply }, testUser: TestUser): Promise<GenerateTestReportResponse> {
  const now = services.clock.now();
  const { catalog, data, knowledge } = services.inForce(now);
  const request = testProfileRequest(testUser, catalog);
  const fitFor = eligibilityFitter(catalogueOf(knowledge, data), data.exchangeRates);
  const { id: assessmentId } = await createAssessment((row) => insertAssessment(services.db, row), catalog, fitFor, request, now);
  const payment: ProviderPayment = {
    id: `${TEST_PAYMENT_PREFIX}${randomBytes(16).toString("hex")}`,
    status: "succeeded",
    amountCents: REPORT_PRICE_CENTS,
    currency: REPORT_CURRENCY,
    assessmentId: String(assessmentId),
    receiptEmail: null,
    clientSecret: null,
  };
  const fulfilment = await fulfilPayment(services, payment, "demo", "operator_test");
  // A fresh assessment and an operator_test order are never judged a duplicate.
  if (fulfilment.kind !== "fulfilled") throw new Error(`Report test payment ${payment.id} was not fulfilled`);
  const { order, jobId } = fulfilment;
  const handOver = await handOverReport(services, http, { orderId: order.id, assessmentId, jobId });
  return { success: true, ...handOver };
}
