/** Report status, job status, downloads and re-sent links. */
import { BUYER_HUB_PATH } from "@shared/routes";
import type { JobStatusResponse, ReportStatus } from "@shared/contracts/reports";
import { whenInWords } from "@shared/format";
import { findAssessmentById } from "@server/assessments/assessments.repository";
import { AppError } from "@server/http/errors";
import { retryAfterSeconds } from "@server/limits/limit-counters";
import { findJobById } from "@server/jobs/report-jobs.repository";
import { enqueueMail } from "@server/mail/mail.repository";
import { reportLinkResentEmail } from "@server/mail/report-emails";
import { findPaidOrderForAssessment, lockIfHeld, type OrderRow } from "@server/payments/orders.repository";
import type { Services } from "@server/services";
import { findDownloadToken, isExpired, issueDownloadToken } from "./download-tokens";
import { hubAccessEnd } from "./report-facts";
import { downloadUrl } from "./report-job";
import { findReportPdfByOrder, findReportSummaryByOrder } from "./reports.repository";

export const REPORT_MESSAGES = {
  linkNotFound: "Download link not found. Please check the link or request a new one from your results page.",
  linkExpired: "This download link has expired. Request a new link from your results page.",
  stillGenerating: "Your report is still being generated. Please try again in a minute.",
  notPaid: "No paid report was found for this assessment.",
  noEmail: "No e-mail address was given with this purchase, so a link cannot be sent. Please contact support.",
  erased: "This purchase's data was deleted at the buyer's request: there is no report or address left to send a link to.",
  resent: "A new download link is on its way to the e-mail address used for this purchase.",
  tooManyResends: (sent: number, next: Date) =>
    `A new link has already been sent ${sent} times for this purchase. Please check your inbox (and spam folder); ` +
    `another can be sent after ${whenInWords(next)}.`,
} as const;

/** Links e-mailed per order, whoever asks (buyer or operator) and on whichever instance: a few a day. */
export const RESEND_LIMIT = { max: 3, windowMs: 24 * 60 * 60_000 } as const;

type Deps = Pick<Services, "db" | "clock" | "config" | "catalog" | "mailSender" | "limits">;

/** A cookie token that is valid for this assessment, or its state. */
async function buyerTokenState(deps: Deps, assessmentId: number, token: string | undefined) {
  if (!token) return { token: null, expired: false };
  const row = await findDownloadToken(deps.db, token);
  if (!row || Number(row.assessment_id) !== assessmentId) return { token: null, expired: false };
  return isExpired(row, deps.clock.now()) ? { token: null, expired: true } : { token, expired: false };
}

export async function reportStatus(deps: Deps, assessmentId: number, cookieToken: string | undefined): Promise<ReportStatus | undefined> {
  if (!(await findAssessmentById(deps.db, assessmentId))) return undefined;
  const order = await findPaidOrderForAssessment(deps.db, assessmentId);
  if (!order) return { exists: false, isPaid: false, downloadToken: null, isExpired: false, hubAccessUntil: null };
  const report = await findReportSummaryByOrder(deps.db, order.id);
  const buyer = await buyerTokenState(deps, assessmentId, cookieToken);
  return {
    exists: Boolean(report),
    isPaid: true,
    downloadToken: report ? buyer.token : null,
    isExpired: buyer.expired,
    hubAccessUntil: hubAccessEnd(new Date(order.paid_at)).toISOString(),
  };
}

export async function jobStatus(
  deps: Deps,
  jobId: string,
  cookieToken: (assessmentId: number) => string | undefined,
): Promise<JobStatusResponse | undefined> {
  const job = await findJobById(deps.db, jobId);
  if (!job) return undefined;
  const assessmentId = Number(job.assessment_id);
  const buyer = job.status === "completed" ? await buyerTokenState(deps, assessmentId, cookieToken(assessmentId)) : { token: null };
  return {
    status: job.status,
    stage: job.stage,
    attempts: job.attempts,
    downloadToken: buyer.token,
    errorMessage: job.status === "failed" ? (job.error_message ?? "Unknown error") : null,
  };
}

