/** One report in the buyer's hub: a fresh download link, the plan as a checklist with its calendar, the official offices. */
import { ExternalLink } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import type { HubPlanItem, HubReport } from "@shared/contracts/hub";
import { formatLongDate as longDate } from "@shared/format";
import { apiPost, apiPut } from "@web/lib/api-client";


type Props = { report: HubReport; onChange: (report: HubReport) => void };

export function ReportCard({ report, onChange }: Props) {
  const place = report.city ? `${report.city}, ${report.country}` : report.country;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <header>
        <h2 id={headingId} className="text-2xl font-bold">{place}</h2>
        <p className="text-slate-700">
          Score {report.score} of 100 · bought {longDate(report.paidAt)} · hub open until {longDate(report.hubAccessUntil)}
        </p>
      </header>
      <Download report={report} />
      <WhatChanged report={report} onChange={onChange} />
      <Plan report={report} onChange={onChange} />
      <OfficialLinks report={report} />
    </section>
  );
}

function Download({ report }: { report: HubReport }) {
  const [link, setLink] = useState<{ url: string; until: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ask = async () => {
    setError(null);
    try {
      const answer = await apiPost<{ downloadUrl?: string; expiresAt?: string; error?: string }>(`/api/hub/orders/${report.orderId}/download-link`);
      if (answer.ok && answer.body?.downloadUrl && answer.body.expiresAt) {
        setLink({ url: answer.body.downloadUrl, until: answer.body.expiresAt });
        window.location.assign(answer.body.downloadUrl);
      } else setError(answer.body?.error ?? "A download link could not be made. Please try again.");
    } catch {
      setError("We could not reach the server. Check your connection and try again.");
    }
  };
  if (!report.report.ready) return <p className="text-slate-700">Your report is still being generated. Refresh this page in a minute.</p>;
  return (
    <div>
      <button type="button" onClick={() => void ask()} className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
        Download your report (PDF{report.report.pageCount ? `, ${report.report.pageCount} pages` : ""})
      </button>
      {link && (
        <p role="status" className="mt-2 text-sm text-slate-700">
          A new link was made for you, valid until {longDate(link.until)}: <a href={link.url} className="font-semibold text-brand-800 hover:underline">download again</a>.
        </p>
      )}
      {error && <p role="alert" className="mt-2 text-red-700">{error}</p>}
    </div>
  );
}

function Plan({ report, onChange }: Props) {
  const id = useId();
  const [start, setStart] = useState(report.plan.startDate ?? "");
  const [error, setError] = useState<string | null>(null);
  /** Saves a change; the saved plan replaces the shown one, and a failed save puts back what was saved before. */
  const save = async (answer: Promise<{ ok: boolean; body: (HubReport & { error?: string }) | null }>) => {
    setError(null);
    try {
      const result = await answer;
      if (result.ok && result.body) return onChange(result.body);
      setError(result.body?.error ?? "Your plan could not be saved. Please try again.");
    } catch {
      setError("We could not reach the server. Your change was not saved.");
    }
    onChange(report);
  };
  const submitStart = (event: FormEvent) => {
    event.preventDefault();
    void save(apiPut(`/api/hub/orders/${report.orderId}/plan`, { startDate: start }));
  };
  // The tick shows at once; the server's answer then confirms it (or the save fails and it is undone).
  const toggle = (item: HubPlanItem) => {
    onChange({ ...report, plan: { ...report.plan, items: report.plan.items.map((candidate) => (candidate.id === item.id ? { ...candidate, done: !item.done } : candidate)) } });
    void save(apiPut(`/api/hub/orders/${report.orderId}/plan/steps/${item.id}`, { done: !item.done }));
  };
  const groups = [...new Set(report.plan.items.map((item) => item.when))].map((when) => report.plan.items.filter((item) => item.when === when));
  const doneCount = report.plan.items.filter((item) => item.done).length;

  return (
    <div>
      <h3 className="text-xl font-bold">Your relocation plan</h3>
      <p className="text-sm text-slate-700">
        The timeline of your report as a checklist: {doneCount} of {report.plan.items.length} steps done. Your ticks are saved and show on any device you sign in on.
      </p>
      <form onSubmit={submitStart} className="mt-3 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-start`} className="block text-sm font-semibold">Your plan starts on</label>
          <input id={`${id}-start`} type="date" value={start} onChange={(event) => setStart(event.target.value)} className="rounded-lg border border-slate-300 px-3 py-2" />
        </div>
        <button type="submit" disabled={!start} className="rounded-lg border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60">
          Set the dates
        </button>
        {report.plan.startDate && (
          <a href={`/api/hub/orders/${report.orderId}/plan.ics`} download className="py-2 font-semibold text-brand-800 hover:underline">
            Add the deadlines to your calendar (.ics)
          </a>
        )}
      </form>
      {error && <p role="alert" className="mt-2 text-red-700">{error}</p>}
      <div className="mt-4 space-y-4">
        {groups.map((items) => {
          const first = items[0] as HubPlanItem;
          return (
            <fieldset key={first.when} className="rounded-lg border border-slate-200 p-4">
              <legend className="px-1 font-semibold">
                {first.when}: {first.title}
                {first.due && <span className="font-normal text-slate-600"> · by {longDate(first.due)}</span>}
              </legend>
              <ul className="space-y-2">
                {items.map((item) => (
                  <li key={item.id} className="flex items-start gap-2">
                    <input id={`${id}-${item.id}`} type="checkbox" checked={item.done} onChange={() => toggle(item)} className="mt-1 h-4 w-4" />
                    <label htmlFor={`${id}-${item.id}`} className={item.done ? "text-slate-500 line-through" : "text-slate-800"}>
                      {item.text}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          );
        })}
      </div>
    </div>
  );
}

/** The facts the report printed that have changed since (issue 31): what, was, now, from when, and the source. */
function WhatChanged({ report, onChange }: Props) {
  if (!report.report.ready) return null;
  return (
    <div>
      <h3 className="text-xl font-bold">What changed since your report</h3>
      <Editions report={report} onChange={onChange} />
      {report.changes.length === 0 ? (
        <p className="mt-2 text-slate-700">Nothing yet: every fact your report printed is still what its sources say. We check whenever a figure changes.</p>
      ) : (
        <ul className="mt-2 space-y-3">
          {report.changes.map((change) => (
            <li key={`${change.what}-${change.now}`} className={change.important ? "rounded-lg bg-amber-50 p-3 ring-1 ring-amber-300" : "rounded-lg bg-slate-50 p-3"}>
              <p className="font-semibold">
                {change.important && <span className="mr-2 rounded bg-amber-200 px-1.5 py-0.5 text-xs font-bold uppercase text-amber-900">Important</span>}
                {change.what}
              </p>
              <p className="text-slate-800">
                Your report said <span className="font-semibold">{change.was}</span>; now <span className="font-semibold">{change.now}</span>, since {longDate(change.since)}.
              </p>
              <a href={change.source.url} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline">
                Source: {change.source.name}
                <span className="sr-only"> (opens in a new tab)</span>
                <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Every edition of the report to download, and the updated edition to ask for when something changed. */
function Editions({ report, onChange }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const ask = async () => {
    setError(null);
    setAsking(true);
    try {
      const answer = await apiPost<HubReport & { error?: string }>(`/api/hub/orders/${report.orderId}/editions`);
      if (answer.ok && answer.body) onChange(answer.body);
      else setError(answer.body?.error ?? "The updated edition could not be asked for. Please try again.");
    } catch {
      setError("We could not reach the server. Check your connection and try again.");
    } finally {
      setAsking(false);
    }
  };
  const waiting = report.editions.some((edition) => edition.status === "pending" || edition.status === "rendering");
  return (
    <div className="mt-2 space-y-2">
      {report.editions.length > 1 && (
        <ul className="space-y-1">
          {report.editions.map((edition) => (
            <li key={edition.edition}>
              {edition.status === "ready" ? (
                <a href={`/api/hub/orders/${report.orderId}/editions/${edition.edition}/pdf`} className="font-semibold text-brand-800 hover:underline">
                  Edition {edition.edition}
                  {edition.madeOn ? ` of ${longDate(edition.madeOn)}` : ""} (PDF{edition.pageCount ? `, ${edition.pageCount} pages` : ""}{edition.score !== null ? `, score ${edition.score}` : ""})
                </a>
              ) : (
                <span className="text-slate-700">
                  Edition {edition.edition}: {edition.status === "failed" ? "could not be made; ask again below or write to us" : "being made; refresh this page in a few minutes"}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {report.canUpdate && (
        <button type="button" disabled={asking} onClick={() => void ask()} className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
          Get the updated edition of your report
        </button>
      )}
      {waiting && <p role="status" className="text-sm text-slate-700">Your updated edition is being made with today's facts.</p>}
      {error && <p role="alert" className="text-red-700">{error}</p>}
    </div>
  );
}

function OfficialLinks({ report }: { report: HubReport }) {
  if (report.officialLinks.length === 0 && report.officialGaps.length === 0) return null;
  return (
    <div>
      <h3 className="text-xl font-bold">Official offices for your move</h3>
      <ul className="mt-2 space-y-2">
        {report.officialLinks.map((link) => (
          <li key={`${link.role}-${link.url}`}>
            <span className="text-sm font-semibold text-slate-600">{link.role}: </span>
            <a href={link.url} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-semibold text-brand-800 hover:underline">
              {link.name}
              <span className="sr-only"> (opens in a new tab)</span>
              <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
            </a>
            {link.phone && <span className="text-slate-700"> · phone <a href={`tel:${link.phone.replace(/[^+0-9]/g, "")}`} className="hover:underline">{link.phone}</a></span>}
          </li>
        ))}
      </ul>
      {report.officialGaps.length > 0 && (
        <ul className="mt-2 space-y-1 text-sm text-slate-600">
          {report.officialGaps.map((gap) => <li key={gap}>{gap}</li>)}
        </ul>
      )}
    </div>
  );
}
