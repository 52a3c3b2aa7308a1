/**
 * Which screen an operator page shows: the server's answer to GET /api/admin/session decides; the
 * session hint only picks what to show while it is asked (a spinner for a likely operator, the gate
 * otherwise). A later 401 or sign-out (operator-session.ts) brings the gate back.
 */
import { useCallback, useEffect, useState } from "react";
import { fetchSessionState } from "./access-calls";
import { endSession, hasLoginFlag, onSessionEnded, setLoginFlag } from "./operator-session";

export type SessionView = "checking" | "locked" | "open" | "not_configured";

export function useOperatorSession(): { view: SessionView; unlock: () => void } {
  const [view, setView] = useState<SessionView>(() => (hasLoginFlag() ? "checking" : "locked"));

  useEffect(() => {
    const controller = new AbortController();
    void fetchSessionState(controller.signal).then((state) => {
      if (controller.signal.aborted) return;
      if (!state) setView("locked");
      else if (!state.configured) setView("not_configured");
      else if (state.authenticated) {
        setLoginFlag();
        setView("open");
      } else {
        if (hasLoginFlag()) endSession();
        setView("locked");
      }
    });
    const unsubscribe = onSessionEnded(() => setView((current) => (current === "not_configured" ? current : "locked")));
    return () => {
      controller.abort();
      unsubscribe();
    };
  }, []);

  const unlock = useCallback(() => setView("open"), []);
  return { view, unlock };
}
