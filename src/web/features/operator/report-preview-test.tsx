/** The report preview test: the button, a busy line, then the report's title, summary, stats and sections. */
import { useState } from "react";
import type { ReportPreviewResponse } from "@shared/contracts/operator";
import { formatNumber } from "@shared/format";
import { ErrorBox, Facts, Panel, secondaryButton } from "./operator-ui";
import { previewTestReport } from "./report-test-calls";

export function ReportPreviewTest() {
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<ReportPreviewResponse | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run() {
    setBusy(true);
    setError(null);
    setPreview(null);
    const outcome = await previewTestReport();
    setBusy(false);
    if (outcome.kind === "ready") setPreview(outcome.preview);
    else setError(outcome.message);
  }

  return (
    <Panel title="Report preview test" id="preview-heading">
      <p className="text-slate-700">Builds the test profile's report content and shows its structure, without making a PDF.</p>
      <button type="button" className={secondaryButton} disabled={busy} onClick={() => void run()}>
        {busy ? "Generating preview..." : "Preview Test Report"}
      </button>
      <div role="status">
        {busy && <p className="text-slate-700">Building the preview, this takes a few seconds...</p>}
        {preview && <PreviewDetails preview={preview} />}
      </div>
      <ErrorBox message={error} />
    </Panel>
  );
}

function PreviewDetails({ preview }: { preview: ReportPreviewResponse }) {
  const { report, stats } = preview;
  const generated = new Date(report.generatedAt);
  return (
    <div className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <h3 className="text-lg font-bold">{report.title}</h3>
      <Facts
        rows={[
          ["Country", report.country],
          ["City", report.city ?? "None"],
          ["Generated", Number.isNaN(generated.getTime()) ? report.generatedAt : generated.toLocaleString()],
          ["Sections", formatNumber(stats.totalSections)],
          ["Characters", formatNumber(stats.totalCharacters)],
          ["Average section length", `${formatNumber(Math.round(stats.averageSectionLength))} characters`],
        ]}
      />
      {preview.note && <p className="text-sm text-slate-700">{preview.note}</p>}
      <h4 className="font-bold">Executive summary</h4>
      <p className="whitespace-pre-line text-slate-800">{report.executiveSummary}</p>
      <h4 className="font-bold">Sections</h4>
      <ol className="list-decimal space-y-2 pl-5">
        {report.sections.map((section, index) => (
          <li key={`${index}-${section.title}`}>
            <p className="font-semibold">{section.title}</p>
            <p className="text-sm text-slate-700">
              {formatNumber(section.contentLength)} characters, {section.hasSubsections ? `${section.subsectionCount} subsections` : "no subsections"}
            </p>
            {section.preview && <p className="mt-1 text-sm text-slate-600">{section.preview}</p>}
          </li>
        ))}
      </ol>
    </div>
  );
}
