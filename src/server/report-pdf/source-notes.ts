/**
 * Numbers every distinct source in order of first use, so the report can mark figures "[3]" and list
 * the sources once in an appendix.
 */
import { citationKey, citationLabel } from "@server/facts/citation";
import type { Block, ReportDocument, SourceRef } from "./report-document";

const keyOf = citationKey;

export type SourceIndex = { numberOf(source: SourceRef): number; list: SourceRef[] };

function blockSources(block: Block): SourceRef[] {
  switch (block.kind) {
    case "paragraph":
    case "table":
    case "barChart":
      return block.sources ?? [];
    case "keyValues":
      return block.rows.flatMap((row) => (row.source ? [row.source] : []));
    default:
      return [];
  }
}

export function indexSources(document: ReportDocument): SourceIndex {
  const numbers = new Map<string, number>();
  const list: SourceRef[] = [];
  for (const section of document.sections) {
    for (const block of section.blocks) {
      for (const source of blockSources(block)) {
        if (numbers.has(keyOf(source))) continue;
        list.push(source);
        numbers.set(keyOf(source), list.length);
      }
    }
  }
  return {
    list,
    numberOf(source) {
      const number = numbers.get(keyOf(source));
      if (number === undefined) throw new Error(`Source not indexed: ${citationLabel(source)}`);
      return number;
    },
  };
}

/** "[1][3]" for a list of sources, each number once, in order. */
export function markers(index: SourceIndex, sources: readonly SourceRef[]): string {
  return [...new Set(sources.map((source) => index.numberOf(source)))].sort((a, b) => a - b).map((n) => `[${n}]`).join("");
}
