/** Converting published local-currency figures to US dollars with the sourced rate of each currency. */
import { citationKey, type Citation } from "@server/facts/citation";
import type { ExchangeRate, ExchangeRates } from "./data/dataset.schema";

/** US dollars for one unit of the currency, derived from the rate as published; undefined without a sourced rate. */
export function usdPerUnit(rates: ExchangeRates, currency: string): number | undefined {
  if (currency === "USD") return 1;
  const rate: ExchangeRate | undefined = rates[currency];
  if (!rate) return undefined;
  return rate.quote === "USD per unit" ? rate.published : 1 / rate.published;
}

/** The amount in US dollars (unrounded), or null when the currency has no sourced rate. */
export function toUsd(amount: number, currency: string, rates: ExchangeRates): number | null {
  const rate = usdPerUnit(rates, currency);
  return rate === undefined ? null : amount * rate;
}

/** The sources of the rates used for these currencies, each once, in currency order. */
export function rateSources(rates: ExchangeRates, currencies: Iterable<string>): Citation[] {
  const unique = new Map<string, Citation>();
  for (const currency of [...new Set(currencies)].sort()) {
    const rate = rates[currency];
    if (rate) unique.set(citationKey(rate.source), rate.source);
  }
  return [...unique.values()];
}
