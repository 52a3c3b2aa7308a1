/**
 * The purchase calls: create a payment for an assessment (its one open payment, open-payment.ts), and
 * confirm one (re-read from the provider, never trusted from the browser, then fulfilled, or refunded
 * when the assessment's report was already bought). Answers are the spec's shapes (section 3).
 */
import { REPORT_CURRENCY, REPORT_PRICE_CENTS, type CreateIntentSuccess } from "@shared/contracts/payments";
import { findAssessmentById } from "@server/assessments/assessments.repository";
import { AppError } from "@server/http/errors";
import type { Services } from "@server/services";
import { refundOrder } from "./refund-order";
import { fulfilPayment } from "./fulfilment";
import { openPayment } from "./open-payment";
import { findPaidOrderForAssessment, type OrderRow } from "./orders.repository";
import { PaymentProviderError, type PaymentProvider, type ProviderPayment } from "./payment-provider";

export const MESSAGES = {
  assessmentNotFound: "Assessment not found",
  reportExists: "You have already purchased this report. Check your email for download instructions.",
  /** The spec's reportExists, said of a payment that was taken and given back. */
  refundedDuplicate:
    "You have already purchased this report, so this payment was not needed: it has been refunded in full to your card " +
    "(refunds can take 5 to 10 days to show on your statement). Check your email for download instructions.",
  refundFailed:
    "You have already purchased this report, so this payment will be refunded in full, but the refund could not be made just now. " +
    "It will be retried; please contact support if it does not show on your statement within 10 days.",
  /** A payment whose assessment was deleted by its buyer while paying (or never existed): given back. */
  refundedNoAssessment:
    "This payment's assessment no longer exists (its data was deleted), so no report can be made: the payment has been refunded " +
    "in full to your card (refunds can take 5 to 10 days to show on your statement).",
  refundNoAssessmentFailed:
    "This payment's assessment no longer exists (its data was deleted), so the payment will be refunded in full, but the refund " +
    "could not be made just now. It will be retried; please contact support if it does not show on your statement within 10 days.",
  needsConfig: "Payment system configuration required. Please contact support to configure Stripe settings.",
  paymentNotFound: "No such payment. Please start the payment again.",
} as const;

type Deps = Pick<Services, "db" | "payments" | "queue" | "clock" | "log" | "metrics">;

/** What a succeeded payment came to: the report's order (and its job), a refunded duplicate, or a refund of a payment with no assessment. */
export type Settlement =
  | { kind: "fulfilled"; order: OrderRow; jobId: string; created: boolean }
  | { kind: "refunded"; order: OrderRow }
  | { kind: "refunded_no_assessment"; order: OrderRow };

export async function createReportPayment(deps: Deps, assessmentId: number, customerEmail: string | undefined): Promise<CreateIntentSuccess> {
  if (!(await findAssessmentById(deps.db, assessmentId))) throw new AppError(404, MESSAGES.assessmentNotFound);
  if (await findPaidOrderForAssessment(deps.db, assessmentId)) throw new AppError(409, MESSAGES.reportExists, { reportExists: true });
  const choice = await deps.payments.current();
  if (choice.kind === "needs_config") throw new AppError(503, MESSAGES.needsConfig, { needsConfig: true });
  const { provider } = choice;
  try {
    const opened = await openPayment(deps, provider, assessmentId);
    if (opened.kind === "succeeded") {
      // Paid in another tab that closed before confirming: fulfil it now, and this call has nothing to sell.
      await settlePayment(deps, provider, opened.payment);
      throw new AppError(409, MESSAGES.reportExists, { reportExists: true });
    }
    if (customerEmail && opened.receiptEmail !== customerEmail) await provider.setReceiptEmail(opened.id, customerEmail);
    return {
      clientSecret: opened.clientSecret,
      paymentIntentId: opened.id,
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

/** Fulfils a succeeded payment, or refunds it when the assessment's report was already bought or the assessment is gone. */
async function settlePayment(deps: Deps, provider: PaymentProvider, payment: ProviderPayment): Promise<Settlement> {
  const fulfilment = await fulfilPayment(deps, payment, provider.name);
  if (fulfilment.kind === "fulfilled") {
    if (fulfilment.created) deps.metrics.payments.inc({ outcome: "fulfilled" });
    return fulfilment;
  }
  const duplicate = fulfilment.kind === "duplicate";
  try {
    const order = await refundOrder(deps, provider, fulfilment.order);
    return duplicate ? { kind: "refunded", order } : { kind: "refunded_no_assessment", order };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    // A 5xx: the webhook's delivery is retried by Stripe, and the refund with it (same idempotency key).
    deps.log.warn({ orderId: fulfilment.order.id, paymentIntentId: payment.id, reason: error.message }, "refund of a payment failed; it will be retried");
    throw new AppError(502, duplicate ? MESSAGES.refundFailed : MESSAGES.refundNoAssessmentFailed, duplicate ? { reportExists: true } : {});
  }
}

/** Re-reads the payment from its provider and fulfils it when (and only when) it is a paid report. */
export async function confirmReportPayment(deps: Deps, paymentIntentId: string): Promise<Settlement> {
  const provider = await providerFor(deps, paymentIntentId);
  let payment;
  try {
    payment = await provider.retrievePayment(paymentIntentId);
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new AppError(502, error.message);
    throw error;
  }
  if (!payment) throw new AppError(404, MESSAGES.paymentNotFound);
  return settlePayment(deps, provider, payment);
}
