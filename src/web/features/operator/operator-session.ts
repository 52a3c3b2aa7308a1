/**
 * The operator session as the site sees it (decisions.md "Operator area"): the server decides, through its
 * HttpOnly cookie; `sessionStorage[systemLoginAuthenticated]` is only the hint that spares a signed-in
 * operator a flash of the gate. Any gated call that answers 401 ends the session here: the flag is dropped
 * and every mounted gate shows itself again.
 */
import { SYSTEM_LOGIN_FLAG } from "@shared/contracts/operator";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled: the gate still works, it just cannot skip the flash
  }
}

export function hasLoginFlag(): boolean {
  return storage()?.getItem(SYSTEM_LOGIN_FLAG) === "true";
}

export function setLoginFlag(): void {
  storage()?.setItem(SYSTEM_LOGIN_FLAG, "true");
}

const listeners = new Set<() => void>();

/** Calls `listener` whenever the session ends (a 401, or sign-out); answers the unsubscribe. */
export function onSessionEnded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The server no longer knows this browser (or the operator signed out): drop the hint, show the gate. */
export function endSession(): void {
  storage()?.removeItem(SYSTEM_LOGIN_FLAG);
  for (const listener of [...listeners]) listener();
}
