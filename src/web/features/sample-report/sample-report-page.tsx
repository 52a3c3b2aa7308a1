/**
 * /sample-report: the sample report PDF (the real engine's report for an illustrative profile) to download, and a
 * summary of each chapter drawn from that same PDF's document (GET /api/sample-report).
 */
import { ArrowLeft, Download } from "lucide-react";
import { Link, useLocation } from "react-router";
import type { SampleReport } from "@shared/contracts/content";
import { PageLoading } from "@web/app/page-loading";
import { useApiData } from "@web/lib/use-api-data";
import { useDocumentTitle } from "@web/app/use-document-title";
import { SampleChapter } from "./sample-chapter";

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

/** The complete PDF, for the same illustrative profile: the link the page is about. */
function SamplePdf({ report }: { report: SampleReport }) {
  const { pdf, score } = report;
  return (
    <section aria-labelledby="sample-pdf" className="rounded-2xl border-2 border-brand-600 bg-brand-50 p-6">
      <h2 id="sample-pdf" className="text-xl font-bold">The complete sample report</h2>
      <p className="mt-2 text-slate-700">
        The PDF is a complete report, made by the same engine as a bought one, for the illustrative profile above: {pdf.chapters} chapters and a
        numbered source for every figure. On its cover: <strong>{score.overall} out of 100</strong>, {score.matchLabel.toLowerCase()}. Each chapter is
        summarised below.
      </p>
      <a
        href={pdf.url}
        download={pdf.fileName}
        className="mt-4 inline-flex items-center gap-2 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        <Download aria-hidden="true" className="h-5 w-5" /> Download the sample PDF ({pdf.chapters} chapters)
      </a>
    </section>
  );
}

function Report({ report }: { report: SampleReport }) {
  return (
    <>
      <header>
        <h1 className="text-3xl font-bold">{report.title}</h1>
        <p className="mt-2 text-slate-600">
          Illustrative profile, not a real person: {report.profile.age}-year-old {report.profile.occupation.toLowerCase()}, moving to {report.profile.destination}.
        </p>
        <p className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">{report.notice}</p>
      </header>
      <SamplePdf report={report} />
      {report.chapters.map((chapter) => <SampleChapter key={chapter.id} chapter={chapter} />)}
    </>
  );
}
