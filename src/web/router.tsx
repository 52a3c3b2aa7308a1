/**
 * The site's routes, from the shared route table (src/shared/routes.ts): a data router whose pages are
 * all lazy-loaded, so a first visit downloads only the chrome and the page it asked for.
 */
import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { CLIENT_ROUTES, NOT_FOUND_PAGE } from "@shared/routes";
import { PageLoading } from "./app/page-loading";
import { RootLayout } from "./app/root-layout";
import { RouteErrorPage } from "./app/route-error-page";

type PageModule = { default: ComponentType };
const pageModules = import.meta.glob<PageModule>(["./features/**/*-page.tsx", "./app/not-found-page.tsx"]);

function lazyPage(page: string): Pick<RouteObject, "lazy"> {
  const load = pageModules[`./${page}`];
  if (!load) throw new Error(`No page module ${page}`);
  return { lazy: async () => ({ Component: (await load()).default }) };
}

const pageRoutes: RouteObject[] = CLIENT_ROUTES.flatMap(({ path, page }) => {
  if (!page) return [];
  return [path === "/" ? { index: true, ...lazyPage(page) } : { path: path.slice(1), ...lazyPage(page) }];
});

export const routes: RouteObject[] = [
  {
    path: "/",
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageLoading,
    children: [...pageRoutes, { path: "*", ...lazyPage(NOT_FOUND_PAGE) }],
  },
];

export const router = createBrowserRouter(routes);
