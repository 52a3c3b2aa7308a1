/**
 * Pure: the Stripe keys as the operator area shows them (operator spec sections 2, 3, 5). A key is only
 * ever described by its prefix, mode, length and last four characters, never shown whole. From the keys
 * set in the environment and those stored at run time this module works out which keys are in force
 * (environment first, key by key, as settings.service.ts does), and what is wrong with them: a test/live
 * mismatch between the secret and the publishable key breaks every payment, so it gets the spec's
 * five-step urgent fix.
 */
import type { KeyDescription, KeyMode, KeySource } from "@shared/contracts/operator";
import { STORED_STRIPE_KEYS, type StoredStripeKey, type StripeKeyName } from "@server/settings/settings.service";

export type KeyRole = "secret" | "publishable" | "webhook";

const MODE_PATTERNS: Record<Exclude<KeyRole, "webhook">, RegExp> = {
  secret: /^(?:sk|rk)_(test|live)_/,
  publishable: /^pk_(test|live)_/,
};
/** Only Stripe's own prefixes are ever shown: the start of anything else may be the secret itself. */
const PREFIX_PATTERN = /^(?:(?:sk|rk|pk)_(?:(?:test|live)_)?|whsec_)/;
/** The last four characters are shown only when at least this many stay hidden between them and the prefix. */
const MIN_HIDDEN_CHARACTERS = 12;

export function keyPrefix(key: string): string {
  return PREFIX_PATTERN.exec(key)?.[0] ?? "";
}

export function keyLast4(key: string): string {
  return key.length - keyPrefix(key).length - 4 >= MIN_HIDDEN_CHARACTERS ? key.slice(-4) : "";
}

/** `sk_test_****abcd`: the prefix, a mask, and the last four characters when the key is long enough. */
export function maskKey(key: string): string {
  return `${keyPrefix(key)}****${keyLast4(key)}`;
}

/** Test, live or invalid: the mode the prefix names, for the role the key plays (a pk_ key is no secret key). */
export function keyMode(key: string, role: KeyRole): KeyMode {
  if (role === "webhook") return "invalid";
  const mode = MODE_PATTERNS[role].exec(key)?.[1];
  return mode === "test" || mode === "live" ? mode : "invalid";
}

export function describeKey(key: string, role: KeyRole): KeyDescription {
  const mode = keyMode(key, role);
  return { value: maskKey(key), prefix: keyPrefix(key), isTest: mode === "test", isLive: mode === "live", length: key.length, last4: keyLast4(key) };
}

// ---- which keys are in force --------------------------------------------------------------------------

export type EnvironmentKeys = { secretKey?: string | undefined; publishableKey?: string | undefined; webhookSecret?: string | undefined };
export type KeyInForce = { key: string; source: Exclude<KeySource, "none"> };
export type KeyPicture = {
  environment: EnvironmentKeys;
  stored: StoredStripeKey[];
  secret: KeyInForce | null;
  publishable: KeyInForce | null;
  webhookSecret: KeyInForce | null;
};

const ENV_NAME: Record<StripeKeyName, string> = {
  secretKey: "STRIPE_SECRET_KEY",
  publishableKey: "STRIPE_PUBLISHABLE_KEY",
  webhookSecret: "STRIPE_WEBHOOK_SECRET",
};
const LABEL: Record<StripeKeyName, string> = { secretKey: "secret key", publishableKey: "publishable key", webhookSecret: "webhook secret" };

/**
 * Why a stored key is not used, or null when it is: the environment sets the same key, or (as
 * settings.stripeKeys() does) the environment provides both Stripe keys, so nothing stored is read.
 */
export function storedKeyIgnoredBecause(name: StripeKeyName, environment: EnvironmentKeys): string | null {
  if (environment[name]) return `the environment variable ${ENV_NAME[name]} wins`;
  if (name === "webhookSecret" && environment.secretKey && environment.publishableKey) {
    return "both Stripe keys come from the environment, so stored keys are not read";
  }
  return null;
}

export function keyPicture(environment: EnvironmentKeys, stored: StoredStripeKey[]): KeyPicture {
  const inForce = (name: StripeKeyName): KeyInForce | null => {
    const fromEnvironment = environment[name];
    if (fromEnvironment) return { key: fromEnvironment, source: "environment" };
    const usable = stored.find((candidate) => candidate.name === name && candidate.value !== null);
    if (!usable?.value || storedKeyIgnoredBecause(name, environment)) return null;
    return { key: usable.value, source: "stored" };
  };
  return { environment, stored, secret: inForce("secretKey"), publishable: inForce("publishableKey"), webhookSecret: inForce("webhookSecret") };
}

/** One line of the key-value storage list: `stripe.secret_key: sk_test_****abcd`. */
export function describeStoredKey(stored: StoredStripeKey): string {
  if (stored.value === null) return `${stored.setting}: stored value cannot be opened (sealed under another APP_SECRET, or altered)`;
  return `${stored.setting}: ${maskKey(stored.value)}`;
}

