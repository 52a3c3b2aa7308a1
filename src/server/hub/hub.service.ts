/**
 * The buyer's hub (issue 20.4): which orders a session opens, the hub's view of them, sign-in by e-mailed link,
 * fresh download links, the plan's start date and ticked steps, and its calendar.
 */
import { factsInForce } from "@server/in-force";
import { BUYER_HUB_PATH } from "@shared/routes";
import { sql, type Transaction } from "kysely";
import { HUB_MESSAGES, type BuyerHub, type HubEdition, type HubFactChange, type HubReport } from "@shared/contracts/hub";
import { presentAssessment } from "@server/assessments/assessment.presenter";
import { findAssessmentById } from "@server/assessments/assessments.repository";
import { timestamp } from "@server/db/dialect";
import type { DatabaseSchema } from "@server/db/schema";
import { AppError } from "@server/http/errors";
import { enqueueMail } from "@server/mail/mail.repository";
import { hubSignInEmail } from "@server/mail/report-emails";
import { lockHeldOrderIds, lockHeldOrders, type OrderRow } from "@server/payments/orders.repository";
import { issueDownloadToken } from "@server/reports/download-tokens";
import { hubAccessEnd } from "@server/reports/report-facts";
import { downloadUrl } from "@server/reports/report-job";
import { findReportPdfByOrder, findReportSummaryByOrder } from "@server/reports/reports.repository";
import { editionPdf, editionsOf, requestEdition } from "@server/report-updates/editions.repository";
import { countNewLink } from "@server/reports/reports.service";
import type { Services } from "@server/services";
import { createBuyerSession, issueSignInLink, normaliseEmail, SIGN_IN_LINK_MINUTES, signInCounterKey, useSignInLink, type BuyerSession } from "./buyer-sessions";
import type { BuyerScope } from "./buyer-data";
import { planCalendar } from "./plan-calendar";
import { buyerTimeline, planItems } from "./hub-plan";
import { officialLinks } from "./official-links";
import { changesForOrder } from "@server/report-updates/fact-changes.repository";
import { factInWords } from "@server/report-updates/fact-words";

type Deps = Pick<Services, "db" | "clock" | "config" | "inForce" | "mailSender" | "limits">;

/** Sign-in links e-mailed per address: a few an hour, so nobody can flood an inbox. */
export const SIGN_IN_LINK_LIMIT = { max: 3, windowMs: 60 * 60_000 } as const;

/** A customer's paid orders whose data is held and whose hub access has not ended. */
function liveOrders(deps: Deps) {
  return deps.db
    .selectFrom("orders")
    .selectAll()
    .where("purpose", "=", "customer")
    .where("status", "=", "paid")
    .where("erased_at", "is", null)
    .where("assessment_id", "is not", null);
}

const withinHubAccess = (order: OrderRow, now: Date) => hubAccessEnd(new Date(order.paid_at)) > now;

/** The orders a session opens: those listed for it (paid in that browser, or proven by a sign-in link), while hub access lasts. */
export async function sessionOrders(deps: Deps, session: BuyerSession): Promise<OrderRow[]> {
  const rows = await liveOrders(deps)
    .where("id", "in", (eb) => eb.selectFrom("buyer_session_orders").select("order_id").where("session_id", "=", session.id))
    .orderBy("paid_at", "desc")
    .execute();
  const now = deps.clock.now();
  return rows.filter((order) => withinHubAccess(order, now));
}

/** What the session may export and erase: its orders, and the address it proved by a sign-in link. */
export async function buyerScope(deps: Deps, session: BuyerSession): Promise<BuyerScope> {
  return { orderIds: (await sessionOrders(deps, session)).map((order) => order.id), provenEmail: session.email };
}

/** One order of the session's, or 404: an order id alone opens nothing. */
export async function sessionOrder(deps: Deps, session: BuyerSession, orderId: string): Promise<OrderRow> {
  const order = (await sessionOrders(deps, session)).find((candidate) => candidate.id === orderId);
  if (!order) throw new AppError(404, HUB_MESSAGES.notInHub);
  return order;
}

