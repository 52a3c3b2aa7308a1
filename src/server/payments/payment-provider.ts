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
  /** `metadata.assessmentId` as recorded when the payment was created: unchecked text. */
  assessmentId: string | null;
  /** As the provider holds it: unchecked text, never a recipient before fulfilment checks it. */
  receiptEmail: string | null;
  /** What the browser pays an open payment with; handed to another tab of the same purchase. */
  clientSecret: string | null;
};

/**
 * A payment to open. The same `idempotencyKey` answers the same payment, so a retried or concurrent
 * create makes one; the parameters are the same for every call with one key (the buyer's e-mail is set
 * afterwards with setReceiptEmail, so two tabs giving different addresses still share the key).
 */
export type NewPayment = { assessmentId: number; amountCents: number; currency: string; idempotencyKey: string };

/** Statuses in which a payment can still be paid (Stripe's names): create-intent hands it out again. */
export const OPEN_PAYMENT_STATUSES: readonly string[] = ["requires_payment_method", "requires_confirmation", "requires_action", "processing"];

export type ProviderRefund = { id: string; status: string };

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  readonly mode: PaymentMode;
  /** What the browser needs to load Stripe.js; null for demo. */
  readonly publishableKey: string | null;
  createPayment(payment: NewPayment): Promise<{ id: string; clientSecret: string }>;
  /** The payment as the provider has it, or null when the provider does not know the id. */
  retrievePayment(id: string): Promise<ProviderPayment | null>;
  /** Where the provider sends its receipt for an open payment (create-intent's customerEmail). */
  setReceiptEmail(id: string, email: string): Promise<void>;
  /**
   * Refunds a succeeded payment in full. The same idempotency key answers the same refund, and a
   * payment already refunded answers its refund: never two.
   */
  refundPayment(id: string, idempotencyKey: string): Promise<ProviderRefund>;
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
