/**
 * A report's manifest (issue 31): the facts it printed, as the fact catalogue of its day states them, with the
 * versions of scoring and data editions it used. Stored with the order (report_manifests), never in the PDF; the
 * comparison of live reports reads it against today's facts.
 *
 * Which facts a report printed: the ids its rows and blocks carry (the builders tag what they print with the ids of
 * the records they read from the catalogue). A row or block a builder has not tagged yet counts by its page: every
 * fact of the report's country (or a shared page) whose citation it prints, since facts that share one page are
 * printed together.
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

/** What a row or block prints: the fact ids it is tagged with, or (untagged) the pages it cites. */
type Printed = { facts: readonly string[] } | { pages: readonly Citation[] };

function printedBy(block: Block): Printed[] {
  switch (block.kind) {
    case "keyValues":
      return block.rows.map((row) => (row.facts ? { facts: row.facts } : { pages: row.source ? [row.source] : [] }));
    case "paragraph":
    case "table":
      return [block.facts ? { facts: block.facts } : { pages: block.sources ?? [] }];
    case "callout":
      return block.facts ? [{ facts: block.facts }] : [];
    case "barChart":
      return [{ pages: block.sources ?? [] }];
    default:
      return [];
  }
}

/** The ids of the facts of `country` (or shared) the document prints. */
export function printedFactIds(document: ReportDocument, catalogue: FactCatalogue, country: string): Set<string> {
  const printed = document.sections.flatMap((section) => section.blocks.flatMap(printedBy));
  const tagged = new Set(printed.flatMap((what) => ("facts" in what ? what.facts : [])));
  const pages = new Set(printed.flatMap((what) => ("pages" in what ? what.pages.map(pageOf) : [])));
  // The report's own country and the shared pages: the other countries' day-one facts in the alternatives chapter are a comparison, not the buyer's plan.
  const mine = catalogue.facts.filter((fact) => fact.country === country || fact.country === null);
  return new Set(mine.filter((fact) => tagged.has(fact.id) || pages.has(pageOf(fact.citation))).map((fact) => fact.id));
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
  const country = report.destination.slug;
  const printed = printedFactIds(document, catalogue, country);
  const routesForYou = routesForYouOf(report.eligibility);
  const facts = catalogue.facts.filter((fact) => printed.has(fact.id)).map((fact) => printedFact(fact, country, routesForYou));
  return { scoringVersion: SCORING_VERSION, dataEditions, facts };
}
