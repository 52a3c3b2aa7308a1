/** "Residence routes and your eligibility": each route of the country checked against the answers, with its source. */
import type { EligibilityResponse, EligibilityStatus } from "@shared/contracts/eligibility";
import { Link } from "react-router";
import { useApiData } from "@web/lib/use-api-data";
import { assessAnotherCountryPath } from "../assessment/assessment-links";

const STATUS: Record<EligibilityStatus, { label: string; classes: string }> = {
  meets: { label: "Likely meets", classes: "bg-green-700 text-white" },
  below: { label: "Below the threshold", classes: "bg-amber-300 text-slate-900" },
  "not-open": { label: "Not open to you", classes: "bg-slate-700 text-white" },
  "points-tested": { label: "Points-tested: check your points", classes: "bg-sky-100 text-slate-900" },
  unknown: { label: "Cannot tell from your answers", classes: "bg-slate-200 text-slate-900" },
};

export function EligibilityBlock({ assessmentId }: { assessmentId: number }) {
  const state = useApiData<EligibilityResponse>(`/api/assessments/${assessmentId}/eligibility`);
  if (state.status !== "ready") return null;
  const { country, researched, note, checked, verdicts, missingAnswers } = state.data;
  const missing = missingAnswers.map((answer) => (answer === "income" ? "your monthly income" : "your savings")).join(" and ");
  return (
    <section className="rounded-2xl bg-white p-6 shadow-sm" aria-labelledby="eligibility-heading">
      <h2 id="eligibility-heading" className="text-xl font-bold">Residence routes and your eligibility</h2>
      {!researched ? (
        <p className="mt-2 text-slate-700">{note}</p>
      ) : (
        <>
          <p className="mt-1 text-slate-700">
            Each long-stay route {country} offers a US citizen, checked against the figure it asks for: a pension, passive income, a salary, remote income or
            savings, from your answers{checked ? ` (rules checked ${checked})` : ""}. Routes marked &ldquo;For you&rdquo; match your kind of
            income (or your age and occupation) and are the ones your score counts. General guidance only: the consulate decides on documents.
          </p>
          {missing && (
            <p className="mt-3 rounded-lg bg-slate-100 p-3 text-sm text-slate-800">
              Some routes ask for {missing}, which you did not give.{" "}
              <Link to={assessAnotherCountryPath(assessmentId, country)} className="font-semibold text-brand-700 underline">
                Add {missing} to your answers
              </Link>{" "}
              to have them checked.
            </p>
          )}
          <ul className="mt-4 space-y-3">
            {verdicts.map((verdict) => (
              <li key={verdict.route} className="rounded-xl border border-slate-200 p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="font-semibold">{verdict.route}</h3>
                  <span className="flex flex-wrap gap-2">
                    {verdict.forYou && <span className="rounded-full border border-brand-700 px-3 py-1 text-sm font-bold text-brand-800">For you</span>}
                    <span className={`rounded-full px-3 py-1 text-sm font-bold ${STATUS[verdict.status].classes}`}>{STATUS[verdict.status].label}</span>
                  </span>
                </div>
                <p className="mt-2 text-sm text-slate-700">{verdict.summary}</p>
                <p className="mt-2 text-xs text-slate-600">
                  {verdict.source && (
                    <>
                      Threshold source:{" "}
                      <a href={verdict.source.url} className="text-brand-700 underline" rel="noopener noreferrer" target="_blank">
                        {verdict.source.name}
                      </a>{" "}
                      ({verdict.source.asOf}).{" "}
                    </>
                  )}
                  <a href={verdict.officialPage} className="text-brand-700 underline" rel="noopener noreferrer" target="_blank">
                    Official page<span className="sr-only"> for {verdict.route}</span>
                  </a>
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
