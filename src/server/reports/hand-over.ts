/**
 * Handing a just-fulfilled report to the browser that asked for it: the buyer's at confirm, or the
 * operator's at the report test. The browser gets its own download token in an HttpOnly cookie (so the
 * job status call can hand it back to that browser alone), then the call waits a short, bounded time for
 * the job (decisions.md): the token when the PDF is ready, otherwise the job id for the page to poll. A customer's
 * browser also gets the buyer's hub session (hub/buyer-sessions.ts), valid while the hub access lasts.
 */
import type { FastifyReply } from "fastify";
import { createBuyerSession, setBuyerCookie } from "@server/hub/buyer-sessions";
import { findOrderById } from "@server/payments/orders.repository";
import type { Services } from "@server/services";
import { setBuyerTokenCookie } from "./buyer-cookie";
import { issueDownloadToken } from "./download-tokens";
import { hubAccessEnd } from "./report-facts";
import { waitForReport } from "./wait-for-report";

/** How long confirm (and the operator's report test) waits for the report before answering the job id. */
export const CONFIRM_WAIT_MS = 3_000;

export type HandOver = { immediate: true; downloadToken: string } | { immediate: false; jobId: string };

export async function handOverReport(
  deps: Pick<Services, "db" | "clock" | "config">,
  reply: FastifyReply,
  fulfilment: { orderId: string; assessmentId: number; jobId: string },
  waitMs: number = CONFIRM_WAIT_MS,
): Promise<HandOver> {
  const { orderId, assessmentId, jobId } = fulfilment;
  const { token, expiresAt } = await issueDownloadToken(deps.db, { orderId, assessmentId, channel: "browser" }, deps.clock.now());
  setBuyerTokenCookie(reply, deps.config, assessmentId, token, expiresAt);
  const order = await findOrderById(deps.db, orderId);
  if (order?.purpose === "customer") {
    const hub = await createBuyerSession(deps.db, { orderId, email: order.customer_email, expiresAt: hubAccessEnd(new Date(order.paid_at)) }, deps.clock.now());
    setBuyerCookie(reply, deps.config, hub.token, hub.session.expiresAt);
  }
  const ready = await waitForReport(deps, jobId, waitMs);
  return ready ? { immediate: true, downloadToken: token } : { immediate: false, jobId };
}
