import { describe, expect, it } from "vitest";
import { buildCatalog } from "@server/destinations/catalog";
import { loadDestinationData } from "@server/destinations/data/index";
import { loadKnowledgeBase } from "@server/knowledge/index";
import { buildContent, rawCityGuides } from "./content";
import type { Fact } from "@shared/contracts/content";

function facts(value: unknown, path = ""): { path: string; fact: Fact }[] {
  if (value === null || typeof value !== "object") return [];
  if ("value" in value && "source" in value) return [{ path, fact: value as Fact }];
  return Object.entries(value).flatMap(([key, child]) => facts(child, `${path}.${key}`));
}

describe("editorial content", () => {
  const data = loadDestinationData();
  const content = buildContent({ data, catalog: buildCatalog(data), knowledge: loadKnowledgeBase() });

  it("has the four city guides of the spec, found case-insensitively", () => {
    expect(rawCityGuides.map((guide) => guide.name)).toEqual(["Lisbon", "Porto", "Barcelona", "Mexico City"]);
    expect(content.findCityGuide("portugal", "LISBON")?.name).toBe("Lisbon");
    expect(content.findCityGuide("Mexico", "Mexico City")?.name).toBe("Mexico City");
    expect(content.findCityGuide("Portugal", "Faro")).toBeUndefined();
  });

  it("gives every figure in the guides and the sample report a source URL and an as-of date", () => {
    const all = [...content.cityGuides.flatMap((guide) => facts(guide, guide.name)), ...facts(content.sampleReport, "sample")];
    expect(all.length).toBeGreaterThan(40);
    for (const { path, fact } of all) {
      expect(fact.source.url, path).toMatch(/^https:\/\//);
      expect(fact.source.asOf, path).toMatch(/^\d{4}(-\d{2}(-\d{2})?)?$/);
    }
  });

  it("lists at most three international schools per guide", () => {
    for (const guide of content.cityGuides) expect(guide.education.internationalSchools.length).toBeLessThanOrEqual(3);
  });
});
