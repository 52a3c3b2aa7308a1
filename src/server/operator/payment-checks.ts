/**
 * The operator's payment tools behind their routes (operator spec sections 2, 3, 7): store a key, test
 * the key in force against Stripe, describe the keys, diagnose the configuration, and run a payment
 * through Stripe and cancel it. Stripe is only reached through stripe-provider.ts. A diagnostic outcome
 * (Stripe refused the key, no key is set) is an answer with success false, not a server fault. No answer
 * carries a key: prefix, mode, length and last four characters only (stripe-key-status.ts).
 */
import {
  publishableKeyProblem,
  secretKeyProblem,
  type PaymentFlowTestResponse,
  type StripeConfigDiagnostics,
  type StripeKeyStatusResponse,
  type StripeKeyTestResponse,
  type UpdateStripeKeyResponse,
} from "@shared/contracts/operator";
import { REPORT_CURRENCY, REPORT_PRICE_CENTS } from "@shared/contracts/payments";
import { AppError } from "@server/http/errors";
import { PaymentProviderError } from "@server/payments/payment-provider";
import { createAndCancelTestPayment, retrieveStripeAccount } from "@server/payments/stripe-provider";
import type { Services } from "@server/services";
import {
  analyseKeys,
  describeKey,
  describeStoredKey,
  diagnose,
  keyLast4,
  keyMode,
  keyPicture,
  keyPrefix,
  maskKey,
  recommendationsFor,
  URGENT_FIX,
  type KeyPicture,
  type ProviderInForce,
} from "./stripe-key-status";

type PaymentServices = Pick<Services, "config" | "settings" | "payments">;

export async function readKeyPicture(services: PaymentServices): Promise<KeyPicture> {
  return keyPicture(services.config.stripe, await services.settings.storedStripeKeys());
}

async function providerInForce(services: PaymentServices): Promise<ProviderInForce> {
  const choice = await services.payments.current();
  return choice.kind === "ready" ? choice.provider.name : "needs_config";
}

const connectionFor = (services: PaymentServices, secretKey: string) => ({ secretKey, apiBase: services.config.stripe.apiBase });

// ---- POST /api/admin/update-stripe-key -----------------------------------------------------------------

export type StripeKeyUpdate = { secretKey: string; publishableKey?: string | undefined };

/** The problem with a typed pair, in the words the page shows, or null. A blank publishable key is "not given". */
export function keyUpdateProblem(update: StripeKeyUpdate): string | null {
  const secretKey = update.secretKey.trim();
  const secretProblem = secretKeyProblem(secretKey);
  if (secretProblem) return secretProblem;
  const publishableKey = update.publishableKey?.trim();
  if (!publishableKey) return null;
  const publishableProblem = publishableKeyProblem(publishableKey);
  if (publishableProblem) return publishableProblem;
  const secretMode = keyMode(secretKey, "secret");
  const publishableMode = keyMode(publishableKey, "publishable");
  if (secretMode !== publishableMode) {
    return `The publishable key is a ${publishableMode} key but the secret key is a ${secretMode} key: copy both keys from the same mode (test or live) of the Stripe dashboard.`;
  }
  return null;
}

