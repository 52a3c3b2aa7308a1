/**
 * Every citation the product's data holds, with where it sits: the destination data (cities, indicators, exchange
 * rates), each knowledge-base topic and the US pages, the directory's bodies (a directory entry links the
 * body's own page, so it is cited as that body) and the city guides' own figures ("content"). The label check (label-matches-link.test.ts) and the data audit
 * read this one list.
 */
import { allBaseQuantities } from "./base-quantities/index";
import { rawDestinationData } from "@server/destinations/data/index";
import { ESTIMATE_MODEL } from "@server/destinations/cost-estimates";
import { COUNTRY_SLUGS } from "@server/destinations/data/dataset.schema";
import { rawKnowledgeBase } from "@server/knowledge/index";
import { isResearched } from "@server/knowledge/index";
import { rawCityGuides } from "@server/content/city-guides/index";
import { isCitation, type Citation } from "./citation";

export const CITATION_AREAS = ["cities", "indicators", "routes", "tax", "healthcare", "housing", "culture", "emergency", "directory", "content", "recognition", "retiree-tax", "schools"] as const;
export type CitationArea = (typeof CITATION_AREAS)[number];

export type PlacedCitation = { area: CitationArea; country: string | null; path: string; citation: Citation };


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
  recognition: "recognition",
  retireeTax: "retiree-tax",
  schools: "schools",
} as const satisfies Partial<Record<keyof typeof rawKnowledgeBase, CitationArea>>;

const countrySlug = (name: string): string | null => COUNTRY_SLUGS.find((slug) => rawDestinationData.places[slug].name.toLowerCase() === name.toLowerCase()) ?? null;

/** A part of the data with where it sits: the roots every walk of the data (citations, missing figures) starts from. */
export type PlacedData = { area: CitationArea; country: string | null; path: string; value: unknown };

/** Every part of the data, in the order the audit and the label check list them. */
export function dataRoots(): PlacedData[] {
  const roots: PlacedData[] = [];
  const data = rawDestinationData;
  for (const slug of COUNTRY_SLUGS) roots.push({ area: "cities", country: slug, path: `places.${slug}`, value: data.places[slug] });
  for (const [name, dataset] of Object.entries(data.indicators)) {
    roots.push({ area: "indicators", country: null, path: `indicators.${name}.source`, value: dataset.source });
    for (const slug of COUNTRY_SLUGS) roots.push({ area: "indicators", country: slug, path: `indicators.${name}.${slug}`, value: dataset.values[slug] });
  }
  for (const [currency, rate] of Object.entries(data.exchangeRates)) roots.push({ area: "indicators", country: null, path: `exchangeRates.${currency}`, value: rate });
  roots.push({ area: "indicators", country: null, path: "costEstimates.priceLevels", value: ESTIMATE_MODEL.levels.source });
  roots.push({ area: "indicators", country: null, path: "costEstimates.usOnePersonSpending", value: ESTIMATE_MODEL.basket.items });
  for (const [topic, area] of Object.entries(KNOWLEDGE_AREAS)) {
    const byCountry = rawKnowledgeBase[topic as keyof typeof KNOWLEDGE_AREAS] as Record<string, unknown>;
    for (const slug of COUNTRY_SLUGS) roots.push({ area, country: slug, path: `${topic}.${slug}`, value: byCountry[slug] });
  }
  roots.push({ area: "tax", country: null, path: "usTaxRules", value: rawKnowledgeBase.usTaxRules });
  roots.push({ area: "routes", country: null, path: "usPreparations", value: rawKnowledgeBase.usPreparations });
  for (const quantity of allBaseQuantities()) roots.push({ area: "routes", country: quantity.country, path: `baseQuantities.${quantity.id}`, value: quantity });
  for (const slug of COUNTRY_SLUGS) roots.push({ area: "directory", country: slug, path: `directory.${slug}`, value: rawKnowledgeBase.directory[slug] });
  // The city guides' own figures (the monthly costs they show are the city data's, walked above).
  for (const guide of rawCityGuides) roots.push({ area: "content", country: countrySlug(guide.country), path: `cityGuides.${guide.name}`, value: guide });
  return roots;
}

export function allCitations(): PlacedCitation[] {
  const out: PlacedCitation[] = [];
  for (const { area, country, path, value } of dataRoots()) {
    if (area !== "directory") {
      walk(area, country, path, value, out);
      continue;
    }
    const directory = value as (typeof rawKnowledgeBase.directory)[keyof typeof rawKnowledgeBase.directory];
    if (!isResearched(directory)) continue;
    directory.entries.forEach((entry, i) =>
      out.push({
        area: "directory",
        country,
        path: `${path}.entries.${i}`,
        citation: { publisher: entry.name, title: entry.name, url: entry.url, asOf: entry.asOf, ...(entry.reviewedOn ? { reviewedOn: entry.reviewedOn } : {}) },
      }),
    );
  }
  return out;
}