export async function reportDownload(deps: Deps, token: string): Promise<{ pdf: Buffer; fileName: string }> {
  const row = await findDownloadToken(deps.db, token);
  if (!row) throw new AppError(404, REPORT_MESSAGES.linkNotFound);
  if (isExpired(row, deps.clock.now())) throw new AppError(410, REPORT_MESSAGES.linkExpired);
  const report = await findReportPdfByOrder(deps.db, row.order_id);
  if (!report) throw new AppError(409, REPORT_MESSAGES.stillGenerating);
  return { pdf: Buffer.from(report.pdf), fileName: report.file_name };
}

export async function resendReportLink(deps: Deps, assessmentId: number): Promise<void> {
  const order = (await findAssessmentById(deps.db, assessmentId)) ? await findPaidOrderForAssessment(deps.db, assessmentId) : undefined;
  if (!order) throw new AppError(404, REPORT_MESSAGES.notPaid);
  await resendOrderLink(deps, order);
}

/**
 * E-mails a fresh download link (its own token) for one order to its purchase address: the buyer's
 * re-send and the operator's. 410 once the buyer deleted the order's data, 422 without an address, 409 before
 * the report exists, 429 (with Retry-After, `retryAt` and the time in the message) once RESEND_LIMIT sends were
 * counted in the order's window, so nobody can flood a buyer's inbox: the count is per order in the shared
 * database, not per client.
 */
export async function resendOrderLink(deps: Deps, order: OrderRow): Promise<void> {
  if (order.erased_at || order.assessment_id === null) throw new AppError(410, REPORT_MESSAGES.erased);
  if (!order.customer_email) throw new AppError(422, REPORT_MESSAGES.noEmail);
  const report = await findReportSummaryByOrder(deps.db, order.id);
  if (!report) throw new AppError(409, REPORT_MESSAGES.stillGenerating);
  const assessmentId = Number(order.assessment_id);
  const row = await findAssessmentById(deps.db, assessmentId);
  if (!row) throw new AppError(404, REPORT_MESSAGES.notPaid);
  await countNewLink(deps, order.id);
  const now = deps.clock.now();
  const to = order.customer_email;
  await deps.db.transaction().execute(async (trx) => {
    // Under the order's lock, as erase takes it: a re-send racing the buyer's erase writes nothing once it has run.
    if (!(await lockIfHeld(trx, order.id))) throw new AppError(410, REPORT_MESSAGES.erased);
    const link = await issueDownloadToken(trx, { orderId: order.id, assessmentId, channel: "email" }, now);
    const email = reportLinkResentEmail({
      country: row.preferred_country,
      downloadUrl: downloadUrl(deps.config.publicUrl, link.token),
      expiresAt: link.expiresAt,
      buyerHubUrl: `${deps.config.publicUrl}${BUYER_HUB_PATH}`,
    });
    await enqueueMail(trx, { dedupeKey: `link-resent:${order.id}:${now.getTime()}`, orderId: order.id, to, ...email }, now);
  });
  deps.mailSender.wake();
}

/**
 * Counts one more download link issued for an order after the first (a re-send, or a download from the buyer's
 * hub) and refuses with 429 once RESEND_LIMIT were issued in the order's window.
 */
export async function countNewLink(deps: Pick<Deps, "limits">, orderId: string): Promise<void> {
  const sends = await deps.limits.count(`resend:${orderId}`, RESEND_LIMIT.windowMs);
  if (sends.count > RESEND_LIMIT.max) {
    throw new AppError(
      429,
      REPORT_MESSAGES.tooManyResends(RESEND_LIMIT.max, sends.windowEndsAt),
      { retryAt: sends.windowEndsAt.toISOString() },
      { "Retry-After": String(retryAfterSeconds(sends)) },
    );
  }
}
