/** "Your top alternatives": the best other destinations for the same answers, each one click from its own assessment. */
import { Link } from "react-router";
import type { AlternativesResponse } from "@shared/contracts/assessments";
import { useApiData } from "@web/lib/use-api-data";
import { assessAnotherCountryPath } from "../assessment/assessment-links";
import { matchLevelClasses, matchLevelLabel } from "./display-rules";

export function TopAlternatives({ assessmentId, country }: { assessmentId: number; country: string }) {
  const state = useApiData<AlternativesResponse>(`/api/assessments/${assessmentId}/alternatives`);
  if (state.status !== "ready" || state.data.alternatives.length === 0) return null;
  const { alternatives, compatibleCountries, noRouteOpenAnywhere } = state.data;
  return (
    <section className="rounded-2xl bg-white p-6 shadow-sm" aria-labelledby="alternatives-heading">
      <h2 id="alternatives-heading" className="text-xl font-bold">Your top alternatives</h2>
      <p className="mt-1 text-slate-700">
        The same answers scored for all {compatibleCountries} destinations that suit your climate choice: these score best
        after {country}, those with a residence route open to you first.
      </p>
      {noRouteOpenAnywhere && (
        <p className="mt-2 text-slate-700">
          On your answers, none of these destinations has a residence route open to you (each fails on money, the kind of work or income it
          takes, or an age limit), so they are ranked by score alone. Adding your income and savings, or another occupation, may change that.
        </p>
      )}
      <ol className="mt-4 grid gap-3 sm:grid-cols-3">
        {alternatives.map((entry, index) => (
          <li key={entry.country} className="flex flex-col rounded-xl border border-slate-200 p-4">
            <span className="text-sm text-slate-500">#{index + 1}</span>
            <span className="text-lg font-semibold">{entry.country}</span>
            <span className={`mt-2 inline-block self-start rounded-full px-3 py-1 text-sm font-bold ${matchLevelClasses(entry.match_level)}`}>
              {entry.overall_score}/100 · {matchLevelLabel(entry.match_level)}
            </span>
            {!entry.routeOpen && <span className="mt-2 text-sm text-slate-700">No residence route open to you on your answers</span>}
            <Link
              to={assessAnotherCountryPath(assessmentId, entry.country)}
              className="mt-3 font-semibold text-brand-700 hover:underline"
            >
              Assess {entry.country}
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
