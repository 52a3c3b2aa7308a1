import { describe, expect, it } from "vitest";
import { buildFactCatalogue } from "@server/facts/catalogue/fact-catalogue";
import { data, knowledge, reportFor } from "../../../tests/support/report-documents";
import { pageOf, printedPages, reportManifest, routesForYouOf } from "./report-manifest";

const catalogue = buildFactCatalogue({ knowledge, data });

function manifestFor(overrides: Parameters<typeof reportFor>[0]) {
  const { document, facts } = reportFor(overrides);
  return { document, routesForYou: routesForYouOf(facts.eligibility), manifest: reportManifest(document, catalogue, facts, "test") };
}

describe("a report's manifest (issue 31)", () => {
  const remoteWorker = manifestFor({ preferred_city: "Lisbon", monthly_income: 7000, income_kind: "remote-work", savings: 30000 });

  it("records the facts the report printed, each with its value, date and source, and only those", () => {
    const { document, manifest } = remoteWorker;
    const printed = printedPages(document);
    expect(manifest.facts.length).toBeGreaterThan(50);
    for (const fact of manifest.facts) {
      expect(fact.value.length, fact.id).toBeGreaterThan(0);
      expect(fact.source.url).toMatch(/^https:\/\//);
      expect(["portugal", "shared"], fact.id).toContain(fact.id.split("/")[1]);
    }
    const recorded = new Set(manifest.facts.map((fact) => fact.id));
    const portugal = catalogue.facts.filter((fact) => fact.country === "portugal");
    for (const fact of portugal) expect(recorded.has(fact.id), fact.id).toBe(printed.has(pageOf(fact.citation)));
    expect(manifest.facts.some((fact) => fact.id.startsWith("residence-routes/spain/"))).toBe(false);
  });

  it("marks as important the emergency numbers, every fee, and every fact of a route for the buyer", () => {
    const { manifest, routesForYou } = remoteWorker;
    expect(routesForYou.length).toBeGreaterThan(0);
    const numbers = manifest.facts.find((fact) => fact.id === "emergency/portugal/numbers");
    expect(numbers?.important).toBe(true);
    for (const fact of manifest.facts) {
      const [area, , route, field] = fact.id.split("/");
      const expected = area === "emergency" || fact.id.split("/").includes("fee") || (area === "residence-routes" && routesForYou.includes(route ?? ""));
      expect(fact.important, `${fact.id} (${field ?? ""})`).toBe(expected);
    }
    const forYou = routesForYou[0];
    expect(manifest.facts.some((fact) => fact.id === `residence-routes/portugal/${forYou}/threshold` && fact.important)).toBe(true);
  });
});
