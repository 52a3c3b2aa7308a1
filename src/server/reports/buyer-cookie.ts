/**
 * The buying browser's download token lives in an HttpOnly cookie set at confirm, one per assessment,
 * sent only to the report and job APIs. The report status call hands the token back to that browser
 * (and no one else), so knowing an assessment id is never enough to download its report.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "@server/config";

export const BUYER_COOKIE_PATHS = ["/api/reports", "/api/jobs"] as const;

export const buyerCookieName = (assessmentId: number) => `ns_report_${assessmentId}`;

export function setBuyerTokenCookie(reply: FastifyReply, config: Config, assessmentId: number, token: string, expiresAt: Date): void {
  for (const path of BUYER_COOKIE_PATHS) {
    reply.setCookie(buyerCookieName(assessmentId), token, {
      path,
      httpOnly: true,
      sameSite: "strict",
      secure: config.publicUrl.startsWith("https://"),
      expires: expiresAt,
    });
  }
}

export function buyerToken(request: FastifyRequest, assessmentId: number): string | undefined {
  return request.cookies[buyerCookieName(assessmentId)];
}
