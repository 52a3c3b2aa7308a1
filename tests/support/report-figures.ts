/**
 * Every figure a report shows, by chapter: amounts with a currency, percentages and "N of 100" scores, as they are
 * printed. Words may change between versions; a figure that changes is a change in advice (issue 29: a single
 * adult's report must keep its figures).
 */
import type { Block, ReportDocument } from "@server/report-pdf/report-document";

const FIGURE = /\b[A-Z]{3} \d{1,3}(?:,\d{3})*(?:\.\d+)?|\$\d{1,3}(?:,\d{3})*(?:\.\d+)?|\b\d+(?:\.\d+)?%|\b\d+ of 100\b/g;

function blockTexts(block: Block): string[] {
  switch (block.kind) {
    case "paragraph":
    case "subheading":
      return [block.text];
    case "callout":
      return [block.title ?? "", block.text];
    case "keyValues":
      return block.rows.flatMap((row) => [row.label, row.value]);
    case "table":
      return [...block.rows.flat(), block.caption ?? ""];
    case "list":
      return block.items;
    default:
      return [];
  }
}

export function reportFigures(document: ReportDocument): Record<string, string[]> {
  return Object.fromEntries(
    document.sections.map((section) => [section.id, [...new Set(section.blocks.flatMap(blockTexts).flatMap((text) => text.match(FIGURE) ?? []))].sort()]),
  );
}