const sourceLabel = (name: StripeKeyName, key: KeyInForce) =>
  key.source === "environment" ? `environment variable ${ENV_NAME[name]}` : `stored ${STORED_STRIPE_KEYS[name]}`;

// ---- analysis -------------------------------------------------------------------------------------------

export type KeyAnalysis = { issues: string[]; bothAreTest: boolean; bothAreLive: boolean; keyMismatch: boolean };

export function modesInForce(picture: KeyPicture): { secret: KeyMode | null; publishable: KeyMode | null } {
  return {
    secret: picture.secret ? keyMode(picture.secret.key, "secret") : null,
    publishable: picture.publishable ? keyMode(picture.publishable.key, "publishable") : null,
  };
}

/** A test key with a live one (or the other way round); an invalid or missing key is a different issue. */
export function hasModeMismatch(picture: KeyPicture): boolean {
  const modes = modesInForce(picture);
  return modes.secret !== null && modes.publishable !== null && modes.secret !== "invalid" && modes.publishable !== "invalid" && modes.secret !== modes.publishable;
}

export const MISMATCH_CONSEQUENCE =
  'Stripe.js in the browser and the server then work in different Stripe modes, and a payment made in one mode does not exist in the other, so every payment fails with "No such payment_intent" errors.';

export function analyseKeys(picture: KeyPicture): KeyAnalysis {
  const { secret, publishable } = picture;
  const modes = modesInForce(picture);
  const keyMismatch = hasModeMismatch(picture);
  const issues: string[] = [];

  if (!secret && !publishable) {
    issues.push("No Stripe keys are configured: card payments through Stripe are off until a secret key and a publishable key of the same mode are set.");
  } else if (secret && !publishable) {
    issues.push(
      `A secret key is set (${sourceLabel("secretKey", secret)}) but no publishable key: Stripe.js cannot show the card form, so Stripe payments are off. Set STRIPE_PUBLISHABLE_KEY to the publishable key of the same mode.`,
    );
  } else if (!secret && publishable) {
    issues.push(
      `A publishable key is set (${sourceLabel("publishableKey", publishable)}) but no secret key: the server cannot create or check payments. Set STRIPE_SECRET_KEY, or enter the secret key on the Run Time configuration page.`,
    );
  }
  if (secret && modes.secret === "invalid") {
    const prefix = keyPrefix(secret.key);
    issues.push(
      `The secret key in force (${sourceLabel("secretKey", secret)}) does not start with sk_test_ or sk_live_${prefix ? ` (it starts with ${prefix})` : ""}, so Stripe will refuse it.`,
    );
  }
  if (publishable && modes.publishable === "invalid") {
    const prefix = keyPrefix(publishable.key);
    issues.push(
      `The publishable key in force (${sourceLabel("publishableKey", publishable)}) does not start with pk_test_ or pk_live_${prefix ? ` (it starts with ${prefix})` : ""}, so Stripe.js will refuse it.`,
    );
  }
  if (keyMismatch && secret && publishable) {
    issues.push(
      `Mode mismatch: the secret key (${sourceLabel("secretKey", secret)}) is a ${modes.secret} key and the publishable key (${sourceLabel("publishableKey", publishable)}) is a ${modes.publishable} key. This breaks payments: ${MISMATCH_CONSEQUENCE}`,
    );
  }
  for (const stored of picture.stored) {
    if (stored.value === null) {
      issues.push(
        `The stored ${LABEL[stored.name]} (${stored.setting}) cannot be opened: it was sealed under another APP_SECRET, or altered, so it is ignored. Run Emergency Clean, then enter the key again if you need it.`,
      );
      continue;
    }
    const ignored = storedKeyIgnoredBecause(stored.name, picture.environment);
    if (ignored) {
      issues.push(
        `The stored ${LABEL[stored.name]} (${describeStoredKey(stored)}) is not used because ${ignored}; it may conflict with the environment variables and would come back into force if they were removed. Emergency Clean removes it.`,
      );
    }
  }

  return {
    issues,
    bothAreTest: modes.secret === "test" && modes.publishable === "test",
    bothAreLive: modes.secret === "live" && modes.publishable === "live",
    keyMismatch,
  };
}

/** The spec's urgent fix for a mode mismatch, in its five steps. */
export const URGENT_FIX: readonly string[] = [
  "Use Emergency Clean (above) to delete every Stripe key stored in the database, so only the environment variables are used.",
  "Open the Stripe dashboard (dashboard.stripe.com) and go to Developers, then API keys.",
  "Choose one mode (test or live, with the dashboard's Test mode switch) and copy both the secret key and the publishable key from that same mode.",
  "Update the environment variables STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY on the server with those two keys, and restart the server.",
  "Test payments again: run the key test and the payment flow test, then check that this page shows no issues.",
];

