/**
 * /stripe-diagnostic, the Stripe Key Emergency Diagnostic (operator spec section 2): emergency actions,
 * the configuration analysis, the two environment-variable cards, key-mode compatibility, the keys stored
 * in the database ("KV storage" in the spec, decisions.md), recommendations and, on a mismatch, the
 * urgent five-step fix.
 */
import { useCallback, useEffect, useState } from "react";
import type { StripeKeyStatusResponse } from "@shared/contracts/operator";
import { KeyStatusReport } from "./key-status-report";
import { OperatorPage } from "./operator-page";
import { dangerButton, ErrorBox, Panel, secondaryButton } from "./operator-ui";
import { emergencyClean, fetchKeyStatus } from "./payment-key-calls";

export default function StripeDiagnosticPage() {
  return (
    <OperatorPage title="Stripe Key Emergency Diagnostic">
      <StripeDiagnostic />
    </OperatorPage>
  );
}

function StripeDiagnostic() {
  const [status, setStatus] = useState<StripeKeyStatusResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [cleaning, setCleaning] = useState(false);

  const refresh = useCallback(async () => {
    setLoading(true);
    const outcome = await fetchKeyStatus();
    setLoading(false);
    if (outcome.kind === "ok") {
      setStatus(outcome.data);
      setError(null);
    } else setError(outcome.message);
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  async function clean() {
    setCleaning(true);
    const outcome = await emergencyClean();
    setCleaning(false);
    window.alert(outcome.alert);
    if (outcome.ok) await refresh();
  }

  return (
    <>
      <div>
        <h1 className="text-3xl font-bold">Stripe Key Emergency Diagnostic</h1>
        <p className="mt-2 text-slate-700">
          Which Stripe keys the product sees, whether their modes match, and the keys stored in the database (the spec's "KV
          storage"). Environment variables win over stored keys.
        </p>
      </div>

      <Panel title="Emergency Actions" id="actions-heading">
        <p className="text-slate-700">Emergency Clean deletes every Stripe key stored in the database, so only the environment variables are used.</p>
        <div className="flex flex-wrap gap-3">
          <button type="button" className={dangerButton} disabled={cleaning} onClick={() => void clean()}>
            {cleaning ? "Cleaning..." : "Emergency Clean"}
          </button>
          <button type="button" className={secondaryButton} disabled={loading} onClick={() => void refresh()}>
            {loading ? "Loading..." : "Refresh"}
          </button>
        </div>
      </Panel>

      <ErrorBox message={error && `Error: ${error}`} />
      {status && <KeyStatusReport status={status} />}
    </>
  );
}
