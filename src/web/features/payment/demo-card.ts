/**
 * The demo card form's rules (no money moves; the server applies the same rules): a card number that
 * passes the Luhn check, an expiry MM / YY that is not in the past, a 3-4 digit security code.
 */
import type { DemoCardPaymentResponse } from "@shared/contracts/payments";
import { apiPost, NetworkError } from "@web/lib/api-client";
import { PAYMENT_MESSAGES } from "./payment-messages";

export type DemoCard = { number: string; expiry: string; cvc: string };
export type DemoCardErrors = Partial<Record<keyof DemoCard, string>>;

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

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

export function validateDemoCard(card: DemoCard, now: Date = new Date()): DemoCardErrors {
  const errors: DemoCardErrors = {};
  const number = digitsOf(card.number);
  if (number.length < 12 || number.length > 19 || !luhnValid(number)) errors.number = "Your card number is invalid.";
  const [month, year] = digitsOf(card.expiry).length === 4 ? [Number(digitsOf(card.expiry).slice(0, 2)), 2000 + Number(digitsOf(card.expiry).slice(2))] : [0, 0];
  if (month < 1 || month > 12) errors.expiry = "Your card's expiration date is incomplete.";
  else if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) errors.expiry = "Your card's expiration year is in the past.";
  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = "Your card's security code is incomplete.";
  return errors;
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
