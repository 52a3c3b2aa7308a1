/**
 * The orders table of the operator area (beyond the spec): every order with its job and report, newest
 * first; Retry for a failed job; Re-send of the buyer's link. An answer never holds an e-mail address
 * or a token: `hasEmail` only says whether the buyer left one.
 */
import { ORDERS_PAGE_SIZE, type AuditLogResponse, type OperatorOrder, type OrdersResponse } from "@shared/contracts/operator";
import { AppError } from "@server/http/errors";
import { findJobByOrderId } from "@server/jobs/report-jobs.repository";
import { findOrderById, type OrderRow } from "@server/payments/orders.repository";
import { findReportSummaryByOrder } from "@server/reports/reports.repository";
import { resendOrderLink } from "@server/reports/reports.service";
import type { Services } from "@server/services";
import { requeueOne } from "./job-tools";
import { recentAudit } from "./operator.repository";
import { countOrders, listOrders, type OperatorOrderRow } from "./operator-orders.repository";

export const AUDIT_LOG_LIMIT = 50;

export const ORDER_MESSAGES = {
  notFound: "Order not found",
  hasReport: "This order already has its report: there is nothing to retry.",
  noJob: "This order has no report job. Restore KV Jobs creates one.",
  notFailed: (status: string) => `This order's report job is ${status}, not failed: only a failed job can be retried.`,
  retried: (attempts: number) => `The report job is queued again with ${attempts} fresh attempts.`,
  noEmail: "This order has no e-mail address, so there is nowhere to send a link.",
  noReport: "This order's report is not ready yet: a link can be sent once it is.",
  resent: "A new download link is queued for the e-mail address given with this order.",
  duplicate: "This order is a second payment for an assessment already bought: it is refunded and has no report of its own.",
  erased: "The buyer deleted this order's data: its report, assessment and e-mail address are gone, so there is nothing to retry or send.",
} as const;

export function presentOrder(row: OperatorOrderRow, now: Date): OperatorOrder {
  return {
    id: row.id,
    assessmentId: row.assessment_id === null ? null : Number(row.assessment_id),
    ...(row.erased_at ? { erasedAt: row.erased_at } : {}),
    country: row.country,
    purpose: row.purpose,
    provider: row.provider,
    amountCents: Number(row.amount_cents),
    hasEmail: Boolean(row.has_email),
    paidAt: row.paid_at,
    ageSeconds: Math.max(0, Math.round((now.getTime() - new Date(row.paid_at).getTime()) / 1000)),
    status: row.status,
    refund: row.refund_id && row.refunded_at ? { id: row.refund_id, refundedAt: row.refunded_at } : null,
    job:
      row.job_id === null
        ? null
        : {
            id: row.job_id,
            status: row.job_status ?? "pending",
            stage: row.job_stage,
            attempts: Number(row.job_attempts ?? 0),
            maxAttempts: Number(row.job_max_attempts ?? 0),
            lastError: row.job_error,
          },
    report:
      row.report_created_at === null
        ? null
        : { pages: Number(row.report_pages ?? 0), bytes: Number(row.report_bytes ?? 0), createdAt: row.report_created_at, editions: 1 + Number(row.later_editions ?? 0) },
  };
}

type Deps = Pick<Services, "db" | "clock" | "queue" | "jobSettings" | "config" | "catalog" | "mailSender" | "limits">;

export async function ordersPage(services: Pick<Deps, "db" | "clock">, page: number): Promise<OrdersResponse> {
  const now = services.clock.now();
  const [total, rows] = [await countOrders(services.db), await listOrders(services.db, page, ORDERS_PAGE_SIZE)];
  return { success: true, page, pageSize: ORDERS_PAGE_SIZE, total, orders: rows.map((row) => presentOrder(row, now)) };
}

/** The order, or 404; 410 once the buyer deleted its data (no job, report or address is left to act on). */
async function orderToActOn(services: Pick<Deps, "db">, orderId: string): Promise<OrderRow> {
  const order = await findOrderById(services.db, orderId);
  if (!order) throw new AppError(404, ORDER_MESSAGES.notFound);
  if (order.erased_at) throw new AppError(410, ORDER_MESSAGES.erased);
  return order;
}

/** Retry: only a failed job of an order without a report, re-queued with a fresh set of attempts. */
export async function retryOrder(services: Deps, orderId: string): Promise<string> {
  const order = await orderToActOn(services, orderId);
  if (order.status !== "paid") throw new AppError(409, ORDER_MESSAGES.duplicate);
  if (await findReportSummaryByOrder(services.db, order.id)) throw new AppError(409, ORDER_MESSAGES.hasReport);
  const job = await findJobByOrderId(services.db, order.id);
  if (!job) throw new AppError(409, ORDER_MESSAGES.noJob);
  if (job.status !== "failed") throw new AppError(409, ORDER_MESSAGES.notFailed(job.status));
  if (!(await requeueOne(services, job.id, "failed"))) {
    // Someone re-queued it between the read and the update.
    const now = await findJobByOrderId(services.db, order.id);
    throw new AppError(409, ORDER_MESSAGES.notFailed(now?.status ?? "gone"));
  }
  services.queue.wake();
  return ORDER_MESSAGES.retried(services.jobSettings.maxAttempts);
}

/** Re-send: the buyer's own re-send rules (reports.service), for an order with a report and an address. */
export async function resendOrder(services: Deps, orderId: string): Promise<string> {
  const order = await orderToActOn(services, orderId);
  if (order.status !== "paid") throw new AppError(409, ORDER_MESSAGES.duplicate);
  if (!order.customer_email) throw new AppError(422, ORDER_MESSAGES.noEmail);
  if (!(await findReportSummaryByOrder(services.db, order.id))) throw new AppError(409, ORDER_MESSAGES.noReport);
  await resendOrderLink(services, order);
  return ORDER_MESSAGES.resent;
}

export async function auditLog(services: Pick<Deps, "db">): Promise<AuditLogResponse> {
  const rows = await recentAudit(services.db, AUDIT_LOG_LIMIT);
  return {
    success: true,
    entries: rows.map((row) => ({ id: row.id, sessionId: row.session_id, action: row.action, detail: row.detail, at: row.created_at })),
  };
}
