/**
 * The site's client routes (spec section 2, plus /methodology, /my-hub, /admin/orders and /admin/data-freshness), each with the page
 * module that renders it (relative to src/web). One table drives the router (lazy-loaded pages) and the
 * server (which answers these paths with the app shell, status 200, preloading the page's chunk; any other
 * path gets the shell with status 404 and the "Page not found" page). Matching is case-insensitive;
 * `:name` is one segment.
 */
export type ClientRoute = { path: string; page: string | null };

/** The buyer's hub: linked from the report, its e-mails and the plan's calendar. */
export const BUYER_HUB_PATH = "/my-hub";

export const NOT_FOUND_PAGE = "app/not-found-page.tsx";

export const CLIENT_ROUTES: readonly ClientRoute[] = [
  { path: "/", page: "features/landing/landing-page.tsx" },
  { path: "/assessment", page: "features/assessment/assessment-page.tsx" },
  { path: "/results/:assessmentId", page: "features/results/results-page.tsx" },
  { path: "/best-countries", page: "features/best-countries/best-countries-page.tsx" },
  { path: "/sample-report", page: "features/sample-report/sample-report-page.tsx" },
  { path: "/about", page: "features/about/about-page.tsx" },
  { path: "/privacy", page: "features/legal/privacy-page.tsx" },
  { path: "/terms", page: "features/legal/terms-page.tsx" },
  { path: "/methodology", page: "features/methodology/methodology-page.tsx" },
  { path: "/city/:country/:city", page: "features/city-guide/city-guide-page.tsx" },
  { path: "/social-login", page: "features/social/social-login-page.tsx" },
  { path: "/relocation-hub/:id", page: "features/relocation-hub/relocation-hub-page.tsx" },
  // The buyer's hub (issue 20.4), beyond the spec: behind the buyer cookie or an e-mailed sign-in link.
  { path: BUYER_HUB_PATH, page: "features/buyer-hub/buyer-hub-page.tsx" },
  { path: "/my-hub/sign-in", page: "features/buyer-hub/sign-in-page.tsx" },
  // The operator area (operator spec section 2): every page renders the system gate until the server
  // confirms an operator session. /admin/orders and /admin/data-freshness are beyond the spec.
  { path: "/system-login", page: "features/operator/system-login-page.tsx" },
  { path: "/admin/config", page: "features/operator/admin-config-page.tsx" },
  { path: "/admin/orders", page: "features/operator/orders-page.tsx" },
  { path: "/admin/data-freshness", page: "features/operator/data-freshness-page.tsx" },
  { path: "/test-reports", page: "features/operator/test-reports-page.tsx" },
  { path: "/email-test", page: "features/operator/email-test-page.tsx" },
  { path: "/payment-debug", page: "features/operator/payment-debug-page.tsx" },
  { path: "/stripe-diagnostic", page: "features/operator/stripe-diagnostic-page.tsx" },
  { path: "/worker-diagnostics", page: "features/operator/worker-diagnostics-page.tsx" },
  { path: "/job-processor", page: "features/operator/job-processor-page.tsx" },
];

const patterns = CLIENT_ROUTES.map((route) => ({
  route,
  pattern: new RegExp(`^${route.path.replace(/:[A-Za-z]+/g, "[^/]+")}/?$`, "i"),
}));

export function matchClientRoute(pathname: string): ClientRoute | undefined {
  return patterns.find(({ pattern }) => pattern.test(pathname))?.route;
}
