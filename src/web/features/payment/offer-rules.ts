/** How the report offer reads (decision 0011): the price, and a former price only while it is live. */
import { isFormerPriceLive, type FormerPrice } from "@shared/contracts/report-offer";

/** "$49.99", "$69.95", "$100.00": a price in US dollars with its cents. */
export function formatPrice(amountUsd: number): string {
  return `$${amountUsd.toFixed(2)}`;
}

/** "December 31, 2030": a former price's last day as the visitor reads it (the day is a UTC date). */
export function longEndDate(endsOn: string): string {
  return new Date(`${endsOn}T00:00:00.000Z`).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}

/** The spec's label, with the end date stated. */
export function limitedTimeLabel(formerPrice: FormerPrice): string {
  return `Limited Time Offer — until ${longEndDate(formerPrice.endsOn)}`;
}

/**
 * The former price to show from an offer answer, or null: none unless the answer carries a well-formed
 * one whose last day has not passed (a page left open past the end drops it too).
 */
export function liveFormerPrice(offer: unknown, now: Date): FormerPrice | null {
  const candidate = (offer as { formerPrice?: unknown } | null)?.formerPrice as Partial<FormerPrice> | null | undefined;
  if (!candidate || typeof candidate.amountUsd !== "number" || typeof candidate.endsOn !== "string") return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(candidate.endsOn)) return null;
  const formerPrice = { amountUsd: candidate.amountUsd, endsOn: candidate.endsOn };
  return isFormerPriceLive(formerPrice, now) ? formerPrice : null;
}
