/**
 * The spec's static "502" troubleshooting guide: its five causes, explained for this product (one Node
 * process serving the site, the API and, unless REPORT_WORKERS=0, the report workers), and quick fixes.
 */
import { REPORT_MIN_PAGES } from "@shared/report-chapters";

const CAUSES = [
  ["Worker crash", "The server process (npm start, or a separate npm run worker) has stopped: nothing answers, or reports stop being made."],
  ["Code errors", "A wrong configuration value or invalid destination data stops start-up with a one-line error in the server's output."],
  ["Timeouts on long operations", `Report generation (a ${REPORT_MIN_PAGES}+ page PDF rendered in a worker thread) can outlast a proxy's time limit; the job itself carries on and can be followed on the job processor.`],
  ["Environment issues", "Missing or invalid settings such as ADMIN_PASSWORD, the Stripe keys, DATABASE_URL or SMTP_URL: the full diagnosis shows which check fails."],
  ["Memory limits", "PDF rendering needs memory; a host with too little kills the process, which then looks like a crash."],
] as const;

const QUICK_FIXES = [
  "Read the last lines of the server's output (the npm start terminal, or your process manager's log).",
  "Open /ping: an answer of {\"pong\":true} means the web process is up.",
  "Check the environment variables against the README (ADMIN_PASSWORD, STRIPE_*, DATABASE_URL, DATA_DIR, SMTP_URL, REPORT_WORKERS).",
  "Restart the product with npm start (and npm run worker where REPORT_WORKERS=0), then run Full Diagnosis again.",
  "Check the host's free memory and disk space; the full diagnosis reports free disk.",
] as const;

export function TroubleshootingGuide() {
  return (
    <section aria-labelledby="guide-heading" className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
      <h2 id="guide-heading" className="text-xl font-bold">
        Troubleshooting a 502 error
      </h2>
      <h3 className="mt-3 font-bold">Common causes</h3>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {CAUSES.map(([cause, explanation]) => (
          <li key={cause}>
            <span className="font-semibold">{cause}:</span> {explanation}
          </li>
        ))}
      </ul>
      <h3 className="mt-4 font-bold">Quick fixes</h3>
      <ol className="mt-1 list-decimal space-y-1 pl-5">
        {QUICK_FIXES.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}
