/** Rows and blocks shared by the knowledge-base chapters: a sourced fact, or a plain "no sourced figure" with why. */
import type { Block, KeyValueRow, ReportSection } from "@server/report-pdf/report-document";
import { isResearched } from "@server/knowledge/index";
import type { SourcedText, Unknown } from "@server/knowledge/knowledge.schema";

export const isUnknown = <T extends object>(fact: T | Unknown): fact is Unknown => !isResearched(fact);

export const noFigure = (fact: Unknown) => `No sourced figure: ${fact.note}`;

export function textRow(label: string, fact: SourcedText | Unknown): KeyValueRow {
  return isUnknown(fact) ? { label, value: noFigure(fact) } : { label, value: fact.text, source: fact.source };
}

/** A chapter whose topic has no researched entry for the country: the reason, then what the buyer can do instead. */
export function notResearchedSection(id: string, title: string, note: string, instead: Block[]): ReportSection {
  return { id, title, blocks: [{ kind: "callout", tone: "info", title: "Not yet covered for this country", text: note }, ...instead] };
}
