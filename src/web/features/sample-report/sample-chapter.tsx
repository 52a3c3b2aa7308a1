/** One chapter of the sample PDF as the page summarises it: title, opening paragraphs and its key-value facts. */
import type { SampleReport } from "@shared/contracts/content";
import { SourcedFact } from "@web/components/sourced-fact";

type Chapter = SampleReport["chapters"][number];
type Row = Chapter["factGroups"][number]["facts"][number];

/** A row the PDF cites with its source; an answer or a verdict the PDF prints without one stays bare here too. */
function RowValue({ row }: { row: Row }) {
  return row.source ? <SourcedFact fact={{ value: row.value, source: row.source }} /> : <span>{row.value}</span>;
}

function Paragraph({ paragraph }: { paragraph: Chapter["paragraphs"][number] }) {
  return (
    <p>
      {paragraph.text}
      {paragraph.sources.map((source) => (
        <a key={`${source.url}|${source.asOf}`} href={source.url} target="_blank" rel="noreferrer noopener" className="ml-1 text-xs text-brand-700 underline">
          source: {source.name}, {source.asOf}
        </a>
      ))}
    </p>
  );
}

export function SampleChapter({ chapter }: { chapter: Chapter }) {
  const headingId = `chapter-${chapter.id}`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-6 shadow-sm">
      <h2 id={headingId} className="text-xl font-bold">{chapter.title}</h2>
      <div className="mt-3 space-y-3 break-words text-slate-700">
        {chapter.paragraphs.map((paragraph) => <Paragraph key={paragraph.text} paragraph={paragraph} />)}
      </div>
      {chapter.factGroups.map((group, index) => (
        <div key={`${group.subheading ?? ""}-${index}`} className="mt-4">
          {group.subheading && <h3 className="font-semibold text-slate-800">{group.subheading}</h3>}
          <dl className="divide-y divide-slate-100 text-sm">
            {group.facts.map((row, position) => (
              <div key={`${row.label}-${position}`} className="flex flex-col gap-1 py-2 sm:flex-row sm:justify-between">
                <dt className="text-slate-500">{row.label}</dt>
                <dd className="min-w-0 break-words sm:max-w-[65%] sm:text-right"><RowValue row={row} /></dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </section>
  );
}
