/**
 * The client routes of the site (spec section 2, plus /methodology). The server answers these with the
 * app shell (status 200); any other non-API path gets the shell with status 404, and the site shows its
 * "Page not found" page. Matching is case-insensitive; `:name` is one path segment.
 */
export const CLIENT_ROUTES = [
  "/",
  "/assessment",
  "/results/:assessmentId",
  "/best-countries",
  "/sample-report",
  "/about",
  "/privacy",
  "/terms",
  "/methodology",
  "/relocation-hub/:id",
  "/city/:country/:city",
  "/social-login",
  "/system-login",
  "/admin/config",
  "/test-reports",
  "/email-test",
  "/payment-debug",
  "/stripe-diagnostic",
  "/worker-diagnostics",
  "/job-processor",
] as const;

const patterns = CLIENT_ROUTES.map(
  (route) => new RegExp(`^${route.replace(/:[A-Za-z]+/g, "[^/]+")}/?$`, "i"),
);

export function isClientRoute(pathname: string): boolean {
  return patterns.some((pattern) => pattern.test(pathname));
}
