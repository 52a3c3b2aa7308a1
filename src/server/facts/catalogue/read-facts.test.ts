import { describe, expect, it } from "vitest";
import { COUNTRY_SLUGS } from "@server/destinations/data/dataset.schema";
import { computeFactorScores } from "@server/destinations/factor-scores";
import { factsInForce, inForceByDay } from "@server/in-force";
import { KNOWLEDGE_TOPICS, isResearched } from "@server/knowledge/index";
import { buildDataFacts, indicatorId } from "./fact-catalogue";
import { factIdsOf, factIdsUnder, readRecord, readRoutes, readShared, readTopic } from "./read-facts";

const inForce = inForceByDay()(new Date("2026-11-29T12:00:00Z"));
const catalogue = factsInForce(inForce);

describe("reading the knowledge base by fact id (issue 31)", () => {
  it("reads each country's entry of every topic under its id: the knowledge in force that day, not a copy", () => {
    for (const slug of COUNTRY_SLUGS) {
      for (const topic of KNOWLEDGE_TOPICS) {
        const read = readTopic(catalogue, topic, slug);
        expect(read.record, read.id).toBe(inForce.knowledge[topic][slug]);
      }
    }
    expect(readShared(catalogue, "usPreparations").record).toBe(inForce.knowledge.usPreparations);
    expect(readShared(catalogue, "usTaxRules").record).toBe(inForce.knowledge.usTaxRules);
  });

  it("reads each route under its own id, in the data's order, and says so when a country's routes are not researched", () => {
    for (const slug of COUNTRY_SLUGS) {
      const read = readRoutes(catalogue, slug);
      const entry = inForce.knowledge.residenceRoutes[slug];
      if (!isResearched(entry)) {
        expect(read.routes).toEqual([]);
        continue;
      }
      expect(read.routes.map((route) => route.id)).toEqual(entry.routes.map((route) => `residence-routes/${slug}/${route.id}`));
      expect(read.routes.map((route) => route.record)).toEqual(entry.routes);
    }
  });

  it("names the facts a builder printed from the records it read, and nothing for a record that is not a fact", () => {
    const portugal = readRoutes(catalogue, "portugal");
    const route = portugal.routes.find(({ record }) => isResearched(record.fee))!;
    expect(factIdsOf(catalogue, route.record.fee)).toEqual([`${route.id}/fee`]);
    expect(factIdsOf(catalogue, route.record, undefined)).toEqual([]);
    const under = factIdsUnder(catalogue, route.id);
    expect(under).toContain(`${route.id}/fee`);
    expect(under.every((id) => id.startsWith(`${route.id}/`))).toBe(true);
    const numbers = readTopic(catalogue, "emergency", "panama").record;
    expect(isResearched(numbers) && factIdsOf(catalogue, numbers.numbers)).toEqual(["emergency/panama/numbers"]);
  });

  it("refuses an id the data does not hold rather than reading nothing", () => {
    expect(() => readRecord(catalogue, "residence-routes/portugal/no-such-route")).toThrow(/holds nothing under residence-routes\/portugal\/no-such-route/);
  });

  it("keeps with each fact its figure, unit and period, the day it applies from, when it was last confirmed and its citation", () => {
    const d7 = readRoutes(catalogue, "portugal").routes.find(({ record }) => record.id === "d7")!;
    const threshold = catalogue.byId.get(`${d7.id}/threshold`)!;
    expect(threshold.figure).toEqual({ amount: expect.any(Number), unit: "EUR", period: "month" });
    expect(threshold.value).toBe(`EUR ${threshold.figure!.amount.toLocaleString("en-US", { maximumFractionDigits: 2 })} a month`);
    expect(threshold.appliesFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(threshold.reviewedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(threshold.citation.url).toMatch(/^https:\/\//);
    expect(catalogue.byId.get("emergency/panama/numbers")?.figure).toBeNull();
  });

  it("scores a country's factors from the same facts the catalogue lists under their ids", () => {
    const dataFacts = buildDataFacts(inForce.data);
    for (const fact of dataFacts.facts) expect(catalogue.byId.get(fact.id)?.fingerprint, fact.id).toBe(fact.fingerprint);
    const peace = readRecord<{ value: number }>(dataFacts, indicatorId("portugal", "globalPeaceIndex"));
    const safety = computeFactorScores(dataFacts, "portugal").safety;
    expect(safety.finding).toMatchObject({ kind: "index", index: "globalPeaceIndex", value: peace.value });
  });
});
