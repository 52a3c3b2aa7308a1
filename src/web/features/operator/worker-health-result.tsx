/** The result box: "Worker Status: HEALTHY|UNHEALTHY", when, the message and each check with its details. */
import { checkLabel, checkVerdict, workerStatusHeading, type WorkerHealth } from "./health-rules";

export function WorkerHealthResult({ health }: { health: WorkerHealth }) {
  const healthy = health.status === "healthy";
  const checked = new Date(health.timestamp);
  return (
    <section
      aria-labelledby="worker-status-heading"
      className={`rounded-2xl border p-5 ${healthy ? "border-emerald-300 bg-emerald-50 text-emerald-950" : "border-red-300 bg-red-50 text-red-950"}`}
    >
      <h2 id="worker-status-heading" className="text-xl font-bold">
        {workerStatusHeading(health.status)}
      </h2>
      <p className="mt-1 text-sm">
        Last checked: {Number.isNaN(checked.getTime()) ? health.timestamp : <time dateTime={health.timestamp}>{checked.toLocaleString()}</time>}
      </p>
      <p className="mt-2">{health.message}</p>
      {Object.keys(health.checks).length > 0 && (
        <ul className="mt-4 space-y-2">
          {Object.entries(health.checks).map(([name, check]) => {
            const verdict = checkVerdict(check);
            return (
              <li key={name} className="rounded-lg border border-slate-200 bg-white p-3 text-slate-900">
                <div className="flex flex-wrap items-center gap-2">
                  <span className={`rounded px-2 py-0.5 text-xs font-bold ${verdict === "PASS" ? "bg-emerald-700 text-white" : "bg-red-700 text-white"}`}>
                    {verdict}
                  </span>
                  <span className="font-semibold capitalize">{checkLabel(name)}</span>
                </div>
                <p className="mt-1 text-sm">{check.message}</p>
                {check.details && Object.keys(check.details).length > 0 && (
                  <details className="mt-1 text-sm">
                    <summary className="cursor-pointer font-medium text-brand-700">Details of {checkLabel(name)}</summary>
                    <pre className="mt-1 overflow-x-auto rounded bg-slate-100 p-2 text-xs" tabIndex={0}>{JSON.stringify(check.details, null, 2)}</pre>
                  </details>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
