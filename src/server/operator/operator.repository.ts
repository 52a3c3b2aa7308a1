/** All SQL about operator sessions, failed sign-in attempts and the audit log. */
import { randomBytes } from "node:crypto";
import type { Selectable } from "kysely";
import type { Executor } from "@server/db/database";
import { timestamp } from "@server/db/dialect";
import type { OperatorAuditTable, OperatorSessionTable } from "@server/db/schema";

export type OperatorSessionRow = Selectable<OperatorSessionTable>;
export type AuditRow = Selectable<OperatorAuditTable>;

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

export async function insertSession(executor: Executor, session: OperatorSessionRow): Promise<void> {
  await executor.insertInto("operator_sessions").values(session).execute();
}

/** The live session whose token hashes to `tokenHash`, or undefined (unknown or expired). */
export async function findLiveSession(executor: Executor, tokenHash: string, now: Date): Promise<OperatorSessionRow | undefined> {
  return executor
    .selectFrom("operator_sessions")
    .selectAll()
    .where("token_hash", "=", tokenHash)
    .where("expires_at", ">", timestamp(now))
    .executeTakeFirst();
}

export async function deleteSession(executor: Executor, tokenHash: string): Promise<void> {
  await executor.deleteFrom("operator_sessions").where("token_hash", "=", tokenHash).execute();
}

export async function deleteExpiredSessions(executor: Executor, now: Date): Promise<void> {
  await executor.deleteFrom("operator_sessions").where("expires_at", "<=", timestamp(now)).execute();
}

/** Records one sign-in attempt as failed until proven otherwise; returns its id (deleted on success). */
export async function recordLoginAttempt(executor: Executor, client: string, now: Date): Promise<string> {
  const id = newId("att");
  await executor.insertInto("operator_login_failures").values({ id, client, failed_at: timestamp(now) }).execute();
  return id;
}

export async function forgetLoginAttempt(executor: Executor, id: string): Promise<void> {
  await executor.deleteFrom("operator_login_failures").where("id", "=", id).execute();
}

/** Attempts of a client since `since`, oldest first (its time says when the window frees a slot). */
export async function loginAttemptsSince(executor: Executor, client: string, since: Date): Promise<string[]> {
  const rows = await executor
    .selectFrom("operator_login_failures")
    .select("failed_at")
    .where("client", "=", client)
    .where("failed_at", ">", timestamp(since))
    .orderBy("failed_at")
    .execute();
  return rows.map((row) => row.failed_at);
}

export async function deleteLoginAttemptsBefore(executor: Executor, before: Date): Promise<void> {
  await executor.deleteFrom("operator_login_failures").where("failed_at", "<=", timestamp(before)).execute();
}

export type AuditEvent = { sessionId: string | null; action: string; detail: string | null; statusCode: number | null; client: string | null };

export async function insertAudit(executor: Executor, event: AuditEvent, now: Date): Promise<void> {
  await executor
    .insertInto("operator_audit_log")
    .values({
      id: newId("aud"),
      session_id: event.sessionId,
      action: event.action.slice(0, 200),
      detail: event.detail?.slice(0, 500) ?? null,
      status_code: event.statusCode,
      client: event.client,
      created_at: timestamp(now),
    })
    .execute();
}

export async function recentAudit(executor: Executor, limit: number): Promise<AuditRow[]> {
  return executor.selectFrom("operator_audit_log").selectAll().orderBy("created_at", "desc").orderBy("id").limit(limit).execute();
}
