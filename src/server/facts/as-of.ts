/** An as-of date (YYYY, YYYY-MM or YYYY-MM-DD) read as a day. */

/** The last day an as-of date covers: YYYY is the end of that year, YYYY-MM the end of that month. */
export function endOfAsOf(asOf: string): number {
  const [year = NaN, month, day] = asOf.split("-").map(Number);
  if (month === undefined) return Date.UTC(year, 11, 31);
  if (day === undefined) return Date.UTC(year, month, 0);
  return Date.UTC(year, month - 1, day);
}
