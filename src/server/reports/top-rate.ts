/**
 * A country's top income-tax rate, always said with its scope: the national rate the band table ends with, and,
 * where regional or local income taxes add to it, the combined rate with what it combines. The executive summary
 * and the tax chapter both read these rows, so the two can never disagree (issue 18: Japan read 45% in the summary
 * and about 56% in the tax chapter; Spain's 24.5% state share stood next to Portugal's 48%).
 */
import type { KeyValueRow } from "@server/report-pdf/report-document";
import type { IncomeTax } from "@server/knowledge/tax/tax.schema";
import { differRow } from "./fact-rows";
import type { FactCatalogue } from "@server/facts/catalogue/fact-catalogue";
import { factIdsOf } from "@server/facts/catalogue/read-facts";

/** A published rate as a reader takes it in: whole or one decimal, "about" when rounding changed it. */
export function ratePercent(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return rounded === value ? `${value}%` : `about ${rounded}%`;
}

export function topRateRows(tax: IncomeTax, printed: FactCatalogue): KeyValueRow[] {
  const bands = factIdsOf(printed, tax);
  const national: KeyValueRow = {
    label: tax.combinedTop ? "Top national income-tax rate" : "Top income-tax rate (no regional or local income tax added)",
    value: `${ratePercent(tax.topRatePercent)} (${tax.taxYear})`,
    source: tax.source,
    facts: bands,
  };
  if (!tax.combinedTop) return [national, ...differRow(tax.crossCheck, "the income-tax bands", bands)];
  const combined = factIdsOf(printed, tax.combinedTop);
  return [
    national,
    ...differRow(tax.crossCheck, "the income-tax bands", bands),
    { label: "Top rate with regional and local taxes", value: `${ratePercent(tax.combinedTop.ratePercent)}: ${tax.combinedTop.what}`, source: tax.combinedTop.source, facts: combined },
    ...differRow(tax.combinedTop.crossCheck, "the rate with regional and local taxes", combined),
  ];
}