export async function updateStripeKeys(services: PaymentServices, update: StripeKeyUpdate): Promise<UpdateStripeKeyResponse> {
  const problem = keyUpdateProblem(update);
  if (problem) throw new AppError(400, problem);
  const secretKey = update.secretKey.trim();
  const publishableKey = update.publishableKey?.trim() || undefined;
  await services.settings.storeStripeKey("secretKey", secretKey);
  if (publishableKey) await services.settings.storeStripeKey("publishableKey", publishableKey);

  const picture = await readKeyPicture(services);
  const keyInForce = picture.secret?.source ?? "none";
  const mode = keyMode(secretKey, "secret");
  const sentences: string[] = [];
  if (keyInForce === "environment") {
    sentences.push(
      `The secret key ${maskKey(secretKey)} was stored, but the environment variable STRIPE_SECRET_KEY is set and stays in force: environment variables win over stored keys. Remove STRIPE_SECRET_KEY from the server's environment and restart to use the stored key.`,
    );
  } else {
    sentences.push(`Stripe secret key updated: ${maskKey(secretKey)} (${mode} mode) is now in force.`);
  }
  if (publishableKey && picture.publishable?.source === "environment") {
    sentences.push("The publishable key was stored too, but STRIPE_PUBLISHABLE_KEY in the environment stays in force.");
  }
  const inForceSecret = picture.secret ? keyMode(picture.secret.key, "secret") : null;
  const inForcePublishable = picture.publishable ? keyMode(picture.publishable.key, "publishable") : null;
  if (!picture.publishable) {
    sentences.push("Add the publishable key of the same mode too: until then Stripe.js cannot show the card form and Stripe payments are off.");
  } else if (inForceSecret && inForcePublishable && inForceSecret !== inForcePublishable) {
    sentences.push(
      `Warning: the publishable key in force (${maskKey(picture.publishable.key)}) is a ${inForcePublishable} key and the secret key in force is a ${inForceSecret} key. Enter the matching publishable key, or every payment fails.`,
    );
  }
  return { success: true, message: sentences.join(" "), keyInForce };
}

// ---- GET /api/test/stripe-key -----------------------------------------------------------------------------

const KEY_REFUSAL_CAUSES = [
  "The key was revoked or rolled in the Stripe dashboard, so the copy on this server is out of date.",
  "The key belongs to a different Stripe account than the one you expect.",
  "A test key is used where a live key is expected, or the other way round: test and live keys are separate.",
  "The key was copied incompletely (a character missing or extra).",
  "This server cannot reach Stripe (network, firewall, proxy or DNS).",
];

function suggestionFor(error: PaymentProviderError): string {
  if (error.statusCode === 401) {
    return "Stripe does not accept this key. Copy the secret key again from the Stripe dashboard (Developers, then API keys) and update it here, or in STRIPE_SECRET_KEY.";
  }
  if (error.statusCode === 403) {
    return "The key is not allowed to read the account: use a standard secret key (sk_), or give the restricted key read access to the account.";
  }
  if (error.statusCode === undefined) {
    return "Stripe could not be reached from this server: check its network access to api.stripe.com (firewall, proxy, DNS), then test again.";
  }
  return "Stripe refused the request: check the message above and the key in the Stripe dashboard, then test again.";
}

export async function testKeyInForce(services: PaymentServices): Promise<StripeKeyTestResponse> {
  const picture = await readKeyPicture(services);
  if (!picture.secret) {
    const unreadable = picture.stored.some((stored) => stored.name === "secretKey" && stored.value === null);
    return {
      success: false,
      error: "No Stripe secret key is configured: neither STRIPE_SECRET_KEY in the environment nor a stored key.",
      suggestion: "Enter a secret key on the Run Time configuration page (or set STRIPE_SECRET_KEY and restart the server), then test again.",
      troubleshooting: {
        possibleCauses: [
          "STRIPE_SECRET_KEY is not set in the server's environment.",
          "No key was entered on the Run Time configuration page, or Emergency Clean removed it.",
          ...(unreadable ? ["A stored secret key exists but cannot be opened: APP_SECRET changed since it was stored."] : []),
        ],
      },
    };
  }
  const { key, source } = picture.secret;
  try {
    const account = await retrieveStripeAccount(connectionFor(services, key));
    return {
      success: true,
      keyDetails: { mode: keyMode(key, "secret"), source, prefix: keyPrefix(key), last4: keyLast4(key) },
      stripeAccount: { id: account.id, country: account.country, charges_enabled: account.charges_enabled },
    };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    return { success: false, error: error.message, suggestion: suggestionFor(error), troubleshooting: { possibleCauses: KEY_REFUSAL_CAUSES } };
  }
}

