/**
 * The browser that created an assessment keeps its id in a signed cookie, so a visitor who is limited
 * for unknown-id lookups (shared address, typos) can still open their own results. Signed with
 * APP_SECRET: a client cannot add ids it did not create. Holds the most recent OWNED_MAX ids.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "@server/config";

export const OWNER_COOKIE = "ns_owned";
const OWNED_MAX = 20;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function ownedAssessments(request: FastifyRequest): number[] {
  const raw = request.cookies[OWNER_COOKIE];
  if (!raw) return [];
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return [];
  return unsigned.value.split(".").filter((part) => /^\d{1,16}$/.test(part)).map(Number);
}

export function ownsAssessment(request: FastifyRequest, id: number): boolean {
  return ownedAssessments(request).includes(id);
}

export function rememberOwnedAssessment(request: FastifyRequest, reply: FastifyReply, config: Config, id: number): void {
  const ids = [id, ...ownedAssessments(request).filter((owned) => owned !== id)].slice(0, OWNED_MAX);
  reply.setCookie(OWNER_COOKIE, ids.join("."), {
    path: "/api",
    signed: true,
    httpOnly: true,
    sameSite: "lax",
    secure: config.publicUrl.startsWith("https://"),
    maxAge: ONE_YEAR_SECONDS,
  });
}
