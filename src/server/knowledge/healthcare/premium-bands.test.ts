/**
 * Health cover by age band (issue 19.5): a band shows a quote for its ages, or one premium for every age where the
 * law or the figure says so, or an estimate scaled by the federal default age curve where insurers price by age,
 * or the income rule, or says why it has no figure.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COUNTRY_SLUGS } from "@server/destinations/data/dataset.schema";
import { rawKnowledgeBase } from "@server/knowledge/index";
import { testHealthcare } from "../../../../tests/support/knowledge";
import { ageFactor } from "./age-curve";
import type { CountryHealthcare } from "./healthcare.schema";
import { AGE_BANDS, premiumBands } from "./premium-bands";

const SOURCE = testHealthcare("portugal").system;
const source = "source" in SOURCE ? SOURCE.source : (undefined as never);
const quote = (amount: number, from: number, to: number) => ({ amount, currency: "EUR", period: "month" as const, basis: `plan for ${from}-${to}`, forAges: { from, to }, source });
const entry = (overrides: Partial<CountryHealthcare>): CountryHealthcare => ({
  ...testHealthcare("portugal"),
  privateInsuranceCost: { value: null, note: "No headline premium in this case." },
  ...overrides,
});

describe("premiums by age band", () => {
  it("show a quote for the band's ages, and estimate the others from the nearest quote by the age curve", () => {
    const bands = premiumBands(entry({ premiumRating: { kind: "age-rated", text: "Priced by age.", source }, premiumsByAge: [quote(100, 30, 30)] }));
    expect(bands.map((band) => band.kind)).toEqual(["quoted", "estimate", "estimate"]);
    expect(bands[0]?.cost?.amount).toBe(100);
    expect(bands[2]?.cost?.amount).toBeCloseTo((100 * ageFactor(64)) / ageFactor(30), 1);
    expect(bands[2]?.basis).toMatch(/^Estimate for age 64: the premium quoted for age 30 \(EUR 100 a month; plan for 30-30\) scaled by the US federal default age curve \(2\.64 times\)/);
  });

  it("never estimate a lower premium for an older band when insurers price by age", () => {
    fc.assert(
      fc.property(fc.integer({ min: 18, max: 70 }), fc.double({ min: 1, max: 5000, noNaN: true }), (age, amount) => {
        const bands = premiumBands(entry({ premiumRating: { kind: "age-rated", text: "Priced by age.", source }, premiumsByAge: [quote(amount, age, age)] }));
        const amounts = bands.map((band) => band.cost?.amount ?? 0);
        expect(amounts[1]).toBeGreaterThanOrEqual((amounts[0] as number) - 0.01);
        expect(amounts[2]).toBeGreaterThanOrEqual((amounts[1] as number) - 0.01);
      }),
    );
  });

  it("give every band the same premium where one figure covers every adult age", () => {
    const bands = premiumBands(entry({ premiumRating: { kind: "community-rated", text: "One premium whatever the age.", source }, premiumsByAge: [quote(150, 18, 99)] }));
    expect(bands.map((band) => band.kind)).toEqual(["same-at-every-age", "same-at-every-age", "same-at-every-age"]);
    expect(new Set(bands.map((band) => band.cost?.amount))).toEqual(new Set([150]));
    expect(bands[0]?.basis).toContain("One premium whatever the age.");
  });

  it("say a public contribution follows income where there is no figure, and why a band has none otherwise", () => {
    const income = premiumBands(entry({ premiumRating: { kind: "income-based", text: "Contributions are a share of income.", source }, premiumsByAge: [] }));
    expect(income.every((band) => band.kind === "income-based" && band.cost === null && band.basis === "Set by income, not age: Contributions are a share of income.")).toBe(true);
    const unknown = premiumBands(entry({ premiumRating: { value: null, note: "Nothing says how premiums vary here." }, premiumsByAge: [] }));
    expect(unknown.map((band) => band.basis)).toEqual(AGE_BANDS.map(() => "No premium quoted for this age band. Nothing says how premiums vary here."));
  });

  it("for every country, every band is a figure, an estimate, the income rule, or says why it has none", () => {
    for (const slug of COUNTRY_SLUGS) {
      const healthcare = rawKnowledgeBase.healthcare[slug];
      if (!("premiumsByAge" in healthcare)) throw new Error(`${slug}: healthcare not researched`);
      for (const band of premiumBands(healthcare)) {
        expect(band.basis.length, `${slug} ${band.band.label}`).toBeGreaterThan(20);
        if (band.kind === "quoted" || band.kind === "same-at-every-age" || band.kind === "estimate") expect(band.cost?.amount, `${slug} ${band.band.label}`).toBeGreaterThan(0);
        else expect(band.cost).toBeNull();
      }
    }
  });
});

describe("one premium, one value (issue 30)", () => {
  it("a community-rated premium quoted for every adult age is the typical premium itself, one edition (the Netherlands showed 2025's and 2026's)", async () => {
    const { healthcareByCountry } = await import("./index");
    const { isResearched } = await import("../index");
    const twoValues = Object.entries(healthcareByCountry).flatMap(([slug, entry]) => {
      if (!isResearched(entry) || !isResearched(entry.premiumRating) || entry.premiumRating.kind !== "community-rated") return [];
      const typical = entry.privateInsuranceCost;
      if (!("amount" in typical)) return [];
      // A quote for every adult age, in the same currency and period, is the same premium: it must be the same value.
      const everyAdult = (entry.premiumsByAge ?? []).filter((quote) => quote.forAges.from <= 18 && quote.forAges.to >= 99 && quote.currency === typical.currency && quote.period === typical.period);
      return everyAdult.filter((quote) => quote.amount !== typical.amount).map((quote) => `${slug}: ${typical.amount} and ${quote.amount}`);
    });
    expect(twoValues).toEqual([]);
  });
});