// ---- GET /api/admin/stripe-key-status -------------------------------------------------------------------

export async function keyStatus(services: PaymentServices): Promise<StripeKeyStatusResponse> {
  const picture = await readKeyPicture(services);
  const analysis = analyseKeys(picture);
  const { secretKey, publishableKey } = services.config.stripe;
  return {
    success: true,
    status: {
      analysis,
      environment: {
        ...(secretKey ? { secret: describeKey(secretKey, "secret") } : {}),
        ...(publishableKey ? { publishable: describeKey(publishableKey, "publishable") } : {}),
      },
      kv: { foundKeys: picture.stored.map(describeStoredKey) },
      inForce: picture.secret?.source ?? "none",
    },
    recommendations: recommendationsFor(picture, analysis),
    ...(analysis.keyMismatch ? { urgentFix: [...URGENT_FIX] } : {}),
  };
}

// ---- GET /api/debug/stripe-config ------------------------------------------------------------------------

export async function configDiagnostics(services: PaymentServices): Promise<StripeConfigDiagnostics> {
  const picture = await readKeyPicture(services);
  const provider = await providerInForce(services);
  const describe = (key: string | undefined, role: "secret" | "publishable") => {
    if (!key) return { prefix: null, isTestMode: null, length: 0, last4: null };
    const mode = keyMode(key, role);
    return { prefix: keyPrefix(key), isTestMode: mode === "invalid" ? null : mode === "test", length: key.length, last4: keyLast4(key) };
  };
  let stripeConnectionTest: StripeConfigDiagnostics["configuration"]["stripeConnectionTest"];
  if (!picture.secret) {
    stripeConnectionTest = { success: false, accountLiveMode: null, error: "Skipped: no Stripe secret key is configured." };
  } else {
    try {
      const account = await retrieveStripeAccount(connectionFor(services, picture.secret.key));
      stripeConnectionTest = { success: true, accountLiveMode: account.livemode, error: null };
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      stripeConnectionTest = { success: false, accountLiveMode: null, error: error.message };
    }
  }
  const analysis = analyseKeys(picture);
  return {
    success: true,
    configuration: {
      provider,
      secretKey: { source: picture.secret?.source ?? "none", ...describe(picture.secret?.key, "secret") },
      publishableKey: describe(picture.publishable?.key, "publishable"),
      keyMismatch: { mismatchDetected: analysis.keyMismatch },
      diagnosis: diagnose(picture, provider),
      stripeConnectionTest,
    },
  };
}

// ---- POST /api/test/payment-flow ---------------------------------------------------------------------------

const STEP = {
  key: "Find the secret key in force",
  mode: "Check that it is a test key",
  create: "Create a test PaymentIntent",
  cancel: "Cancel the test PaymentIntent",
} as const;
const TEST_PRICE = `$${(REPORT_PRICE_CENTS / 100).toFixed(2)}`;

function flowDiagnosis(error: PaymentProviderError): string {
  if (error.statusCode === 401) {
    return "Stripe refused the secret key: it was revoked or rolled, belongs to another account, or was copied incompletely. Run the key test, then copy the key again from the Stripe dashboard.";
  }
  if (error.statusCode === undefined) return "Stripe could not be reached from this server (network, firewall, proxy or DNS).";
  return "Stripe refused the request: check the account in the Stripe dashboard (activation, currencies, payment methods) and the message above.";
}

