/**
 * /payment-debug (operator spec section 2): the payment configuration diagnostics, loaded on open, and the
 * payment flow test.
 */
import { AlertTriangle } from "lucide-react";
import { useEffect, useState } from "react";
import type { PaymentFlowTestResponse, StripeConfigDiagnostics } from "@shared/contracts/operator";
import { modeLabel, testModeLabel, yesNo } from "./key-rules";
import { OperatorPage } from "./operator-page";
import { ErrorBox, Facts, Panel, primaryButton } from "./operator-ui";
import { fetchStripeConfig, testPaymentFlow } from "./payment-key-calls";

const PROVIDER_LABELS = { stripe: "Stripe", demo: "Demo (no real charge)", needs_config: "Needs configuration (no keys in production)" } as const;

export default function PaymentDebugPage() {
  return (
    <OperatorPage title="Payment Debug">
      <PaymentDebug />
    </OperatorPage>
  );
}

function PaymentDebug() {
  const [config, setConfig] = useState<StripeConfigDiagnostics["configuration"] | null>(null);
  const [configError, setConfigError] = useState<string | null>(null);
  const [flow, setFlow] = useState<PaymentFlowTestResponse | null>(null);
  const [flowError, setFlowError] = useState<string | null>(null);
  const [testing, setTesting] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    void fetchStripeConfig(controller.signal).then((outcome) => {
      if (controller.signal.aborted) return;
      if (outcome.kind === "ok") setConfig(outcome.data.configuration);
      else setConfigError(outcome.message);
    });
    return () => controller.abort();
  }, []);

  async function runFlow() {
    setTesting(true);
    setFlow(null);
    setFlowError(null);
    const outcome = await testPaymentFlow();
    setTesting(false);
    if (outcome.kind === "ok") setFlow(outcome.data);
    else setFlowError(outcome.message);
  }

  return (
    <>
      <div>
        <h1 className="text-3xl font-bold">Payment Debug</h1>
        <p className="mt-2 text-slate-700">The payment configuration as the server sees it, and a test of the payment flow.</p>
      </div>

      <Panel title="Payment configuration" id="configuration-heading">
        <ErrorBox message={configError} />
        <div role="status">{!config && !configError && <p className="text-slate-600">Loading the configuration...</p>}</div>
        {config && <ConfigurationDetails config={config} />}
      </Panel>

      <Panel title="Payment flow test" id="flow-heading">
        <p className="text-slate-700">Creates a test PaymentIntent with the key in force and reads it back, step by step.</p>
        <button type="button" className={primaryButton} disabled={testing} onClick={() => void runFlow()}>
          {testing ? "Testing..." : "Test Payment Flow"}
        </button>
        <ErrorBox message={flowError} />
        <div role="status">{flow && <FlowResult flow={flow} />}</div>
      </Panel>
    </>
  );
}

function ConfigurationDetails({ config }: { config: StripeConfigDiagnostics["configuration"] }) {
  const { secretKey, publishableKey, diagnosis, stripeConnectionTest } = config;
  const masked = (prefix: string | null, last4: string | null) => (prefix ? `${prefix}…${last4 ?? ""}` : "Not set");
  return (
    <div className="space-y-4">
      {config.keyMismatch.mismatchDetected && (
        <p className="flex gap-2 rounded-xl border border-red-300 bg-red-50 p-4 text-red-950">
          <AlertTriangle aria-hidden="true" className="h-5 w-5 shrink-0" />
          <span>
            Key mismatch: the secret and publishable keys are from different modes. Card payments fail with "No such
            payment_intent" errors until both keys come from the same mode.
          </span>
        </p>
      )}
      <Facts rows={[["Provider", PROVIDER_LABELS[config.provider]]]} />
      <h3 className="font-bold">Secret key</h3>
      <Facts
        rows={[
          ["Source", secretKey.source],
          ["Key", <span className="font-mono">{masked(secretKey.prefix, secretKey.last4)}</span>],
          ["Prefix", secretKey.prefix ?? "None"],
          ["Mode", testModeLabel(secretKey.isTestMode)],
          ["Length", `${secretKey.length} characters`],
        ]}
      />
      <h3 className="font-bold">Publishable key</h3>
      <Facts
        rows={[
          ["Key", <span className="font-mono">{masked(publishableKey.prefix, publishableKey.last4)}</span>],
          ["Prefix", publishableKey.prefix ?? "None"],
          ["Mode", testModeLabel(publishableKey.isTestMode)],
          ["Length", `${publishableKey.length} characters`],
        ]}
      />
      <h3 className="font-bold">Key mismatch</h3>
      <Facts rows={[["Mismatch detected", yesNo(config.keyMismatch.mismatchDetected)]]} />
      <h3 className="font-bold">Diagnosis</h3>
      <Facts
        rows={[
          ["Explanation", diagnosis.explanation],
          ["Impact", diagnosis.impact],
          ["Solution", diagnosis.solution],
        ]}
      />
      <h3 className="font-bold">Stripe connection test</h3>
      <Facts
        rows={[
          ["Success", yesNo(stripeConnectionTest.success)],
          ["Account in live mode", yesNo(stripeConnectionTest.accountLiveMode)],
          ["Error", stripeConnectionTest.error ?? "None"],
        ]}
      />
    </div>
  );
}

function FlowResult({ flow }: { flow: PaymentFlowTestResponse }) {
  const { details } = flow;
  return (
    <div className={`space-y-3 rounded-xl border p-4 ${flow.success ? "border-emerald-300 bg-emerald-50" : "border-red-300 bg-red-50"}`}>
      <p className="font-bold">{flow.message}</p>
      <Facts
        rows={[
          ["Success", yesNo(flow.success)],
          ["Key mode", modeLabel(details.keyMode)],
          ["Test PaymentIntent", <span className="font-mono">{details.testPaymentIntentId ?? "None"}</span>],
          ...(flow.error ? [["Error", flow.error] as [string, string]] : []),
          ...(details.errorMessage ? [["Error message", details.errorMessage] as [string, string]] : []),
          ...(details.diagnosis ? [["Diagnosis", details.diagnosis] as [string, string]] : []),
        ]}
      />
      {details.steps.length > 0 && (
        <>
          <h3 className="font-bold">Steps</h3>
          <ol className="list-decimal space-y-1 pl-5">
            {details.steps.map((step) => (
              <li key={step.step}>
                <span className="font-semibold">{step.success ? "PASS" : "FAIL"}</span> {step.step}: {step.detail}
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
