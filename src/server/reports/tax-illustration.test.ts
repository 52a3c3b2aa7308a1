import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ExchangeRates } from "@server/destinations/data/dataset.schema";
import type { IncomeTax, TaxBand } from "@server/knowledge/tax/tax.schema";
import { illustrateIncomeTax, taxOnBands } from "./tax-illustration";

const source = { publisher: "Test fixture page", title: "Test fixture page", url: "https://fixture.example/page", asOf: "2026-01" };
const bands: TaxBand[] = [
  { from: 0, upTo: 10_000, ratePercent: 0 },
  { from: 10_000, upTo: 50_000, ratePercent: 20 },
  { from: 50_000, upTo: null, ratePercent: 40 },
];
const incomeTax = (overrides: Partial<IncomeTax> = {}): IncomeTax => ({ taxYear: "2026", currency: "EUR", period: "year", bands, topRatePercent: 40, source, ...overrides });
const rates: ExchangeRates = { EUR: { published: 2, quote: "units per USD", what: "fixture", source } };

describe("income tax on progressive bands", () => {
  it("taxes each part of the income at its own band's rate", () => {
    expect(taxOnBands(5_000, bands)).toBe(0);
    expect(taxOnBands(30_000, bands)).toBe(4_000);
    expect(taxOnBands(60_000, bands)).toBe(8_000 + 4_000);
  });

  it("never falls as income rises, and never exceeds the top rate on the whole income", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (income, raise) => {
        expect(taxOnBands(income + raise, bands)).toBeGreaterThanOrEqual(taxOnBands(income, bands));
        expect(taxOnBands(income, bands)).toBeLessThanOrEqual(income * 0.4 + 1e-6);
      }),
    );
  });

  it("converts each US-dollar income with the sourced rate and reports average and marginal rates", () => {
    const [low, , high] = illustrateIncomeTax(incomeTax(), rates) ?? [];
    // USD 30,000 at 2 EUR per USD is EUR 60,000: 8,000 + 4,000 tax, 20% on average, 40% at the margin.
    expect(low).toMatchObject({ incomeUsd: 30_000, incomeLocal: 60_000, taxLocal: 12_000, taxUsd: 6_000, averageRatePercent: 20, marginalRatePercent: 40 });
    expect(high?.incomeLocal).toBe(240_000);
  });

  it("applies monthly bands to a twelfth of the income and counts twelve months", () => {
    const monthly = illustrateIncomeTax(incomeTax({ period: "month" }), rates, [30_000])?.[0];
    // EUR 60,000 a year is EUR 5,000 a month, inside the 0% band.
    expect(monthly).toMatchObject({ taxLocal: 0, marginalRatePercent: 0 });
  });

  it("gives no illustration without bands or without a sourced rate for their currency", () => {
    expect(illustrateIncomeTax(incomeTax({ bands: [] }), rates)).toBeNull();
    expect(illustrateIncomeTax(incomeTax({ currency: "XYZ" }), rates)).toBeNull();
  });
});
