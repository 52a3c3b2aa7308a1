/**
 * Issue 30: a route whose rules set another money threshold for some ages (the Netherlands' lower criterion under
 * 30, Germany's floor for a first skilled-worker permit from 45) checks each person against the threshold for their
 * age, in the eligibility answer and in the report's route card, which also says what other ages need.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ExchangeRates } from "@server/destinations/data/dataset.schema";
import type { ResidenceRoute, Threshold } from "@server/knowledge/knowledge.schema";
import { inAgeBand, routeAtAge } from "@server/knowledge/residence-routes/route-at-age";
import { testRoute } from "../../../tests/support/routes";
import { catalog, knowledge, reportFor } from "../../../tests/support/report-documents";
import { loadDestinationData } from "@server/destinations/data/index";
import { eligibilityFor } from "./eligibility";
import { catalogueOf } from "@server/facts/catalogue/fact-catalogue";
import { checkRoute, type Applicant } from "./check-eligibility";

const source = { publisher: "Test source", title: "Test source", url: "https://example.org/route", asOf: "2026" };
const rates: ExchangeRates = {};
const salary = (amount: number, basis: string): Threshold => ({ kind: "salary", amount, currency: "USD", period: "month", basis, source });

/** A route asking USD 6,000 a month, USD 4,000 under 30 and USD 7,000 from 45. */
const banded: ResidenceRoute = {
  ...testRoute(salary(6000, "general floor"), { kind: "work", name: "Banded route", whoFor: "People the test describes." }),
  thresholdForAge: [
    { underYears: 30, threshold: salary(4000, "under-30 floor") },
    { fromYears: 45, threshold: salary(7000, "floor from 45") },
  ],
};
const worker = (age: number, monthlyUsd: number): Applicant => ({
  age,
  occupation: "Software engineer",
  monthlyBudgetUsd: 3000,
  income: { monthlyUsd, kind: "salary" },
  savingsUsd: null,
  household: { adults: 1, children: 0 },
});
const floorFor = (age: number) => (age < 30 ? 4000 : age >= 45 ? 7000 : 6000);

describe("a threshold set by age", () => {
  it("the band that holds at an age is the one a person is checked against (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 18, max: 90 }), fc.integer({ min: 0, max: 20_000 }), (age, monthlyUsd) => {
        const verdict = checkRoute(worker(age, monthlyUsd), banded, rates);
        expect(verdict.threshold).toContain(`USD ${floorFor(age).toLocaleString("en-US")} a month`);
        expect(verdict.status).toBe(monthlyUsd >= floorFor(age) ? "meets" : "below");
        if (age < 30) expect(verdict.summary).toContain("This is the figure the route sets for applicants under 30: under-30 floor.");
        if (age >= 30 && age < 45) expect(verdict.summary).not.toContain("This is the figure the route sets");
      }),
    );
  });

  it("bands are half-open: under 30 means up to 29, from 45 includes 45", () => {
    expect([29, 30, 44, 45].map((age) => routeAtAge(banded, age).threshold)).toMatchObject([{ amount: 4000 }, { amount: 6000 }, { amount: 6000 }, { amount: 7000 }]);
    expect(inAgeBand({ underYears: 30 }, 30)).toBe(false);
    expect(inAgeBand({ fromYears: 45 }, 45)).toBe(true);
  });
});

describe("Germany's skilled-worker permit from 45", () => {
  const skilled = /: Residence permit for skilled workers/;
  const germany = (age: number, monthlyIncome: number) =>
    reportFor({ preferred_country: "Germany", preferred_city: null, user_age: age, user_job: "Software engineer", monthly_income: monthlyIncome, income_kind: "salary", income_basis: "own" });
  const routeCard = (document: ReturnType<typeof germany>["document"]) => {
    const blocks = document.sections.find((section) => section.id === "immigration")!.blocks;
    const start = blocks.findIndex((block) => block.kind === "subheading" && skilled.test(block.text));
    if (start < 0) throw new Error("no skilled-worker route card");
    const card = blocks.slice(start + 1).find((block) => block.kind === "keyValues");
    return card && card.kind === "keyValues" ? card.rows : [];
  };

  it("a 46-year-old is quoted the salary floor of 55% of the pension ceiling, and told other ages have none", () => {
    const rows = routeCard(germany(46, 3000).document);
    const money = rows.find((row) => row.label === "Money threshold");
    expect(money?.value).toMatch(/^EUR 55,770 a year .*55% of Germany's contribution ceiling/);
    expect(money?.value).toContain("adequate pension provision");
    expect(rows.find((row) => row.label === "Applicants of other ages")?.value).toMatch(/^No sourced figure: No general salary floor/);
  });

  it("a 40-year-old is told there is no general floor, and what applies from 45", () => {
    const rows = routeCard(germany(40, 3000).document);
    expect(rows.find((row) => row.label === "Money threshold")?.value).toMatch(/^No sourced figure: No general salary floor/);
    expect(rows.find((row) => row.label === "Applicants aged 45 or over")?.value).toMatch(/^EUR 55,770 a year: for a first permit at 45 or over/);
  });
});

describe("the Netherlands' highly skilled migrant criterion under 30", () => {
  const hsm = (age: number) => {
    const { assessment } = reportFor({ preferred_country: "Netherlands", preferred_city: null, user_age: age, user_job: "Software engineer", monthly_income: 6000, income_kind: "salary", income_basis: "own" });
    const destination = catalog.findByName("Netherlands")!;
    return eligibilityFor(assessment, destination, catalogueOf(knowledge, loadDestinationData()), loadDestinationData().exchangeRates).verdicts.find((verdict) => /highly skilled migrant/i.test(verdict.route))!;
  };

  it("a 28-year-old earning USD 6,000 a month meets the under-30 criterion (EUR 4,357 in 2026); at 31 the same salary is below EUR 5,942", () => {
    const young = hsm(28);
    expect(young.threshold).toMatch(/^EUR 4,357 a month/);
    expect(young.status).toBe("meets");
    expect(young.summary).toContain("This is the figure the route sets for applicants under 30");
    const older = hsm(31);
    expect(older.threshold).toMatch(/^EUR 5,942 a month/);
    expect(older.status).toBe("below");
  });
});
