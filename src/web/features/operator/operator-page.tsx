/**
 * Every operator page renders through this: its title, then the gate until the server says this browser
 * holds a live operator session (decisions.md: the server authorises; the spec's session flag is a hint).
 * The page's own content mounts only once open, so it never calls a gated endpoint unsigned.
 */
import type { ReactNode } from "react";
import { PageLoading } from "@web/app/page-loading";
import { OperatorLayout } from "./operator-layout";
import { SystemLoginGate } from "./system-login-gate";
import { useDocumentTitle } from "@web/app/use-document-title";
import { useOperatorSession } from "./use-operator-session";

export function OperatorPage(props: { title: string; children: ReactNode }) {
  useDocumentTitle(props.title);
  const { view, unlock } = useOperatorSession();
  if (view === "checking") return <PageLoading label="Checking operator access..." />;
  if (view !== "open") {
    return (
      <SystemLoginGate
        key={view}
        heading={props.title}
        intro="Operator sign-in required. Enter the system password to open this page."
        configured={view !== "not_configured"}
        onSignedIn={unlock}
      />
    );
  }
  return <OperatorLayout>{props.children}</OperatorLayout>;
}