export function recommendationsFor(picture: KeyPicture, analysis: KeyAnalysis): string[] {
  const recommendations: string[] = [];
  if (analysis.keyMismatch) recommendations.push("Fix the mode mismatch first: follow the urgent steps below. Until then every Stripe payment fails.");
  if (!picture.secret || !picture.publishable) {
    recommendations.push(
      "Set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY, copied from the same mode of the Stripe dashboard, in the server's environment (or enter the secret key on the Run Time configuration page), then run the key test.",
    );
  }
  const unusedStored = picture.stored.filter((stored) => stored.value === null || storedKeyIgnoredBecause(stored.name, picture.environment));
  if (unusedStored.length > 0) {
    recommendations.push("Run Emergency Clean to remove the stored keys that are not used, so only the environment variables count and nothing can conflict later.");
  }
  if (picture.secret && /^rk_/.test(picture.secret.key)) {
    recommendations.push(
      "The secret key in force is a restricted key (rk_): it must be allowed to write PaymentIntents and read the account. A standard secret key (sk_) avoids permission errors.",
    );
  }
  if (analysis.bothAreLive) {
    recommendations.push("Live keys are in force: buyers' cards are charged for real. Run the payment flow test with test keys only.");
  }
  if (analysis.bothAreTest) {
    recommendations.push("Test keys are in force: no real money moves. Switch both keys to live keys, copied from the same mode, before selling.");
  }
  if (picture.secret && picture.publishable && !picture.webhookSecret) {
    recommendations.push(
      "Set STRIPE_WEBHOOK_SECRET (whsec_...) so a payment is fulfilled even when the buyer closes the page before it confirms.",
    );
  }
  recommendations.push("After any change to the keys, run the key test and the payment flow test.");
  return recommendations;
}

// ---- the payment diagnostics' explanation ------------------------------------------------------------

export type ProviderInForce = "stripe" | "demo" | "needs_config";
export type Diagnosis = { explanation: string; impact: string; solution: string };

export function diagnose(picture: KeyPicture, provider: ProviderInForce): Diagnosis {
  const modes = modesInForce(picture);
  if (hasModeMismatch(picture)) {
    return {
      explanation: `The secret key is a ${modes.secret} key and the publishable key is a ${modes.publishable} key. Stripe.js creates and confirms the card payment in ${modes.publishable} mode with the publishable key, while the server creates and reads payments in ${modes.secret} mode with the secret key.`,
      impact: `Payments fail with "No such payment_intent" errors: a payment made in one mode does not exist in the other, so buyers cannot pay and no report is issued.`,
      solution: `Copy both keys from the same mode of the Stripe dashboard: run Emergency Clean, set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY to a matching pair, restart, and run the payment flow test.`,
    };
  }
  const notConfiguredImpact =
    provider === "needs_config"
      ? "Buyers cannot pay: the purchase answers that the payment configuration is required."
      : "The demo provider is in force: buyers go through the demo card step and no money moves.";
  if (!picture.secret || !picture.publishable) {
    const missing = !picture.secret && !picture.publishable ? "no Stripe keys are set" : !picture.secret ? "the secret key is missing" : "the publishable key is missing";
    return {
      explanation: `Stripe is not configured: ${missing}.`,
      impact: notConfiguredImpact,
      solution: "Set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY, copied from the same mode of the Stripe dashboard, and restart (or enter the secret key on the Run Time configuration page).",
    };
  }
  if (modes.secret === "invalid" || modes.publishable === "invalid") {
    const which = modes.secret === "invalid" ? "secret key (expected sk_test_ or sk_live_)" : "publishable key (expected pk_test_ or pk_live_)";
    return {
      explanation: `The ${which} in force does not have a valid Stripe prefix.`,
      impact: "Stripe refuses the key, so Stripe payments fail.",
      solution: "Copy the keys again from the Stripe dashboard (Developers, then API keys), both from the same mode.",
    };
  }
  const mode = modes.secret as "test" | "live";
  if (provider === "demo") {
    return {
      explanation: `Both keys are ${mode} keys and match, but PAYMENT_PROVIDER=demo forces the demo provider, so the Stripe keys are not used.`,
      impact: "No money moves: buyers go through the demo card step.",
      solution: "Unset PAYMENT_PROVIDER (or set it to stripe) and restart to take payments through Stripe.",
    };
  }
  return {
    explanation: `Both keys are ${mode} keys: Stripe.js and the server work in the same Stripe mode.`,
    impact: mode === "live" ? "Live mode: buyers' cards are charged for real." : "Test mode: payments use Stripe's test cards and no real money moves.",
    solution: "Nothing to fix. Run the key test and the payment flow test after any key change.",
  };
}
