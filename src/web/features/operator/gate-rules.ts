/** The system gate's rules (operator spec sections 4, 5, 8): what a sign-in answer means, and its delay. */
import { LOGIN_DELAY_MS, OPERATOR_MESSAGES } from "@shared/contracts/operator";
import { errorText } from "./operator-api";

export type LoginOutcome = { kind: "signed_in" } | { kind: "refused"; message: string } | { kind: "not_configured" };

export function loginOutcome(status: number, body: unknown): LoginOutcome {
  if (status >= 200 && status < 300) return { kind: "signed_in" };
  if (status === 401) return { kind: "refused", message: OPERATOR_MESSAGES.invalidPassword };
  if (status === 429) return { kind: "refused", message: errorText(body) ?? OPERATOR_MESSAGES.tooManyAttempts };
  if (status === 503 && errorText(body) === OPERATOR_MESSAGES.notConfigured) return { kind: "not_configured" };
  return { kind: "refused", message: OPERATOR_MESSAGES.loginFailed };
}

/** How long to hold the answer so the check takes at least LOGIN_DELAY_MS from `startedAt`. */
export function remainingLoginDelay(startedAt: number, now: number): number {
  return Math.max(0, LOGIN_DELAY_MS - (now - startedAt));
}
