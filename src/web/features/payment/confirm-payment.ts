/** POST /api/payments/confirm/{id}: the server re-reads the payment and answers a token or a job id. */
import type { ConfirmResponse } from "@shared/contracts/payments";
import { apiPost, NetworkError } from "@web/lib/api-client";
import { PAYMENT_MESSAGES } from "./payment-messages";

export type PaymentSuccess = { downloadToken: string } | { jobId: string };
export type ConfirmOutcome = { kind: "success"; result: PaymentSuccess } | { kind: "error"; message: string };

type Answer = { success?: boolean; immediate?: boolean; downloadToken?: string; jobId?: string; error?: string };

export async function confirmPayment(paymentIntentId: string): Promise<ConfirmOutcome> {
  try {
    const { ok, body } = await apiPost<ConfirmResponse>(`/api/payments/confirm/${encodeURIComponent(paymentIntentId)}`);
    const answer = body as Answer | null;
    if (!ok || !answer) return { kind: "error", message: answer?.error || PAYMENT_MESSAGES.reportFailed };
    if (!answer.success) return { kind: "error", message: PAYMENT_MESSAGES.resultFailure };
    if (answer.immediate && answer.downloadToken) return { kind: "success", result: { downloadToken: answer.downloadToken } };
    if (answer.jobId) return { kind: "success", result: { jobId: answer.jobId } };
    return { kind: "error", message: PAYMENT_MESSAGES.noTokenOrJob };
  } catch (error) {
    return { kind: "error", message: error instanceof NetworkError ? PAYMENT_MESSAGES.network(error.message) : PAYMENT_MESSAGES.paymentFailed };
  }
}
