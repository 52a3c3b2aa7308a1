/**
 * The operator gate, attached to routes as they are registered (an `onRoute` hook installed before any
 * route), so an operator route added later cannot be left open: every route under /api/admin/,
 * /api/test/, /api/debug/, plus POST /api/jobs/process and GET /api/health/detailed, answers
 * - 503 when ADMIN_PASSWORD is not set (operator access not configured),
 * - 403 to a state-changing call whose Origin is not this site (a cross-site form cannot use the cookie),
 * - 401 without a live operator session,
 * before its body is even parsed; and every gated call is written to the audit log with its session.
 * The sign-in calls themselves (login, logout, session state) are the only exceptions, listed below.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions, onRequestHookHandler } from "fastify";
import { OPERATOR_MESSAGES } from "@shared/contracts/operator";
import type { Config } from "@server/config";
import type { Database } from "@server/db/database";
import type { Clock } from "@server/clock";
import { clientKey } from "@server/http/client-key";
import { AppError } from "@server/http/errors";
import { isSameOrigin } from "@server/http/same-site";
import type { OperatorAuth } from "./operator-auth";
import { insertAudit } from "./operator.repository";

const GATED_PREFIXES = ["/api/admin/", "/api/test/", "/api/debug/"] as const;
const GATED_PATHS = ["/api/jobs/process", "/api/health/detailed"] as const;
/** The gate's own calls: reachable without a session (they open, end or describe one). */
export const SIGN_IN_PATHS = ["/api/admin/login", "/api/admin/logout", "/api/admin/session"] as const;

export type OperatorRouteKind = "gated" | "sign-in" | "public";

export function operatorRouteKind(url: string): OperatorRouteKind {
  const path = url.toLowerCase().replace(/\/+$/, "");
  if ((SIGN_IN_PATHS as readonly string[]).includes(path)) return "sign-in";
  if ((GATED_PATHS as readonly string[]).includes(path)) return "gated";
  return GATED_PREFIXES.some((prefix) => path.startsWith(prefix)) ? "gated" : "public";
}

declare module "fastify" {
  interface FastifyRequest {
    /** The operator session of a gated request (set by the gate). */
    operatorSessionId?: string;
  }
}

export type GateDeps = { auth: OperatorAuth; config: Config; db: Database; clock: Clock };

function prepend(existing: RouteOptions["onRequest"], hook: onRequestHookHandler): onRequestHookHandler[] {
  const list = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
  return [hook, ...(list as onRequestHookHandler[])];
}

export function installOperatorGate(app: FastifyInstance, deps: GateDeps): void {
  const { auth, config } = deps;

  const gate: onRequestHookHandler = async (request) => {
    if (!auth.configured) throw new AppError(503, OPERATOR_MESSAGES.notConfigured);
    if (!isSameOrigin(request, config)) throw new AppError(403, OPERATOR_MESSAGES.crossSite);
    const session = await auth.sessionOf(request);
    if (!session) throw new AppError(401, OPERATOR_MESSAGES.signInRequired);
    request.operatorSessionId = session.id;
  };

  const signInGate: onRequestHookHandler = async (request) => {
    if (!isSameOrigin(request, config)) throw new AppError(403, OPERATOR_MESSAGES.crossSite);
  };

  const audit = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.operatorSessionId) return;
    try {
      await insertAudit(
        deps.db,
        {
          sessionId: request.operatorSessionId,
          action: `${request.method} ${request.routeOptions.url ?? request.url.split("?")[0]}`,
          detail: Object.keys((request.params as Record<string, string> | undefined) ?? {}).length ? JSON.stringify(request.params) : null,
          statusCode: reply.statusCode,
          client: clientKey(request.ip),
        },
        deps.clock.now(),
      );
    } catch (error) {
      request.log.error({ err: error }, "operator audit log: could not record an action");
    }
  };

  app.addHook("onRoute", (route) => {
    const kind = operatorRouteKind(route.url);
    if (kind === "gated") {
      route.onRequest = prepend(route.onRequest, gate);
      const onResponse = route.onResponse === undefined ? [] : Array.isArray(route.onResponse) ? route.onResponse : [route.onResponse];
      route.onResponse = [...onResponse, audit] as RouteOptions["onResponse"];
    } else if (kind === "sign-in") {
      route.onRequest = prepend(route.onRequest, signInGate);
    }
  });
}
