/**
 * The operator's report preview (POST /api/test/preview-report): the report for the spec's test user,
 * built in memory by the same content builders as the report job (checked and scored by the assessments
 * service's scoreRequest, then the facts, the sections, the executive summary), measured and summarised. Nothing is stored and no PDF is
 * rendered, so it answers fast and leaves no trace but the audit line.
 */
import { TEST_USER, type ReportPreviewResponse } from "@shared/contracts/operator";
import type { Assessment } from "@shared/contracts/assessments";
import { scoreRequest } from "@server/assessments/assessments.service";
import { eligibilityFitter } from "@server/eligibility/eligibility-fit";
import type { Block, ReportSection } from "@server/report-pdf/report-document";
import { assembleReport, buildSections } from "@server/reports/build-report";
import { executiveSummary } from "@server/reports/executive-summary";
import { gatherReportFacts } from "@server/reports/report-facts";
import { methodologyOf } from "@server/scoring/methodology";
import type { Services } from "@server/services";
import { testProfileRequest } from "./test-profile";

export const PREVIEW_CHARACTERS = 300;
export const PREVIEW_NOTE =
  "Built from the knowledge base and the destination data for the test profile by the same builders as a paid report; nothing was stored and no PDF was rendered.";

/** The readable text of one block, as the PDF prints it (labels, cells, items), without layout. */
export function blockText(block: Block): string {
  switch (block.kind) {
    case "paragraph":
    case "subheading":
      return block.text;
    case "list":
      return block.items.join("\n");
    case "keyValues":
      return block.rows.map((row) => `${row.label}: ${row.value}`).join("\n");
    case "table":
      return [block.caption ?? "", block.columns.join(" | "), ...block.rows.map((row) => row.join(" | "))].filter(Boolean).join("\n");
    case "barChart":
      return [block.title, ...block.bars.map((bar) => `${bar.label}: ${bar.display ?? String(bar.value)}`)].join("\n");
    case "callout":
      return [block.title ?? "", block.text].filter(Boolean).join("\n");
    case "link":
      return `${block.label}: ${block.url}`;
  }
}

export function sectionText(section: ReportSection): string {
  return section.blocks.map(blockText).join("\n\n");
}

export type SectionSummary = ReportPreviewResponse["report"]["sections"][number];

export function summariseSection(section: ReportSection): SectionSummary {
  const text = sectionText(section);
  const subsectionCount = section.blocks.filter((block) => block.kind === "subheading").length;
  return {
    title: section.title,
    contentLength: text.length,
    hasSubsections: subsectionCount > 0,
    subsectionCount,
    preview: text.length > PREVIEW_CHARACTERS ? `${text.slice(0, PREVIEW_CHARACTERS).trimEnd()}...` : text,
  };
}

export function previewStats(sections: readonly SectionSummary[]): ReportPreviewResponse["stats"] {
  const totalCharacters = sections.reduce((sum, section) => sum + section.contentLength, 0);
  return {
    totalSections: sections.length,
    totalCharacters,
    averageSectionLength: sections.length === 0 ? 0 : Math.round(totalCharacters / sections.length),
  };
}

type Deps = Pick<Services, "inForce" | "config" | "clock">;

export function previewTestReport(services: Deps): ReportPreviewResponse {
  const now = services.clock.now();
  const { catalog, data, knowledge } = services.inForce(now);
  const fitFor = eligibilityFitter(knowledge, data.exchangeRates);
  const { request, destination, result: scored } = scoreRequest(catalog, fitFor, testProfileRequest(TEST_USER, catalog));
  const assessment: Assessment = {
    // Never stored: an id no stored assessment can have (real ids start at 10^14).
    id: 0,
    ...request,
    climate_importance: scored.climate_importance,
    overall_score: scored.overall_score,
    match_level: scored.match_level,
    budget_compatibility: scored.budget_compatibility,
    breakdown: scored.breakdown,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  const facts = gatherReportFacts({
    assessment,
    destination,
    destinations: catalog.destinations,
    data,
    knowledge,
    methodology: methodologyOf(data),
    publicUrl: services.config.publicUrl,
    paidAt: now,
    generatedAt: now,
  });
  const summary = executiveSummary(facts);
  const document = assembleReport(facts, summary, buildSections(facts));
  const sections = document.sections.map(summariseSection);
  const city = assessment.preferred_city;
  return {
    success: true,
    mode: "knowledge-base",
    emergency: false,
    note: PREVIEW_NOTE,
    stats: previewStats(sections),
    report: {
      title: document.title,
      country: destination.name,
      city,
      generatedAt: now.toISOString(),
      executiveSummary: sectionText(summary),
      sections,
    },
  };
}
