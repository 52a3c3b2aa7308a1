import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "./errors";

export const GENERIC_SERVER_ERROR = "Something went wrong on our side. Please try again in a moment.";

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
      return error.statusCode === 429 ? "Too many requests. Please slow down and try again shortly." : "Bad request";
  }
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send({ error: error.message, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.code(400).send({ error: first?.message ?? "Invalid request" });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: frameworkClientMessage(error) });
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send({ error: GENERIC_SERVER_ERROR });
  });
}
