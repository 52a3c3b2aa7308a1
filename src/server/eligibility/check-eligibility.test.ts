import { publicSource } from "@server/facts/citation";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ExchangeRates } from "@server/destinations/data/dataset.schema";
import type { Threshold } from "@server/knowledge/knowledge.schema";
import { thresholdInUsd } from "@server/knowledge/threshold-usd";
import { testRoute } from "../../../tests/support/routes";
import { applicantOf, checkRoute, routeKindsFor, type Applicant } from "./check-eligibility";

const source = { publisher: "Test source", title: "Test source", url: "https://example.org/route", asOf: "2026" };
const rates: ExchangeRates = { EUR: { published: 1.1, quote: "USD per unit", what: "test rate", source } };

const route = testRoute;

const income = (amount: number, currency = "EUR", period: Threshold["period"] = "month"): Threshold => ({
  kind: "income", amount, currency, period, basis: "test basis", source,
});
const applicant = (overrides: Partial<Applicant> = {}): Applicant => ({
  age: 40,
  occupation: "Software engineer",
  monthlyBudgetUsd: 2000,
  income: null,
  savingsUsd: null,
  household: { adults: 1, children: 0 },
  ...overrides,
});
const pension = (monthlyUsd: number) => ({ monthlyUsd, kind: "pension" as const });

describe("checkRoute: each route against the quantity it asks for", () => {
  it("checks a retirement route's income floor against a pension, not the housing budget", () => {
    const retiree = applicant({ age: 67, occupation: "Retired teacher", monthlyBudgetUsd: 800, income: pension(1100) });
    const result = checkRoute(retiree, route(income(1000)), rates);
    expect(result.status).toBe("meets");
    expect(result.forYou).toBe(true);
    expect(result.threshold).toBe("EUR 1,000 a month (about $1,100)");
    expect(result.shortfallUsd).toBeNull();
    expect(result.source).toEqual(publicSource(source));
    expect(result.summary).toContain("Your income ($1,100 a month before tax)");
  });

  it("gives the shortfall of the income in dollars when it is below the floor, whatever the budget", () => {
    const result = checkRoute(applicant({ monthlyBudgetUsd: 9000, income: pension(800) }), route(income(1000)), rates);
    expect(result.status).toBe("below");
    expect(result.shortfallUsd).toBe(300);
    expect(result.summary).toContain("$300 a month below");
  });

  it("asks for the income when it was not told, instead of judging the housing budget", () => {
    for (const budget of [100, 50000]) {
      const result = checkRoute(applicant({ monthlyBudgetUsd: budget }), route(income(1000)), rates);
      expect(result.status).toBe("unknown");
      expect(result.summary).toContain("Tell us your monthly income before tax");
    }
  });

  it("does not count a salary for a pension route, nor a pension for a remote-work route", () => {
    const worker = applicant({ income: { monthlyUsd: 50000, kind: "salary" } });
    const retirement = checkRoute(worker, route(income(1000)), rates);
    expect(retirement).toMatchObject({ status: "not-open", decidedBy: "income-kind", forYou: false });
    expect(retirement.summary).toContain("Counts a pension (Social Security included)");
    const nomad = checkRoute(applicant({ income: pension(50000) }), route(income(1000), { kind: "remote-work" }), rates);
    expect(nomad).toMatchObject({ status: "not-open", decidedBy: "income-kind", forYou: false });
  });

  it("checks a work route's salary floor against the salary and still names the job offer", () => {
    const engineer = applicant({ income: { monthlyUsd: 7000, kind: "salary" } });
    const work = route({ ...income(60000, "EUR", "year"), kind: "salary" }, { kind: "work", needsLocalJobOffer: true });
    const result = checkRoute(engineer, work, rates);
    expect(result.status).toBe("meets");
    expect(result.forYou).toBe(true);
    expect(result.summary).toContain("job offer");
    expect(checkRoute(applicant({ income: { monthlyUsd: 4000, kind: "salary" } }), work, rates).status).toBe("below");
  });

  it("turns a yearly income floor into a monthly one", () => {
    expect(thresholdInUsd(income(24000, "USD", "year"), rates)).toBe(2000);
    expect(checkRoute(applicant({ income: pension(1999) }), route(income(24000, "USD", "year")), rates).shortfallUsd).toBe(1);
  });

  it("raises the amount for a household where the route's law does", () => {
    const family = { ...income(1000, "USD"), household: { perAdditionalAdult: 0.5, perChild: 0.3 } };
    const couple = applicant({ income: pension(1400), household: { adults: 2, children: 1 } });
    const result = checkRoute(couple, route(family), rates);
    expect(result.status).toBe("below");
    expect(result.shortfallUsd).toBe(400);
    expect(result.summary).toContain("For 2 adults and 1 child the route asks for $1,800 a month");
    expect(checkRoute({ ...couple, household: { adults: 1, children: 0 } }, route(family), rates).status).toBe("meets");
  });

  it("checks savings and investment thresholds against the savings told, and asks for them otherwise", () => {
    const investment: Threshold = { kind: "investment", amount: 500000, currency: "EUR", period: "once", basis: "fund units", source };
    const entry = route(investment, { kind: "investment" });
    expect(checkRoute(applicant(), entry, rates).summary).toContain("Tell us your savings");
    expect(checkRoute(applicant({ savingsUsd: 600000 }), entry, rates).status).toBe("meets");
    const short = checkRoute(applicant({ savingsUsd: 500000 }), entry, rates);
    expect(short.status).toBe("below");
    expect(short.shortfallUsd).toBe(50000);
  });

  it("cannot judge a missing threshold or a missing rate", () => {
    for (const entry of [route({ value: null, note: "No threshold was found in the test source." }), route(income(100000, "XYZ"))]) {
      const result = checkRoute(applicant({ income: pension(50000) }), entry, rates);
      expect(result.status, entry.name).toBe("unknown");
      expect(result.shortfallUsd).toBeNull();
    }
  });

  it("reports an applicant under the route's minimum age, whatever the income", () => {
    const result = checkRoute(applicant({ age: 45, income: pension(9000) }), route(income(1000), { minimumAge: { years: 50, source } }), rates);
    expect(result).toMatchObject({ status: "not-open", decidedBy: "age", forYou: false });
    expect(result.summary).toBe("Below the minimum age: this route takes applicants from 50; you are 45.");
  });

  it("never turns a meeting income into a shortfall when the income grows", () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 20000 }), fc.integer({ min: 0, max: 20000 }), fc.integer({ min: 100, max: 20000 }), (floor, monthly, extra) => {
        const entry = route(income(floor, "USD"));
        const before = checkRoute(applicant({ income: pension(monthly) }), entry, rates);
        const after = checkRoute(applicant({ income: pension(monthly + extra) }), entry, rates);
        expect(before.status === "below").toBe(monthly < floor);
        if (before.status === "meets") expect(after.status).toBe("meets");
        if (before.status === "below") expect(before.shortfallUsd).toBe(floor - monthly);
      }),
    );
  });
});

