/**
 * South Korea's Workation (F-1-D) income floor is twice the previous year's GNI per capita, and the Ministry of
 * Justice applies each new Bank of Korea figure from 1 April: moving the clock across an edition's first day changes
 * the floor the route shows, and the basis names the edition.
 */
import { describe, expect, it } from "vitest";
import { knowledgeOn, rawKnowledgeBase } from "@server/knowledge/index";
import type { CountryRoutes, Threshold, Unknown } from "@server/knowledge/knowledge.schema";
import { editionOn } from "./base-quantity";
import { quantityNamed } from "./index";

const workationFloor = (on: string): Threshold | Unknown => {
  const routes = knowledgeOn(rawKnowledgeBase, new Date(on)).residenceRoutes["south-korea"] as CountryRoutes;
  const route = routes.routes.find((r) => /F-1-D/.test(r.name));
  if (!route) throw new Error("no F-1-D route in south-korea");
  return route.threshold;
};

describe("South Korea's GNI per capita and the Workation (F-1-D) floor", () => {
  it("each GNI edition applies from the day the Ministry starts using it", () => {
    const gni = quantityNamed("south-korea.gni-per-capita")!;
    expect(editionOn(gni, new Date("2023-06-30T12:00:00Z"))).toBeNull();
    expect(editionOn(gni, new Date("2023-07-01T12:00:00Z"))?.value).toBe(42487000);
    expect(editionOn(gni, new Date("2024-03-31T12:00:00Z"))?.value).toBe(42487000);
    expect(editionOn(gni, new Date("2024-04-01T12:00:00Z"))?.value).toBe(44051000);
    expect(editionOn(gni, new Date("2025-04-01T12:00:00Z"))?.value).toBe(49955000);
    expect(editionOn(gni, new Date("2026-04-01T12:00:00Z"))?.value).toBe(52416000);
  });

  it("the floor is twice the edition in force: KRW 99,910,000 on 31 March 2026, KRW 104,832,000 from 1 April 2026", () => {
    expect(workationFloor("2026-03-31T12:00:00Z")).toMatchObject({ amount: 99910000, currency: "KRW", period: "year", edition: { appliesFrom: "2025-04-01" } });
    expect(workationFloor("2026-04-01T12:00:00Z")).toMatchObject({ amount: 104832000, currency: "KRW", period: "year", edition: { appliesFrom: "2026-04-01" } });
  });

  it("moves on 1 April 2025 as well: KRW 88,102,000 before, KRW 99,910,000 after", () => {
    expect(workationFloor("2025-03-31T12:00:00Z")).toMatchObject({ amount: 88102000, edition: { appliesFrom: "2024-04-01" } });
    expect(workationFloor("2025-04-01T12:00:00Z")).toMatchObject({ amount: 99910000, edition: { appliesFrom: "2025-04-01" } });
  });

  it("on the review day the basis names the 2025 figure and keeps the insurance condition", () => {
    const onReviewDay = workationFloor("2026-11-28T12:00:00Z") as Threshold;
    expect(onReviewDay.amount).toBe(104832000);
    expect(onReviewDay.basis).toContain("KRW 52,416,000 a year from 1 April 2026");
    expect(onReviewDay.basis).toContain("medical insurance covering at least KRW 100 million");
  });
});
