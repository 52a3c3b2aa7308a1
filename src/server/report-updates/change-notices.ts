/**
 * The buyer is told (issue 31): one e-mail per address per batch of changes found since their reports, at most one
 * a week, and at once when a change is important (a fee, an emergency number, a route for them). Never to an
 * address that unsubscribed; the unsubscribe link works without signing in (a token made from the order id with
 * the app secret) and is also the message's List-Unsubscribe header, one click (RFC 8058).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { BUYER_HUB_PATH } from "@shared/routes";
import type { Clock } from "@server/clock";
import type { Database } from "@server/db/database";
import { AppError } from "@server/http/errors";
import { enqueueMail } from "@server/mail/mail.repository";
import { reportChangesEmail, type ChangeLine } from "@server/mail/report-emails";
import { lockHeldOrderIds } from "@server/payments/orders.repository";
// The same address key erase deletes by (buyer-data.ts), so an erased buyer's choice goes with them.
import { normaliseEmail } from "@server/hub/buyer-sessions";
import { factsInForce, type InForce } from "@server/in-force";
import { liveSince } from "./compare-live-reports";
import { factInWords } from "./fact-words";

export const NOTICE_EVERY_MS = 7 * 24 * 60 * 60 * 1000;
export const UNSUBSCRIBE_PATH = "/api/report-updates/unsubscribe";
export const UNSUBSCRIBE_MESSAGES = {
  done: "You will get no more e-mails about changes to your NewShores reports. Your hub still lists them.",
  unknown: "This unsubscribe link is not valid. Check that you copied the whole link.",
} as const;

const tokenFor = (appSecret: string, orderId: string) => createHmac("sha256", appSecret).update(`report-updates-unsubscribe:${orderId}`).digest("base64url");

export function unsubscribeUrl(publicUrl: string, appSecret: string, orderId: string): string {
  return `${publicUrl}${UNSUBSCRIBE_PATH}?order=${encodeURIComponent(orderId)}&token=${tokenFor(appSecret, orderId)}`;
}

/** Stores the choice for the order's address; 404 for a link that was not made here (or an erased order's). */
export async function unsubscribe(deps: { db: Database; clock: Clock; appSecret: string }, orderId: string, token: string): Promise<void> {
  const expected = Buffer.from(tokenFor(deps.appSecret, orderId));
  const given = Buffer.from(token);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new AppError(404, UNSUBSCRIBE_MESSAGES.unknown);
  const order = await deps.db.selectFrom("orders").select("customer_email").where("id", "=", orderId).where("erased_at", "is", null).executeTakeFirst();
  if (!order?.customer_email) throw new AppError(404, UNSUBSCRIBE_MESSAGES.unknown);
  const email = normaliseEmail(order.customer_email);
  const at = deps.clock.now().toISOString();
  await deps.db
    .insertInto("report_update_notices")
    .values({ email, last_notified_at: null, unsubscribed_at: at })
    .onConflict((oc) => oc.column("email").doUpdateSet({ unsubscribed_at: at }))
    .execute();
}

type Deps = { db: Database; clock: Clock; inForce: (on: Date) => InForce; publicUrl: string; appSecret: string };

/** Queues the e-mails due now; answers how many addresses were told. */
export async function sendChangeNotices(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  const pending = await deps.db
    .selectFrom("report_fact_changes as c")
    .innerJoin("orders as o", "o.id", "c.order_id")
    .innerJoin("assessments as a", "a.id", "o.assessment_id")
    .select(["c.order_id", "c.fact_id", "c.old_value", "c.new_value", "c.since", "c.important", "o.customer_email", "a.preferred_country"])
    .where("c.notified_at", "is", null)
    .where("o.customer_email", "is not", null)
    .where("o.erased_at", "is", null)
    .where("o.purpose", "=", "customer")
    .where("o.status", "=", "paid")
    .where("o.paid_at", ">=", liveSince(now).toISOString())
    .execute();
  const byAddress = new Map<string, typeof pending>();
  for (const row of pending) {
    const email = normaliseEmail(row.customer_email as string);
    byAddress.set(email, [...(byAddress.get(email) ?? []), row]);
  }
  if (byAddress.size === 0) return 0;
  const notices = await deps.db.selectFrom("report_update_notices").selectAll().where("email", "in", [...byAddress.keys()]).execute();
  const catalogue = factsInForce(deps.inForce(now));
  let told = 0;
  for (const [email, rows] of byAddress) {
    const notice = notices.find((row) => row.email === email);
    if (notice?.unsubscribed_at) continue;
    const important = rows.some((row) => Number(row.important) === 1);
    const recently = notice?.last_notified_at && now.getTime() - Date.parse(notice.last_notified_at) < NOTICE_EVERY_MS;
    if (recently && !important) continue;
    const sent = await deps.db.transaction().execute(async (trx) => {
      // Every write about an order takes its lock and runs only while its data is held (an erase then waits or wins).
      const held = await lockHeldOrderIds(trx, [...new Set(rows.map((row) => row.order_id))]);
      if (held.size === 0) return false;
      // Marked first: another instance telling the same address at the same time finds them marked and sends nothing.
      const marked = await trx
        .updateTable("report_fact_changes")
        .set({ notified_at: now.toISOString() })
        .where("order_id", "in", [...held])
        .where("notified_at", "is", null)
        .returning(["order_id", "fact_id", "new_fingerprint"])
        .execute();
      const key = (row: { order_id: string; fact_id: string; new_fingerprint?: string }) => `${row.order_id}/${row.fact_id}`;
      const markedKeys = new Set(marked.map(key));
      const lines: ChangeLine[] = rows
        .filter((row) => markedKeys.has(key(row)))
        .map((row) => ({ country: row.preferred_country, what: factInWords(row.fact_id, catalogue), was: row.old_value, now: row.new_value, since: row.since, important: Number(row.important) === 1 }));
      if (lines.length === 0) return false;
      const unsubscribe = unsubscribeUrl(deps.publicUrl, deps.appSecret, [...held][0] as string);
      const mail = reportChangesEmail({ changes: lines, buyerHubUrl: `${deps.publicUrl}${BUYER_HUB_PATH}`, unsubscribeUrl: unsubscribe });
      await enqueueMail(trx, { dedupeKey: `report-changes:${email}:${now.toISOString()}`, orderId: null, to: rows[0]?.customer_email as string, ...mail, unsubscribeUrl: unsubscribe }, now);
      await trx
        .insertInto("report_update_notices")
        .values({ email, last_notified_at: now.toISOString(), unsubscribed_at: null })
        .onConflict((oc) => oc.column("email").doUpdateSet({ last_notified_at: now.toISOString() }))
        .execute();
      return true;
    });
    if (sent) told += 1;
  }
  return told;
}