describe("routes meant for the person", () => {
  it("follow the kind of income told, adding investment routes for savings", () => {
    expect([...routeKindsFor(applicant({ income: pension(3000) }))]).toEqual(["retirement"]);
    expect([...routeKindsFor(applicant({ income: { monthlyUsd: 8000, kind: "salary" } }))]).toEqual(["work"]);
    expect([...routeKindsFor(applicant({ income: { monthlyUsd: 8000, kind: "remote-work" }, savingsUsd: 10000 }))]).toEqual(["remote-work", "investment"]);
  });

  it("without an income answer, follow age and occupation", () => {
    expect([...routeKindsFor(applicant({ occupation: "Retired nurse", age: 58 }))]).toEqual(["retirement"]);
    expect([...routeKindsFor(applicant({ age: 70 }))]).toEqual(["retirement"]);
    expect([...routeKindsFor(applicant())]).toEqual(["work", "remote-work"]);
  });

  it("read the assessment's answers, old rows without money answers included", () => {
    const old = applicantOf({ user_age: 40, user_job: "Chef", monthly_budget: 1500 });
    expect(old).toEqual({ age: 40, occupation: "Chef", monthlyBudgetUsd: 1500, income: null, savingsUsd: null, household: { adults: 1, children: 0 } });
    const told = applicantOf({ user_age: 67, user_job: "Retired teacher", monthly_budget: 2800, monthly_income: 4000, income_kind: "pension", savings: 20000, household_adults: 2, household_children: null });
    expect(told.income).toEqual({ monthlyUsd: 4000, kind: "pension", household: false });
    expect(told.household).toEqual({ adults: 2, children: 0 });
    // The household's income, told by a couple; the same answer from a person alone is their own income.
    expect(applicantOf({ user_age: 67, user_job: "Retired", monthly_budget: 2800, monthly_income: 4000, income_kind: "pension", income_basis: "household", household_adults: 2 }).income?.household).toBe(true);
    expect(applicantOf({ user_age: 67, user_job: "Retired", monthly_budget: 2800, monthly_income: 4000, income_kind: "pension", income_basis: "household", household_adults: 1 }).income?.household).toBe(false);
  });
});
