/** Report status, job status, download and re-send (spec sections 3, 4, 7). */
import { z } from "zod";

export const DOWNLOAD_LINK_DAYS = 7;
export const HUB_ACCESS_YEARS = 2;

export const JOB_STATUSES = ["pending", "processing", "completed", "failed"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const JOB_STAGES = ["research", "sections", "summary", "pdf"] as const;
export type JobStage = (typeof JOB_STAGES)[number];

/** GET /api/reports/status/:assessmentId. `downloadToken` only for the browser that bought (cookie). */
export type ReportStatus = {
  exists: boolean;
  isPaid: boolean;
  downloadToken: string | null;
  isExpired: boolean;
  /** Beyond the spec: when the buyer's hub access ends (purchase date + 2 years), once paid. */
  hubAccessUntil: string | null;
};

/** GET /api/jobs/:jobId/status. */
export type JobStatusResponse = {
  status: JobStatus;
  stage: JobStage | null;
  attempts: number;
  downloadToken: string | null;
  errorMessage: string | null;
};

/** POST /api/reports/resend: e-mails a fresh link to the purchase address, never revealing it. */
export const resendRequestSchema = z.object(
  {
    assessmentId: z
      .union([z.number(), z.string().regex(/^\d+$/).transform(Number)], { error: "assessmentId must be a number" })
      .pipe(z.number().int().positive({ error: "assessmentId must be a number" })),
  },
  { error: "Request body must be a JSON object with assessmentId" },
);
export type ResendResponse = { sent: true; message: string } | { error: string };

/** `Emigration_Report_{country with underscores, or Unknown}.pdf` (spec section 4). */
export function reportFileName(country: string | null | undefined): string {
  const name = (country ?? "").trim().replace(/\s+/g, "_");
  return `Emigration_Report_${name || "Unknown"}.pdf`;
}
