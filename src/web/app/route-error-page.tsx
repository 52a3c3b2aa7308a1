import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { useDocumentTitle } from "@web/app/use-document-title";

/** The router's error screen (spec section 2): heading, status or message, and the stack if any. */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  const stack = error instanceof Error ? error.stack : undefined;
  useDocumentTitle("Unexpected error");
  return (
    <main className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-2xl font-bold text-red-700">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg">{detail}</p>
      {stack && <pre className="mt-4 overflow-x-auto rounded bg-slate-100 p-4 text-xs">{stack}</pre>}
      <Link to="/" className="mt-6 inline-block text-brand-700 underline">Return to Home</Link>
    </main>
  );
}
