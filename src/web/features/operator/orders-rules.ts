/** The orders page's display rules (beyond the spec): ages, the job's state, which actions apply. */
import type { OperatorOrder } from "@shared/contracts/operator";

/** "45 s", "12 min", "3 h", "2 d". */
export function formatAge(seconds: number): string {
  const value = Math.max(0, Math.floor(seconds));
  if (value < 60) return `${value} s`;
  if (value < 3_600) return `${Math.floor(value / 60)} min`;
  if (value < 86_400) return `${Math.floor(value / 3_600)} h`;
  return `${Math.floor(value / 86_400)} d`;
}

export function jobState(order: OperatorOrder): string {
  return order.job?.status ?? "no job";
}

/** The buyer deleted this order's data from their hub: only its accounting fields are left. */
export function isErased(order: OperatorOrder): boolean {
  return order.erasedAt !== undefined;
}

/** The Country column: the assessment's destination, or why there is none. */
export function countryLabel(order: OperatorOrder): string {
  return isErased(order) ? "Data deleted by the buyer" : (order.country ?? "Unknown");
}

/** The Status column: the job's state, or what became of a second payment for an assessment already bought. */
export function orderState(order: OperatorOrder): string {
  if (order.status === "refunded_duplicate") return "refunded: duplicate payment";
  if (order.status === "duplicate_refund_pending") return "duplicate payment: refund pending";
  if (order.status === "refunded_no_assessment") return "refunded: its assessment no longer exists";
  if (order.status === "no_assessment_refund_pending") return "assessment no longer exists: refund pending";
  if (isErased(order)) return "paid; data deleted by the buyer";
  return jobState(order);
}

/** Only a failed job is retried by hand; others are running, done, or waiting for their own retry. */
export function canRetry(order: OperatorOrder): boolean {
  return !isErased(order) && order.job?.status === "failed";
}

/** The report e-mail can be sent again once there is a report and an address to send it to. */
export function canResend(order: OperatorOrder): boolean {
  return !isErased(order) && order.hasEmail && order.report !== null;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

export function purposeLabel(purpose: OperatorOrder["purpose"]): string {
  return purpose === "operator_test" ? "Operator test" : "Customer";
}
