/**
 * Issue 28.1: eligibility reads every condition a route sets (income kinds, a savings alternative, skill, age
 * limits, a points test) and says which one decides. Properties over generated people and routes, and the cases the
 * five buyers met.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { INCOME_KINDS } from "@shared/constants";
import type { ExchangeRates } from "@server/destinations/data/dataset.schema";
import type { ResidenceRoute, Threshold } from "@server/knowledge/knowledge.schema";
import { matchOccupation } from "@server/knowledge/occupations/match-occupation";
import { skillLevelsOf } from "@server/knowledge/occupations/skill-level";
import type { RouteConditions } from "@server/knowledge/residence-routes/route-conditions.schema";
import { testRoute } from "../../../tests/support/routes";
import { checkRoute, type Applicant } from "./check-eligibility";

const source = { publisher: "Test source", title: "Test source", url: "https://example.org/route", asOf: "2026" };
const rates: ExchangeRates = {};

const usd = (kind: Threshold["kind"], amount: number): Threshold => ({
  kind,
  amount,
  currency: "USD",
  period: kind === "savings" || kind === "investment" ? "once" : "month",
  basis: "test basis",
  source,
});

const conditions = (overrides: Partial<RouteConditions> = {}): RouteConditions => ({
  incomeKinds: ["salary", "remote-work", "pension"],
  skill: { rule: "any" },
  maximumAge: null,
  points: null,
  applies: { via: "consulate", how: "Apply at the consulate that serves your state.", source },
  dependants: { who: "a spouse or partner and children under 18", source, partner: "spouse-or-partner", children: { underYears: 18 } },
  ...overrides,
});

const route = (threshold: ResidenceRoute["threshold"], overrides: Partial<ResidenceRoute> = {}): ResidenceRoute =>
  testRoute(threshold, { kind: "work", name: "Test route", whoFor: "People the test describes.", conditions: conditions(), ...overrides });

const person = (overrides: Partial<Applicant> = {}): Applicant => ({
  age: 35,
  occupation: "Software engineer",
  monthlyBudgetUsd: 2000,
  income: null,
  savingsUsd: null,
  household: { adults: 1, children: 0 },
  ...overrides,
});

const OCCUPATIONS = ["Software engineer", "Barista", "Nurse", "Cleaner", "Retired", "UX designer", "Chef", "Electrician", "Astronaut", "Manager", "Cashier"];

const applicants = fc.record({
  age: fc.integer({ min: 18, max: 90 }),
  occupation: fc.constantFrom(...OCCUPATIONS),
  monthlyBudgetUsd: fc.integer({ min: 100, max: 20_000 }),
  income: fc.option(fc.record({ monthlyUsd: fc.integer({ min: 0, max: 30_000 }), kind: fc.constantFrom(...INCOME_KINDS) }), { nil: null }),
  savingsUsd: fc.option(fc.integer({ min: 0, max: 2_000_000 }), { nil: null }),
  household: fc.record({ adults: fc.integer({ min: 1, max: 2 }), children: fc.integer({ min: 0, max: 4 }) }),
});

const skills = fc.oneof(
  fc.constant<RouteConditions["skill"]>({ rule: "any" }),
  fc.constantFrom(1, 2, 3, 4).map((minimum) => ({ rule: "skill-level" as const, minimum: minimum as 1 | 2 | 3 | 4, note: "The test route takes skilled work.", source })),
  fc.constantFrom(1, 2, 3, 4).map((lowest) => ({ rule: "occupation-list" as const, list: "test occupation list", url: "https://example.org/list", lowest: lowest as 1 | 2 | 3 | 4, note: "The test route takes listed work.", source })),
);

const routes = fc
  .record({
    kind: fc.constantFrom("work", "retirement", "remote-work", "investment") as fc.Arbitrary<ResidenceRoute["kind"]>,
    thresholdKind: fc.constantFrom("income", "salary", "savings", "investment") as fc.Arbitrary<Threshold["kind"]>,
    amount: fc.integer({ min: 100, max: 1_000_000 }),
    incomeKinds: fc.subarray([...INCOME_KINDS], { minLength: 1 }),
    skill: skills,
    underYears: fc.option(fc.integer({ min: 30, max: 70 }), { nil: null }),
    minimumAge: fc.option(fc.integer({ min: 18, max: 60 }), { nil: null }),
    points: fc.boolean(),
    savingsInstead: fc.option(fc.integer({ min: 1000, max: 500_000 }), { nil: null }),
  })
  .map((r) =>
    route(usd(r.thresholdKind, r.amount), {
      kind: r.kind,
      minimumAge: r.minimumAge === null ? null : { years: r.minimumAge, source },
      ...(r.savingsInstead !== null && (r.thresholdKind === "income" || r.thresholdKind === "salary") ? { savingsInstead: usd("savings", r.savingsInstead) } : {}),
      conditions: conditions({
        incomeKinds: r.incomeKinds,
        skill: r.skill,
        maximumAge: r.underYears === null ? null : { underYears: r.underYears, source },
        points: r.points ? { passMark: 65, table: "https://example.org/points", ageBands: [{ from: 18, to: 25, points: 25 }, { from: 25, to: 33, points: 30 }], source } : null,
      }),
    }),
  );

const OPEN = new Set(["meets", "unknown", "points-tested"]);

describe("a route's conditions, read for the person", () => {
  it("never calls a route 'for you' when a condition the answers show fails", () => {
    fc.assert(
      fc.property(applicants, routes, (who, entry) => {
        const verdict = checkRoute(who, entry, rates);
        if (verdict.status === "below" || verdict.status === "not-open") expect(verdict.forYou).toBe(false);
        if (verdict.forYou) expect(OPEN.has(verdict.status)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it("never closes a route when the income rises", () => {
    fc.assert(
      fc.property(applicants, routes, fc.integer({ min: 1, max: 20_000 }), (who, entry, raise) => {
        if (!who.income) return;
        const before = checkRoute(who, entry, rates);
        const after = checkRoute({ ...who, income: { ...who.income, monthlyUsd: who.income.monthlyUsd + raise } }, entry, rates);
        if (OPEN.has(before.status)) expect(OPEN.has(after.status), `${before.status} -> ${after.status}`).toBe(true);
        if (before.status === "meets") expect(after.status).toBe("meets");
      }),
      { numRuns: 2000 },
    );
  });

  it("never lets an occupation below the route's skill level meet it", () => {
    fc.assert(
      fc.property(applicants, routes, (who, entry) => {
        const skill = entry.conditions?.skill;
        if (!skill || skill.rule === "any") return;
        const match = matchOccupation(who.occupation);
        const levels = match.kind === "unmatched" ? null : skillLevelsOf(match.isco);
        const required = skill.rule === "skill-level" ? skill.minimum : skill.lowest;
        if (!levels || levels.highest >= required) return;
        const verdict = checkRoute(who, entry, rates);
        expect(verdict.status).not.toBe("meets");
        expect(verdict.forYou).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it("says which condition decides, and a shortfall only when money decides", () => {
    fc.assert(
      fc.property(applicants, routes, (who, entry) => {
        const verdict = checkRoute(who, entry, rates);
        if (verdict.status === "below") expect(verdict.decidedBy).toBe("money");
        if (verdict.status === "points-tested") expect(verdict.decidedBy).toBe("points");
        if (verdict.status === "not-open") expect(["occupation", "age", "income-kind"]).toContain(verdict.decidedBy);
        expect(verdict.shortfallUsd === null || verdict.decidedBy === "money").toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("the buyers' cases", () => {
  it("counts remote income for a route that counts it alike with salaries and pensions, and savings instead", () => {
    const solvency = route(usd("income", 4900), { kind: "retirement", savingsInstead: usd("savings", 81_000), conditions: conditions({ incomeKinds: ["salary", "remote-work", "pension"] }) });
    const remoteWorker = person({ occupation: "UX designer", age: 29, income: { monthlyUsd: 6000, kind: "remote-work" }, savingsUsd: 20_000 });
    expect(checkRoute(remoteWorker, solvency, rates)).toMatchObject({ status: "meets", decidedBy: "money", forYou: true });
    const saver = person({ income: { monthlyUsd: 1000, kind: "remote-work" }, savingsUsd: 100_000 });
    expect(checkRoute(saver, solvency, rates)).toMatchObject({ status: "meets", forYou: true });
  });

  it("shuts a skilled-worker route to a barista whatever his savings or salary", () => {
    const skilled = route(usd("savings", 10_000), { conditions: conditions({ skill: { rule: "skill-level", minimum: 3, note: "Express Entry takes skilled work (TEER 0 to 3).", source } }) });
    const barista = person({ occupation: "Barista", age: 24, income: { monthlyUsd: 1800, kind: "salary" }, savingsUsd: 2077 });
    const verdict = checkRoute(barista, skilled, rates);
    expect(verdict).toMatchObject({ status: "not-open", decidedBy: "occupation", forYou: false, shortfallUsd: null });
    expect(verdict.summary).toContain("Not open to your occupation");
  });

  it("follows a route's own classification where ISCO's skill level alone would let an occupation in", () => {
    const teer = route(usd("savings", 10_000), {
      conditions: conditions({ skill: { rule: "skill-level", minimum: 2, excludes: ["5131", "5132"], note: "Express Entry takes TEER 0 to 3 work only.", source } }),
    });
    expect(checkRoute(person({ occupation: "Barista", income: { monthlyUsd: 1800, kind: "salary" }, savingsUsd: 50_000 }), teer, rates)).toMatchObject({ status: "not-open", decidedBy: "occupation" });
    expect(checkRoute(person({ occupation: "Chef", income: { monthlyUsd: 1800, kind: "salary" }, savingsUsd: 50_000 }), teer, rates)).toMatchObject({ status: "meets" });
    const listed = route(usd("salary", 1000), {
      conditions: conditions({ skill: { rule: "occupation-list", list: "test list", url: "https://example.org/list", lowest: 2, onList: ["2221"], offList: ["5120"], note: "The test route takes listed work.", source } }),
    });
    const nurse = checkRoute(person({ occupation: "Nurse", income: { monthlyUsd: 5000, kind: "salary" } }), listed, rates);
    expect(nurse).toMatchObject({ status: "meets" });
    expect(nurse.summary).not.toContain("must be on the test list");
    expect(checkRoute(person({ occupation: "Cook", income: { monthlyUsd: 5000, kind: "salary" } }), listed, rates)).toMatchObject({ status: "not-open", decidedBy: "occupation" });
    expect(checkRoute(person({ occupation: "Software engineer", income: { monthlyUsd: 5000, kind: "salary" } }), listed, rates).summary).toContain("must be on the test list");
  });

  it("closes a route at its age limit and says so", () => {
    const employerNominated = route(usd("salary", 5000), { conditions: conditions({ maximumAge: { underYears: 45, source } }) });
    const nurse = person({ occupation: "Nurse", age: 45, income: { monthlyUsd: 7000, kind: "salary" } });
    expect(checkRoute(nurse, employerNominated, rates)).toMatchObject({ status: "not-open", decidedBy: "age", forYou: false });
    expect(checkRoute({ ...nurse, age: 44 }, employerNominated, rates)).toMatchObject({ status: "meets", forYou: true });
  });

  it("says a points-tested route is decided by its points, with the age points the table gives", () => {
    const points = route(usd("salary", 1000), {
      conditions: conditions({ points: { passMark: 70, table: "https://example.org/points", ageBands: [{ from: 18, to: 30, points: 15 }, { from: 30, to: 40, points: 10 }], source } }),
    });
    const verdict = checkRoute(person({ age: 31, income: { monthlyUsd: 1800, kind: "salary" } }), points, rates);
    expect(verdict).toMatchObject({ status: "points-tested", decidedBy: "points", forYou: true });
    expect(verdict.summary).toContain("Your age alone gives 10 points");
  });

  it("never marks an investment route 'for you' on savings far below it", () => {
    const investor = route(usd("investment", 500_000), { kind: "investment" });
    expect(checkRoute(person({ savingsUsd: 5000 }), investor, rates)).toMatchObject({ status: "below", forYou: false });
  });
});