export async function paymentFlowTest(services: PaymentServices): Promise<PaymentFlowTestResponse> {
  const picture = await readKeyPicture(services);
  const provider = await providerInForce(services);
  const steps: PaymentFlowTestResponse["details"]["steps"] = [];
  const details = (rest: Partial<PaymentFlowTestResponse["details"]>): PaymentFlowTestResponse["details"] => ({
    keyMode: null,
    testPaymentIntentId: null,
    steps,
    errorMessage: null,
    diagnosis: null,
    ...rest,
  });

  if (!picture.secret) {
    steps.push({ step: STEP.key, success: false, detail: "No STRIPE_SECRET_KEY in the environment and no stored secret key." });
    const error =
      provider === "demo"
        ? "The demo provider is in force and no Stripe secret key is configured, so there is no Stripe payment flow to test. Set STRIPE_SECRET_KEY (or enter a key on the Run Time configuration page) first."
        : "No Stripe secret key is configured, so there is no Stripe payment flow to test, and buyers cannot pay until one is set.";
    return { success: false, message: "Payment flow test not run: no Stripe secret key is configured.", error, details: details({}) };
  }

  const { key, source } = picture.secret;
  const mode = keyMode(key, "secret");
  steps.push({ step: STEP.key, success: true, detail: `${maskKey(key)} (${source === "environment" ? "environment variable STRIPE_SECRET_KEY" : "stored key"}), ${mode} mode.` });
  if (mode !== "test") {
    const error =
      mode === "live"
        ? "A live secret key is in force: this test would create a real charge attempt on the live Stripe account, so it was not run. Run the payment flow test with a test key (sk_test_)."
        : "The secret key in force does not start with sk_test_ or sk_live_, so Stripe would refuse it. Enter a valid test key (sk_test_) and run the test again.";
    steps.push({ step: STEP.mode, success: false, detail: "Refused before calling Stripe: nothing was created." });
    return { success: false, message: "Payment flow test refused: it runs with a test key only.", error, details: details({ keyMode: mode }) };
  }
  steps.push({ step: STEP.mode, success: true, detail: "Test mode: no money can move." });

  const outcome = await createAndCancelTestPayment(connectionFor(services, key), {
    amountCents: REPORT_PRICE_CENTS,
    currency: REPORT_CURRENCY,
    description: "NewShores operator test payment (created and canceled at once by the payment flow test)",
    metadata: { purpose: "operator_test" },
  });
  if (!outcome.ok) {
    if (outcome.failedAt === "cancel") {
      steps.push({ step: STEP.create, success: true, detail: `Created ${outcome.id} for ${TEST_PRICE}.` });
    }
    steps.push({ step: outcome.failedAt === "create" ? STEP.create : STEP.cancel, success: false, detail: outcome.error.message });
    const leftOpen =
      outcome.failedAt === "cancel"
        ? ` The test payment ${outcome.id} was created but not canceled: it cannot be charged without a card, and you can cancel it in the Stripe dashboard.`
        : "";
    return {
      success: false,
      message: "Payment flow test failed.",
      error: `The payment flow test failed at the step: ${outcome.failedAt === "create" ? STEP.create : STEP.cancel}.`,
      details: details({ keyMode: mode, testPaymentIntentId: outcome.id, errorMessage: outcome.error.message, diagnosis: `${flowDiagnosis(outcome.error)}${leftOpen}` }),
    };
  }
  steps.push({ step: STEP.create, success: true, detail: `Created ${outcome.id} for ${TEST_PRICE} (${outcome.createdStatus}).` });
  steps.push({ step: STEP.cancel, success: true, detail: `${outcome.id} is ${outcome.finalStatus}: no money moved.` });
  const providerNote =
    provider === "stripe"
      ? ""
      : provider === "demo"
        ? " Note: the demo provider is in force (the publishable key is missing, or PAYMENT_PROVIDER=demo), so buyers do not pay through Stripe yet."
        : " Note: Stripe payments need configuration (the publishable key is missing), so buyers cannot pay yet.";
  return {
    success: true,
    message: `Payment flow test passed: Stripe created a test payment of ${TEST_PRICE} and canceled it.${providerNote}`,
    details: details({ keyMode: mode, testPaymentIntentId: outcome.id }),
  };
}
