/**
 * The buyer's proof of purchase (issue 20.4, 27.1; no accounts, no passwords): an HttpOnly cookie whose token's hash
 * is a `buyer_sessions` row, opening the orders listed for it in `buyer_session_orders` and nothing else. The buying
 * browser's session holds the order it paid for (and each later one it pays for). A session from a one-time sign-in
 * link e-mailed to a purchase address holds that address's orders bought before the link was sent: the address is
 * proven by reading the e-mail, never by typing it at checkout. An assessment id alone never opens the buyer's hub.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "@server/config";
import type { Executor } from "@server/db/database";
import { timestamp } from "@server/db/dialect";
import { hashToken, isWellFormedToken } from "@server/reports/download-tokens";

export const BUYER_COOKIE = "ns_buyer";
export const BUYER_COOKIE_PATH = "/api/hub";
/** How long an e-mailed sign-in link works, and only once. */
export const SIGN_IN_LINK_MINUTES = 60;

/** A live hub session: `email` is the address it proved by a sign-in link, null for the buying browser's session. */
export type BuyerSession = { id: string; email: string | null; expiresAt: Date };

/** Purchase addresses compare without case or surrounding spaces. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The shared limit counter of sign-in links e-mailed to an address: keyed by its hash, never the address. */
export const signInCounterKey = (email: string) => `hub-sign-in:${createHash("sha256").update(normaliseEmail(email)).digest("hex")}`;

const newToken = () => randomBytes(32).toString("base64url");

/** A new session opening these orders (at least one), with the address it proved, if any. */
export async function createBuyerSession(
  executor: Executor,
  grant: { orderIds: readonly string[]; email: string | null; expiresAt: Date },
  now: Date,
): Promise<{ token: string; session: BuyerSession }> {
  const token = newToken();
  const id = randomUUID();
  const email = grant.email ? normaliseEmail(grant.email) : null;
  await executor
    .insertInto("buyer_sessions")
    .values({ id, token_hash: hashToken(token), customer_email: email, created_at: timestamp(now), expires_at: timestamp(grant.expiresAt) })
    .execute();
  await addSessionOrders(executor, id, grant.orderIds);
  return { token, session: { id, email, expiresAt: grant.expiresAt } };
}

/** Adds orders to a session (a later purchase in the same browser), and lets it last as long as the latest access. */
export async function extendBuyerSession(executor: Executor, session: BuyerSession, orderId: string, expiresAt: Date): Promise<BuyerSession> {
  await addSessionOrders(executor, session.id, [orderId]);
  if (expiresAt <= session.expiresAt) return session;
  await executor.updateTable("buyer_sessions").set({ expires_at: timestamp(expiresAt) }).where("id", "=", session.id).execute();
  return { ...session, expiresAt };
}

async function addSessionOrders(executor: Executor, sessionId: string, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length === 0) return;
  await executor
    .insertInto("buyer_session_orders")
    .values(orderIds.map((orderId) => ({ session_id: sessionId, order_id: orderId })))
    .onConflict((conflict) => conflict.columns(["session_id", "order_id"]).doNothing())
    .execute();
}

/** The live session a cookie's token stands for, if any. */
export async function findBuyerSession(executor: Executor, token: string | undefined, now: Date): Promise<BuyerSession | undefined> {
  if (!token || !isWellFormedToken(token)) return undefined;
  const row = await executor.selectFrom("buyer_sessions").selectAll().where("token_hash", "=", hashToken(token)).executeTakeFirst();
  if (!row || row.expires_at <= timestamp(now)) return undefined;
  return { id: row.id, email: row.customer_email, expiresAt: new Date(row.expires_at) };
}

/** The ids of the orders a session opens (whatever their state: the hub filters them). */
export async function sessionOrderIds(executor: Executor, sessionId: string): Promise<string[]> {
  const rows = await executor.selectFrom("buyer_session_orders").select("order_id").where("session_id", "=", sessionId).execute();
  return rows.map((row) => row.order_id);
}

export async function endBuyerSession(executor: Executor, id: string): Promise<void> {
  await executor.deleteFrom("buyer_session_orders").where("session_id", "=", id).execute();
  await executor.deleteFrom("buyer_sessions").where("id", "=", id).execute();
}

export function setBuyerCookie(reply: FastifyReply, config: Config, token: string, expiresAt: Date): void {
  reply.setCookie(BUYER_COOKIE, token, { path: BUYER_COOKIE_PATH, httpOnly: true, sameSite: "strict", secure: config.publicUrl.startsWith("https://"), expires: expiresAt });
}

export function clearBuyerCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(BUYER_COOKIE, { path: BUYER_COOKIE_PATH, httpOnly: true, sameSite: "strict", secure: config.publicUrl.startsWith("https://") });
}

export const buyerCookieToken = (request: FastifyRequest): string | undefined => request.cookies[BUYER_COOKIE];

/** A one-time sign-in link's token for a purchase address, valid SIGN_IN_LINK_MINUTES. */
export async function issueSignInLink(executor: Executor, email: string, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SIGN_IN_LINK_MINUTES * 60_000);
  await executor
    .insertInto("hub_sign_in_links")
    .values({ token_hash: hashToken(token), customer_email: normaliseEmail(email), created_at: timestamp(now), expires_at: timestamp(expiresAt), used_at: null })
    .execute();
  return { token, expiresAt };
}

/** A valid use names the address the link proved and when the link was sent (the orders it covers were bought by then). */
export type SignInLinkUse = { kind: "valid"; email: string; sentAt: Date } | { kind: "unknown" } | { kind: "used" } | { kind: "expired" };

/** Spends a sign-in link: valid once, before it expires; the same token never signs in twice. */
export async function useSignInLink(executor: Executor, token: string, now: Date): Promise<SignInLinkUse> {
  if (!isWellFormedToken(token)) return { kind: "unknown" };
  const hash = hashToken(token);
  const row = await executor.selectFrom("hub_sign_in_links").selectAll().where("token_hash", "=", hash).executeTakeFirst();
  if (!row) return { kind: "unknown" };
  if (row.used_at) return { kind: "used" };
  if (row.expires_at <= timestamp(now)) return { kind: "expired" };
  // Only the first of two racing uses updates the row.
  const spent = await executor.updateTable("hub_sign_in_links").set({ used_at: timestamp(now) }).where("token_hash", "=", hash).where("used_at", "is", null).executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1 ? { kind: "valid", email: row.customer_email, sentAt: new Date(row.created_at) } : { kind: "used" };
}
