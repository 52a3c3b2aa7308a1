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
import { SCORING_VERSION } from "@server/scoring/score-assessment";
import type { EligibilityResponse } from "@shared/contracts/eligibility";
import type { ReportFacts } from "./report-facts";

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

/** A page as the document cites it: its address, title and date. */
export const pageOf = (citation: Pick<Citation, "url" | "title" | "asOf">) => `${citation.url}\n${citation.title}\n${citation.asOf}`;

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
  return new Set(document.sections.flatMap((section) => section.blocks.flatMap(blockSources)).map(pageOf));
}

/** True for a fact whose change the buyer is told at once. */
export function isImportant(factId: string, country: string, routesForYou: readonly string[]): boolean {
  const segments = factId.split("/");
  if (segments[0] === "emergency") return true;
  if (segments.includes("fee")) return true;
  return segments[0] === "residence-routes" && segments[1] === country && routesForYou.includes(segments[2] ?? "");
}

/** A catalogue fact as a report of `country` printed it, for a person whose routes "for you" are `routesForYou`. */
export const printedFact = (fact: Fact, country: string, routesForYou: readonly string[]): ManifestFact => ({
  id: fact.id,
  value: fact.value,
  fingerprint: fact.fingerprint,
  appliesFrom: fact.appliesFrom,
  asOf: fact.citation.asOf,
  source: { name: citationLabel(fact.citation), url: fact.citation.url },
  important: isImportant(fact.id, country, routesForYou),
});

/** The routes the eligibility check marked "for you", by id. */
export const routesForYouOf = (eligibility: EligibilityResponse): string[] => eligibility.verdicts.filter((verdict) => verdict.forYou).map((verdict) => verdict.routeId);

/** What the report printed, with the scoring version in use and the data editions of its day. */
export function reportManifest(
  document: ReportDocument,
  catalogue: FactCatalogue,
  report: Pick<ReportFacts, "destination" | "eligibility">,
  dataEditions: string,
): ReportManifest {
  const printed = printedPages(document);
  const country = report.destination.slug;
  const routesForYou = routesForYouOf(report.eligibility);
  const facts = catalogue.facts
    .filter((fact) => (fact.country === country || fact.country === null) && printed.has(pageOf(fact.citation)))
    .map((fact) => printedFact(fact, country, routesForYou));
  return { scoringVersion: SCORING_VERSION, dataEditions, facts };
}
