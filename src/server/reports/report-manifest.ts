/**
 * A report's manifest (issue 31): the facts it printed, as the fact catalogue of its day states them, with the
 * versions of scoring and data editions it used. Stored with the order (report_manifests), never in the PDF; the
 * comparison of live reports reads it against today's facts.
 *
 * Which facts a report printed: every fact of the report's country (or a shared page) whose citation the document
 * prints. Facts that share one page are printed together (a route card prints the route's threshold, fee and
 * duration from the same source), so a page printed means its facts printed.
 */
import type { Citation } from "@server/facts/citation";
import { citationLabel } from "@server/facts/citation";
import type { Fact } from "@server/facts/catalogue/fact";
import type { FactCatalogue } from "@server/facts/catalogue/fact-catalogue";
import type { Block, ReportDocument } from "@server/report-pdf/report-document";

export type ManifestFact = {
  id: string;
  /** The value as the report printed it. */
  value: string;
  fingerprint: string;
  appliesFrom: string | null;
  asOf: string;
  source: { name: string; url: string };
  /** A change to it is told at once: a fee, an emergency number, or any fact of a route marked "for you". */
  important: boolean;
};

export type ReportManifest = {
  scoringVersion: string;
  /** The base-quantity editions in force on the report's day (editionsInForce). */
  dataEditions: string;
  facts: ManifestFact[];
};

const citationKey = (citation: Pick<Citation, "url" | "title" | "asOf">) => `${citation.url}\n${citation.title}\n${citation.asOf}`;

function blockSources(block: Block): readonly Citation[] {
  switch (block.kind) {
    case "keyValues":
      return block.rows.flatMap((row) => (row.source ? [row.source] : []));
    case "paragraph":
    case "table":
    case "barChart":
      return block.sources ?? [];
    default:
      return [];
  }
}

/** Every citation the document prints, by page (address, title and date). */
export function printedPages(document: ReportDocument): Set<string> {
  return new Set(document.sections.flatMap((section) => section.blocks.flatMap(blockSources)).map(citationKey));
}

/** True for a fact whose change the buyer is told at once. */
export function isImportant(factId: string, country: string, routesForYou: readonly string[]): boolean {
  const segments = factId.split("/");
  if (segments[0] === "emergency") return true;
  if (segments.includes("fee")) return true;
  return segments[0] === "residence-routes" && segments[1] === country && routesForYou.includes(segments[2] ?? "");
}

const manifestFact = (fact: Fact, important: boolean): ManifestFact => ({
  id: fact.id,
  value: fact.value,
  fingerprint: fact.fingerprint,
  appliesFrom: fact.appliesFrom,
  asOf: fact.citation.asOf,
  source: { name: citationLabel(fact.citation), url: fact.citation.url },
  important,
});

export function reportManifest(
  document: ReportDocument,
  catalogue: FactCatalogue,
  report: { country: string; routesForYou: readonly string[]; scoringVersion: string; dataEditions: string },
): ReportManifest {
  const printed = printedPages(document);
  const facts = catalogue.facts
    .filter((fact) => (fact.country === report.country || fact.country === null) && printed.has(citationKey(fact.citation)))
    .map((fact) => manifestFact(fact, isImportant(fact.id, report.country, report.routesForYou)));
  return { scoringVersion: report.scoringVersion, dataEditions: report.dataEditions, facts };
}
