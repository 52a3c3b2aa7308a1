/**
 * Issue 30: a threshold computed from a base quantity follows the clock everywhere a buyer reads it. Across the
 * day an edition applies from, the eligibility answer, the report's route card and the relocation hub's plan step
 * all move from the old amount to the new one, because all three read the knowledge in force that day.
 */
import { describe, expect, it } from "vitest";
import { factsInForce, inForceByDay } from "@server/in-force";
import { eligibilityFor } from "@server/eligibility/eligibility";
import { buyerTimeline } from "@server/hub/hub-plan";
import { reportFor } from "../../../../tests/support/report-documents";
import { quantityNamed } from "./index";
import { rawKnowledgeBase } from "@server/knowledge/index";
import type { Threshold } from "@server/knowledge/knowledge.schema";
import { formatAmount } from "@shared/format";
import { COUNTRY_SLUGS } from "@server/destinations/data/dataset.schema";

const inForce = inForceByDay();
const engineer = { preferred_country: "Germany", preferred_city: null, user_age: 34, user_job: "Software engineer", monthly_income: 7000, income_kind: "salary" as const, income_basis: "own" as const };
const blueCard = /^EU Blue Card/;

/** The EU Blue Card floor as the three surfaces show it on a day. */
function shownOn(day: Date) {
  const today = inForce(day);
  const { assessment, document } = reportFor(engineer, { knowledge: today.knowledge });
  const destination = today.catalog.findByName("Germany")!;
  const eligibility = eligibilityFor(assessment, destination, factsInForce(today), today.data.exchangeRates).verdicts.find((verdict) => blueCard.test(verdict.route));
  const immigration = document.sections.find((section) => section.id === "immigration")!;
  const routeRows = immigration.blocks.flatMap((block) => (block.kind === "keyValues" ? block.rows : []));
  const reportRow = routeRows.find((row) => row.label === "Money threshold" && /gross annual salary of at least 50%/.test(row.value));
  const plan = buyerTimeline(assessment, today).flatMap((month) => month.steps);
  return { eligibility: eligibility?.threshold ?? "", report: reportRow?.value ?? "", plan: plan.find((step) => step.startsWith("Gather proof of the salary")) ?? "" };
}

describe("a computed threshold moves in the eligibility answer, the report and the hub at once", () => {
  it("Germany's EU Blue Card floor: EUR 48,300 on 31 December 2025, EUR 50,700 from 1 January 2026, on all three surfaces", () => {
    const ceiling = quantityNamed("germany.pension-insurance-ceiling")!;
    expect(ceiling.editions.map((edition) => edition.appliesFrom)).toContain("2026-01-01");
    const before = shownOn(new Date("2025-12-31T12:00:00Z"));
    const after = shownOn(new Date("2026-01-01T12:00:00Z"));
    for (const surface of [before.eligibility, before.report, before.plan]) expect(surface).toContain("EUR 48,300");
    for (const surface of [after.eligibility, after.report, after.plan]) expect(surface).toContain("EUR 50,700");
  });
});

/** Every route threshold defined from a base quantity with at least two editions, and the day its newest applies. */
const derived = COUNTRY_SLUGS.flatMap((slug) => {
  const entry = rawKnowledgeBase.residenceRoutes[slug];
  if (!("routes" in entry)) return [];
  return entry.routes.flatMap((route) => {
    const threshold = route.threshold;
    if (!("basedOn" in threshold)) return [];
    const editions = quantityNamed(threshold.basedOn.quantity)?.editions ?? [];
    const newest = editions.at(-1);
    return editions.length >= 2 && newest ? [{ slug, route: route.name, appliesFrom: newest.appliesFrom }] : [];
  });
});

