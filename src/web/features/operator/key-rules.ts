/**
 * The payment-key rules of the configuration and diagnostic pages (operator spec sections 5, 8): the
 * messages for a typed key, what an update answer means, and how a key's mode reads.
 */
import { OPERATOR_MESSAGES, publishableKeyProblem, secretKeyProblem, type KeyMode, type KeySource } from "@shared/contracts/operator";
import { errorText } from "./operator-api";

export const KEY_MESSAGES = {
  updateFailed: "Failed to update Stripe secret key",
  network: "Network error. Please check your connection and try again.",
  testFailed: "Failed to test key. The test endpoint may not be available yet.",
  statusFailed: "Failed to fetch status",
  cleanDone: "Emergency cleanup completed! Check the results below.",
  cleanFailed: (error: string) => `Cleanup failed: ${error}`,
  cleanNetwork: "Emergency cleanup failed.",
  configFailed: "Failed to fetch configuration",
  flowFailed: "Failed to test payment flow",
} as const;

/** The key test button's check of the typed key: only "enter a key first" or "invalid format" (spec 5). */
export function keyTestProblem(secretKey: string): string | null {
  const problem = secretKeyProblem(secretKey);
  if (problem === null || problem === OPERATOR_MESSAGES.enterKeyFirst) return problem;
  return OPERATOR_MESSAGES.invalidKeyFormat;
}

/** What blocks an update: the secret key's problem, then the optional publishable key's. */
export function keyUpdateProblem(secretKey: string, publishableKey: string): string | null {
  const secret = secretKeyProblem(secretKey);
  if (secret) return secret;
  return publishableKey.trim() === "" ? null : publishableKeyProblem(publishableKey);
}

export type UpdateOutcome = { kind: "saved"; message: string } | { kind: "error"; message: string };

export function updateOutcome(ok: boolean, body: unknown): UpdateOutcome {
  const message = (body as { message?: unknown } | null)?.message;
  if (ok && typeof message === "string") return { kind: "saved", message };
  return { kind: "error", message: errorText(body) ?? KEY_MESSAGES.updateFailed };
}

/** Test, Live or Invalid, from the flags the server returns (spec 5). */
export function keyModeLabel(key: { isTest: boolean; isLive: boolean }): "Test" | "Live" | "Invalid" {
  if (key.isTest) return "Test";
  if (key.isLive) return "Live";
  return "Invalid";
}

/** A key mode the server names, in words. */
export function modeLabel(mode: KeyMode | null): string {
  if (mode === null) return "Unknown";
  return { test: "Test", live: "Live", invalid: "Invalid" }[mode];
}

/** A diagnostics flag (true = test mode) in words; null when there is no key to judge. */
export function testModeLabel(isTestMode: boolean | null): string {
  if (isTestMode === null) return "Unknown";
  return isTestMode ? "Test" : "Live";
}

export function keyInForceText(source: KeySource): string {
  switch (source) {
    case "environment":
      return "The STRIPE_SECRET_KEY environment variable (environment variables win over a key stored here).";
    case "stored":
      return "The key stored on this page (no STRIPE_SECRET_KEY environment variable is set).";
    case "none":
      return "No Stripe secret key: outside production the product takes payments in demo mode.";
  }
}

export function yesNo(value: boolean | null | undefined): string {
  if (value === null || value === undefined) return "Unknown";
  return value ? "Yes" : "No";
}
