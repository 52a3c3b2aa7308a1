/**
 * What a country's resident income-tax bands mean in money: national income tax at a few yearly incomes, each
 * converted from US dollars with the currency's sourced rate. Pure. An illustration on the bands alone, not a
 * tax calculation: allowances, deductions, social security and regional or local taxes are left out, and the
 * report says so.
 */
import type { ExchangeRates } from "@server/destinations/data/dataset.schema";
import { usdPerUnit } from "@server/destinations/exchange-rates";
import type { IncomeTax, TaxBand } from "@server/knowledge/tax/tax.schema";

/** The yearly incomes, in US dollars, the report illustrates. */
export const ILLUSTRATED_INCOMES_USD = [30_000, 60_000, 120_000] as const;

/** Tax on `income` under progressive bands: each band taxes the part of the income that falls inside it. */
export function taxOnBands(income: number, bands: readonly TaxBand[]): number {
  return bands.reduce((tax, band) => {
    const top = band.upTo ?? Number.POSITIVE_INFINITY;
    const inBand = Math.max(0, Math.min(income, top) - band.from);
    return tax + (inBand * band.ratePercent) / 100;
  }, 0);
}

export type TaxIllustration = {
  incomeUsd: number;
  /** The same yearly income in the bands' currency. */
  incomeLocal: number;
  /** Yearly national income tax on the bands, in the bands' currency. */
  taxLocal: number;
  taxUsd: number;
  averageRatePercent: number;
  /** The rate on the next unit of income. */
  marginalRatePercent: number;
};

/** The bands at each income, or null when there are no bands or no sourced rate for their currency. */
export function illustrateIncomeTax(tax: IncomeTax, rates: ExchangeRates, incomesUsd: readonly number[] = ILLUSTRATED_INCOMES_USD): TaxIllustration[] | null {
  const rate = usdPerUnit(rates, tax.currency);
  if (tax.bands.length === 0 || rate === undefined) return null;
  const periodsPerYear = tax.period === "month" ? 12 : 1;
  return incomesUsd.map((incomeUsd) => {
    const incomeLocal = incomeUsd / rate;
    const perPeriod = incomeLocal / periodsPerYear;
    const taxLocal = taxOnBands(perPeriod, tax.bands) * periodsPerYear;
    const marginal = tax.bands.filter((band) => band.from <= perPeriod).at(-1)?.ratePercent ?? 0;
    return {
      incomeUsd,
      incomeLocal,
      taxLocal,
      taxUsd: taxLocal * rate,
      averageRatePercent: incomeLocal === 0 ? 0 : (taxLocal / incomeLocal) * 100,
      marginalRatePercent: marginal,
    };
  });
}
