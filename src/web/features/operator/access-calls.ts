/** The gate's own calls: session state, sign-in (held to the spec's 0.5 s), sign-out. */
import type { LoginResponse, OperatorSessionState } from "@shared/contracts/operator";
import { OPERATOR_MESSAGES } from "@shared/contracts/operator";
import { apiGet, apiPost } from "@web/lib/api-client";
import { loginOutcome, remainingLoginDelay, type LoginOutcome } from "./gate-rules";
import { endSession, setLoginFlag } from "./operator-session";

/** GET /api/admin/session; null when the server cannot be asked. */
export async function fetchSessionState(signal?: AbortSignal): Promise<OperatorSessionState | null> {
  try {
    const { ok, body } = await apiGet<OperatorSessionState>("/api/admin/session", signal);
    return ok && body && typeof body.authenticated === "boolean" ? body : null;
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** POST /api/admin/login; answers no sooner than LOGIN_DELAY_MS; sets the session hint on success. */
export async function signIn(password: string): Promise<LoginOutcome> {
  const startedAt = Date.now();
  let outcome: LoginOutcome;
  try {
    const { status, body } = await apiPost<LoginResponse>("/api/admin/login", { password });
    outcome = loginOutcome(status, body);
  } catch {
    outcome = { kind: "refused", message: OPERATOR_MESSAGES.loginFailed };
  }
  await sleep(remainingLoginDelay(startedAt, Date.now()));
  if (outcome.kind === "signed_in") setLoginFlag();
  return outcome;
}

/** POST /api/admin/logout, then the gate shows again whatever the answer (the cookie is the server's). */
export async function signOut(): Promise<void> {
  try {
    await apiPost("/api/admin/logout");
  } finally {
    endSession();
  }
}
