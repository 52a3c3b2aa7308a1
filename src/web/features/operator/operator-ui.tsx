/** Small pieces every operator page uses: panels, result and error boxes, button styles. */
import type { ReactNode } from "react";

export const primaryButton =
  "inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-700";
export const secondaryButton =
  "inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:text-slate-500";
export const dangerButton =
  "inline-flex items-center justify-center gap-2 rounded-lg bg-red-700 px-4 py-2.5 font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-700";
export const inputClass =
  "w-full rounded-lg border border-slate-400 px-3 py-2 text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-brand-700";
export const textLink = "font-medium text-brand-700 underline hover:text-brand-900";

export function Panel(props: { title: string; id: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={props.id} className={`rounded-2xl border border-slate-200 bg-white p-5 shadow-sm ${props.className ?? ""}`}>
      <h2 id={props.id} className="text-xl font-bold">
        {props.title}
      </h2>
      <div className="mt-3 space-y-3">{props.children}</div>
    </section>
  );
}

/** An error box; the region stays in the page so a new message is announced. */
export function ErrorBox(props: { title?: string; message: string | null; className?: string }) {
  return (
    <div role="alert" className={props.className}>
      {props.message && (
        <div className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
          {props.title && <p className="font-bold">{props.title}</p>}
          <p className={props.title ? "mt-1" : ""}>{props.message}</p>
        </div>
      )}
    </div>
  );
}

/** A definition list of label/value rows. */
export function Facts({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-700">{label}</dt>
          <dd className="mb-2 min-w-0 break-words text-slate-900 sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
