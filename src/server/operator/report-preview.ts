/**
 * The operator's report preview (POST /api/test/preview-report): the report for the spec's test user,
 * built in memory by the same content builders as the report job (checked and scored by the assessments
 * service's scoreRequest, then the facts, the sections, the executive summary), measured and summarised. Nothing is stored and no PDF is
 * rendered, so it answers fast and leaves no trace but the audit line.
 */
import { TEST_USER, type ReportPreviewResponse } from "@shared/contracts/operator";
import type { Block, ReportDocument, ReportSection } from "@server/report-pdf/report-document";
import { reportForAnswers } from "@server/reports/answers-report";
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

/** The executive summary chapter, which the assembled document opens with. */
function summaryOf(document: ReportDocument): ReportSection {
  const summary = document.sections.find((section) => section.id === "summary");
  if (!summary) throw new Error("the report document has no executive summary");
  return summary;
}

export function previewTestReport(services: Deps): ReportPreviewResponse {
  const now = services.clock.now();
  const { catalog, data, knowledge } = services.inForce(now);
  const { assessment, facts, document } = reportForAnswers({ catalog, data, knowledge }, testProfileRequest(TEST_USER, catalog), { publicUrl: services.config.publicUrl, at: now });
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
      country: facts.destination.name,
      city,
      generatedAt: now.toISOString(),
      executiveSummary: sectionText(summaryOf(document)),
      sections,
    },
  };
}
