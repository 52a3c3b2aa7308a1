import { Link } from "react-router";
import { useDocumentTitle } from "@web/app/use-document-title";

export default function NotFoundPage() {
  useDocumentTitle("Page not found");
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">Page not found</h1>
      <p className="mt-4 text-slate-600">The page you were looking for does not exist or has moved.</p>
      <Link to="/" className="mt-8 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
        Go to the home page
      </Link>
    </section>
  );
}
