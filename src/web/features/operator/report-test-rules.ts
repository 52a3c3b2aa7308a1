/**
 * Report generation and preview test rules (operator spec sections 4, 8): what a start answer leads to,
 * the test job's polling (first read after 5 s, then every 5 s, up to 5 minutes), and the preview's
 * checks, each with the spec's message.
 */
import { REPORT_TEST_POLL, type GenerateTestReportResponse, type ReportPreviewResponse } from "@shared/contracts/operator";
import type { JobRead } from "@web/features/payment/report-calls";
import { errorText } from "./operator-api";

export const REPORT_TEST_MESSAGES = {
  serverError: (status: number) => `Server error ${status}`,
  network: "Failed to start report generation. Check your internet connection and try again.",
  timeout: "Report generation timed out after 5 minutes. Please try again.",
  failed: (reason: string | null | undefined) => `Report generation failed: ${reason || "Unknown error"}`,
  downloadFailed: "Failed to download completed report.",
  noTokenOrJob: "No download token or job ID provided.",
  startFailed: "Failed to start report generation.",
} as const;

export type StartOutcome = { kind: "token"; token: string } | { kind: "job"; jobId: string } | { kind: "error"; message: string };

export function startOutcome(ok: boolean, status: number, body: unknown): StartOutcome {
  if (!ok) return { kind: "error", message: errorText(body) ?? REPORT_TEST_MESSAGES.serverError(status) };
  const answer = body as Partial<GenerateTestReportResponse & { downloadToken: string; jobId: string }> | null;
  if (answer?.success !== true) return { kind: "error", message: errorText(body) ?? REPORT_TEST_MESSAGES.startFailed };
  if (answer.immediate && answer.downloadToken) return { kind: "token", token: answer.downloadToken };
  if (answer.jobId) return { kind: "job", jobId: answer.jobId };
  return { kind: "error", message: REPORT_TEST_MESSAGES.noTokenOrJob };
}

export type TestPollStep = { kind: "wait"; delayMs: number } | { kind: "completed"; token: string } | { kind: "stopped"; message: string };

/**
 * After a read made `elapsedMs` after the job id arrived. A read that fails (network, non-OK) is
 * retried on the same schedule: only the 5-minute limit ends the wait.
 */
export function nextTestPollStep(read: JobRead, elapsedMs: number): TestPollStep {
  if (read.kind === "ok") {
    const { status, downloadToken, errorMessage } = read.status;
    if (status === "completed") {
      return downloadToken ? { kind: "completed", token: downloadToken } : { kind: "stopped", message: REPORT_TEST_MESSAGES.downloadFailed };
    }
    if (status === "failed") return { kind: "stopped", message: REPORT_TEST_MESSAGES.failed(errorMessage) };
  }
  if (elapsedMs + REPORT_TEST_POLL.intervalMs > REPORT_TEST_POLL.timeoutMs) return { kind: "stopped", message: REPORT_TEST_MESSAGES.timeout };
  return { kind: "wait", delayMs: REPORT_TEST_POLL.intervalMs };
}

export const PREVIEW_MESSAGES = {
  invalidFormat: "Invalid response format from server.",
  noReport: "No report data received from server.",
  noSections: "No sections data in report structure.",
  failed: "Preview generation failed.",
  unavailable: (status: number) => `The preview service may be temporarily unavailable (server error ${status}). Please try again in a moment.`,
  restarting: "The report service is restarting or a worker is busy. Please wait 30 seconds and try again.",
  network: "Network error while requesting the preview. Check your internet connection and try again.",
} as const;

export type PreviewOutcome = { kind: "ready"; preview: ReportPreviewResponse } | { kind: "error"; message: string };

/** `body` is null when the answer was not JSON. */
export function previewOutcome(ok: boolean, status: number, body: unknown): PreviewOutcome {
  if (body === null || typeof body !== "object") return { kind: "error", message: PREVIEW_MESSAGES.invalidFormat };
  const error = errorText(body);
  if (error && /worker|restart/i.test(error)) return { kind: "error", message: PREVIEW_MESSAGES.restarting };
  if (!ok) {
    if (status === 500 || status === 502) return { kind: "error", message: PREVIEW_MESSAGES.unavailable(status) };
    return { kind: "error", message: error ?? REPORT_TEST_MESSAGES.serverError(status) };
  }
  const answer = body as Partial<ReportPreviewResponse>;
  if (answer.success !== true) return { kind: "error", message: error ? `${PREVIEW_MESSAGES.failed} ${error}` : PREVIEW_MESSAGES.failed };
  if (!answer.report) return { kind: "error", message: PREVIEW_MESSAGES.noReport };
  if (!Array.isArray(answer.report.sections)) return { kind: "error", message: PREVIEW_MESSAGES.noSections };
  return { kind: "ready", preview: answer as ReportPreviewResponse };
}
