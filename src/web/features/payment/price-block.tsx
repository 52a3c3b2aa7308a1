/** The report's price as the spec shows it: $49.99 against a struck-through $69.95, "Limited Time Offer", and the demo notice. */
import { REPORT_PRICE_USD, REPORT_REGULAR_PRICE_USD } from "@shared/constants";
import { DemoNotice } from "./demo-notice";

export function PriceBlock({ onDark = false }: { onDark?: boolean }) {
  return (
    <>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <span className="text-3xl font-extrabold">${REPORT_PRICE_USD}</span>
        <span className={`text-lg line-through ${onDark ? "text-brand-100" : "text-slate-500"}`} aria-label={`Regular price $${REPORT_REGULAR_PRICE_USD}`}>
          ${REPORT_REGULAR_PRICE_USD}
        </span>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold text-slate-900 ${onDark ? "bg-amber-300" : "bg-amber-100 text-amber-900"}`}>
          Limited Time Offer
        </span>
      </div>
      <DemoNotice className="mt-3 inline-block" />
    </>
  );
}
