import { describe, expect, it } from "vitest";
import { machineryIn } from "../../../tests/support/plain-words";
import { buildCatalog } from "@server/destinations/catalog";
import { loadDestinationData } from "@server/destinations/data/index";
import { allCitations } from "@server/facts/all-citations";
import { publicSource } from "@server/facts/citation";
import { isResearched, loadKnowledgeBase } from "@server/knowledge/index";
import { formatNumber } from "@shared/format";
import { buildSampleReport } from "./sample-report";

const data = loadDestinationData();
const catalog = buildCatalog(data);
const knowledge = loadKnowledgeBase();
const report = buildSampleReport({ data, catalog, knowledge });
const facts = report.sections.flatMap((section) => section.facts);
const paragraphs = report.sections.flatMap((section) => section.paragraphs);

describe("sample report", () => {
  it("keeps the spec's title, profile and a notice that it is an example, not advice", () => {
    expect(report.title).toMatch(/software engineer, 32, moving to Lisbon/);
    expect(report.profile).toMatchObject({ age: 32, destination: "Lisbon, Portugal" });
    expect(report.notice).toMatch(/example report written for a fictional profile, not advice/);
    expect(report.sections.map((section) => section.heading).join(" ")).toMatch(/Visa options.*Permanent residency.*Citizenship/);
  });

  it("states each route's threshold exactly as the Portugal routes data does", () => {
    const entry = knowledge.residenceRoutes.portugal;
    if (!isResearched(entry)) throw new Error("Portugal's routes are researched");
    const withThreshold = entry.routes.filter((route) => isResearched(route.threshold));
    expect(withThreshold.map((route) => route.kind)).toEqual(expect.arrayContaining(["remote-work", "retirement"]));
    for (const route of withThreshold) {
      if (!isResearched(route.threshold)) continue;
      const { amount, currency, basis, source } = route.threshold;
      const stated = `${currency} ${formatNumber(amount)}`;
      const fact = facts.find((candidate) => candidate.label === `${route.name}: money threshold`);
      expect(fact?.fact.value, route.name).toContain(stated);
      expect(fact?.fact.value, route.name).toContain(basis);
      expect(fact?.fact.source, route.name).toEqual(publicSource(source));
      // The prose names the route with the same figure.
      expect(paragraphs.some((paragraph) => paragraph.startsWith(`${route.name}:`) && paragraph.includes(stated)), route.name).toBe(true);
    }
    // Issue 18: no second edition of the D8 floor or the minimum wage beside the data's.
    const all = JSON.stringify(report);
    expect(all).not.toMatch(/3,480|€870|EUR 870/);
  });

  it("no figure in the sample report is typed: every fact's source is a citation in the data", () => {
    const known = new Set(allCitations().map(({ citation }) => JSON.stringify(publicSource(citation))));
    expect(facts.length).toBeGreaterThan(20);
    for (const { label, fact } of facts) expect(known.has(JSON.stringify(fact.source)), `${label}: ${fact.source.name}`).toBe(true);
  });

  it("every number in the prose is one the facts or the data state, or is marked as our arithmetic", () => {
    const lisbon = catalog.findByName("Portugal")?.cities.find((city) => city.name === "Lisbon");
    const stated = [
      ...facts.map(({ fact }) => fact.value),
      JSON.stringify(knowledge.residenceRoutes.portugal),
      JSON.stringify(lisbon),
    ].join(" ");
    for (const paragraph of paragraphs) {
      for (const sentence of paragraph.replace(/https?:\/\/\S+/g, "").split(/(?<=[.;])\s+/)) {
        if (sentence.includes("our arithmetic")) continue;
        for (const [number] of sentence.matchAll(/\d[\d,.]*\d|\d/g)) expect(stated, `"${number}" in: ${sentence}`).toContain(number.replace(/[.,]$/, ""));
      }
    }
  });

  it("speaks plainly: no research notes or programming values in any text a visitor sees", () => {
    const texts = [
      report.title,
      report.notice,
      ...report.sections.flatMap((section) => [section.heading, ...section.paragraphs, ...section.facts.flatMap(({ label, fact }) => [label, fact.value, fact.source.name])]),
    ];
    expect(texts.flatMap((text) => machineryIn(text))).toEqual([]);
  });
});
