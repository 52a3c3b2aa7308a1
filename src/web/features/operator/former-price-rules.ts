/** What the former-price form reads and says (decision 0011). */
import type { FormerPriceSettingResponse } from "@shared/contracts/report-offer";
import { formatPrice, longEndDate } from "@web/features/payment/offer-rules";

export const FORMER_PRICE_FORM_MESSAGES = {
  amount: "Enter the former price in US dollars, e.g. 69.95",
  endsOn: "Choose the last day the former price is shown",
} as const;

/** The setting as one sentence for the operator. */
export function formerPriceStatusText(setting: FormerPriceSettingResponse): string {
  const { formerPrice, shownNow } = setting;
  if (!formerPrice) return "No former price is set: buyers see the price alone, with no comparison.";
  const what = `Former price ${formatPrice(formerPrice.amountUsd)}, last day ${longEndDate(formerPrice.endsOn)} (UTC)`;
  return shownNow ? `${what}: shown to buyers now, struck through.` : `${what}: it has ended and is no longer shown.`;
}
