/** Rows and blocks shared by the knowledge-base chapters: a sourced fact, or a plain "no sourced figure" with why. */
import type { Block, KeyValueRow, ReportSection } from "@server/report-pdf/report-document";
import { isResearched } from "@server/knowledge/index";
import { citationLabel, isReportedBy, type Citation, type CrossCheck } from "@server/facts/citation";
import type { EditionInForce, SourcedText, Unknown } from "@server/knowledge/knowledge.schema";
import type { FactCatalogue } from "@server/facts/catalogue/fact-catalogue";
import { factIdsCiting, factIdsOf } from "@server/facts/catalogue/read-facts";
import type { ReportFacts } from "./report-facts";
import type { Evidence } from "@server/destinations/factor-scores";

export const isUnknown = <T extends object>(fact: T | Unknown): fact is Unknown => !isResearched(fact);

export const noFigure = (fact: Unknown) => `No sourced figure: ${fact.note}`;

/** A sourced statement as a row, tagged with its fact's id (`printed` names it). */
export function textRow(label: string, fact: SourcedText | Unknown, printed: FactCatalogue): KeyValueRow {
  return isUnknown(fact) ? { label, value: noFigure(fact) } : { label, value: fact.text, source: fact.source, facts: factIdsOf(printed, fact) };
}

/**
 * The destination data's facts behind a figure the catalog builds from a country's places (a city's costs and rents
 * in dollars, its climate), named by the sources the figure shows, with the exchange rates it was converted at.
 */
export function placeFactIds(facts: Pick<ReportFacts, "catalogue" | "destination">, sources: readonly (Citation | undefined)[]): string[] {
  const cited = sources.filter((source): source is Citation => source !== undefined);
  return [...factIdsCiting(facts.catalogue, `places/${facts.destination.slug}`, cited), ...factIdsCiting(facts.catalogue, "exchange-rates/shared", cited)];
}

/** A block's sources and the destination data's facts behind them (placeFactIds), for a table or chart of costs and rents. */
export function placesCited(facts: Pick<ReportFacts, "catalogue" | "destination">, sources: Citation[]): { sources: Citation[]; facts: string[] } {
  return { sources, facts: placeFactIds(facts, sources) };
}

/** The sources and fact ids of the figures behind a factor score (its evidence), for the block that shows them. */
export function evidenceCited(evidence: readonly Evidence[]): { sources: Citation[]; facts: string[] } {
  return { sources: evidence.map((item) => item.source), facts: evidence.map((item) => item.fact) };
}

/**
 * "Sources differ on <the figure>" under a figure whose second source gives another value (issue 30): both are
 * shown, neither picked silently. The label names the figure, so a summary and a chapter never share one label for
 * two different disagreements.
 */
export function differRow(crossCheck: CrossCheck | undefined, figure: string, facts: string[]): KeyValueRow[] {
  if (!crossCheck?.differs) return [];
  return [{ label: `Sources differ on ${figure}`, value: `${citationLabel(crossCheck.source)} gives ${crossCheck.differs}; confirm on the official page before you rely on it.`, source: crossCheck.source, facts }];
}

/** A money figure as the report reads it: its own source, a second one, and the edition it was computed from, if any. */
type SourcedAmount = { source: Citation; crossCheck?: CrossCheck; edition?: EditionInForce };

/** The page that states a figure's amount: its edition's, when it was computed from a base quantity; else its own. */
export const amountPage = (fact: SourcedAmount): Citation => fact.edition?.citation ?? fact.source;

/**
 * "One source only" under a money figure a buyer pays or must show (a fee, a threshold) that rests on one page
 * writing about the official rule, with no second source and no official page found (issue 30): the report says how
 * sure it is, rather than printing the figure as if an official page stated it.
 */
export function oneSourceRow(fact: SourcedAmount, figure: string, facts: string[]): KeyValueRow[] {
  // A figure computed from a base quantity's edition rests on that edition's page (and its cross-check), not on the rule's.
  const page = amountPage(fact);
  const second = fact.edition ? fact.edition.crossCheck : fact.crossCheck;
  if (!isReportedBy(page) || second) return [];
  return [
    {
      label: "One source only",
      value: `Only ${citationLabel(page)} states ${figure}; no official page or second source for it was found for this report. Confirm it on the official page before you pay or apply.`,
      source: page,
      facts,
    },
  ];
}

/** A chapter whose topic has no researched entry for the country: the reason, then what the buyer can do instead. */
export function notResearchedSection(id: string, title: string, note: string, instead: Block[]): ReportSection {
  return { id, title, blocks: [{ kind: "callout", tone: "info", title: "Not yet covered for this country", text: note }, ...instead] };
}
