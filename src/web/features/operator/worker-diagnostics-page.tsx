/**
 * /worker-diagnostics (operator spec section 2): ping, basic health and full diagnosis, the result box
 * with each named check, and the 502 troubleshooting guide written for this product.
 */
import { useState } from "react";
import { checkHealth, pingWorker } from "./health-calls";
import type { DiagnosticOutcome } from "./health-rules";
import { OperatorPage } from "./operator-page";
import { ErrorBox, Panel, primaryButton, secondaryButton } from "./operator-ui";
import { TroubleshootingGuide } from "./troubleshooting-guide";
import { WorkerHealthResult } from "./worker-health-result";

type Call = "ping" | "basic" | "detailed";
const CALLS: { id: Call; label: string; run: () => Promise<DiagnosticOutcome> }[] = [
  { id: "ping", label: "Ping Worker", run: pingWorker },
  { id: "basic", label: "Health Check (basic)", run: () => checkHealth(false) },
  { id: "detailed", label: "Full Diagnosis (detailed)", run: () => checkHealth(true) },
];

export default function WorkerDiagnosticsPage() {
  return (
    <OperatorPage title="Worker Diagnostics">
      <WorkerDiagnostics />
    </OperatorPage>
  );
}

function WorkerDiagnostics() {
  const [running, setRunning] = useState<Call | null>(null);
  const [outcome, setOutcome] = useState<DiagnosticOutcome>({ health: null, error: null });

  async function run(call: (typeof CALLS)[number]) {
    setRunning(call.id);
    setOutcome({ health: null, error: null });
    setOutcome(await call.run());
    setRunning(null);
  }

  return (
    <>
      <div>
        <h1 className="text-3xl font-bold">Worker Diagnostics</h1>
        <p className="mt-2 text-slate-700">
          Check that the server answers and that its parts work: the database, the report queue, payments, e-mail, PDF
          rendering and free disk.
        </p>
      </div>

      <Panel title="Run a check" id="checks-heading">
        <div className="flex flex-wrap gap-3">
          {CALLS.map((call) => (
            <button
              key={call.id}
              type="button"
              className={call.id === "detailed" ? primaryButton : secondaryButton}
              disabled={running !== null}
              onClick={() => void run(call)}
            >
              {call.label}
            </button>
          ))}
        </div>
        <p role="status" className="text-sm text-slate-600">
          {running ? "Checking..." : ""}
        </p>
      </Panel>

      <ErrorBox title="Diagnostic Error" message={outcome.error} />
      <div role="status">{outcome.health && <WorkerHealthResult health={outcome.health} />}</div>

      <TroubleshootingGuide />
    </>
  );
}
