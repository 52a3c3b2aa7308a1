/**
 * The site's routes (spec section 2): a data router whose pages are all lazy-loaded, so the first
 * visit downloads only the chrome and the page it asked for. Matching is case-insensitive.
 */
import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { PageLoading } from "./app/page-loading";
import { RootLayout } from "./app/root-layout";
import { RouteErrorPage } from "./app/route-error-page";

type PageModule = { default: ComponentType };
const page = (load: () => Promise<PageModule>): Pick<RouteObject, "lazy"> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  {
    path: "/",
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageLoading,
    children: [
      { index: true, ...page(() => import("./features/landing/landing-page")) },
      { path: "assessment", ...page(() => import("./features/assessment/assessment-page")) },
      { path: "results/:assessmentId", ...page(() => import("./features/results/results-page")) },
      { path: "methodology", ...page(() => import("./features/methodology/methodology-page")) },
      { path: "best-countries", ...page(() => import("./features/best-countries/best-countries-page")) },
      { path: "city/:country/:city", ...page(() => import("./features/city-guide/city-guide-page")) },
      { path: "sample-report", ...page(() => import("./features/sample-report/sample-report-page")) },
      { path: "about", ...page(() => import("./features/about/about-page")) },
      { path: "privacy", ...page(() => import("./features/legal/privacy-page")) },
      { path: "terms", ...page(() => import("./features/legal/terms-page")) },
      { path: "social-login", ...page(() => import("./features/social/social-login-page")) },
      { path: "*", ...page(() => import("./app/not-found-page")) },
    ],
  },
];

export const router = createBrowserRouter(routes);
