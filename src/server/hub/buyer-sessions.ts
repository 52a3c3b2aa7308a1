/**
 * The buyer's proof of purchase (issue 20.4; no accounts, no passwords): an HttpOnly cookie whose token's hash is a
 * `buyer_sessions` row. The buying browser gets one at purchase; any other device gets one from a one-time sign-in
 * link e-mailed to the purchase address. A session covers its order and every order bought with its address.
 * An assessment id alone never opens the buyer's hub.
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

export type BuyerSession = { id: string; orderId: string | null; email: string | null; expiresAt: Date };

/** Purchase addresses compare without case or surrounding spaces. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The shared limit counter of sign-in links e-mailed to an address: keyed by its hash, never the address. */
export const signInCounterKey = (email: string) => `hub-sign-in:${createHash("sha256").update(normaliseEmail(email)).digest("hex")}`;

const newToken = () => randomBytes(32).toString("base64url");

export async function createBuyerSession(
  executor: Executor,
  grant: { orderId: string | null; email: string | null; expiresAt: Date },
  now: Date,
): Promise<{ token: string; session: BuyerSession }> {
  const token = newToken();
  const id = randomUUID();
  const email = grant.email ? normaliseEmail(grant.email) : null;
  await executor
    .insertInto("buyer_sessions")
    .values({ id, token_hash: hashToken(token), order_id: grant.orderId, customer_email: email, created_at: timestamp(now), expires_at: timestamp(grant.expiresAt) })
    .execute();
  return { token, session: { id, orderId: grant.orderId, email, expiresAt: grant.expiresAt } };
}

/** The live session a cookie's token stands for, if any. */
export async function findBuyerSession(executor: Executor, token: string | undefined, now: Date): Promise<BuyerSession | undefined> {
  if (!token || !isWellFormedToken(token)) return undefined;
  const row = await executor.selectFrom("buyer_sessions").selectAll().where("token_hash", "=", hashToken(token)).executeTakeFirst();
  if (!row || row.expires_at <= timestamp(now)) return undefined;
  return { id: row.id, orderId: row.order_id, email: row.customer_email, expiresAt: new Date(row.expires_at) };
}

export async function endBuyerSession(executor: Executor, id: string): Promise<void> {
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

export type SignInLinkUse = { kind: "valid"; email: string } | { kind: "unknown" } | { kind: "used" } | { kind: "expired" };

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
  return Number(spent.numUpdatedRows) === 1 ? { kind: "valid", email: row.customer_email } : { kind: "used" };
}
