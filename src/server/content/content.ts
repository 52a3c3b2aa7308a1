/**
 * Editorial content, built and validated once per set of editions (in-force.ts) like the destination data: the four
 * city guides and the sample report (the paid report's engine run for an illustrative profile, and the page's
 * summary drawn from it). A figure the data already holds (a city's rent, a route's threshold) is read from the data
 * (`ContentSources`), never typed again here. A content error names the file and field and stops the server.
 */
import type { z } from "zod";
import { rawCityGuides } from "./city-guides/index";
import { buildCityGuide } from "./city-guides/guide";
import { cityGuideSchema, sampleReportSchema, type CityGuide, type SampleReport } from "@shared/contracts/content";
import { buildSampleDocument, type SampleDocument } from "./sample-report";
import type { ReportManifest } from "@server/reports/report-manifest";
import { summariseSampleReport } from "./sample-report-summary";
import type { DestinationCatalog } from "@server/destinations/catalog";
import type { DestinationData } from "@server/destinations/data/index";
import type { KnowledgeBase } from "@server/knowledge/index";

export { rawCityGuides };

function validate<T>(schema: z.ZodType<T>, value: unknown, file: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Content ${file}: ${issue?.path.join(".") || "(root)"}: ${issue?.message ?? "invalid"}`);
  }
  return parsed.data;
}

export type Content = {
  findCityGuide(country: string, city: string): CityGuide | undefined;
  cityGuides: CityGuide[];
  /** The sample report page's summary, drawn from `sampleDocument`. */
  sampleReport: SampleReport;
  /** The sample report itself, as its PDF is rendered (sample-report-pdf.ts). */
  sampleDocument: SampleDocument;
  /** The facts the sample report prints (issue 31), as a bought report's manifest records them. */
  sampleManifest: ReportManifest;
};

const key = (country: string, city: string) => `${country.trim().toLowerCase()}/${city.trim().toLowerCase()}`;
const guideKeys = new Set(rawCityGuides.map((guide) => key(guide.country, guide.name)));

/** Whether /city/{country}/{city} has a guide: pages link a city only when it does. */
export function hasCityGuide(country: string, city: string): boolean {
  return guideKeys.has(key(country, city));
}

/** What content reads its figures from: the same validated data the reports use, and which editions are in force. */
export type ContentSources = { data: DestinationData; catalog: DestinationCatalog; knowledge: KnowledgeBase; editions: string };

export function buildContent(sources: ContentSources): Content {
  const cityGuides = rawCityGuides.map((guide) => validate(cityGuideSchema, buildCityGuide(guide, sources.catalog), `city-guides/${guide.name}`));
  const byKey = new Map(cityGuides.map((guide) => [key(guide.country, guide.name), guide]));
  const { document: sampleDocument, manifest: sampleManifest } = buildSampleDocument(sources);
  return {
    cityGuides,
    findCityGuide: (country, city) => byKey.get(key(country, city)),
    sampleReport: validate(sampleReportSchema, summariseSampleReport(sampleDocument), "sample-report"),
    sampleDocument,
    sampleManifest,
  };
}

