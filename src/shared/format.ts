/** Number display shared by the server and the site (en-US grouping). */
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

const longDateFormat = new Intl.DateTimeFormat("en-US", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "March 31, 2027" from an ISO timestamp or a "YYYY-MM-DD" day (read as UTC). */
export function formatLongDate(iso: string): string {
  return longDateFormat.format(new Date(iso));
}
