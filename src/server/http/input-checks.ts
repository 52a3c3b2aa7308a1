/**
 * What every request's input must be before any route sees it:
 * - JSON only (any other body type is a clear 415), where a JSON content type with no body is "no body"
 *   (spec: confirm and the operator actions send one), parsed by Fastify's safe parser;
 * - no control characters in any text value of the body, nor percent-encoded in the address: PostgreSQL
 *   refuses a NUL in text (a 500) while SQLite stores it, so both refuse it here with one 400.
 * Tab, line feed and carriage return are ordinary text and stay allowed.
 */
import type { FastifyInstance } from "fastify";
import { AppError } from "./errors";

// Matching control characters is the point of these patterns.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const ENCODED_CONTROL_CHARACTER = /%(?:0[0-8BCEF]|1[0-9A-F]|7F)/i;

/** The path (e.g. `user_job`, `items[2].name`) of the first text value holding a control character. */
export function controlCharacterPath(value: unknown, path = ""): string | null {
  if (typeof value === "string") return CONTROL_CHARACTER.test(value) ? path || "body" : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = controlCharacterPath(item, `${path}[${index}]`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const found = CONTROL_CHARACTER.test(key) ? path || "body" : controlCharacterPath(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

export function installInputChecks(app: FastifyInstance): void {
  app.removeContentTypeParser("text/plain");
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (body === "") return done(null, undefined);
    parseJson(request, body.toString(), (error, parsed) => {
      if (error) return done(error, undefined);
      const field = controlCharacterPath(parsed);
      if (field) return done(new AppError(400, `${field} must not contain control characters`), undefined);
      return done(null, parsed);
    });
  });
  app.addHook("onRequest", async (request) => {
    if (ENCODED_CONTROL_CHARACTER.test(request.url)) throw new AppError(400, "The address must not contain control characters");
  });
}
