/**
 * When each kind of fact is due to be confirmed again against its source (issue 30), stated once. A citation's
 * `reviewedOn` is the day it was last confirmed; the rule for its kind (matched by where it sits in the data) gives
 * the day it falls due. The data audit lists the overdue ones first, safety-critical first; the Data freshness page
 * shows the same list, and the rules in words.
 *
 * - visa thresholds and fees: every 6 months (governments change them without notice);
 * - tax rates, minimum wages and the other base quantities thresholds are defined from: each 1 January (most are
 *   set for a calendar year; a dated new edition is also caught by the sweep for editions);
 * - emergency numbers and embassy phones: every 12 months;
 * - rents, prices and exchange rates: every 12 months;
 * - yearly indices: their next edition, expected 12 months after the edition cited (a review that finds none yet
 *   looks again 6 months later);
 * - everything else (healthcare, housing rules, culture, schools, the directory): every 12 months.
 */
import { endOfAsOf } from "./as-of";

export type ReviewKind = "visa" | "tax" | "emergency" | "prices" | "index" | "other";

/** Where a route's money figures sit in the data: its threshold, fee, savings alternative and age bands' thresholds. */
export const VISA_FIGURE_PATH = /^residenceRoutes\.[a-z-]+\.routes\.\d+\.(threshold|fee|adultFee|savingsInstead|thresholdForAge\.\d+\.threshold)\./;

export type ReviewRule = { kind: ReviewKind; words: string; paths: RegExp[]; dueAfter: (reviewedOn: string, asOf: string) => string };

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00.000Z`);

/** `iso` moved `months` calendar months on, kept inside the target month (31 August + 6 months = 28 February). */
export function monthsAfter(iso: string, months: number): string {
  const date = new Date(dayOf(iso));
  const target = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), target + 1, 0)).getUTCDate();
  return isoDay(Date.UTC(date.getUTCFullYear(), target, Math.min(date.getUTCDate(), lastDay)));
}

/** The first 1 January after `iso`. */
const nextNewYear = (iso: string): string => `${Number(iso.slice(0, 4)) + 1}-01-01`;

const later = (a: string, b: string) => (a > b ? a : b);

export const REVIEW_RULES: readonly ReviewRule[] = [
  {
    kind: "visa",
    words: "visa thresholds and fees: every 6 months",
    paths: [VISA_FIGURE_PATH],
    dueAfter: (reviewedOn) => monthsAfter(reviewedOn, 6),
  },
  {
    kind: "tax",
    words: "tax rates, minimum wages and other base quantities: each 1 January",
    paths: [/^tax\./, /^retireeTax\./, /^usTaxRules\b/, /^baseQuantities\./],
    dueAfter: (reviewedOn) => nextNewYear(reviewedOn),
  },
  {
    kind: "emergency",
    words: "emergency numbers, embassy phones and travel advisories: every 12 months",
    paths: [/^emergency\./],
    dueAfter: (reviewedOn) => monthsAfter(reviewedOn, 12),
  },
  {
    kind: "prices",
    words: "rents, prices and exchange rates: every 12 months",
    paths: [/^places\./, /^exchangeRates\./, /^costEstimates\./],
    dueAfter: (reviewedOn) => monthsAfter(reviewedOn, 12),
  },
  {
    kind: "index",
    words: "yearly indices: at their next edition, 12 months after the one cited (6 months on if none is out yet)",
    paths: [/^indicators\./],
    dueAfter: (reviewedOn, asOf) => later(monthsAfter(isoDay(endOfAsOf(asOf)), 12), monthsAfter(reviewedOn, 6)),
  },
  {
    kind: "other",
    words: "everything else (healthcare, housing, culture, schools, the directory, city guides): every 12 months",
    paths: [/./],
    dueAfter: (reviewedOn) => monthsAfter(reviewedOn, 12),
  },
];

/** The rule for the fact at `path` (the last rule catches everything). */
export const reviewRuleFor = (path: string): ReviewRule => REVIEW_RULES.find((rule) => rule.paths.some((pattern) => pattern.test(path))) ?? REVIEW_RULES[REVIEW_RULES.length - 1]!;

/**
 * The day the fact falls due for review. A citation never reviewed is due from the end of its as-of date.
 */
export function reviewDueOn(path: string, citation: { asOf: string; reviewedOn?: string }): string {
  if (!citation.reviewedOn) return isoDay(endOfAsOf(citation.asOf));
  return reviewRuleFor(path).dueAfter(citation.reviewedOn, citation.asOf);
}

/** True when the fact's review day has come (compared by UTC day). */
export const isOverdue = (dueOn: string, today: Date): boolean => isoDay(today.getTime()) >= dueOn;

