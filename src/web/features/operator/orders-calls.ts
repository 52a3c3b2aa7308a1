/** The orders page's calls (beyond the spec): a page of orders, retry, re-send, and the audit log. */
import type { AuditLogResponse, OrderActionResponse, OrdersResponse } from "@shared/contracts/operator";
import { settle } from "./job-calls";
import { operatorGet, operatorPost } from "./operator-api";

export const fetchOrders = (page: number) => settle(() => operatorGet<OrdersResponse>(`/api/admin/orders?page=${page}`));
export const fetchAuditLog = () => settle(() => operatorGet<AuditLogResponse>("/api/admin/audit-log"));
export const retryOrderJob = (orderId: string) => settle(() => operatorPost<OrderActionResponse>(`/api/admin/orders/${encodeURIComponent(orderId)}/retry`));
export const resendOrderEmail = (orderId: string) => settle(() => operatorPost<OrderActionResponse>(`/api/admin/orders/${encodeURIComponent(orderId)}/resend`));
