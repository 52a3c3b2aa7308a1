/**
 * Stripe through its SDK: PaymentIntents for the report, refunds of duplicate payments and webhook
 * signature checks. The only module that imports `stripe`. STRIPE_API_BASE points the SDK at a
 * Stripe-compatible server (tests). Creates and refunds carry our idempotency keys (Stripe answers a
 * repeated key with the first answer for 24 hours), so a retry or a concurrent call never makes a second.
 */
import Stripe from "stripe";
import { REPORT_CURRENCY } from "@shared/contracts/payments";
import { PaymentProviderError, type NewPayment, type PaymentProvider, type ProviderPayment } from "./payment-provider";

export type StripeConnection = { secretKey: string; publishableKey: string; apiBase: string | undefined };

function sdkOptions(apiBase: string | undefined): Stripe.StripeConfig {
  const options: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 15_000, appInfo: { name: "NewShores" }, telemetry: false };
  if (!apiBase) return options;
  const url = new URL(apiBase);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { ...options, host: url.hostname, port: Number(url.port || (protocol === "http" ? 80 : 443)), protocol };
}

function providerError(error: unknown): PaymentProviderError {
  if (error instanceof Stripe.errors.StripeError) {
    // Stripe's messages may quote a key (masked by Stripe); mask anything that still looks like one.
    const message = error.message.replace(/\b(sk|rk|pk)_(test|live)_[A-Za-z0-9]{5,}/g, (key) => `${key.slice(0, 8)}****`);
    return new PaymentProviderError(message, error.statusCode);
  }
  return new PaymentProviderError("The payment provider could not be reached. Please try again.", undefined);
}

export function stripeModeOf(secretKey: string): "test" | "live" {
  return secretKey.includes("_live_") ? "live" : "test";
}

export function createStripeProvider(connection: StripeConnection): PaymentProvider {
  const stripe = new Stripe(connection.secretKey, sdkOptions(connection.apiBase));
  return {
    name: "stripe",
    mode: stripeModeOf(connection.secretKey),
    publishableKey: connection.publishableKey,
    async createPayment(payment: NewPayment) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: payment.amountCents,
            currency: payment.currency,
            metadata: { assessmentId: String(payment.assessmentId) },
            // Card payments confirmed in the page (CardElement); no redirect-based methods.
            automatic_payment_methods: { enabled: true, allow_redirects: "never" },
            description: "NewShores personalised relocation report",
          },
          { idempotencyKey: payment.idempotencyKey },
        );
        if (!intent.client_secret) throw new PaymentProviderError("Stripe returned no client secret", undefined);
        return { id: intent.id, clientSecret: intent.client_secret };
      } catch (error) {
        throw error instanceof PaymentProviderError ? error : providerError(error);
      }
    },
    async setReceiptEmail(id: string, email: string) {
      try {
        await stripe.paymentIntents.update(id, { receipt_email: email });
      } catch (error) {
        throw providerError(error);
      }
    },
    async refundPayment(id: string, idempotencyKey: string) {
      try {
        const refund = await stripe.refunds.create({ payment_intent: id, reason: "duplicate" }, { idempotencyKey });
        return { id: refund.id, status: refund.status ?? "pending" };
      } catch (error) {
        // Refunded already, under a key Stripe has since forgotten (after 24 hours): that refund is the answer.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "charge_already_refunded") {
          const earlier = await stripe.refunds.list({ payment_intent: id, limit: 1 }).catch((listError: unknown) => {
            throw providerError(listError);
          });
          const refund = earlier.data[0];
          if (refund) return { id: refund.id, status: refund.status ?? "pending" };
        }
        throw providerError(error);
      }
    },
    async retrievePayment(id: string): Promise<ProviderPayment | null> {
      try {
        // The buyer's e-mail may be on the card's billing details (Stripe.js) rather than receipt_email.
        const intent = await stripe.paymentIntents.retrieve(id, { expand: ["payment_method"] });
        const method = typeof intent.payment_method === "object" ? intent.payment_method : null;
        return {
          id: intent.id,
          status: intent.status,
          amountCents: intent.amount,
          currency: intent.currency ?? REPORT_CURRENCY,
          assessmentId: intent.metadata?.assessmentId ?? null,
          receiptEmail: intent.receipt_email ?? method?.billing_details?.email ?? null,
          clientSecret: intent.client_secret ?? null,
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw providerError(error);
      }
    },
  };
}

