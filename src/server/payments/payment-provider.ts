/**
 * The payment provider interface: Stripe (real money, stripe-provider.ts, the only file that imports the
 * SDK) and demo (local, no money moves, demo-provider.ts). Amounts are integer cents.
 */
import type { PaymentMode, PaymentProviderName } from "@shared/contracts/payments";

/** A payment as the provider reports it now (never as the browser says it is). */
export type ProviderPayment = {
  id: string;
  status: string;
  amountCents: number;
  currency: string;
  /** `metadata.assessmentId` as recorded when the payment was created. */
  assessmentId: string | null;
  receiptEmail: string | null;
};

export type NewPayment = { assessmentId: number; amountCents: number; currency: string; receiptEmail: string | null };

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  readonly mode: PaymentMode;
  /** What the browser needs to load Stripe.js; null for demo. */
  readonly publishableKey: string | null;
  createPayment(payment: NewPayment): Promise<{ id: string; clientSecret: string }>;
  /** The payment as the provider has it, or null when the provider does not know the id. */
  retrievePayment(id: string): Promise<ProviderPayment | null>;
}

/** The provider refused or failed; `message` is the provider's own words, safe to show (never a key). */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly statusCode: number | undefined,
  ) {
    super(message);
    this.name = "PaymentProviderError";
  }
}