async function planRow(deps: Deps, orderId: string) {
  const row = await deps.db.selectFrom("hub_plans").selectAll().where("order_id", "=", orderId).executeTakeFirst();
  return { startDate: row?.start_date ?? null, done: new Set<string>(row ? (JSON.parse(row.done_items) as string[]) : []) };
}

async function hubReport(deps: Deps, order: OrderRow): Promise<HubReport | null> {
  const row = order.assessment_id === null ? undefined : await findAssessmentById(deps.db, Number(order.assessment_id));
  if (!row) return null;
  const assessment = presentAssessment(row);
  const inForce = deps.inForce(new Date(order.paid_at));
  const report = await findReportSummaryByOrder(deps.db, order.id);
  const plan = await planRow(deps, order.id);
  const offices = officialLinks(assessment, inForce);
  return {
    orderId: order.id,
    assessmentId: assessment.id,
    country: assessment.preferred_country,
    city: assessment.preferred_city,
    score: assessment.overall_score,
    paidAt: order.paid_at,
    hubAccessUntil: hubAccessEnd(new Date(order.paid_at)).toISOString(),
    report: { ready: Boolean(report), pageCount: report?.page_count ?? null },
    plan: { startDate: plan.startDate, items: planItems(buyerTimeline(assessment, inForce), plan.startDate, plan.done) },
    officialLinks: offices.links,
    officialGaps: offices.gaps,
    ...(await editionsAndChanges(deps, order, report ? { madeOn: report.created_at, pageCount: report.page_count, score: assessment.overall_score } : null)),
  };
}

/** The report's editions (1 is the one bought), what changed since the latest, and whether an update may be asked for. */
async function editionsAndChanges(
  deps: Deps,
  order: OrderRow,
  first: { madeOn: string; pageCount: number; score: number } | null,
): Promise<Pick<HubReport, "changes" | "editions" | "canUpdate">> {
  const later = await editionsOf(deps.db, order.id);
  const editions: HubEdition[] = [
    ...(first ? [{ edition: 1, status: "ready" as const, madeOn: first.madeOn, pageCount: Number(first.pageCount), score: first.score }] : []),
    ...later.map((edition) => ({ edition: edition.edition, status: edition.status, madeOn: edition.completedAt, pageCount: edition.pageCount, score: edition.score })),
  ];
  const changes = await changesInWords(deps, order.id);
  const waiting = later.some((edition) => edition.status === "pending" || edition.status === "rendering");
  return { changes, editions, canUpdate: Boolean(first) && changes.length > 0 && !waiting };
}

/** Asks for an updated edition of the order's report: 202 with the hub's view, or 409 when up to date or one is being made. */
export async function askForEdition(deps: Deps & Pick<Services, "editionWorker">, session: BuyerSession, orderId: string): Promise<HubReport> {
  const order = await sessionOrder(deps, session, orderId);
  const view = await hubReport(deps, order);
  if (!view?.report.ready) throw new AppError(409, HUB_MESSAGES.upToDate);
  if (view.changes.length === 0) throw new AppError(409, HUB_MESSAGES.upToDate);
  // Under the order's lock: refused (null) while an edition is waiting or being made.
  const asked = await whileHeld(deps, order.id, (trx) => requestEdition(trx, order.id, deps.clock.now()));
  if (asked === null) throw new AppError(409, HUB_MESSAGES.editionWaiting);
  deps.editionWorker.wake();
  const after = await hubReport(deps, order);
  if (!after) throw new AppError(404, HUB_MESSAGES.notInHub);
  return after;
}

/** An edition's PDF: 1 is the report bought, later ones the updated editions; 404 when it is not ready. */
export async function editionDownload(deps: Deps, session: BuyerSession, orderId: string, edition: number): Promise<{ pdf: Buffer; fileName: string }> {
  const order = await sessionOrder(deps, session, orderId);
  const bought = async () => {
    const row = await findReportPdfByOrder(deps.db, order.id);
    return row && { pdf: Buffer.from(row.pdf), fileName: row.file_name };
  };
  const found = edition === 1 ? await bought() : await editionPdf(deps.db, order.id, edition);
  if (!found) throw new AppError(404, HUB_MESSAGES.noSuchEdition);
  return found;
}

