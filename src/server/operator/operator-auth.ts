/**
 * Operator sign-in (decisions.md "Operator area"): ADMIN_PASSWORD is kept only as a scrypt hash made at
 * start-up, and a typed password is hashed the same way and compared in constant time. A success opens a
 * server-side session: the browser holds a random token in an HttpOnly, SameSite=Strict cookie signed
 * with APP_SECRET; the database holds only its SHA-256. Failed attempts are counted per client in the database, so the limit
 * holds across instances; the attempt is recorded before the check, so concurrent guesses cannot overshoot.
 */
import { createHash, randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Clock } from "@server/clock";
import type { Config } from "@server/config";
import type { Database } from "@server/db/database";
import { timestamp } from "@server/db/dialect";
import {
  deleteExpiredSessions,
  deleteLoginAttemptsBefore,
  deleteSession,
  findLiveSession,
  forgetLoginAttempt,
  insertSession,
  loginAttemptsSince,
  recordLoginAttempt,
  type OperatorSessionRow,
} from "./operator.repository";

export const OPERATOR_COOKIE = "ns_operator";
/** How long a sign-in lasts. */
export const OPERATOR_SESSION_MS = 8 * 60 * 60_000;
/** Failed sign-ins allowed per client within the window before 429. */
export const LOGIN_ATTEMPT_LIMIT = { maxFailures: 5, windowMs: 15 * 60_000 } as const;

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export type PasswordCheck = (typed: string) => Promise<boolean>;

/** Hashes the configured password once; the returned check hashes a typed one and compares in constant time. */
export async function createPasswordCheck(adminPassword: string): Promise<PasswordCheck> {
  const salt = randomBytes(16);
  const expected = await scryptAsync(adminPassword, salt, 32);
  return async (typed) => timingSafeEqual(await scryptAsync(typed, salt, 32), expected);
}

export type LoginOutcome =
  | { kind: "signed_in"; session: OperatorSessionRow; token: string }
  | { kind: "wrong_password" }
  | { kind: "limited"; retryAfterSeconds: number };

export type OperatorAuth = {
  readonly configured: boolean;
  login(password: string, client: string): Promise<LoginOutcome>;
  /** The live session the request's cookie names, or undefined. */
  sessionOf(request: FastifyRequest): Promise<OperatorSessionRow | undefined>;
  logout(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date): void;
};

export function createOperatorAuth(options: { db: Database; clock: Clock; config: Config; check: PasswordCheck | undefined }): OperatorAuth {
  const { db, clock, config, check } = options;
  const secure = config.publicUrl.startsWith("https://");
  /** The token of a cookie signed with APP_SECRET, or undefined (absent, altered or over-long). */
  const tokenOf = (request: FastifyRequest) => {
    const raw = request.cookies[OPERATOR_COOKIE];
    if (!raw || raw.length > 200) return undefined;
    const unsigned = request.unsignCookie(raw);
    return unsigned.valid && unsigned.value ? unsigned.value : undefined;
  };

  return {
    configured: check !== undefined,
    async login(password, client) {
      if (!check) throw new Error("Operator access is not configured");
      const now = clock.now();
      const windowStart = new Date(now.getTime() - LOGIN_ATTEMPT_LIMIT.windowMs);
      await deleteLoginAttemptsBefore(db, windowStart);
      const attemptId = await recordLoginAttempt(db, client, now);
      const attempts = await loginAttemptsSince(db, client, windowStart);
      if (attempts.length > LOGIN_ATTEMPT_LIMIT.maxFailures) {
        await forgetLoginAttempt(db, attemptId);
        const oldest = attempts[0] ? new Date(attempts[0]).getTime() : now.getTime();
        const retryAfterSeconds = Math.max(1, Math.ceil((oldest + LOGIN_ATTEMPT_LIMIT.windowMs - now.getTime()) / 1000));
        return { kind: "limited", retryAfterSeconds };
      }
      if (!(await check(password))) return { kind: "wrong_password" };
      await forgetLoginAttempt(db, attemptId);
      await deleteExpiredSessions(db, now);
      const token = randomBytes(32).toString("base64url");
      const session: OperatorSessionRow = {
        id: `ops_${randomBytes(12).toString("hex")}`,
        token_hash: hashToken(token),
        client,
        created_at: timestamp(now),
        expires_at: timestamp(new Date(now.getTime() + OPERATOR_SESSION_MS)),
      };
      await insertSession(db, session);
      return { kind: "signed_in", session, token };
    },
    async sessionOf(request) {
      const token = tokenOf(request);
      if (!token) return undefined;
      return findLiveSession(db, hashToken(token), clock.now());
    },
    async logout(request, reply) {
      const token = tokenOf(request);
      if (token) await deleteSession(db, hashToken(token));
      reply.clearCookie(OPERATOR_COOKIE, { path: "/", httpOnly: true, sameSite: "strict", secure });
    },
    setSessionCookie(reply, token, expiresAt) {
      reply.setCookie(OPERATOR_COOKIE, token, { path: "/", httpOnly: true, sameSite: "strict", secure, expires: expiresAt, signed: true });
    },
  };
}
