/** The report generation test: the test profile, the Generate button, progress, and the download link. */
import { Download } from "lucide-react";
import { TEST_USER } from "@shared/contracts/operator";
import { reportFileName } from "@shared/contracts/reports";
import { formatUsd } from "@shared/format";
import { ErrorBox, Facts, Panel, primaryButton } from "./operator-ui";
import { useReportTest, type ReportTestState } from "./use-report-test";

const FILE_NAME = reportFileName(TEST_USER.country);

export function ReportGenerationTest() {
  const { state, start } = useReportTest();
  const generating = state.phase === "generating";
  return (
    <Panel title="Report generation test" id="generation-heading">
      <h3 className="font-bold">Test profile</h3>
      <Facts
        rows={[
          ["Age", String(TEST_USER.age)],
          ["Job", TEST_USER.job],
          ["Country", TEST_USER.country],
          ["City", TEST_USER.city],
          ["Monthly budget", `${formatUsd(TEST_USER.monthlyBudget)} a month`],
        ]}
      />
      <button type="button" className={primaryButton} disabled={generating} onClick={start}>
        {generating ? "Generating..." : "Generate Test Report"}
      </button>
      <div role="status">
        <GenerationProgress state={state} />
      </div>
      <ErrorBox message={state.phase === "error" ? state.message : null} />
    </Panel>
  );
}

function GenerationProgress({ state }: { state: ReportTestState }) {
  if (state.phase === "generating") {
    const job = state.job;
    return (
      <p className="text-slate-800">
        {!state.jobId && "Starting the test report..."}
        {state.jobId && !job && `Queued as job ${state.jobId}; the first check comes after 5 seconds...`}
        {state.jobId && job && `Job ${state.jobId}: ${job.status}${job.stage ? `, stage ${job.stage}` : ""} (attempt ${job.attempts}).`}
      </p>
    );
  }
  if (state.phase === "success") {
    return (
      <div className="rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950">
        <p className="font-bold">Test report ready ({Math.round(state.bytes / 1024)} KB).</p>
        <a href={state.url} download={FILE_NAME} className={`${primaryButton} mt-3`}>
          <Download aria-hidden="true" className="h-5 w-5" />
          Download {FILE_NAME}
        </a>
      </div>
    );
  }
  return null;
}