export type VerifiedWebhookEvent = { type: string; paymentIntentId: string | null };

/** Checks a webhook's `Stripe-Signature` over the raw body; throws when it does not verify. */
export function verifyStripeWebhook(rawBody: Buffer, signature: string, webhookSecret: string): VerifiedWebhookEvent {
  const event = Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
  const object = event.data.object as { object?: string; id?: string };
  return { type: event.type, paymentIntentId: object.object === "payment_intent" && object.id ? object.id : null };
}

// ---- the operator area's checks (operator spec: key test, payment diagnostics, payment flow test) ------

/** What a key needs to talk to Stripe: the secret key and, in tests, the Stripe-compatible server. */
export type StripeKeyConnection = Pick<StripeConnection, "secretKey" | "apiBase">;

export type StripeAccountSummary = {
  id: string;
  country: string | null;
  charges_enabled: boolean;
  /**
   * The mode Stripe answered in. The account object carries no mode of its own, so this is the mode of
   * the key Stripe accepted (a key authenticates in exactly one mode).
   */
  livemode: boolean;
};

/** Reads the account the secret key belongs to (`GET /v1/account`): proves Stripe accepts the key. */
export async function retrieveStripeAccount(connection: StripeKeyConnection): Promise<StripeAccountSummary> {
  const stripe = new Stripe(connection.secretKey, sdkOptions(connection.apiBase));
  try {
    const account = await stripe.accounts.retrieveCurrent();
    const answered = (account as { livemode?: unknown }).livemode;
    return {
      id: account.id,
      country: account.country ?? null,
      charges_enabled: account.charges_enabled,
      livemode: typeof answered === "boolean" ? answered : stripeModeOf(connection.secretKey) === "live",
    };
  } catch (error) {
    throw providerError(error);
  }
}

export type TestPaymentRequest = { amountCents: number; currency: string; description: string; metadata: Record<string, string> };
export type TestPaymentOutcome =
  | { ok: true; id: string; createdStatus: string; finalStatus: string }
  | { ok: false; failedAt: "create" | "cancel"; id: string | null; error: PaymentProviderError };

/**
 * The payment flow test: creates a PaymentIntent and cancels it at once, so nothing can ever be charged.
 * Refuses anything but a test-mode key before calling Stripe: with a live key the same calls would open
 * a real payment on the live account.
 */
export async function createAndCancelTestPayment(connection: StripeKeyConnection, payment: TestPaymentRequest): Promise<TestPaymentOutcome> {
  if (!/^(sk|rk)_test_/.test(connection.secretKey)) throw new Error("createAndCancelTestPayment runs with a test-mode key only");
  const stripe = new Stripe(connection.secretKey, sdkOptions(connection.apiBase));
  let created: Stripe.PaymentIntent;
  try {
    created = await stripe.paymentIntents.create({
      amount: payment.amountCents,
      currency: payment.currency,
      metadata: payment.metadata,
      description: payment.description,
      automatic_payment_methods: { enabled: true, allow_redirects: "never" },
    });
  } catch (error) {
    return { ok: false, failedAt: "create", id: null, error: providerError(error) };
  }
  try {
    const canceled = await stripe.paymentIntents.cancel(created.id);
    return { ok: true, id: created.id, createdStatus: created.status, finalStatus: canceled.status };
  } catch (error) {
    return { ok: false, failedAt: "cancel", id: created.id, error: providerError(error) };
  }
}
