/**
 * Issue 29.3 and 29.6: a route is judged for everyone who moves. A partner or children the route does not take shut it
 * for the household; what the family must know (a spouse only, children's age limit, a child's own permit) is said;
 * and a household's income counts only where the route adds a partner's income to the main applicant's.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ExchangeRates } from "@server/destinations/data/dataset.schema";
import type { ResidenceRoute, Threshold } from "@server/knowledge/knowledge.schema";
import type { RouteConditions } from "@server/knowledge/residence-routes/route-conditions.schema";
import { testRoute } from "../../../tests/support/routes";
import { checkRoute, type Applicant } from "./check-eligibility";

const source = { publisher: "Test source", title: "Test source", url: "https://example.org/route", asOf: "2026" };
const rates: ExchangeRates = {};
const floor = (amount: number): Threshold => ({ kind: "income", amount, currency: "USD", period: "month", basis: "test basis", source });
type Dependants = RouteConditions["dependants"];

const route = (dependants: Partial<Dependants> = {}): ResidenceRoute =>
  testRoute(floor(3000), {
    kind: "remote-work",
    conditions: {
      incomeKinds: ["remote-work"],
      skill: { rule: "any" },
      maximumAge: null,
      points: null,
      applies: { via: "online", how: "Apply online on the authority's portal.", source },
      dependants: { who: "a spouse or partner and children under 18", source, partner: "spouse-or-partner", children: { underYears: 18 }, ...dependants },
    },
  });

const household = (adults: number, children: number, income = 5000, shared = false): Applicant => ({
  age: 38,
  occupation: "UX designer",
  monthlyBudgetUsd: 2000,
  income: { monthlyUsd: income, kind: "remote-work", household: shared },
  savingsUsd: null,
  household: { adults, children },
});

describe("a route judged for everyone who moves", () => {
  it("shuts a route that takes no partner for a couple, not for a person alone", () => {
    const alone = route({ who: "the applicant only", partner: "none", children: "none" });
    expect(checkRoute(household(1, 0), alone, rates)).toMatchObject({ status: "meets", decidedBy: "money" });
    const couple = checkRoute(household(2, 0), alone, rates);
    expect(couple).toMatchObject({ status: "not-open", decidedBy: "family", forYou: false });
    expect(couple.summary).toContain("your partner cannot come on it");
  });

  it("shuts a route that takes no children for a family, and names who it takes", () => {
    const partnerOnly = route({ who: "a partner only", partner: "spouse-or-partner", children: "none" });
    expect(checkRoute(household(2, 0), partnerOnly, rates).status).toBe("meets");
    const family = checkRoute(household(2, 2), partnerOnly, rates);
    expect(family).toMatchObject({ status: "not-open", decidedBy: "family" });
    expect(family.summary).toContain("this route takes a partner only, so your children cannot come on it");
  });

  it("says what the family must know: a spouse only, the children's age limit and a child's own permit", () => {
    const verdict = checkRoute(household(2, 1), route({ partner: "spouse", children: { underYears: 21 }, childPermit: "Each child applies for a dependant visa with its own fee." }), rates);
    expect(verdict.status).toBe("meets");
    expect(verdict.summary).toContain("Your partner may come only as your spouse");
    expect(verdict.summary).toContain("Children may come while under 21; an older child needs a permit of their own.");
    expect(verdict.summary).toContain("Each child applies for a dependant visa with its own fee.");
    // A person alone is told none of it.
    expect(checkRoute(household(1, 0), route({ partner: "spouse", childPermit: "Each child applies for a dependant visa with its own fee." }), rates).summary).not.toMatch(/spouse|child/);
  });

  it("says a family that may join only after a waiting period cannot come with the applicant, and tells a person alone nothing", () => {
    const waits = route({ joinsAfterMonths: 18 });
    const family = checkRoute(household(2, 2), waits, rates);
    expect(family.status).toBe("meets");
    expect(family.summary).toContain("Your family cannot come with you on it: they may join you only after you have held this permit for 18 months (family reunification).");
    expect(checkRoute(household(1, 0), waits, rates).summary).not.toContain("family");
  });

  it("counts a household's income only where the route adds a partner's income to the main applicant's", () => {
    const counts = route({ partnerIncome: { counts: true, note: "A spouse's income is added to the main applicant's.", source } });
    expect(checkRoute(household(2, 0, 5000, true), counts, rates)).toMatchObject({ status: "meets", decidedBy: "money" });

    const ownOnly = route({ partnerIncome: { counts: false, note: "Only the main applicant's own income counts.", source } });
    const shared = checkRoute(household(2, 0, 5000, true), ownOnly, rates);
    expect(shared).toMatchObject({ status: "unknown", decidedBy: "partner-income" });
    expect(shared.summary).toContain("Only the main applicant's own income counts. It is met if whoever applies has at least $3,000 a month on their own.");
    // The same figure as the person's own income meets it.
    expect(checkRoute(household(2, 0, 5000, false), ownOnly, rates).status).toBe("meets");

    // A salary floor is the main applicant's own job's pay: a household's total never meets it.
    const salaryRoute = testRoute({ ...floor(3000), kind: "salary" }, { kind: "work", conditions: { ...route().conditions!, incomeKinds: ["salary"] } });
    const couple = { ...household(2, 0, 5000, true), income: { monthlyUsd: 5000, kind: "salary" as const, household: true } };
    expect(checkRoute(couple, salaryRoute, rates).summary).toContain("The salary floor is for the main applicant's own job");

    const unstated = checkRoute(household(2, 0, 5000, true), route(), rates);
    expect(unstated).toMatchObject({ status: "unknown", decidedBy: "partner-income" });
    expect(unstated.summary).toContain("do not say whether a partner's income counts");
  });

  it("adds a flat sum for each dependant beyond those a deposit already covers", () => {
    const deposit: Threshold = { kind: "savings", amount: 20000, currency: "USD", period: "once", basis: "test deposit", source, household: { perDependant: 15000, includedDependants: 2 } };
    const srrv = testRoute(deposit, { kind: "investment", conditions: route().conditions });
    const saver = (adults: number, children: number, savingsUsd: number): Applicant => ({ ...household(adults, children), income: null, savingsUsd });
    // Two dependants are covered: a couple with one child needs the base amount; a family of five needs two more sums.
    expect(checkRoute(saver(2, 1, 20000), srrv, rates).status).toBe("meets");
    const five = checkRoute(saver(2, 3, 40000), srrv, rates);
    expect(five).toMatchObject({ status: "below", shortfallUsd: 10000 });
    expect(five.summary).toContain("For 2 adults and 3 children the route asks for $50,000");
  });

  it("never judges a household more kindly than the person alone on the same answers", () => {
    const rank = { meets: 3, "points-tested": 2, unknown: 1, below: 0, "not-open": 0 } as const;
    const dependants = fc.record({
      partner: fc.constantFrom("spouse-or-partner", "spouse", "none", "unstated") as fc.Arbitrary<Dependants["partner"]>,
      children: fc.oneof(fc.integer({ min: 1, max: 26 }).map((underYears) => ({ underYears })), fc.constantFrom("dependent", "none", "unstated")) as fc.Arbitrary<Dependants["children"]>,
      counts: fc.option(fc.boolean(), { nil: null }),
    });
    fc.assert(
      fc.property(dependants, fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 10_000 }), fc.boolean(), (rules, adults, children, income, shared) => {
        const checked = route({ partner: rules.partner, children: rules.children, ...(rules.counts === null ? {} : { partnerIncome: { counts: rules.counts, note: "The test rule on a partner's income.", source } }) });
        const withFamily = checkRoute(household(adults, children, income, shared), checked, rates);
        const alone = checkRoute(household(1, 0, income, false), checked, rates);
        expect(rank[withFamily.status]).toBeLessThanOrEqual(rank[alone.status]);
      }),
    );
  });
});
