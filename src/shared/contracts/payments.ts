/**
 * The purchase API contract (spec sections 3, 7, 8): what the payment form sends and what it reads.
 * Field names are the spec's; the `provider` and `publishableKey` fields are what the browser needs
 * beyond the spec to load the right card form.
 */
import { z } from "zod";

export const REPORT_PRICE_CENTS = 4999;
export const REPORT_CURRENCY = "usd";
export const EMAIL_MAX_LENGTH = 254;
export const DEMO_NOTICE = "Demo mode - no real charge";

const assessmentId = z
  .union([z.number(), z.string().regex(/^\d+$/, { error: "assessmentId must be a number" }).transform(Number)], {
    error: "assessmentId must be a number",
  })
  .pipe(z.number().int({ error: "assessmentId must be a number" }).positive({ error: "assessmentId must be a number" }));

export const customerEmailSchema = z
  .string({ error: "customerEmail must be text" })
  .trim()
  .max(EMAIL_MAX_LENGTH, { error: "customerEmail is too long" })
  .pipe(z.email({ error: "customerEmail must be a valid e-mail address" }));

export const createIntentRequestSchema = z.object(
  {
    assessmentId,
    customerEmail: z.preprocess((value) => (value === "" || value === null ? undefined : value), customerEmailSchema.optional()),
  },
  { error: "Request body must be a JSON object with assessmentId" },
);
export type CreateIntentRequest = z.input<typeof createIntentRequestSchema>;

export type PaymentProviderName = "stripe" | "demo";
/** The spec's stripeMode: test or live. The demo provider reports `test` (no money moves). */
export type PaymentMode = "test" | "live";

export type CreateIntentSuccess = {
  clientSecret: string;
  paymentIntentId: string;
  stripeMode: PaymentMode;
  provider: PaymentProviderName;
  /** Stripe's publishable key for Stripe.js; null with the demo provider. */
  publishableKey: string | null;
  amount: number;
  currency: string;
};
export type CreateIntentResponse =
  | CreateIntentSuccess
  | { reportExists: true; error: string }
  | { needsConfig: true; error: string }
  | { stripeError: true; stripeMode: PaymentMode; error: string }
  | { error: string };

export type ConfirmResponse =
  | { success: true; immediate: true; downloadToken: string }
  | { success: true; jobId: string }
  /**
   * `reportExists` and `refunded` (409): the payment was a second one for a report already bought and has
   * been refunded in full; `error` says so in the buyer's words.
   */
  | { success?: false; error: string; status?: string; reportExists?: true; refunded?: true };

/** The demo provider's card step (stands in for Stripe.js's confirmCardPayment; no money moves). */
export const demoCardPaymentSchema = z.object(
  {
    clientSecret: z.string({ error: "clientSecret is required" }).min(1, { error: "clientSecret is required" }).max(200),
    cardNumber: z.string({ error: "cardNumber is required" }).max(40),
    expiry: z.string({ error: "expiry is required" }).max(10),
    cvc: z.string({ error: "cvc is required" }).max(10),
    email: z.preprocess((value) => (value === "" || value === null ? undefined : value), customerEmailSchema.optional()),
  },
  { error: "Request body must be a JSON object with the card fields" },
);
export type DemoCardPayment = z.input<typeof demoCardPaymentSchema>;
export type DemoCardPaymentParsed = z.output<typeof demoCardPaymentSchema>;
export type DemoCardPaymentResponse = { status: "succeeded"; paymentIntentId: string } | { error: string };

/** GET /api/payments/config: which card form to show and whether to label prices as a demo. */
export type PaymentConfigResponse = {
  provider: PaymentProviderName;
  /** null when Stripe is chosen but not configured (production without keys). */
  stripeMode: PaymentMode | null;
  configured: boolean;
};
