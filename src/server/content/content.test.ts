import { describe, expect, it } from "vitest";
import { buildCatalog } from "@server/destinations/catalog";
import { loadDestinationData } from "@server/destinations/data/index";
import { loadKnowledgeBase } from "@server/knowledge/index";
import { RESEARCH_WORDS } from "@server/facts/citation";
import { reportFor } from "../../../tests/support/report-documents";
import { buildContent, rawCityGuides } from "./content";
import type { CityGuide, Fact } from "@shared/contracts/content";

function facts(value: unknown, path = ""): { path: string; fact: Fact }[] {
  if (value === null || typeof value !== "object") return [];
  if ("value" in value && "source" in value) return [{ path, fact: value as Fact }];
  return Object.entries(value).flatMap(([key, child]) => facts(child, `${path}.${key}`));
}

const strings = (value: unknown): string[] =>
  typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(strings) : [];

describe("editorial content", () => {
  const data = loadDestinationData();
  const catalog = buildCatalog(data);
  const content = buildContent({ data, catalog, knowledge: loadKnowledgeBase(), editions: "test editions" });

  it("scores each guide's city on the climate the guide describes: a Köppen class the guide names is the city's own class in the data", () => {
    for (const guide of rawCityGuides) {
      const city = catalog.findByName(guide.country)?.cities.find((entry) => entry.name === guide.name);
      expect(city, guide.name).toBeDefined();
      const named = /Köppen (\w+)/.exec(guide.climate.type)?.[1];
      if (named) expect(city?.climate?.koppen, `${guide.name}'s guide says Köppen ${named}`).toBe(named);
    }
    // Mexico City's guide says "subtropical highland": the city is scored as that (Cwb), not as Mexico's tropical coasts.
    const mexicoCity = catalog.findByName("Mexico")?.cities.find((entry) => entry.name === "Mexico City");
    expect(mexicoCity?.climate).toMatchObject({ koppen: "Cwb", type: "temperate" });
  });

  it("has the four city guides of the spec, found case-insensitively", () => {
    expect(rawCityGuides.map((guide) => guide.name)).toEqual(["Lisbon", "Porto", "Barcelona", "Mexico City"]);
    expect(content.findCityGuide("portugal", "LISBON")?.name).toBe("Lisbon");
    expect(content.findCityGuide("Mexico", "Mexico City")?.name).toBe("Mexico City");
    expect(content.findCityGuide("Portugal", "Faro")).toBeUndefined();
  });

  it("gives every figure in the guides and every cited fact of the sample report a source URL and an as-of date", () => {
    const sampleFacts = content.sampleReport.chapters.flatMap((chapter) =>
      chapter.factGroups.flatMap((group) => group.facts.flatMap(({ label, value, source }) => (source ? [{ path: `sample ${chapter.id}: ${label}`, fact: { value, source } }] : []))),
    );
    const all = [...content.cityGuides.flatMap((guide) => facts(guide, guide.name)), ...sampleFacts];
    expect(all.length).toBeGreaterThan(40);
    for (const { path, fact } of all) {
      expect(fact.source.url, path).toMatch(/^https:\/\//);
      expect(fact.source.asOf, path).toMatch(/^\d{4}(-\d{2}(-\d{2})?)?$/);
    }
  });

  it("lists at most three international schools per guide", () => {
    for (const guide of content.cityGuides) expect(guide.education.internationalSchools.length).toBeLessThanOrEqual(3);
  });

  it("sends a guide's sources as labels only, and no research wording reaches the page", () => {
    for (const guide of content.cityGuides) {
      for (const { path, fact } of facts(guide, guide.name)) expect(Object.keys(fact.source).sort(), path).toEqual(["asOf", "name", "url"]);
      expect(JSON.stringify(guide)).not.toContain(`"research":`);
      expect(strings(guide).filter((text) => RESEARCH_WORDS.test(text) || /\b(TODO|undefined|NaN|null)\b/.test(text)), guide.name).toEqual([]);
    }
  });

  it("a city guide and the report give the same rents and monthly costs for the city", () => {
    for (const guide of content.cityGuides) {
      const destination = catalog.findByName(guide.country);
      const city = destination?.cities.find((c) => c.name === guide.name);
      expect(city, guide.name).toBeDefined();
      const climate = destination?.climateTypes[0] ?? "mediterranean";
      const { document } = reportFor({ preferred_country: guide.country, preferred_city: guide.name, climate_preference: climate });

      // The housing chapter's rent table: the chosen city's row.
      const housing = document.sections.find((section) => section.id === "housing");
      const rentTable = housing?.blocks.find((block) => block.kind === "table" && block.columns.includes("Centre (USD a month)"));
      const row = rentTable?.kind === "table" ? rentTable.rows.find((cells) => cells[0] === `${guide.name} (your choice)`) : undefined;
      expect(row, `${guide.name}: the housing chapter's rent row`).toBeDefined();
      const [, centre, outside] = row as string[];

      // The budget chapter's monthly costs for the city.
      const budget = document.sections.find((section) => section.id === "budget");
      const costs = budget?.blocks.find((block) => block.kind === "keyValues" && block.rows.some((r) => r.label.startsWith("Utilities")));
      const reportValue = (label: string) => (costs?.kind === "keyValues" ? costs.rows.find((r) => r.label.startsWith(label))?.value : undefined);

      const inGuide = (fact: Fact | null, reported: string | undefined, what: string) => {
        expect(reported, `${guide.name} ${what}: the report row`).toBeDefined();
        if (reported === "no sourced figure") expect(fact, `${guide.name} ${what}`).toBeNull();
        else expect(fact?.value, `${guide.name} ${what}`).toContain(reported);
      };
      const cost: CityGuide["costOfLiving"] = guide.costOfLiving;
      inGuide(cost.rent1Bed, centre, "centre rent");
      inGuide(cost.rent1BedOutside, outside, "rent outside the centre");
      inGuide(cost.rent1Bed, reportValue("Rent, 1-bedroom, city centre"), "centre rent (budget chapter)");
      inGuide(cost.utilities, reportValue("Utilities"), "utilities");
      inGuide(cost.groceries, reportValue("Groceries"), "groceries");
      inGuide(cost.transport, reportValue("Public transport pass"), "transport pass");
      // The same citation, labelled the same way.
      if (city && cost.rent1Bed) expect(cost.rent1Bed.source.url).toBe(city.costs.rentCentre.source.url);
      // A country estimate cites the estimate's first source, in the guide as in the report.
      const transportSource = city && (city.costs.transport.usd === null && city.costs.transport.estimate ? city.costs.transport.estimate.sources[0] : city.costs.transport.source);
      if (transportSource && cost.transport) expect(cost.transport.source.url).toBe(transportSource.url);
    }
  });
});
