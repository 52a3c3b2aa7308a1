/**
 * Which site a state-changing request comes from. A browser sends `Origin` with every POST and PUT (and
 * `Sec-Fetch-Site`), so a page on another site that tries to use a buyer's or an operator's cookie is recognised and
 * refused before the route runs (issue 27.5):
 * - the operator area (operator-gate.ts) is strict: no Origin, or another one, is refused;
 * - the buyer's calls (every hub call, the state-changing payment calls, the report re-send: isGuardedRoute) refuse
 *   another site's Origin, or, without one, a browser's `Sec-Fetch-Site` saying another site sent it. A call with
 *   neither header is not a browser page's (curl, a server), so it carries no one else's cookie and is left to the route.
 */
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from "fastify";
import type { Config } from "@server/config";
import { AppError } from "./errors";

export const CROSS_SITE_REFUSED = "Cross-site request refused: this action must come from this site's own pages.";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const ownOrigins = (request: FastifyRequest, config: Config) => new Set([new URL(config.publicUrl).origin, `${request.protocol}://${request.host}`]);

/** True when a state-changing request names this site as its Origin (safe methods always pass). */
export function isSameOrigin(request: FastifyRequest, config: Config): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  const origin = request.headers.origin;
  if (!origin || origin === "null") return false;
  return ownOrigins(request, config).has(origin.toLowerCase());
}

/**
 * True when a browser says another site sent this request: its Origin is not this site's, or, without an Origin, its
 * Sec-Fetch-Site names another site. A request with neither header did not come from a browser page.
 */
export function isFromAnotherSite(request: FastifyRequest, config: Config): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return origin === "null" || !ownOrigins(request, config).has(origin.toLowerCase());
  const fetchSite = request.headers["sec-fetch-site"];
  return fetchSite === "cross-site" || fetchSite === "same-site";
}

/**
 * Whether a route is guarded against other sites: every call of the buyer's hub (its reads hold the buyer's data, its
 * writes change it), and the state-changing payment calls and the report re-send. Stripe's webhook is a server's call.
 */
export function isGuardedRoute(url: string, method: string): boolean {
  const path = url.toLowerCase();
  if (path.startsWith("/api/hub/") || path === "/api/hub") return true;
  if (SAFE_METHODS.has(method) || path === "/api/payments/webhook") return false;
  return path.startsWith("/api/payments/") || path === "/api/reports/resend";
}

/** Attaches the check to every guarded route as it is registered, so one added later is covered too. */
export function installSameSiteWrites(app: FastifyInstance, config: Config): void {
  const refuseOtherSites: onRequestHookHandler = async (request) => {
    if (isFromAnotherSite(request, config)) throw new AppError(403, CROSS_SITE_REFUSED);
  };
  app.addHook("onRoute", (route: RouteOptions) => {
    if (![route.method].flat().some((method) => isGuardedRoute(route.url, method))) return;
    const existing = route.onRequest === undefined ? [] : [route.onRequest].flat();
    route.onRequest = [refuseOtherSites, ...(existing as onRequestHookHandler[])];
  });
}
