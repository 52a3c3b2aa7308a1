/**
 * All SQL about queued e-mail. A message is stored before it is sent (in the caller's transaction), and
 * a sender claims it with a lease, so an SMTP outage delays mail but never loses it and two senders never
 * send the same message.
 */
import { randomBytes } from "node:crypto";
import { sql, type Selectable } from "kysely";
import { lockIfHeld } from "@server/payments/orders.repository";
import type { Database, Executor } from "@server/db/database";
import { timestamp } from "@server/db/dialect";
import type { MailMessageTable } from "@server/db/schema";

export type MailRow = Selectable<MailMessageTable>;
/** `orderId`: the order the message is about (the sender sends it only while that order's data is held); null for one about an address. */
export type NewMail = { dedupeKey: string; orderId: string | null; to: string; subject: string; text: string; html: string; unsubscribeUrl?: string };

export type RetryPolicy = { baseMs: number; maxMs: number; maxAttempts: number };
/** 30 s, 1 min, 2 min ... capped at 30 min; failed for good after 12 attempts (about 4 hours). */
export const MAIL_RETRY: RetryPolicy = { baseMs: 30_000, maxMs: 30 * 60_000, maxAttempts: 12 };

/** Queues a message; a second call with the same dedupe key changes nothing (created: false). */
export async function enqueueMail(executor: Executor, mail: NewMail, now: Date): Promise<{ created: boolean }> {
  const result = await executor
    .insertInto("mail_messages")
    .values({
      id: `mail_${randomBytes(12).toString("hex")}`,
      dedupe_key: mail.dedupeKey,
      order_id: mail.orderId,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      list_unsubscribe: mail.unsubscribeUrl ?? null,
      status: "pending",
      next_attempt_at: timestamp(now),
      lease_until: null,
      last_error: null,
      message_id: null,
      created_at: timestamp(now),
      sent_at: null,
    })
    .onConflict((oc) => oc.column("dedupe_key").doNothing())
    .executeTakeFirst();
  return { created: Number(result.numInsertedOrUpdatedRows ?? 0) === 1 };
}

/** The ids of up to `limit` messages due now, oldest first (each is claimed on its own, just before it is sent). */
export async function dueMailIds(db: Database, now: Date, limit: number): Promise<string[]> {
  const at = timestamp(now);
  const due = await db
    .selectFrom("mail_messages")
    .select("id")
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", at)
    .where((w) => w.or([w("lease_until", "is", null), w("lease_until", "<", at)]))
    .orderBy("next_attempt_at")
    .limit(limit)
    .execute();
  return due.map((row) => row.id);
}

/**
 * Claims one due message for `leaseMs`, or answers undefined when another sender has it or it is no longer due.
 * The claim is a compare-and-set on the message's previous lease, so of two senders racing for one message exactly
 * one wins it. A message about an order is claimed under that order's lock and only while its data is held (as every
 * write about an order is): one whose buyer erased their data is deleted, never sent. The buyer's erase waits for a
 * claimed message to be sent (buyer-data.ts), so nothing goes out after it.
 */
export async function claimMail(db: Database, id: string, now: Date, leaseMs: number): Promise<MailRow | undefined> {
  const at = timestamp(now);
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("mail_messages").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row || row.status !== "pending" || row.next_attempt_at > at || (row.lease_until !== null && row.lease_until >= at)) return undefined;
    if (row.order_id !== null && !(await lockIfHeld(trx, row.order_id))) {
      await trx.deleteFrom("mail_messages").where("id", "=", id).execute();
      return undefined;
    }
    const leaseUntil = timestamp(new Date(now.getTime() + leaseMs));
    const result = await trx
      .updateTable("mail_messages")
      .set({ lease_until: leaseUntil })
      .where("id", "=", row.id)
      .where("status", "=", "pending")
      .where((w) => (row.lease_until === null ? w("lease_until", "is", null) : w("lease_until", "=", row.lease_until)))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1 ? { ...row, lease_until: leaseUntil } : undefined;
  });
}

/**
 * Locks the e-mails about these orders or to these addresses (a write that changes nothing, as lockHeldOrderIds) and
 * answers how many a sender has claimed and is sending right now (pending, lease not yet ended).
 */
export async function lockMailInFlight(executor: Executor, about: { orderIds: readonly string[]; addresses: readonly string[] }, now: Date): Promise<number> {
  if (about.orderIds.length === 0 && about.addresses.length === 0) return 0;
  const rows = await executor
    .updateTable("mail_messages")
    .set((eb) => ({ lease_until: eb.ref("lease_until") }))
    .where((eb) =>
      eb.or([
        ...(about.orderIds.length > 0 ? [eb("order_id", "in", [...about.orderIds])] : []),
        ...(about.addresses.length > 0 ? [eb(sql<string>`lower(to_address)`, "in", [...about.addresses])] : []),
      ]),
    )
    .returning(["status", "lease_until"])
    .execute();
  const at = timestamp(now);
  return rows.filter((row) => row.status === "pending" && row.lease_until !== null && row.lease_until >= at).length;
}

export async function markMailSent(db: Database, id: string, messageId: string, now: Date): Promise<void> {
  await db
    .updateTable("mail_messages")
    .set((eb) => ({ status: "sent", message_id: messageId, sent_at: timestamp(now), lease_until: null, attempts: eb("attempts", "+", 1) }))
    .where("id", "=", id)
    .execute();
}

/** Records a failed send: retried after a growing delay, or failed for good after the maximum. */
export async function markMailAttemptFailed(db: Database, row: MailRow, error: string, now: Date, policy: RetryPolicy = MAIL_RETRY): Promise<"pending" | "failed"> {
  const attempts = row.attempts + 1;
  const final = attempts >= policy.maxAttempts;
  const delay = Math.min(policy.maxMs, policy.baseMs * 2 ** (attempts - 1));
  await db
    .updateTable("mail_messages")
    .set({
      status: final ? "failed" : "pending",
      attempts,
      last_error: error.slice(0, 500),
      lease_until: null,
      next_attempt_at: timestamp(new Date(now.getTime() + delay)),
    })
    .where("id", "=", row.id)
    .execute();
  return final ? "failed" : "pending";
}

export async function countPendingMail(db: Database): Promise<number> {
  const row = await db
    .selectFrom("mail_messages")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("status", "=", "pending")
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
