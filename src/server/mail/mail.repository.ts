/**
 * All SQL about queued e-mail. A message is stored before it is sent (in the caller's transaction), and
 * a sender claims it with a lease, so an SMTP outage delays mail but never loses it and two senders never
 * send the same message.
 */
import { randomBytes } from "node:crypto";
import type { Selectable } from "kysely";
import type { Database, Executor } from "@server/db/database";
import { timestamp } from "@server/db/dialect";
import type { MailMessageTable } from "@server/db/schema";

export type MailRow = Selectable<MailMessageTable>;
export type NewMail = { dedupeKey: string; to: string; subject: string; text: string; html: string };

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
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
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

/**
 * Claims up to `limit` due messages. Each claim is a compare-and-set on the message's previous lease, so
 * of two senders racing for one message exactly one wins it.
 */
export async function claimDueMail(db: Database, now: Date, leaseMs: number, limit: number): Promise<MailRow[]> {
  const at = timestamp(now);
  const due = await db
    .selectFrom("mail_messages")
    .selectAll()
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", at)
    .where((w) => w.or([w("lease_until", "is", null), w("lease_until", "<", at)]))
    .orderBy("next_attempt_at")
    .limit(limit)
    .execute();
  const claimed: MailRow[] = [];
  const leaseUntil = timestamp(new Date(now.getTime() + leaseMs));
  for (const row of due) {
    const result = await db
      .updateTable("mail_messages")
      .set({ lease_until: leaseUntil })
      .where("id", "=", row.id)
      .where("status", "=", "pending")
      .where((w) => (row.lease_until === null ? w("lease_until", "is", null) : w("lease_until", "=", row.lease_until)))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) claimed.push({ ...row, lease_until: leaseUntil });
  }
  return claimed;
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
