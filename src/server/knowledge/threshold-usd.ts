/** A route's money threshold in US dollars: the one conversion eligibility, the score and the report all use. */
import type { ExchangeRates } from "@server/destinations/data/dataset.schema";
import { toUsd } from "@server/destinations/exchange-rates";
import type { Threshold } from "./knowledge.schema";

/** USD per month for an income or salary floor, USD for a one-off amount; null without a sourced rate. */
export function thresholdInUsd(threshold: Threshold, rates: ExchangeRates): number | null {
  const usd = toUsd(threshold.amount, threshold.currency, rates);
  if (usd === null) return null;
  return threshold.period === "year" ? usd / 12 : usd;
}
