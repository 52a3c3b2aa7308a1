/**
 * The gate's own calls: POST /api/admin/login, POST /api/admin/logout, GET /api/admin/session.
 * A failed sign-in is logged and audited with the client, never with the password.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { loginRequestSchema, OPERATOR_MESSAGES, type LoginResponse, type OperatorSessionState } from "@shared/contracts/operator";
import { clientKey } from "@server/http/client-key";
import { AppError } from "@server/http/errors";
import type { Services } from "@server/services";
import type { OperatorAuth } from "./operator-auth";
import { insertAudit } from "./operator.repository";

export async function accessRoutes(app: FastifyInstance, options: { services: Services; auth: OperatorAuth }): Promise<void> {
  const { services, auth } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const audit = (sessionId: string | null, action: string, statusCode: number, client: string) =>
    insertAudit(services.db, { sessionId, action, detail: null, statusCode, client }, services.clock.now());

  routes.get("/api/admin/session", async (request, reply) => {
    const session = auth.configured ? await auth.sessionOf(request) : undefined;
    const state: OperatorSessionState = { configured: auth.configured, authenticated: Boolean(session), expiresAt: session?.expires_at ?? null };
    return reply.header("Cache-Control", "no-store").send(state);
  });

  routes.post("/api/admin/login", { schema: { body: loginRequestSchema } }, async (request, reply) => {
    if (!auth.configured) throw new AppError(503, OPERATOR_MESSAGES.notConfigured);
    const client = clientKey(request.ip);
    const outcome = await auth.login(request.body.password, client);
    if (outcome.kind === "limited") {
      request.log.warn({ client }, "operator sign-in refused: too many failed attempts");
      await audit(null, "login.limited", 429, client);
      reply.header("Retry-After", String(outcome.retryAfterSeconds));
      throw new AppError(429, OPERATOR_MESSAGES.tooManyAttempts);
    }
    if (outcome.kind === "wrong_password") {
      request.log.warn({ client }, "operator sign-in failed: wrong password");
      await audit(null, "login.failed", 401, client);
      throw new AppError(401, OPERATOR_MESSAGES.invalidPassword);
    }
    const expiresAt = new Date(outcome.session.expires_at);
    auth.setSessionCookie(reply, outcome.token, expiresAt);
    await audit(outcome.session.id, "login.succeeded", 200, client);
    const body: LoginResponse = { success: true, expiresAt: expiresAt.toISOString() };
    return reply.header("Cache-Control", "no-store").send(body);
  });

  routes.post("/api/admin/logout", async (request, reply) => {
    const session = auth.configured ? await auth.sessionOf(request) : undefined;
    await auth.logout(request, reply);
    if (session) await audit(session.id, "logout", 200, clientKey(request.ip));
    return { success: true as const };
  });
}
