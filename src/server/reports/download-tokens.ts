/**
 * Download tokens (decisions.md, Identifiers): 256 bits from a CSPRNG, URL-safe, stored only as their
 * SHA-256, valid 7 days from issue. Each delivery gets its own token (the buying browser, each e-mail),
 * so a link can be re-sent without reviving an old one.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Selectable } from "kysely";
import { DOWNLOAD_LINK_DAYS } from "@shared/contracts/reports";
import type { Executor } from "@server/db/database";
import { timestamp } from "@server/db/dialect";
import type { DownloadTokenTable, TokenChannel } from "@server/db/schema";

export type DownloadTokenRow = Selectable<DownloadTokenTable>;
const DAY_MS = 24 * 60 * 60 * 1000;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A well-formed token: 43 base64url characters (32 bytes). Anything else is not looked up. */
export const isWellFormedToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

export async function issueDownloadToken(
  executor: Executor,
  grant: { orderId: string; assessmentId: number; channel: TokenChannel },
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + DOWNLOAD_LINK_DAYS * DAY_MS);
  await executor
    .insertInto("download_tokens")
    .values({
      token_hash: hashToken(token),
      order_id: grant.orderId,
      assessment_id: grant.assessmentId,
      channel: grant.channel,
      expires_at: timestamp(expiresAt),
      created_at: timestamp(now),
    })
    .execute();
  return { token, expiresAt };
}

export async function findDownloadToken(executor: Executor, token: string): Promise<DownloadTokenRow | undefined> {
  if (!isWellFormedToken(token)) return undefined;
  return executor.selectFrom("download_tokens").selectAll().where("token_hash", "=", hashToken(token)).executeTakeFirst();
}

export const isExpired = (row: Pick<DownloadTokenRow, "expires_at">, now: Date) => row.expires_at <= timestamp(now);