/** What changed since the order's report, in the buyer's words: important changes first, then the newest first. */
async function changesInWords(deps: Deps, orderId: string): Promise<HubFactChange[]> {
  const catalogue = factsInForce(deps.inForce(deps.clock.now()));
  const changes = await changesForOrder(deps.db, orderId);
  return changes
    .sort((a, b) => Number(b.important) - Number(a.important) || b.since.localeCompare(a.since) || a.factId.localeCompare(b.factId))
    .map((change) => ({ what: factInWords(change.factId, catalogue), was: change.oldValue, now: change.newValue, since: change.since, source: change.source, important: change.important }));
}

/** "j***@example.com": enough for the buyer to recognise, not the address itself. */
const maskEmail = (email: string) => email.replace(/^(.)[^@]*/, "$1***");

export const SIGNED_OUT: BuyerHub = { signedIn: false, email: null, reports: [] };

export async function buyerHub(deps: Deps, session: BuyerSession): Promise<BuyerHub> {
  const orders = await sessionOrders(deps, session);
  const reports = (await Promise.all(orders.map((order) => hubReport(deps, order)))).filter((report): report is HubReport => report !== null);
  const email = session.email ?? orders.find((order) => order.customer_email)?.customer_email ?? null;
  return { signedIn: true, email: email ? maskEmail(email) : null, reports };
}

/** The customer orders bought with an address whose data is held and whose hub access lasts. */
async function ordersOfAddress(deps: Deps, email: string): Promise<OrderRow[]> {
  const now = deps.clock.now();
  const rows = await liveOrders(deps).where(sql<string>`lower(customer_email)`, "=", normaliseEmail(email)).execute();
  return rows.filter((order) => withinHubAccess(order, now));
}

/**
 * E-mails a one-time sign-in link when the address bought a report whose hub is open, at most SIGN_IN_LINK_LIMIT an
 * hour. The route answers before this runs (hub.routes.ts), the same words at the same speed whatever the address,
 * so neither the answer nor its timing tells whether an address is a customer's.
 */
export async function sendSignInLink(deps: Deps, email: string): Promise<void> {
  const address = normaliseEmail(email);
  const orders = await ordersOfAddress(deps, address);
  if (orders.length === 0) return;
  const key = signInCounterKey(address);
  const sends = await deps.limits.count(key, SIGN_IN_LINK_LIMIT.windowMs);
  if (sends.count > SIGN_IN_LINK_LIMIT.max) return;
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    const link = await issueSignInLink(trx, address, now);
    const url = `${deps.config.publicUrl}${BUYER_HUB_PATH}/sign-in#token=${link.token}`;
    const to = orders[0]?.customer_email ?? address;
    await enqueueMail(trx, { dedupeKey: `${key}:${now.getTime()}`, orderId: null, to, ...hubSignInEmail({ signInUrl: url, minutes: SIGN_IN_LINK_MINUTES }) }, now);
  });
  deps.mailSender.wake();
}

/**
 * Spends a sign-in link for a session opening the orders bought with its address before the link was sent (the
 * address is proven for those), until the last of their hub access ends. The orders are locked while the session is
 * written, so a sign-in racing the buyer's erase never links an erased order.
 */
export async function signInWithLink(deps: Deps, token: string): Promise<{ token: string; session: BuyerSession }> {
  const now = deps.clock.now();
  const use = await useSignInLink(deps.db, token, now);
  if (use.kind === "unknown") throw new AppError(404, HUB_MESSAGES.linkUnknown);
  if (use.kind === "used") throw new AppError(410, HUB_MESSAGES.linkUsed);
  if (use.kind === "expired") throw new AppError(410, HUB_MESSAGES.linkExpired);
  const orders = (await ordersOfAddress(deps, use.email)).filter((order) => order.paid_at <= timestamp(use.sentAt));
  return deps.db.transaction().execute(async (trx) => {
    const held = await lockHeldOrderIds(trx, orders.map((order) => order.id));
    const proven = orders.filter((order) => held.has(order.id));
    if (proven.length === 0) throw new AppError(404, HUB_MESSAGES.linkUnknown);
    const until = Math.max(...proven.map((order) => hubAccessEnd(new Date(order.paid_at)).getTime()));
    return createBuyerSession(trx, { orderIds: proven.map((order) => order.id), email: use.email, expiresAt: new Date(until) }, now);
  });
}

