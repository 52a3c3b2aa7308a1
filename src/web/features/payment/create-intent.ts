/** POST /api/payments/create-intent, turned into what the card form does next (spec section 8, "Payment intent"). */
import type { CreateIntentResponse, CreateIntentSuccess } from "@shared/contracts/payments";
import { apiPost, NetworkError } from "@web/lib/api-client";
import { PAYMENT_MESSAGES } from "./payment-messages";

export type IntentOutcome = { kind: "ready"; intent: CreateIntentSuccess } | { kind: "error"; message: string };

type Answer = Partial<CreateIntentSuccess> & { error?: string; reportExists?: boolean; needsConfig?: boolean; stripeError?: boolean };

export async function createPaymentIntent(assessmentId: number, customerEmail?: string): Promise<IntentOutcome> {
  try {
    const email = customerEmail?.trim();
    const { ok, status, body } = await apiPost<CreateIntentResponse>("/api/payments/create-intent", {
      assessmentId,
      ...(email ? { customerEmail: email } : {}),
    });
    const answer = body as Answer | null;
    if (!answer) return { kind: "error", message: PAYMENT_MESSAGES.invalidResponse };
    if (answer.reportExists) return { kind: "error", message: PAYMENT_MESSAGES.reportExists };
    if (answer.needsConfig) return { kind: "error", message: PAYMENT_MESSAGES.needsConfig };
    if (answer.stripeError) return { kind: "error", message: PAYMENT_MESSAGES.stripeError(answer.stripeMode ?? "unknown", answer.error ?? "") };
    if (!ok) return { kind: "error", message: answer.error || PAYMENT_MESSAGES.serverError(status) };
    if (!answer.clientSecret) return { kind: "error", message: PAYMENT_MESSAGES.missingClientSecret };
    return { kind: "ready", intent: answer as CreateIntentSuccess };
  } catch (error) {
    if (error instanceof NetworkError) return { kind: "error", message: PAYMENT_MESSAGES.network(error.message) };
    return { kind: "error", message: PAYMENT_MESSAGES.invalidResponse };
  }
}
