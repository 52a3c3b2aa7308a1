/** The report calls the results page and hub make: status, job status, download, and a re-sent link. */
import type { JobStatusResponse, ReportStatus, ResendResponse } from "@shared/contracts/reports";
import { reportFileName } from "@shared/contracts/reports";
import { apiGet, apiPost, NetworkError } from "@web/lib/api-client";
import { RESULTS_MESSAGES } from "./payment-messages";

/** GET /api/reports/status/{id}; any failure is ignored (spec) and answered as null. */
export async function fetchReportStatus(assessmentId: number): Promise<ReportStatus | null> {
  try {
    const { ok, body } = await apiGet<ReportStatus>(`/api/reports/status/${assessmentId}`);
    return ok ? body : null;
  } catch {
    return null;
  }
}

export type JobRead = { kind: "ok"; status: JobStatusResponse } | { kind: "not_ok" } | { kind: "network" };

export async function fetchJobStatus(jobId: string): Promise<JobRead> {
  try {
    const { ok, body } = await apiGet<JobStatusResponse>(`/api/jobs/${encodeURIComponent(jobId)}/status`);
    return ok && body ? { kind: "ok", status: body } : { kind: "not_ok" };
  } catch {
    return { kind: "network" };
  }
}

/** GET /api/reports/download/{token}, saved as Emigration_Report_{Country}.pdf; an error message on failure. */
export async function downloadReport(token: string, country: string | null): Promise<string | null> {
  let response: Response;
  try {
    response = await fetch(`/api/reports/download/${encodeURIComponent(token)}`);
  } catch {
    return RESULTS_MESSAGES.downloadNetwork;
  }
  if (!response.ok) return RESULTS_MESSAGES.downloadNotOk;
  try {
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement("a");
    link.href = url;
    link.download = reportFileName(country);
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    return null;
  } catch {
    return RESULTS_MESSAGES.downloadNetwork;
  }
}

/** POST /api/reports/resend: a fresh link to the purchase e-mail; answers the message to show. */
export async function resendReportLink(assessmentId: number): Promise<{ ok: boolean; message: string }> {
  try {
    const { ok, body } = await apiPost<ResendResponse>("/api/reports/resend", { assessmentId });
    if (ok && body && "sent" in body) return { ok: true, message: body.message };
    return { ok: false, message: (body && "error" in body && body.error) || "The link could not be sent. Please try again later." };
  } catch (error) {
    return { ok: false, message: error instanceof NetworkError ? "Network error. Please check your connection and try again." : "The link could not be sent." };
  }
}