/** A fresh 7-day download link for a report in the hub, counted with re-sends (the same rules). */
export async function hubDownloadLink(deps: Deps, session: BuyerSession, orderId: string): Promise<{ downloadUrl: string; expiresAt: string }> {
  const order = await sessionOrder(deps, session, orderId);
  if (!(await findReportSummaryByOrder(deps.db, order.id))) throw new AppError(409, "Your report is still being generated. Please try again in a minute.");
  await countNewLink(deps, order.id);
  const link = await whileHeld(deps, order.id, (trx) => issueDownloadToken(trx, { orderId: order.id, assessmentId: Number(order.assessment_id), channel: "hub" }, deps.clock.now()));
  return { downloadUrl: downloadUrl(deps.config.publicUrl, link.token), expiresAt: link.expiresAt.toISOString() };
}

/**
 * Runs a hub write for an order in a transaction that first locks the order's row (as erase does), and only while
 * its data is held: a write racing the buyer's erase waits for it, then finds the
 * order erased (404) instead of leaving a row behind.
 */
async function whileHeld<T>(deps: Deps, orderId: string, write: (trx: Transaction<DatabaseSchema>) => Promise<T>): Promise<T> {
  return deps.db.transaction().execute(async (trx) => {
    if ((await lockHeldOrders(trx, [orderId])) !== 1) throw new AppError(404, HUB_MESSAGES.notInHub);
    return write(trx);
  });
}

async function savePlan(deps: Deps, orderId: string, plan: { startDate: string | null; done: ReadonlySet<string> }): Promise<void> {
  const values = { start_date: plan.startDate, done_items: JSON.stringify([...plan.done].sort()), updated_at: timestamp(deps.clock.now()) };
  await whileHeld(deps, orderId, (trx) =>
    trx
      .insertInto("hub_plans")
      .values({ order_id: orderId, ...values })
      .onConflict((conflict) => conflict.column("order_id").doUpdateSet(values))
      .execute(),
  );
}

export async function setPlanStart(deps: Deps, session: BuyerSession, orderId: string, startDate: string): Promise<HubReport> {
  const order = await sessionOrder(deps, session, orderId);
  const plan = await planRow(deps, order.id);
  await savePlan(deps, order.id, { startDate, done: plan.done });
  return (await hubReport(deps, order)) as HubReport;
}

/** Ticks or unticks one step (a plan without a start date keeps its ticks until one is chosen). */
export async function setStepDone(deps: Deps, session: BuyerSession, orderId: string, itemId: string, done: boolean): Promise<HubReport> {
  const order = await sessionOrder(deps, session, orderId);
  const current = await hubReport(deps, order);
  if (!current?.plan.items.some((item) => item.id === itemId)) throw new AppError(404, HUB_MESSAGES.unknownItem);
  const plan = await planRow(deps, order.id);
  if (done) plan.done.add(itemId);
  else plan.done.delete(itemId);
  await savePlan(deps, order.id, { startDate: plan.startDate, done: plan.done });
  return (await hubReport(deps, order)) as HubReport;
}

export async function planIcs(deps: Deps, session: BuyerSession, orderId: string): Promise<{ ics: string; fileName: string }> {
  const order = await sessionOrder(deps, session, orderId);
  const report = await hubReport(deps, order);
  if (!report?.plan.startDate) throw new AppError(409, HUB_MESSAGES.noStartDate);
  const place = report.city ? `${report.city}, ${report.country}` : report.country;
  const slug = place.toLowerCase().normalize("NFD").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
  return { ics: planCalendar({ orderId: order.id, place, items: report.plan.items, now: deps.clock.now(), hubUrl: `${deps.config.publicUrl}${BUYER_HUB_PATH}` }), fileName: `newshores-plan-${slug}.ics` };
}
