/**
 * /job-processor (operator spec section 2): process due report jobs by hand, restore jobs that fell
 * through, read the pending ones; the answers as formatted JSON, and a guide to when this is needed.
 */
import { useState } from "react";
import { checkPendingJobs, processJobs, restoreJobs, type CallOutcome } from "./job-calls";
import { formatResults, withPendingJobs, type JobResults } from "./job-rules";
import { OperatorPage } from "./operator-page";
import { ErrorBox, primaryButton, secondaryButton } from "./operator-ui";

type Action = "process" | "restore" | "pending";

const CARDS: { id: Action; heading: string; text: string; label: string; busyLabel: string; primary: boolean }[] = [
  {
    id: "process",
    heading: "Process jobs",
    text: "Runs every report job that is due now (pending, or waiting for its retry) in this server process.",
    label: "Process All Pending Jobs",
    busyLabel: "Processing Jobs...",
    primary: true,
  },
  {
    id: "restore",
    heading: "Restore jobs",
    text: "Re-queues jobs stuck in processing past their lease, and creates a job for any paid report with neither a PDF nor a live job.",
    label: "Restore KV Jobs",
    busyLabel: "Restoring Jobs...",
    primary: false,
  },
  {
    id: "pending",
    heading: "Pending jobs",
    text: "Shows the queue: counts by status, the oldest pending job, and jobs stuck past their lease.",
    label: "Check Pending Jobs",
    busyLabel: "Checking Jobs...",
    primary: false,
  },
];

export default function JobProcessorPage() {
  return (
    <OperatorPage title="Job Processor">
      <JobProcessor />
    </OperatorPage>
  );
}

function JobProcessor() {
  const [busy, setBusy] = useState<Action | null>(null);
  const [results, setResults] = useState<JobResults | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run(action: Action) {
    setBusy(action);
    setError(null);
    const outcome: CallOutcome<unknown> = action === "process" ? await processJobs() : action === "restore" ? await restoreJobs() : await checkPendingJobs();
    setBusy(null);
    if (outcome.kind === "error") return setError(outcome.message);
    if (action === "pending") setResults((current) => withPendingJobs(current, outcome.data));
    else setResults(outcome.data as JobResults);
  }

  return (
    <>
      <div>
        <h1 className="text-3xl font-bold">Job Processor</h1>
        <p className="mt-2 text-slate-700">Report jobs by hand: process them, restore the ones that fell through, or look at the queue.</p>
      </div>

      <div className="grid gap-4 md:grid-cols-3">
        {CARDS.map((card) => (
          <section key={card.id} aria-labelledby={`${card.id}-heading`} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 id={`${card.id}-heading`} className="text-lg font-bold">
              {card.heading}
            </h2>
            <p className="mt-1 flex-1 text-sm text-slate-700">{card.text}</p>
            <button type="button" className={`${card.primary ? primaryButton : secondaryButton} mt-4`} disabled={busy !== null} onClick={() => void run(card.id)}>
              {busy === card.id ? card.busyLabel : card.label}
            </button>
          </section>
        ))}
      </div>

      <ErrorBox title="Processing Error" message={error} />
      <div role="status">
        {results && (
          <section aria-labelledby="results-heading" className="rounded-2xl border border-emerald-300 bg-emerald-50 p-5">
            <h2 id="results-heading" className="text-xl font-bold text-emerald-950">
              Processing Results
            </h2>
            <pre className="mt-3 max-h-[32rem] overflow-auto rounded-lg bg-white p-3 text-xs text-slate-900" tabIndex={0} aria-label="Processing results as JSON">
              {formatResults(results)}
            </pre>
          </section>
        )}
      </div>

      <section aria-labelledby="job-guide-heading" className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
        <h2 id="job-guide-heading" className="text-xl font-bold">
          How report jobs run
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
          <li>
            Jobs normally run automatically: the web process runs report workers itself (REPORT_WORKERS, 1 by default), and npm run
            worker runs more. Scheduled jobs do not run automatically only when REPORT_WORKERS=0 and no npm run worker is running,
            as on a development machine started that way.
          </li>
          <li>Jobs are queued when payments are confirmed, by the confirm call or by Stripe's webhook, whichever comes first.</li>
          <li>Reports go through the stages research, sections, summary, PDF.</li>
          <li>
            Stuck pending jobs can be processed by hand with Process All Pending Jobs; Restore KV Jobs re-queues jobs whose worker
            stopped and paid reports that have no job.
          </li>
        </ul>
      </section>
    </>
  );
}
