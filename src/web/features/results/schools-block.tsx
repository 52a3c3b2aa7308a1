/** "Schools for your children": the schools chapter in brief, on the results page, only when children move (issue 29.4). */
import type { SchoolsSummary } from "@shared/contracts/schools";
import { useApiData } from "@web/lib/use-api-data";

export function SchoolsBlock({ assessmentId }: { assessmentId: number }) {
  const state = useApiData<SchoolsSummary>(`/api/assessments/${assessmentId}/schools`);
  if (state.status !== "ready" || state.data.children === 0) return null;
  const { country, children, researched, note, facts, internationalSchools } = state.data;
  return (
    <section className="rounded-2xl bg-white p-6 shadow-sm" aria-labelledby="schools-heading">
      <h2 id="schools-heading" className="text-xl font-bold">Schools for your children</h2>
      <p className="mt-1 text-slate-700">
        You told us {children === 1 ? "a child moves" : `${children} children move`} with you. How schooling works in {country} for a child who lives there:
      </p>
      {!researched ? (
        <p className="mt-3 text-slate-700">{note}</p>
      ) : (
        <dl className="mt-3 space-y-2">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt className="font-semibold">{fact.label}</dt>
              <dd className="text-slate-700">
                {fact.text}{" "}
                <a href={fact.source.url} className="text-sm text-brand-700 underline" rel="noopener noreferrer" target="_blank">
                  {fact.source.name}<span className="sr-only"> (source for {fact.label.toLowerCase()})</span>
                </a>{" "}
                <span className="text-sm text-slate-600">({fact.source.asOf})</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
      <p className="mt-3 text-sm text-slate-600">
        The report&rsquo;s schools chapter adds how to enrol on arrival{internationalSchools > 0 ? ` and ${internationalSchools} international ${internationalSchools === 1 ? "school" : "schools"} with their published fees` : ""}.
      </p>
    </section>
  );
}
