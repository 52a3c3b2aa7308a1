/**
 * Handing a just-fulfilled report to the browser that asked for it: the buyer's at confirm, or the
 * operator's at the report test. The browser gets its own download token in an HttpOnly cookie (so the
 * job status call can hand it back to that browser alone), then the call waits a short, bounded time for
 * the job (decisions.md): the token when the PDF is ready, otherwise the job id for the page to poll. A customer's
 * browser also gets the buyer's hub session for this order (hub/buyer-sessions.ts), valid while the hub access lasts.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { buyerCookieToken, createBuyerSession, extendBuyerSession, findBuyerSession, setBuyerCookie } from "@server/hub/buyer-sessions";
import { AppError } from "@server/http/errors";
import { FULFILMENT_MESSAGES } from "@server/payments/fulfilment";
import { findOrderById, lockIfHeld } from "@server/payments/orders.repository";
import type { Services } from "@server/services";
import { setBuyerTokenCookie } from "./buyer-cookie";
import { issueDownloadToken } from "./download-tokens";
import { hubAccessEnd } from "./report-facts";
import { waitForReport } from "./wait-for-report";

/** How long confirm (and the operator's report test) waits for the report before answering the job id. */
export const CONFIRM_WAIT_MS = 3_000;

export type HandOver = { immediate: true; downloadToken: string } | { immediate: false; jobId: string };

/**
 * Writes the browser's download token and hub session under the order's lock, only while its data is held (a confirm
 * racing the buyer's erase answers 410 and leaves nothing). The hub session opens this order only: the browser's own
 * session gains it, or a new one holds it alone; an address typed at checkout proves nothing (issue 27.1).
 */
export async function handOverReport(
  deps: Pick<Services, "db" | "clock" | "config">,
  http: { request: FastifyRequest; reply: FastifyReply },
  fulfilment: { orderId: string; assessmentId: number; jobId: string },
  waitMs: number = CONFIRM_WAIT_MS,
): Promise<HandOver> {
  const { orderId, assessmentId, jobId } = fulfilment;
  const now = deps.clock.now();
  const handed = await deps.db.transaction().execute(async (trx) => {
    if (!(await lockIfHeld(trx, orderId))) throw new AppError(410, FULFILMENT_MESSAGES.erased);
    const download = await issueDownloadToken(trx, { orderId, assessmentId, channel: "browser" }, now);
    const order = await findOrderById(trx, orderId);
    if (order?.purpose !== "customer") return { download, hub: null };
    const hubUntil = hubAccessEnd(new Date(order.paid_at));
    const current = await findBuyerSession(trx, buyerCookieToken(http.request), now);
    if (current) {
      const extended = await extendBuyerSession(trx, current, orderId, hubUntil);
      // The cookie keeps its token; only its lifetime may grow.
      return { download, hub: { token: buyerCookieToken(http.request) as string, expiresAt: extended.expiresAt } };
    }
    const created = await createBuyerSession(trx, { orderIds: [orderId], email: null, expiresAt: hubUntil }, now);
    return { download, hub: { token: created.token, expiresAt: created.session.expiresAt } };
  });
  setBuyerTokenCookie(http.reply, deps.config, assessmentId, handed.download.token, handed.download.expiresAt);
  if (handed.hub) setBuyerCookie(http.reply, deps.config, handed.hub.token, handed.hub.expiresAt);
  const ready = await waitForReport(deps, jobId, waitMs);
  return ready ? { immediate: true, downloadToken: handed.download.token } : { immediate: false, jobId };
}
