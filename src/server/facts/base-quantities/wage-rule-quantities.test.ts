/**
 * Salary floors defined as a share of a published wage figure (issue 30) follow the figure's editions: moving the
 * clock across an edition's first day changes the floor a route shows, and the basis names the edition.
 */
import { describe, expect, it } from "vitest";
import { knowledgeOn, rawKnowledgeBase } from "@server/knowledge/index";
import type { CountryRoutes, Threshold, Unknown } from "@server/knowledge/knowledge.schema";
import { baseQuantitySchema, editionOn } from "./base-quantity";
import { quantityNamed } from "./index";
import { WAGE_RULE_QUANTITIES } from "./wage-rule-quantities";
import { SITES, siteServes } from "../sites/index";

const thresholdOn = (country: "germany" | "sweden", routeName: RegExp, on: string): Threshold | Unknown => {
  const routes = knowledgeOn(rawKnowledgeBase, new Date(on)).residenceRoutes[country] as CountryRoutes;
  const route = routes.routes.find((r) => routeName.test(r.name));
  if (!route) throw new Error(`no route ${routeName} in ${country}`);
  return route.threshold;
};
const blueCard = (on: string) => thresholdOn("germany", /^EU Blue Card/, on);
const swedishWorkPermit = (on: string) => thresholdOn("sweden", /^Work permit for employees/, on);

describe("wage-rule quantities", () => {
  it("every quantity validates and every edition links a registered site named in its label", () => {
    for (const quantity of WAGE_RULE_QUANTITIES) expect(baseQuantitySchema.safeParse(quantity).success, quantity.id).toBe(true);
    const wrong = WAGE_RULE_QUANTITIES.flatMap((q) =>
      q.editions.flatMap(({ appliesFrom, citation }) => {
        const owner = citation.via ?? citation.publisher;
        const site = SITES[owner];
        if (!site) return [`${q.id} ${appliesFrom}: "${owner}" is not a registered site`];
        return siteServes(site, citation.url) ? [] : [`${q.id} ${appliesFrom}: "${owner}" does not serve ${citation.url}`];
      }),
    );
    expect(wrong).toEqual([]);
  });

  it("Germany's pension-insurance ceiling: EUR 96,600 in 2025, EUR 101,400 from 1 January 2026", () => {
    const ceiling = quantityNamed("germany.pension-insurance-ceiling")!;
    expect(editionOn(ceiling, new Date("2025-12-31T12:00:00Z"))?.value).toBe(96600);
    expect(editionOn(ceiling, new Date("2026-01-01T12:00:00Z"))?.value).toBe(101400);
    expect(editionOn(ceiling, new Date("2024-12-31T12:00:00Z"))).toBeNull();
  });

  it("the EU Blue Card floor is half the ceiling in force: EUR 48,300 on 31 December 2025, EUR 50,700 from 1 January 2026", () => {
    expect(blueCard("2025-12-31T12:00:00Z")).toMatchObject({ amount: 48300, currency: "EUR", period: "year", edition: { appliesFrom: "2025-01-01" } });
    expect(blueCard("2026-01-01T12:00:00Z")).toMatchObject({ amount: 50700, currency: "EUR", period: "year", edition: { appliesFrom: "2026-01-01" } });
    const onReviewDay = blueCard("2026-11-28T12:00:00Z") as Threshold;
    expect(onReviewDay.amount).toBe(50700);
    expect(onReviewDay.basis).toContain("EUR 101,400 a year from 1 January 2026");
    expect(onReviewDay.basis).toContain("45.3% of the same ceiling");
  });

  it("Sweden's median salary: each edition from the day the Migration Agency applies it", () => {
    const median = quantityNamed("sweden.median-salary")!;
    expect(editionOn(median, new Date("2024-06-17T12:00:00Z"))?.value).toBe(34200);
    expect(editionOn(median, new Date("2024-06-18T12:00:00Z"))?.value).toBe(35600);
    expect(editionOn(median, new Date("2025-06-17T12:00:00Z"))?.value).toBe(37100);
    expect(editionOn(median, new Date("2026-06-16T12:00:00Z"))?.value).toBe(38300);
  });

  it("Sweden's work-permit floor is 90% of the median from 1 June 2026, and follows Statistics Sweden's June update", () => {
    // Before the 90% rule the route shows no amount rather than 90% of an older median (the floor was then 80%).
    expect(swedishWorkPermit("2026-05-31T12:00:00Z")).toMatchObject({ value: null });
    expect(swedishWorkPermit("2026-06-01T12:00:00Z")).toMatchObject({ amount: 33390, currency: "SEK", period: "month", edition: { appliesFrom: "2026-06-01" } });
    expect(swedishWorkPermit("2026-06-15T12:00:00Z")).toMatchObject({ amount: 33390 });
    expect(swedishWorkPermit("2026-06-16T12:00:00Z")).toMatchObject({ amount: 34470, currency: "SEK", edition: { appliesFrom: "2026-06-16" } });
    const onReviewDay = swedishWorkPermit("2026-11-28T12:00:00Z") as Threshold;
    expect(onReviewDay.amount).toBe(34470);
    expect(onReviewDay.basis).toContain("SEK 38,300 a month from 16 June 2026");
  });
});
