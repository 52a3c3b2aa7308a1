/**
 * The purchase calls: create a payment for an assessment, and confirm one (re-read from the provider,
 * never trusted from the browser, then fulfilled). Answers are the spec's shapes (section 3).
 */
import { REPORT_CURRENCY, REPORT_PRICE_CENTS, type CreateIntentSuccess } from "@shared/contracts/payments";
import { findAssessmentById } from "@server/assessments/assessments.repository";
import { AppError } from "@server/http/errors";
import type { Services } from "@server/services";
import { fulfilPayment, type Fulfilment } from "./fulfilment";
import { findPaidOrderForAssessment } from "./orders.repository";
import { PaymentProviderError, type PaymentProvider } from "./payment-provider";

export const MESSAGES = {
  assessmentNotFound: "Assessment not found",
  reportExists: "You have already purchased this report. Check your email for download instructions.",
  needsConfig: "Payment system configuration required. Please contact support to configure Stripe settings.",
  paymentNotFound: "No such payment. Please start the payment again.",
} as const;

type Deps = Pick<Services, "db" | "payments" | "queue" | "clock">;

export async function createReportPayment(deps: Deps, assessmentId: number, customerEmail: string | undefined): Promise<CreateIntentSuccess> {
  if (!(await findAssessmentById(deps.db, assessmentId))) throw new AppError(404, MESSAGES.assessmentNotFound);
  if (await findPaidOrderForAssessment(deps.db, assessmentId)) throw new AppError(409, MESSAGES.reportExists, { reportExists: true });
  const choice = await deps.payments.current();
  if (choice.kind === "needs_config") throw new AppError(503, MESSAGES.needsConfig, { needsConfig: true });
  const { provider } = choice;
  try {
    const payment = await provider.createPayment({
      assessmentId,
      amountCents: REPORT_PRICE_CENTS,
      currency: REPORT_CURRENCY,
      receiptEmail: customerEmail ?? null,
    });
    return {
      clientSecret: payment.clientSecret,
      paymentIntentId: payment.id,
      stripeMode: provider.mode,
      provider: provider.name,
      publishableKey: provider.publishableKey,
      amount: REPORT_PRICE_CENTS,
      currency: REPORT_CURRENCY,
    };
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      throw new AppError(502, error.message, { stripeError: true, stripeMode: provider.mode });
    }
    throw error;
  }
}

/** The provider that issued a payment id: demo ids only while the demo provider is in force. */
async function providerFor(deps: Deps, paymentIntentId: string): Promise<PaymentProvider> {
  if (paymentIntentId.startsWith("demo_pi_")) {
    const demo = await deps.payments.demo();
    if (!demo) throw new AppError(404, MESSAGES.paymentNotFound);
    return demo;
  }
  const choice = await deps.payments.current();
  if (choice.kind === "needs_config") throw new AppError(503, MESSAGES.needsConfig, { needsConfig: true });
  if (choice.provider.name !== "stripe") throw new AppError(404, MESSAGES.paymentNotFound);
  return choice.provider;
}

/** Re-reads the payment from its provider and fulfils it when (and only when) it is a paid report. */
export async function confirmReportPayment(deps: Deps, paymentIntentId: string): Promise<Fulfilment> {
  const provider = await providerFor(deps, paymentIntentId);
  let payment;
  try {
    payment = await provider.retrievePayment(paymentIntentId);
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new AppError(502, error.message);
    throw error;
  }
  if (!payment) throw new AppError(404, MESSAGES.paymentNotFound);
  return fulfilPayment(deps, payment, provider.name);
}
