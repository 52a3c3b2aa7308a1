/**
 * /system-login, the standalone gate (operator spec section 2): on success it goes to /test-reports,
 * replacing the history entry. A browser that already holds a session goes there at once.
 */
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { PageLoading } from "@web/app/page-loading";
import { SystemLoginGate } from "./system-login-gate";
import { useDocumentTitle } from "@web/app/use-document-title";
import { useOperatorSession } from "./use-operator-session";

export default function SystemLoginPage() {
  useDocumentTitle("System login");
  const navigate = useNavigate();
  const { view, unlock } = useOperatorSession();
  useEffect(() => {
    if (view === "open") void navigate("/test-reports", { replace: true });
  }, [view, navigate]);
  if (view === "checking" || view === "open") return <PageLoading label="Checking operator access..." />;
  return (
    <SystemLoginGate
      key={view}
      heading="System Login"
      intro="Enter the system password to open the operator tools."
      configured={view !== "not_configured"}
      onSignedIn={unlock}
    />
  );
}
