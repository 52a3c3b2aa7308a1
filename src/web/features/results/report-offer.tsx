import { chapterListing, REPORT_MIN_PAGES } from "@shared/report-chapters";
import { PriceBlock } from "@web/features/payment/price-block";

/** The report preview, its price (until bought) and, in `children`, the purchase or download action. */
export function ReportOffer({ country, showPrice = true, children }: { country: string; showPrice?: boolean; children?: React.ReactNode }) {
  return (
    <section aria-labelledby="report-heading" className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
      <h2 id="report-heading" className="text-xl font-bold">Your personalised {country} emigration report</h2>
      <p className="mt-1 text-slate-600">
        A {REPORT_MIN_PAGES}+ page PDF built from the sources behind your score, every figure with its source and date. It is
        usually ready within a minute of payment, to download here, and by e-mail if you give an address.
      </p>
      <h3 className="mt-4 font-semibold">What's inside</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-700">
        {chapterListing().map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ol>
      {showPrice && <PriceBlock />}
      {children}
    </section>
  );
}
