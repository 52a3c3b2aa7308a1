/**
 * Every citation the product's data holds, with where it sits: the destination data (cities, indicators, exchange
 * rates), each knowledge-base topic and the US pages, and the directory's bodies (a directory entry links the
 * body's own page, so it is cited as that body). The label check (label-matches-link.test.ts) and the data audit
 * read this one list.
 */
import { rawDestinationData } from "@server/destinations/data/index";
import { COUNTRY_SLUGS } from "@server/destinations/data/dataset.schema";
import { rawKnowledgeBase } from "@server/knowledge/index";
import { isResearched } from "@server/knowledge/index";
import type { Citation } from "./citation";

export const CITATION_AREAS = ["cities", "indicators", "routes", "tax", "healthcare", "housing", "culture", "emergency", "directory"] as const;
export type CitationArea = (typeof CITATION_AREAS)[number];

export type PlacedCitation = { area: CitationArea; country: string | null; path: string; citation: Citation };

const isCitation = (value: object): value is Citation =>
  typeof (value as Citation).publisher === "string" && typeof (value as Citation).url === "string" && typeof (value as Citation).asOf === "string";

function walk(area: CitationArea, country: string | null, path: string, value: unknown, out: PlacedCitation[]): void {
  if (value === null || typeof value !== "object") return;
  if (isCitation(value)) {
    out.push({ area, country, path, citation: value });
    return;
  }
  for (const [key, child] of Object.entries(value)) walk(area, country, `${path}.${key}`, child, out);
}

const KNOWLEDGE_AREAS = {
  residenceRoutes: "routes",
  tax: "tax",
  healthcare: "healthcare",
  housing: "housing",
  culture: "culture",
  emergency: "emergency",
} as const satisfies Partial<Record<keyof typeof rawKnowledgeBase, CitationArea>>;

export function allCitations(): PlacedCitation[] {
  const out: PlacedCitation[] = [];
  const data = rawDestinationData;
  for (const slug of COUNTRY_SLUGS) walk("cities", slug, `places.${slug}`, data.places[slug], out);
  for (const [name, dataset] of Object.entries(data.indicators)) {
    walk("indicators", null, `indicators.${name}.source`, dataset.source, out);
    for (const slug of COUNTRY_SLUGS) walk("indicators", slug, `indicators.${name}.${slug}`, dataset.values[slug], out);
  }
  for (const [currency, rate] of Object.entries(data.exchangeRates)) walk("indicators", null, `exchangeRates.${currency}`, rate, out);
  for (const [topic, area] of Object.entries(KNOWLEDGE_AREAS)) {
    const byCountry = rawKnowledgeBase[topic as keyof typeof KNOWLEDGE_AREAS] as Record<string, unknown>;
    for (const slug of COUNTRY_SLUGS) walk(area, slug, `${topic}.${slug}`, byCountry[slug], out);
  }
  walk("tax", null, "usTaxRules", rawKnowledgeBase.usTaxRules, out);
  walk("routes", null, "usPreparations", rawKnowledgeBase.usPreparations, out);
  for (const slug of COUNTRY_SLUGS) {
    const directory = rawKnowledgeBase.directory[slug];
    if (!isResearched(directory)) continue;
    directory.entries.forEach((entry, i) =>
      out.push({
        area: "directory",
        country: slug,
        path: `directory.${slug}.entries.${i}`,
        citation: { publisher: entry.name, title: entry.name, url: entry.url, asOf: entry.asOf },
      }),
    );
  }
  return out;
}
