/**
 * The demo card form: input formatting, the shared card rules (shared/card-rules.ts; the server applies
 * them again) and the demo's card step. No money moves.
 */
import { cardProblems, type CardFields, type CardProblems } from "@shared/card-rules";
import type { DemoCardPaymentResponse } from "@shared/contracts/payments";
import { apiPost, NetworkError } from "@web/lib/api-client";
import { PAYMENT_MESSAGES } from "./payment-messages";

export type DemoCard = CardFields;
export type DemoCardErrors = CardProblems;

export const DEMO_TEST_CARD = "4242 4242 4242 4242";

const digitsOf = (text: string) => text.replace(/\D/g, "");

/** "4242424242424242" -> "4242 4242 4242 4242" (at most 19 digits). */
export function formatCardNumber(text: string): string {
  return digitsOf(text).slice(0, 19).replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** "1234" -> "12 / 34". */
export function formatExpiry(text: string): string {
  const digits = digitsOf(text).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export function validateDemoCard(card: DemoCard, now: Date = new Date()): DemoCardErrors {
  return cardProblems(card, now);
}

export const isCardComplete = (card: DemoCard) => Object.keys(validateDemoCard(card)).length === 0;

/** POST /api/payments/demo/pay: the demo's stand-in for Stripe.js's confirmCardPayment. */
export async function payWithDemoCard(clientSecret: string, card: DemoCard, email: string): Promise<{ kind: "paid"; paymentIntentId: string } | { kind: "error"; message: string }> {
  try {
    const { ok, body } = await apiPost<DemoCardPaymentResponse>("/api/payments/demo/pay", {
      clientSecret,
      cardNumber: digitsOf(card.number),
      expiry: card.expiry,
      cvc: card.cvc.trim(),
      ...(email.trim() ? { email: email.trim() } : {}),
    });
    if (ok && body && "status" in body && body.status === "succeeded") return { kind: "paid", paymentIntentId: body.paymentIntentId };
    return { kind: "error", message: (body && "error" in body && body.error) || PAYMENT_MESSAGES.paymentFailed };
  } catch (error) {
    return { kind: "error", message: error instanceof NetworkError ? PAYMENT_MESSAGES.network(error.message) : PAYMENT_MESSAGES.paymentFailed };
  }
}