describe("every computed threshold changes on the day its newest edition applies, in the eligibility answer and the report", () => {
  it("there are such thresholds to check", () => expect(derived.length).toBeGreaterThan(5));

  it.each(derived)("$slug, $route (edition of $appliesFrom)", ({ slug, route, appliesFrom }) => {
    const day = new Date(`${appliesFrom}T12:00:00Z`);
    const shown = (on: Date) => {
      const today = inForce(on);
      const country = today.catalog.destinations.find((destination) => destination.slug === slug)!;
      const { assessment, document } = reportFor({ preferred_country: country.name, preferred_city: null }, { knowledge: today.knowledge });
      const routes = today.knowledge.residenceRoutes[slug];
      const threshold = ("routes" in routes ? routes.routes.find((r) => r.name === route)?.threshold : undefined) as Threshold;
      const amount = formatAmount(threshold.amount, threshold.currency);
      const verdict = eligibilityFor(assessment, country, factsInForce(today), today.data.exchangeRates).verdicts.find((v) => v.route === route);
      const rows = document.sections.find((section) => section.id === "immigration")!.blocks.flatMap((block) => (block.kind === "keyValues" ? block.rows : []));
      return { amount, verdict: verdict?.threshold ?? "", reportShowsIt: rows.some((row) => row.label === "Money threshold" && row.value.startsWith(amount)) };
    };
    const before = shown(new Date(day.getTime() - 24 * 3600 * 1000));
    const after = shown(day);
    expect(after.amount).not.toBe(before.amount);
    expect(before.verdict).toContain(before.amount);
    expect(after.verdict).toContain(after.amount);
    expect([before.reportShowsIt, after.reportShowsIt]).toEqual([true, true]);
  });
});

describe("a fee a rule re-sets follows the clock in the report (issue 30)", () => {
  const worker = { preferred_country: "Canada", preferred_city: null, user_age: 34, user_job: "Software engineer", monthly_income: 7000, income_kind: "salary" as const, income_basis: "own" as const };

  /** Canada's Express Entry fees as the route card and the first-year budget print them on a day. */
  function feeOn(day: Date) {
    const { document } = reportFor(worker, { knowledge: inForce(day).knowledge });
    const cards = document.sections.find((section) => section.id === "immigration")!.blocks.flatMap((block) => (block.kind === "keyValues" ? block.rows : []));
    const expressEntry = cards.findIndex((row) => row.label === "Fee" && /permanent residence processing fee/.test(row.value));
    const card = cards.slice(expressEntry, cards.findIndex((row, i) => i > expressEntry && row.label === "Processing time"));
    const budgetRows = document.sections.flatMap((section) => section.blocks).flatMap((block) => (block.kind === "table" ? block.rows : []));
    const budget = budgetRows.find((row) => row[0] === "Visa and residence fees");
    const perAdult = budgetRows.find((row) => row[0] === "Fee for each adult");
    return { card, budget: budget?.join(" ") ?? "", perAdult: perAdult?.join(" ") ?? "" };
  }

  it("Canada's permanent residence fees: CAD 950 and 575 on 29 April 2026 from the official notice, CAD 990 and 600 from 30 April 2026 from the page that reports the new notice, with no single-source caution once a second source agrees", () => {
    const before = feeOn(new Date("2026-04-29T12:00:00Z"));
    const after = feeOn(new Date("2026-04-30T12:00:00Z"));
    expect(before.card[0]?.value).toMatch(/^CAD 950 /);
    expect(before.card[0]?.source?.publisher).toBe("Canada Gazette");
    expect(before.card.find((row) => row.label === "How the fee is set")?.value).toMatch(/every two years on 30 April .* applies from 30 April 2024\.$/);
    expect(before.card.map((row) => row.label)).not.toContain("One source only");
    expect(before.budget).toContain("CAD 950");
    expect(before.card.find((row) => row.label === "Also paid by each adult")?.value).toMatch(/^CAD 575 \(right of permanent residence fee/);
    expect(before.perAdult).toContain("CAD 575");

    expect(after.card[0]?.value).toMatch(/^CAD 990 /);
    expect(after.card[0]?.source?.via).toBe("Ansari Immigration");
    expect(after.card.find((row) => row.label === "How the fee is set")?.value).toMatch(/applies from 30 April 2026\.$/);
    expect(after.card.map((row) => row.label)).not.toContain("One source only");
    expect(after.budget).toContain("CAD 990");
    expect(after.card.find((row) => row.label === "Also paid by each adult")?.value).toMatch(/^CAD 600 /);
    expect(after.perAdult).toContain("CAD 600");
  });

  it("counts the fee each adult pays once for each adult who moves, not for the children", () => {
    const family = { ...worker, household_adults: 2, household_children: 2 };
    const { document } = reportFor(family, { knowledge: inForce(new Date("2026-11-29T12:00:00Z")).knowledge });
    const rows = document.sections.flatMap((section) => section.blocks).flatMap((block) => (block.kind === "table" ? block.rows : []));
    expect(rows.find((row) => row[0] === "Fee for each adult")?.slice(1).join(" ")).toMatch(/^CAD 1,200 \(about \$[\d,]+\) .*CAD 600 for each of the 2 adults$/);
  });
});
