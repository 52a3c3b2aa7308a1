import { Link, useLocation, useParams } from "react-router";
import { PageLoading } from "@web/app/page-loading";
import { FACTORS } from "@shared/constants";
import { FACTOR_DESCRIPTIONS } from "@shared/factor-descriptions";
import type { Assessment } from "@shared/contracts/assessments";
import { parseBudget, resultsTitle, withSpaces } from "./display-rules";
import { EligibilityBlock } from "./eligibility-block";
import { SchoolsBlock } from "./schools-block";
import { HubBonus } from "./hub-bonus";
import { ReportPurchase } from "./report-purchase";
import { ScoreBreakdownTable } from "./score-breakdown";
import { ScoreSummary } from "./score-summary";
import { TopAlternatives } from "./top-alternatives";
import { useAssessment } from "./use-assessment";
import { useDocumentTitle } from "@web/app/use-document-title";

/** The id from the route, or (if the route gave none) parsed from the path, as the spec asks. */
function useAssessmentId(): string | undefined {
  const { assessmentId } = useParams();
  const { pathname } = useLocation();
  if (assessmentId) return assessmentId;
  console.warn("Results route has no id parameter; reading it from the path");
  return /\/results\/([^/]+)/i.exec(pathname)?.[1];
}

/** The hub hands over a job id in router state after a purchase, so this page can follow it. */
function jobIdFromState(state: unknown): string | null {
  const jobId = (state as { jobId?: unknown } | null)?.jobId;
  return typeof jobId === "string" ? jobId : null;
}

const RESULTS_HEADING = "Your Migration Assessment Results";

export default function ResultsPage() {
  const id = useAssessmentId();
  const location = useLocation();
  const state = useAssessment(id);
  useDocumentTitle(state.status === "ready" ? resultsTitle(state.data) : state.status === "loading" ? "Your results" : "Assessment not found");
  // The heading does not wait for the answer: it is the page's largest text, painted with the first frame.
  if (state.status === "loading") {
    return (
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
        <h1 className="text-3xl font-bold">{RESULTS_HEADING}</h1>
        <PageLoading label="Loading your results..." />
      </div>
    );
  }
  if (state.status !== "ready") {
    return (
      <section className="mx-auto max-w-2xl px-4 py-20 text-center">
        <h1 className="text-3xl font-bold">Assessment Not Found</h1>
        <p className="mt-3 text-slate-600">We could not find results for this link.</p>
        <Link to="/" className="mt-6 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
          Return to Home
        </Link>
      </section>
    );
  }
  return <Results assessment={state.data} initialJobId={jobIdFromState(location.state)} />;
}

function Results({ assessment, initialJobId }: { assessment: Assessment; initialJobId: string | null }) {
  const resultsPath = `/results/${assessment.id}`;
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <h1 className="text-3xl font-bold">{RESULTS_HEADING}</h1>
      <ScoreSummary assessment={assessment} />

      <section className="rounded-2xl bg-brand-800 p-6 text-white" aria-labelledby="next-step-heading">
        <h2 id="next-step-heading" className="text-xl font-bold">Ready for Your Next Step?</h2>
        <p className="mt-1 text-brand-100">See what a full report covers for a real move, section by section.</p>
        <Link
          to="/sample-report"
          state={{ returnTo: resultsPath }}
          className="mt-4 inline-block rounded-lg bg-amber-400 px-5 py-2.5 font-semibold text-slate-900 hover:bg-amber-300"
        >
          View Sample Report
        </Link>
      </section>

      <ScoreBreakdownTable breakdown={assessment.breakdown} score={assessment.overall_score} />

      <EligibilityBlock assessmentId={assessment.id} />

      {(assessment.household_children ?? 0) > 0 && <SchoolsBlock assessmentId={assessment.id} />}

      <TopAlternatives assessmentId={assessment.id} country={assessment.preferred_country} />

      <ReportPurchase assessmentId={assessment.id} country={assessment.preferred_country} initialJobId={initialJobId} />

      <div className="grid gap-4 md:grid-cols-2">
        <HubBonus />
        <section className="rounded-2xl border border-slate-200 bg-white p-5" aria-labelledby="hub-heading">
          <h2 id="hub-heading" className="font-bold">Temporary Relocation Hub</h2>
          <p className="mt-1 text-sm text-slate-700">Free peer insights and starting points for your move.</p>
          <Link to={`/relocation-hub/${assessment.id}`} className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline">
            Open your temporary relocation hub
          </Link>
        </section>
      </div>

      {assessment.budget_compatibility && <BudgetBlock text={assessment.budget_compatibility} />}
      <RatingsBlock assessment={assessment} />
    </div>
  );
}

function BudgetBlock({ text }: { text: string }) {
  const budget = parseBudget(text);
  return (
    <section className="rounded-2xl bg-white p-6 shadow-sm" aria-labelledby="budget-heading">
      <h2 id="budget-heading" className="text-xl font-bold">Budget Compatibility Analysis</h2>
      <span className={`mt-3 inline-block rounded-full px-3 py-1 text-sm font-bold ${budget.classes}`}>{budget.status}</span>
      <p className="mt-2 text-slate-700">{budget.explanation}</p>
    </section>
  );
}

function RatingsBlock({ assessment }: { assessment: Assessment }) {
  const inputs = [
    ["Age", String(assessment.user_age)],
    ["Occupation", assessment.user_job],
    ["Monthly housing budget", `$${assessment.monthly_budget.toLocaleString("en-US")}`],
    ["Climate preference", withSpaces(assessment.climate_preference)],
    ["Location preference", withSpaces(assessment.location_preference)],
  ] as const;
  return (
    <section className="rounded-2xl bg-white p-6 shadow-sm" aria-labelledby="ratings-heading">
      <h2 id="ratings-heading" className="text-xl font-bold">Your Assessment</h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {inputs.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3 border-b border-slate-100 py-1">
            <dt className="text-slate-500">{label}</dt>
            <dd className="text-right font-medium capitalize">{value}</dd>
          </div>
        ))}
        {FACTORS.map((factor) => (
          <div key={factor.field} className="flex justify-between gap-3 border-b border-slate-100 py-1 sm:col-span-2">
            <dt className="text-slate-500">
              {factor.label}
              <span className="block text-sm">{FACTOR_DESCRIPTIONS[factor.key]}</span>
            </dt>
            <dd className="shrink-0 font-medium">{assessment[factor.field] === 0 ? "Not rated" : `${assessment[factor.field]} of 5`}</dd>
          </div>
        ))}
      </dl>
      <Link to="/assessment" className="mt-4 inline-block font-semibold text-brand-700 hover:underline">
        Take New Assessment
      </Link>
    </section>
  );
}
