import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseUnavailable } from "@server/db/dialect";
import { waitInWords, whenInWords } from "@shared/format";
import { AppError } from "./errors";
import { applySecurityHeaders } from "./security";

export const GENERIC_SERVER_ERROR = "Something went wrong on our side. Please try again in a moment.";
export const DATABASE_UNAVAILABLE = "Our database is not available right now. Please try again in a moment.";
/** Seconds a client is asked to wait after a 503 for an unavailable database (a restart or failover). */
const DATABASE_RETRY_AFTER_SECONDS = "5";

declare module "fastify" {
  interface FastifyContextConfig {
    /** A route's own words for its 503 while the database is unavailable (e.g. create-intent's). */
    databaseUnavailableMessage?: string;
  }
}

/** Fastify's own 4xx errors, rewritten as specific messages that do not echo internals. */
function frameworkClientMessage(error: FastifyError): string {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "Request body must be valid JSON";
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "Content-Type must be application/json";
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "Request body is too large";
    default:
      if (error instanceof SyntaxError) return "Request body must be valid JSON";
      return "Bad request";
  }
}

/**
 * A route limit's refusal (@fastify/rate-limit's errorResponseBuilder, app.ts): 429 saying when to try again, in
 * words and as `retryAt`, like the re-send cap's. `waitMs` is what is left of the client's window, counted with the
 * app's clock (limits/limit-counters.ts), so `now` is that clock's too.
 */
export function routeLimitError(waitMs: number, now: Date): AppError {
  const retryAt = new Date(now.getTime() + waitMs);
  return new AppError(
    429,
    `Too many requests. Please try again after ${whenInWords(retryAt)} (in ${waitInWords(waitMs)}).`,
    { retryAt: retryAt.toISOString() },
    { "Retry-After": String(Math.max(1, Math.ceil(waitMs / 1000))) },
  );
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).headers(error.headers).send({ error: error.message, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.code(400).send({ error: first?.message ?? "Invalid request" });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: frameworkClientMessage(error) });
    }
    if (isDatabaseUnavailable(error)) {
      // Down, restarting, full or read-only: not a bug in this request, and it passes. The log keeps the cause.
      request.log.error({ err: error }, "request failed: the database is unavailable");
      const message = request.routeOptions.config?.databaseUnavailableMessage ?? DATABASE_UNAVAILABLE;
      return reply.code(503).header("Retry-After", DATABASE_RETRY_AFTER_SECONDS).send({ error: message });
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send({ error: GENERIC_SERVER_ERROR });
  });
}

/**
 * Fastify's own answers made before routing (a malformed percent-encoding, an over-long parameter): the
 * same `{ error }` shape and security headers as every other answer, without echoing the address or an
 * internal error code. Passed as Fastify's `frameworkErrors` option.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  applySecurityHeaders(request.raw, reply.raw);
  const tooLong = error.code === "FST_ERR_MAX_PARAM_LENGTH";
  const status = tooLong ? 414 : error.code === "FST_ERR_BAD_URL" ? 400 : 500;
  if (status === 500) request.log.error({ err: error }, "request failed before routing");
  const message = tooLong ? "The address is too long" : status === 400 ? "The address is not valid" : GENERIC_SERVER_ERROR;
  void reply.code(status).header("Cache-Control", "no-store").send({ error: message });
}
