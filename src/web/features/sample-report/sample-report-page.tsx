import { ArrowLeft } from "lucide-react";
import { Link, useLocation } from "react-router";
import type { SampleReport } from "@shared/contracts/content";
import { PageLoading } from "@web/app/page-loading";
import { SourcedFact } from "@web/components/sourced-fact";
import { useApiData } from "@web/lib/use-api-data";
import { useDocumentTitle } from "@web/app/use-document-title";

/** The results page passes `{ returnTo: "/results/{id}" }` so the reader can go back to their results. */
function useReturnTo(): string | null {
  const { state } = useLocation() as { state: { returnTo?: unknown } | null };
  const returnTo = state?.returnTo;
  return typeof returnTo === "string" && /^\/results\/\d+$/.test(returnTo) ? returnTo : null;
}

export default function SampleReportPage() {
  const returnTo = useReturnTo();
  const state = useApiData<SampleReport>("/api/sample-report");
  useDocumentTitle("Sample report");
  return (
    <article className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      {returnTo && (
        <Link to={returnTo} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to Your Assessment Results
        </Link>
      )}
      {state.status === "loading" && <PageLoading label="Loading the sample report..." />}
      {(state.status === "error" || state.status === "not_found") && (
        <p role="alert" className="text-red-700">The sample report could not be loaded. Please refresh the page.</p>
      )}
      {state.status === "ready" && <Report report={state.data} />}
      <div className="rounded-2xl bg-brand-800 p-8 text-center text-white">
        <h2 className="text-2xl font-bold">Get a report built for you</h2>
        <p className="mt-2 text-brand-100">Start with the free assessment; the full report is optional.</p>
        <Link to="/assessment" className="mt-4 inline-block rounded-lg bg-amber-400 px-6 py-3 font-semibold text-slate-900 hover:bg-amber-300">
          Start Free Assessment
        </Link>
      </div>
    </article>
  );
}

function Report({ report }: { report: SampleReport }) {
  return (
    <>
      <header>
        <h1 className="text-3xl font-bold">{report.title}</h1>
        <p className="mt-2 text-slate-600">
          Profile: {report.profile.age}-year-old {report.profile.occupation.toLowerCase()}, moving to {report.profile.destination}.
        </p>
        <p className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">{report.notice}</p>
      </header>
      {report.sections.map((section) => (
        <section key={section.heading} className="rounded-2xl bg-white p-6 shadow-sm">
          <h2 className="text-xl font-bold">{section.heading}</h2>
          <div className="mt-3 space-y-3 text-slate-700">
            {section.paragraphs.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
          </div>
          {section.facts.length > 0 && (
            <dl className="mt-4 divide-y divide-slate-100 text-sm">
              {section.facts.map((item) => (
                <div key={item.label} className="flex flex-col gap-1 py-2 sm:flex-row sm:justify-between">
                  <dt className="text-slate-500">{item.label}</dt>
                  <dd className="sm:max-w-[65%] sm:text-right"><SourcedFact fact={item.fact} /></dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      ))}
    </>
  );
}
