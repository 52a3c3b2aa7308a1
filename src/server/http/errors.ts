/**
 * The one error type for expected failures. A route or service throws `new AppError(404, "...")`;
 * the central handler (http/error-handler.ts) answers `{ error: message }` plus any `extra` fields.
 * Anything that is not an AppError is a 5xx: logged in full, answered with a generic message.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** Response headers that belong to this error, e.g. Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "AppError";
  }
}
