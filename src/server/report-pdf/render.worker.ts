/**
 * The PDF thread: receives `{ id, document }`, answers `{ id, pdf, pageCount }` (the bytes transferred,
 * not copied) or `{ id, error }`. Rendering here keeps the web process's event loop free.
 */
import { parentPort } from "node:worker_threads";
import type { ReportDocument } from "./report-document";
import { renderReportPdf } from "./render-report";

type Request = { id: number; document: ReportDocument };

parentPort?.on("message", (request: Request) => {
  renderReportPdf(request.document).then(
    ({ pdf, pageCount }) => parentPort?.postMessage({ id: request.id, pdf, pageCount }, [pdf.buffer as ArrayBuffer]),
    (error: unknown) => parentPort?.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
