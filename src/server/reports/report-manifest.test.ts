import { describe, expect, it } from "vitest";
import { buildFactCatalogue } from "@server/facts/catalogue/fact-catalogue";
import { data, knowledge, reportFor } from "../../../tests/support/report-documents";
import type { Citation } from "@server/facts/citation";
import { pageOf } from "@server/facts/catalogue/read-facts";
import type { Block, KeyValueRow, ReportDocument } from "@server/report-pdf/report-document";
import { printedFactIds, reportManifest, routesForYouOf } from "./report-manifest";

const catalogue = buildFactCatalogue({ knowledge, data });

function manifestFor(overrides: Parameters<typeof reportFor>[0]) {
  const { document, facts } = reportFor(overrides);
  return { document, routesForYou: routesForYouOf(facts.eligibility), manifest: reportManifest(document, catalogue, facts, "test") };
}

/** What each row or block of a document prints: where, the facts it names, the pages it cites. */
function printedItems(document: ReportDocument): { where: string; facts: string[] | undefined; sources: readonly Citation[] }[] {
  const itemsOf = (section: string, block: Block) => {
    switch (block.kind) {
      case "keyValues":
        return block.rows.map((row) => ({ where: `${section}: ${row.label}`, facts: row.facts, sources: row.source ? [row.source] : [] }));
      case "paragraph":
      case "table":
      case "barChart":
        return [{ where: `${section}: a ${block.kind}`, facts: block.facts, sources: block.sources ?? [] }];
      default:
        return [];
    }
  };
  return document.sections.flatMap((section) => section.blocks.flatMap((block) => itemsOf(section.id, block)));
}

describe("a report's manifest (issue 31)", () => {
  const remoteWorker = manifestFor({ preferred_city: "Lisbon", monthly_income: 7000, income_kind: "remote-work", savings: 30000 });

  it("records the facts the report printed, each with its value, date and source, and only those", () => {
    const { document, manifest } = remoteWorker;
    expect(manifest.facts.length).toBeGreaterThan(50);
    for (const fact of manifest.facts) {
      expect(fact.value.length, fact.id).toBeGreaterThan(0);
      expect(fact.source.url).toMatch(/^https:\/\//);
      expect(["portugal", "shared"], fact.id).toContain(fact.id.split("/")[1]);
    }
    expect(new Set(manifest.facts.map((fact) => fact.id))).toEqual(printedFactIds(document, catalogue, "portugal"));
    expect(manifest.facts.some((fact) => fact.id.startsWith("residence-routes/spain/"))).toBe(false);
  });

  it("names each fact a route card or the emergency chapter prints by the id it was read under, with the value the row shows", () => {
    const { document, manifest } = remoteWorker;
    const recorded = new Map(manifest.facts.map((fact) => [fact.id, fact]));
    const rowsOf = (id: string): KeyValueRow[] => document.sections.find((section) => section.id === id)!.blocks.flatMap((block) => (block.kind === "keyValues" ? block.rows : []));
    const tagged = [...rowsOf("immigration"), ...rowsOf("emergency")].filter((row) => row.facts && row.facts.length > 0);
    expect(tagged.length).toBeGreaterThan(30);
    for (const row of tagged) for (const id of row.facts ?? []) expect(recorded.has(id), `${row.label}: ${id}`).toBe(true);
    // Every fee printed on a route card is that route's fee fact, and the card shows the amount the manifest keeps.
    const fees = rowsOf("immigration").filter((row) => row.label === "Fee" && row.facts);
    expect(fees.length).toBeGreaterThanOrEqual(2);
    for (const row of fees) {
      const [id] = row.facts ?? [];
      expect(id, row.value).toMatch(/^residence-routes\/portugal\/[a-z0-9-]+\/fee$/);
      const amount = recorded.get(id!)!.value;
      expect(row.value.startsWith(amount) || row.value.startsWith("None"), `${row.value} / ${amount}`).toBe(true);
    }
    const police = rowsOf("emergency").find((row) => row.label === "Police");
    expect(police?.facts).toEqual(["emergency/portugal/numbers"]);
  });

  it("names the facts behind every row or block that cites one of the country's facts, for buyers of every kind", () => {
    const buyers = [
      { preferred_city: "Lisbon", monthly_income: 7000, income_kind: "remote-work" as const, savings: 30000 },
      { preferred_country: "France", preferred_city: null, household_adults: 2, household_children: 2, monthly_income: 9000, income_kind: "salary" as const },
      { preferred_country: "Italy", preferred_city: null, user_age: 67, user_job: "Retired", monthly_income: 4000, income_kind: "pension" as const },
      { preferred_country: "Germany", preferred_city: null, household_adults: 1, household_children: 1 },
    ];
    for (const buyer of buyers) {
      const { document, facts } = reportFor(buyer);
      const country = facts.destination.slug;
      const factPages = new Set(catalogue.facts.filter((fact) => fact.country === country || fact.country === null).map((fact) => pageOf(fact.citation)));
      const unnamed = printedItems(document).filter((item) => item.facts === undefined && item.sources.some((source) => factPages.has(pageOf(source))));
      expect(unnamed.map((item) => item.where), country).toEqual([]);
      const named = printedItems(document).flatMap((item) => item.facts ?? []);
      for (const id of named) expect(catalogue.byId.has(id), id).toBe(true);
    }
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
