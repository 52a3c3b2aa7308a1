/** Number and date display shared by the server and the site (en-US grouping, dates in UTC). */
const upToTwoDecimals = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/** "1,250": whole numbers are formatted by hand, as this runs on every assessment and Intl is slower. */
function groupThousands(whole: number): string {
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return whole < 0 ? `-${digits}` : digits;
}

/** "$1,250" */
export function formatUsd(amount: number): string {
  return `$${groupThousands(Math.round(amount))}`;
}

/** "1,250" or "1,250.5": a figure as published. */
export function formatNumber(value: number): string {
  return upToTwoDecimals.format(value);
}

/** Decimal places each currency is written with (ISO 4217's minor units: none for JPY, KRW, VND, CLP...). */
const minorUnits = new Map<string, number>();
function minorUnitsOf(currency: string): number {
  let units = minorUnits.get(currency);
  if (units === undefined) {
    try {
      units = new Intl.NumberFormat("en-US", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      units = 2;
    }
    minorUnits.set(currency, units);
  }
  return units;
}

/** "JPY 3,000,000", "EUR 920.5": an amount in its currency, with no more decimals than the currency has. */
export function formatAmount(amount: number, currency: string): string {
  const digits = minorUnitsOf(currency);
  const rounded = Math.round(amount * 10 ** digits) / 10 ** digits;
  return `${currency} ${digits === 0 ? groupThousands(rounded) : formatNumber(rounded)}`;
}

const longDateFormat = new Intl.DateTimeFormat("en-US", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "March 31, 2027" from an ISO timestamp or a "YYYY-MM-DD" day (read as UTC). */
export function formatLongDate(iso: string): string {
  return longDateFormat.format(new Date(iso));
}

const minuteInWords = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });

/**
 * "November 24, 2026 at 2:05 PM UTC": `date` rounded up to the minute (never before it), in UTC. The one wording
 * of "try again after" times (the re-send cap, the route limits). Some ICU versions put a narrow no-break space
 * before AM/PM; the text keeps a plain one so it reads and matches the same everywhere.
 */
export function whenInWords(date: Date): string {
  return `${minuteInWords.format(new Date(Math.ceil(date.getTime() / 60_000) * 60_000)).replace(/\u202f/g, " ")} UTC`;
}

/** "about 55 minutes", "about an hour", "about 3 days" or "less than a minute": a wait of `ms`, roughly. */
export function waitInWords(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 1) return "less than a minute";
  if (minutes < 60) return minutes === 1 ? "about a minute" : `about ${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return hours === 1 ? "about an hour" : `about ${hours} hours`;
  return `about ${Math.round(hours / 24)} days`;
}

const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "September" for 9. */
export const monthName = (month: number): string => MONTH_NAMES[month - 1] ?? String(month);

/** "a, b and c" (or "a, b or c"). */
export function listInWords(items: readonly string[], conjunction: "and" | "or" = "and"): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${conjunction} ${items[items.length - 1]}`;
}
