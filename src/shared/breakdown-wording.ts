/**
 * How much a breakdown line counts, in the person's words, for the results page and the report: their own
 * rating for the seven factors; for the lines they were not asked about (climate, budget, location), why the
 * line counts. Never a weight written as "3/5" for something the person did not rate.
 */
import { FACTORS } from "./constants";
import type { BreakdownFactor } from "./contracts/assessments";

const RATED = new Set<string>(FACTORS.map((factor) => factor.key));

export function isRatedFactor(line: Pick<BreakdownFactor, "factor">): boolean {
  return RATED.has(line.factor);
}

export function weightInWords(line: Pick<BreakdownFactor, "factor" | "rating">): string {
  if (isRatedFactor(line)) return `you rated it ${line.rating} of 5`;
  if (line.factor === "location") return "counts because of your location choice";
  return line.rating > 3 ? "counts a little more than a middle priority" : "counts as a middle priority";
}
