/** The payment-key calls: key test, update, status, emergency clean, config diagnostics, payment flow test. */
import type {
  EmergencyCleanResponse,
  PaymentFlowTestResponse,
  StripeConfigDiagnostics,
  StripeKeyStatusResponse,
  StripeKeyTestResponse,
  UpdateStripeKeyResponse,
} from "@shared/contracts/operator";
import { NetworkError } from "@web/lib/api-client";
import { KEY_MESSAGES, updateOutcome, type UpdateOutcome } from "./key-rules";
import { errorText, operatorGet, operatorPost } from "./operator-api";

export type Loaded<T> = { kind: "ok"; data: T } | { kind: "error"; message: string };

/** GET /api/test/stripe-key: tests the key in force (spec section 7: called without the typed key). */
export async function testStripeKey(): Promise<Loaded<StripeKeyTestResponse>> {
  try {
    const { body } = await operatorGet<StripeKeyTestResponse>("/api/test/stripe-key");
    if (body && typeof body.success === "boolean" && ("keyDetails" in body || "troubleshooting" in body)) return { kind: "ok", data: body };
  } catch {
    // the spec's message below
  }
  return { kind: "error", message: KEY_MESSAGES.testFailed };
}

export async function updateStripeKey(secretKey: string, publishableKey: string): Promise<UpdateOutcome> {
  try {
    const publishable = publishableKey.trim();
    const { ok, body } = await operatorPost<UpdateStripeKeyResponse>("/api/admin/update-stripe-key", {
      secretKey: secretKey.trim(),
      ...(publishable ? { publishableKey: publishable } : {}),
    });
    return updateOutcome(ok, body);
  } catch (error) {
    return { kind: "error", message: error instanceof NetworkError ? KEY_MESSAGES.network : KEY_MESSAGES.updateFailed };
  }
}

export async function fetchKeyStatus(signal?: AbortSignal): Promise<Loaded<StripeKeyStatusResponse>> {
  try {
    const { ok, body } = await operatorGet<StripeKeyStatusResponse>("/api/admin/stripe-key-status", signal);
    if (ok && body?.success) return { kind: "ok", data: body };
    return { kind: "error", message: errorText(body) ?? KEY_MESSAGES.statusFailed };
  } catch {
    return { kind: "error", message: KEY_MESSAGES.statusFailed };
  }
}

/** POST /api/admin/emergency-stripe-clean: the alert text to show (spec section 8) and whether it worked. */
export async function emergencyClean(): Promise<{ ok: boolean; alert: string }> {
  try {
    const { ok, status, body } = await operatorPost<EmergencyCleanResponse>("/api/admin/emergency-stripe-clean");
    if (ok && body?.success) return { ok: true, alert: KEY_MESSAGES.cleanDone };
    return { ok: false, alert: KEY_MESSAGES.cleanFailed(errorText(body) ?? `Server error ${status}`) };
  } catch {
    return { ok: false, alert: KEY_MESSAGES.cleanNetwork };
  }
}

export async function fetchStripeConfig(signal?: AbortSignal): Promise<Loaded<StripeConfigDiagnostics>> {
  try {
    const { ok, body } = await operatorGet<StripeConfigDiagnostics>("/api/debug/stripe-config", signal);
    if (ok && body?.configuration) return { kind: "ok", data: body };
    return { kind: "error", message: errorText(body) ?? KEY_MESSAGES.configFailed };
  } catch {
    return { kind: "error", message: KEY_MESSAGES.configFailed };
  }
}

/** POST /api/test/payment-flow: a failed flow with its steps is a result; no answer at all is an error. */
export async function testPaymentFlow(): Promise<Loaded<PaymentFlowTestResponse>> {
  try {
    const { body } = await operatorPost<PaymentFlowTestResponse>("/api/test/payment-flow");
    if (body && typeof body.success === "boolean" && body.details) return { kind: "ok", data: body };
    return { kind: "error", message: errorText(body) ?? KEY_MESSAGES.flowFailed };
  } catch {
    return { kind: "error", message: KEY_MESSAGES.flowFailed };
  }
}
