/**
 * The report's price and the demo notice. A struck-through former price with "Limited Time Offer — until
 * {date}" appears only while an operator has set a real one that has not ended (decision 0011): a price
 * never charged would be a deceptive comparison.
 */
import { REPORT_PRICE_USD } from "@shared/constants";
import type { ReportOfferResponse } from "@shared/contracts/report-offer";
import { useApiData } from "@web/lib/use-api-data";
import { DemoNotice } from "./demo-notice";
import { formatPrice, limitedTimeLabel, liveFormerPrice } from "./offer-rules";

export function PriceBlock({ onDark = false }: { onDark?: boolean }) {
  const offer = useApiData<ReportOfferResponse>("/api/payments/offer");
  const formerPrice = offer.status === "ready" ? liveFormerPrice(offer.data, new Date()) : null;
  return (
    <>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <span className="text-3xl font-extrabold">{formatPrice(REPORT_PRICE_USD)}</span>
        {formerPrice && (
          <>
            <s className={`text-lg ${onDark ? "text-brand-100" : "text-slate-500"}`}>
              <span className="sr-only">Former price </span>
              {formatPrice(formerPrice.amountUsd)}
            </s>
            <span className={`rounded-full px-3 py-1 text-sm font-semibold text-slate-900 ${onDark ? "bg-amber-300" : "bg-amber-100 text-amber-900"}`}>
              {limitedTimeLabel(formerPrice)}
            </span>
          </>
        )}
      </div>
      <DemoNotice className="mt-3 inline-block" />
    </>
  );
}
