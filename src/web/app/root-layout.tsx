import { Suspense } from "react";
import { Outlet, ScrollRestoration, useLocation, useNavigation } from "react-router";
import { PageLoading } from "./page-loading";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

export function RootLayout() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="min-h-screen flex-1 break-words" aria-busy={navigation.state === "loading"}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter showOperatorLinks={pathname === "/"} />
      <ScrollRestoration />
    </div>
  );
}
