/**
 * /test-reports (operator spec section 2): generate the report for the spec's test profile and download
 * it, and preview a report's structure.
 */
import { REPORT_MIN_PAGES } from "@shared/report-chapters";
import { OperatorPage } from "./operator-page";
import { ReportGenerationTest } from "./report-generation-test";
import { ReportPreviewTest } from "./report-preview-test";

export default function TestReportsPage() {
  return (
    <OperatorPage title="Test Reports">
      <div>
        <h1 className="text-3xl font-bold">Test Reports</h1>
        <p className="mt-2 text-slate-700">
          Generate the paid report for a fixed test profile through the real queue and PDF renderer (the same {REPORT_MIN_PAGES}+
          page report a buyer receives, no payment taken), or preview a report's structure without making a PDF.
        </p>
      </div>
      <ReportGenerationTest />
      <ReportPreviewTest />
    </OperatorPage>
  );
}
