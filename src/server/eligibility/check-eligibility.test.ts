import { publicSource } from "@server/facts/citation";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ExchangeRates } from "@server/destinations/data/dataset.schema";
import type { ResidenceRoute, Threshold } from "@server/knowledge/knowledge.schema";
import { thresholdInUsd } from "@server/knowledge/threshold-usd";
import { checkRoute } from "./check-eligibility";

const source = { publisher: "Test source", title: "Test source", url: "https://example.org/route", asOf: "2026" };
const rates: ExchangeRates = { EUR: { published: 1.1, quote: "USD per unit", what: "test rate", source } };

function route(threshold: ResidenceRoute["threshold"], overrides: Partial<ResidenceRoute> = {}): ResidenceRoute {
  return {
    kind: "retirement",
    name: "Test passive-income visa",
    whoFor: "People living on a pension from abroad.",
    minimumAge: null,
    needsLocalJobOffer: false,
    threshold,
    fee: { value: null, note: "No fee found in the test source." },
    processingTime: { value: null, note: "No processing time in the test source." },
    durationAndRenewal: { value: null, note: "No duration in the test source." },
    permanentResidence: { value: null, note: "No permanent residence rule in the test source." },
    citizenship: { value: null, note: "No citizenship rule in the test source." },
    officialPage: "https://example.org/official",
    ...overrides,
  };
}

const income = (amount: number, currency = "EUR", period: Threshold["period"] = "month"): Threshold => ({
  kind: "income", amount, currency, period, basis: "test basis", source,
});
const applicant = (monthlyBudgetUsd: number, age = 40) => ({ age, occupation: "Software engineer", monthlyBudgetUsd });

describe("checkRoute", () => {
  it("says a budget at or above the converted monthly income floor likely meets it", () => {
    const result = checkRoute(applicant(1100), route(income(1000)), rates);
    expect(result.status).toBe("meets");
    expect(result.threshold).toBe("EUR 1,000 a month (about $1,100)");
    expect(result.shortfallUsd).toBeNull();
    expect(result.source).toEqual(publicSource(source));
  });

  it("gives the shortfall in dollars when the budget is below the floor", () => {
    const result = checkRoute(applicant(800), route(income(1000)), rates);
    expect(result.status).toBe("below");
    expect(result.shortfallUsd).toBe(300);
    expect(result.summary).toContain("$300 below");
    expect(result.summary).toContain("housing budget");
  });

  it("turns a yearly income floor into a monthly one", () => {
    expect(thresholdInUsd(income(24000, "USD", "year"), rates)).toBe(2000);
    expect(checkRoute(applicant(1999), route(income(24000, "USD", "year")), rates).shortfallUsd).toBe(1);
  });

  it("cannot judge savings, an investment, a local job offer, a missing threshold or a missing rate", () => {
    const investment: Threshold = { kind: "investment", amount: 500000, currency: "EUR", period: "once", basis: "fund units", source };
    const cases = [
      route(investment, { kind: "investment" }),
      route({ ...income(1500), kind: "salary" }, { kind: "work", needsLocalJobOffer: true }),
      route({ value: null, note: "No threshold was found in the test source." }),
      route(income(100000, "XYZ")),
    ];
    for (const entry of cases) {
      const result = checkRoute(applicant(50000), entry, rates);
      expect(result.status, entry.name).toBe("unknown");
      expect(result.shortfallUsd).toBeNull();
    }
    expect(checkRoute(applicant(50000), cases[0]!, rates).summary).toContain("does not ask about savings");
    expect(checkRoute(applicant(50000), cases[1]!, rates).summary).toContain("software engineer");
  });

  it("reports an applicant under the route's minimum age, whatever the budget", () => {
    const result = checkRoute(applicant(9000, 45), route(income(1000), { minimumAge: { years: 50, source } }), rates);
    expect(result.status).toBe("below");
    expect(result.summary).toBe("Below the minimum age: this route takes applicants from 50; you are 45.");
  });

  it("never turns a meeting budget into a shortfall when the budget grows", () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 20000 }), fc.integer({ min: 0, max: 20000 }), fc.integer({ min: 100, max: 20000 }), (floor, budget, extra) => {
        const entry = route(income(floor, "USD"));
        const before = checkRoute(applicant(budget), entry, rates);
        const after = checkRoute(applicant(budget + extra), entry, rates);
        expect(before.status === "below").toBe(budget < floor);
        if (before.status === "meets") expect(after.status).toBe("meets");
        if (before.status === "below") expect(before.shortfallUsd).toBe(floor - budget);
      }),
    );
  });
});
