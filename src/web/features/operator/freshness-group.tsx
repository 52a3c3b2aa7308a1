/** One country's (or the shared sources') part of the Data freshness page: counts by topic, then the lists behind them. */
import { useState, type ReactNode } from "react";
import type { CitedFact, FreshnessGroup, TopicFreshness } from "@shared/contracts/data-freshness";
import { countsText, REASON_LABELS, TOPIC_LABELS } from "./data-freshness-rules";
import { textLink } from "./operator-ui";

const cell = "border-b border-slate-200 px-2 py-1.5 text-right tabular-nums";

export function FreshnessGroupPanel({ group }: { group: FreshnessGroup }) {
  const headingId = `freshness-${group.id}`;
  const { overdue, differing, missing, stale, secondaryOnly, safetyCritical } = group.totals;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" data-group={group.id}>
      <h2 id={headingId} className="text-xl font-bold">
        {group.name}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{countsText(group.totals)}</p>
      <div className="mt-3 overflow-x-auto" role="region" aria-label={`${group.name}: counts by topic`} tabIndex={0}>
        <table className="w-full min-w-[18rem] text-sm">
          <caption className="sr-only">{group.name}: facts overdue for review, with differing sources, missing, stale and cited only from a page that is not the publisher's, by topic</caption>
          <thead className="bg-slate-100">
            <tr>
              <th scope="col" className="border-b border-slate-200 px-2 py-1.5 text-left font-semibold">
                Topic
              </th>
              <th scope="col" className={`${cell} font-semibold`}>
                Overdue
              </th>
              <th scope="col" className={`${cell} font-semibold`}>
                Differing
              </th>
              <th scope="col" className={`${cell} font-semibold`}>
                Missing
              </th>
              <th scope="col" className={`${cell} font-semibold`}>
                Stale
              </th>
              <th scope="col" className={`${cell} font-semibold`}>
                Secondary only
              </th>
            </tr>
          </thead>
          <tbody>
            {group.topics.map((topic) => (
              <tr key={topic.topic}>
                <th scope="row" className="border-b border-slate-200 px-2 py-1.5 text-left font-normal">
                  {TOPIC_LABELS[topic.topic]}
                </th>
                <td className={cell}>{topic.overdue.length}</td>
                <td className={cell}>{topic.differing.length}</td>
                <td className={cell}>{topic.missing.length}</td>
                <td className={cell}>{topic.stale.length}</td>
                <td className={cell}>{topic.secondaryOnly.length}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-3 space-y-2">
        {overdue > 0 && (
          <Disclosure summary={`Overdue for review, safety-critical first (${overdue})`}>
            <Items
              topics={group.topics}
              pick={(topic) =>
                topic.overdue.map((item) => ({
                  key: item.path,
                  path: item.path,
                  body: <Cited item={item} extra={`due ${item.dueOn}, last reviewed ${item.reviewedOn ?? "never"}${item.safetyCritical ? "; safety-critical" : ""}`} />,
                }))
              }
            />
          </Disclosure>
        )}
        {differing > 0 && (
          <Disclosure summary={`Sources differ (${differing})`}>
            <Items
              topics={group.topics}
              pick={(topic) =>
                topic.differing.map((item) => ({
                  key: item.path,
                  path: item.path,
                  body: (
                    <>
                      <Cited item={item} />
                      <p>
                        but{" "}
                        <a href={item.second.url} className={`${textLink} break-words`} target="_blank" rel="noopener noreferrer">
                          {item.second.label}
                        </a>{" "}
                        gives {item.differs}
                      </p>
                    </>
                  ),
                }))
              }
            />
          </Disclosure>
        )}
        {safetyCritical > 0 && (
          <Disclosure summary={`Safety-critical figures without an official or publisher page (${safetyCritical})`}>
            <Items
              topics={group.topics}
              pick={(topic) =>
                topic.secondaryOnly
                  .filter((item) => item.safetyCritical)
                  .map((item) => ({ key: item.path, path: item.path, body: <Cited item={item} extra={REASON_LABELS[item.reason]} /> }))
              }
            />
          </Disclosure>
        )}
        {missing > 0 && (
          <Disclosure summary={`Missing facts (${missing})`}>
            <Items topics={group.topics} pick={(topic) => topic.missing.map((item) => ({ key: item.path, path: item.path, body: <p>{item.note}</p> }))} />
          </Disclosure>
        )}
        {stale > 0 && (
          <Disclosure summary={`Stale citations (${stale})`}>
            <Items topics={group.topics} pick={(topic) => topic.stale.map((item) => ({ key: item.path, path: item.path, body: <Cited item={item} /> }))} />
          </Disclosure>
        )}
        {secondaryOnly > 0 && (
          <Disclosure summary={`Cited only from a page that is not the publisher's (${secondaryOnly})`}>
            <Items
              topics={group.topics}
              pick={(topic) => topic.secondaryOnly.map((item) => ({ key: item.path, path: item.path, body: <Cited item={item} extra={`${REASON_LABELS[item.reason]}${item.safetyCritical ? "; safety-critical" : ""}`} /> }))}
            />
          </Disclosure>
        )}
      </div>
    </section>
  );
}

/** A details element whose list is built only once it is opened (a country can list hundreds of items). */
function Disclosure(props: { summary: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="rounded-lg border border-slate-200" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer px-3 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-brand-700">{props.summary}</summary>
      {open && <div className="border-t border-slate-200 px-3 py-2">{props.children}</div>}
    </details>
  );
}

type Item = { key: string; path: string; body: ReactNode };

function Items(props: { topics: TopicFreshness[]; pick: (topic: TopicFreshness) => Item[] }) {
  return (
    <div className="space-y-3">
      {props.topics.map((topic) => {
        const items = props.pick(topic);
        if (items.length === 0) return null;
        return (
          <div key={topic.topic}>
            <h3 className="text-base font-semibold">
              {TOPIC_LABELS[topic.topic]} ({items.length})
            </h3>
            <ul className="mt-1 space-y-2 text-sm">
              {items.map((item) => (
                <li key={item.key} className="min-w-0 break-words">
                  <code className="block break-all text-xs text-slate-600">{item.path}</code>
                  {item.body}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

function Cited({ item, extra }: { item: CitedFact; extra?: string }) {
  return (
    <p>
      <a href={item.url} className={`${textLink} break-words`} target="_blank" rel="noopener noreferrer">
        {item.label}
      </a>{" "}
      <span className="text-slate-700">
        (as of {item.asOf}
        {extra ? `; ${extra}` : ""})
      </span>
    </p>
  );
}
