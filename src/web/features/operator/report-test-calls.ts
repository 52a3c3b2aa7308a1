/** The report test calls: start a test report, fetch its PDF by token, preview a report, send a test e-mail. */
import { TEST_USER, type GenerateTestReportResponse, type ReportPreviewResponse, type SendTestEmailResponse } from "@shared/contracts/operator";
import { NetworkError } from "@web/lib/api-client";
import { EMAIL_TEST_MESSAGES, emailOutcome, type EmailOutcome } from "./email-test-rules";
import { operatorPost } from "./operator-api";
import { PREVIEW_MESSAGES, previewOutcome, REPORT_TEST_MESSAGES, startOutcome, type PreviewOutcome, type StartOutcome } from "./report-test-rules";

/** POST /api/test/generate-comprehensive-pdf for the spec's test profile. */
export async function startTestReport(): Promise<StartOutcome> {
  try {
    const { ok, status, body } = await operatorPost<GenerateTestReportResponse>("/api/test/generate-comprehensive-pdf", { testUser: TEST_USER });
    return startOutcome(ok, status, body);
  } catch (error) {
    return { kind: "error", message: error instanceof NetworkError ? REPORT_TEST_MESSAGES.network : REPORT_TEST_MESSAGES.startFailed };
  }
}

export type PdfFetch = { kind: "ok"; url: string; bytes: number } | { kind: "error"; message: string };

/**
 * GET /api/reports/download/{token} as a file (not JSON, so not through the JSON client): an object URL
 * the page offers as a download link.
 */
export async function fetchReportPdf(token: string): Promise<PdfFetch> {
  try {
    const response = await fetch(`/api/reports/download/${encodeURIComponent(token)}`);
    if (!response.ok) return { kind: "error", message: REPORT_TEST_MESSAGES.downloadFailed };
    const blob = await response.blob();
    return { kind: "ok", url: URL.createObjectURL(blob), bytes: blob.size };
  } catch {
    return { kind: "error", message: REPORT_TEST_MESSAGES.downloadFailed };
  }
}

/** POST /api/test/preview-report with an empty JSON body. */
export async function previewTestReport(): Promise<PreviewOutcome> {
  try {
    const { ok, status, body } = await operatorPost<ReportPreviewResponse>("/api/test/preview-report", {});
    return previewOutcome(ok, status, body);
  } catch (error) {
    return { kind: "error", message: error instanceof NetworkError ? PREVIEW_MESSAGES.network : PREVIEW_MESSAGES.failed };
  }
}

export async function sendTestEmail(email: string): Promise<EmailOutcome> {
  try {
    const { ok, body } = await operatorPost<SendTestEmailResponse>("/api/test/send-email", { email: email.trim() });
    return emailOutcome(ok, body);
  } catch (error) {
    return { kind: "error", message: error instanceof NetworkError ? EMAIL_TEST_MESSAGES.network : EMAIL_TEST_MESSAGES.failed };
  }
}
