/**
 * /admin/data-freshness (issue 18 point 7): the data audit `npm run data:audit` prints, for the operator: per
 * country and topic, the facts missing, the citations older than 18 months, and those cited only from a page that
 * is not the publisher's, with a filter by country and the lists behind each count.
 */
import { useState } from "react";
import { SAFETY_CRITICAL_WORDS, type DataFreshnessResponse } from "@shared/contracts/data-freshness";
import { useApiData } from "@web/lib/use-api-data";
import { ALL_GROUPS, groupOptions, visibleGroups } from "./data-freshness-rules";
import { FreshnessGroupPanel } from "./freshness-group";
import { operatorGet, operatorPost } from "./operator-api";
import { OperatorPage } from "./operator-page";
import { ErrorBox, Facts, inputClass, Panel } from "./operator-ui";

export default function DataFreshnessPage() {
  return (
    <OperatorPage title="Data freshness">
      <DataFreshness />
    </OperatorPage>
  );
}

/** Compares every live report with today's facts now (after shipping a corrected figure), and says what it found. */
function CheckLiveReports() {
  const [result, setResult] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const check = async () => {
    setResult(null);
    setError(null);
    try {
      const answer = await operatorPost<{ ordersCompared: number; listsCompared: number; changesRecorded: number; error?: string }>("/api/admin/report-updates/check");
      if (answer.ok && answer.body) setResult(`Compared ${answer.body.ordersCompared} live reports: ${answer.body.changesRecorded} new changes recorded. Reload the page to see them.`);
      else setError(answer.body?.error ?? "The live reports could not be compared. Please try again.");
    } catch {
      setError("We could not reach the server. Please try again.");
    }
  };
  return (
    <div className="mb-3 space-y-2">
      <button type="button" onClick={() => void check()} className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
        Check live reports now
      </button>
      {result && <p role="status" className="text-sm text-slate-700">{result}</p>}
      <ErrorBox message={error} />
    </div>
  );
}

function DataFreshness() {
  const state = useApiData<DataFreshnessResponse>("/api/admin/data-freshness", operatorGet);
  const [filter, setFilter] = useState(ALL_GROUPS);

  return (
    <>
      <div>
        <h1 className="text-3xl font-bold">Data freshness</h1>
        <p className="mt-2 text-slate-700">
          Per country and topic: the facts due to be confirmed again against their source (overdue, safety-critical first), the figures
          whose two sources give different values, the facts no source gives yet, the citations whose date ended more than 18 months ago, and the citations whose
          link opens a page that is not the publisher&apos;s own (a republication, a press or other page, or a site not registered yet). The same
          list as <code>npm run data:audit</code>. Safety-critical figures ({SAFETY_CRITICAL_WORDS}) need an official or publisher page:
          those still cited from another page are listed first in each country. Sources every country relies on (index editions, exchange rates, the US pages) are listed once,
          as shared sources.
        </p>
      </div>
      {state.status === "loading" && <p role="status">Loading the data audit...</p>}
      <ErrorBox message={state.status === "error" || state.status === "not_found" ? "The data audit could not be loaded. Please try again." : null} />
      {state.status === "ready" && (
        <>
          <Panel title="Summary" id="freshness-summary">
            <Facts
              rows={[
                ["Audited on", <time dateTime={state.data.today}>{state.data.today}</time>],
                ["Citations checked", state.data.citations],
                ["Overdue for review", `${state.data.totals.overdue} (${state.data.totals.overdueSafetyCritical} safety-critical)`],
                ["Sources differ", state.data.totals.differing],
                ["Facts missing", state.data.totals.missing],
                [`Stale (older than ${state.data.staleAfterMonths} months)`, state.data.totals.stale],
                ["Cited only from a non-publisher page", state.data.totals.secondaryOnly],
                ["Of which safety-critical", state.data.totals.safetyCritical],
              ]}
            />
          </Panel>
          <Panel title="Changed since live reports printed them" id="freshness-changed-facts">
            <CheckLiveReports />
            {state.data.changedFacts.length === 0 ? (
              <p className="text-sm text-slate-700">No fact a live report printed has changed since it was printed.</p>
            ) : (
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Facts changed since live reports printed them</caption>
                <thead>
                  <tr>
                    <th scope="col" className="py-1 pr-3">Fact</th>
                    <th scope="col" className="py-1 pr-3">Live reports that printed it</th>
                    <th scope="col" className="py-1 pr-3">Buyers told</th>
                    <th scope="col" className="py-1">Last found</th>
                  </tr>
                </thead>
                <tbody>
                  {state.data.changedFacts.map((fact) => (
                    <tr key={fact.factId} className="border-t border-slate-200">
                      <td className="py-1 pr-3">
                        {fact.what} <span className="text-slate-500">({fact.factId})</span>
                      </td>
                      <td className="py-1 pr-3">{fact.liveReports}</td>
                      <td className="py-1 pr-3">{fact.buyersTold}</td>
                      <td className="py-1">
                        <time dateTime={fact.lastFound}>{fact.lastFound.slice(0, 10)}</time>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </Panel>
          <Panel title="Review intervals" id="freshness-review-rules">
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {state.data.reviewRules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
          </Panel>
          <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
            <label htmlFor="freshness-country" className="font-semibold">
              Country
            </label>
            <select id="freshness-country" className={`${inputClass} sm:w-auto`} value={filter} onChange={(event) => setFilter(event.target.value)}>
              {groupOptions(state.data).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          {visibleGroups(state.data, filter).map((group) => (
            <FreshnessGroupPanel key={group.id} group={group} />
          ))}
        </>
      )}
    </>
  );
}
