/**
 * A report's manifest (issue 31): the facts it printed, as the fact catalogue of its day states them, with the
 * versions of scoring and data editions it used. Stored with the order (report_manifests), never in the PDF; the
 * comparison of live reports reads it against today's facts.
 *
 * Which facts a report printed: the ids its rows and blocks carry. The builders read the knowledge base by id from the
 * catalogue (read-facts.ts) and tag each row with the facts it prints; a figure the catalog computes from several
 * facts (a city's rents in dollars, a premium by age band) names the facts its sources state.
 */
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


/** The fact ids a block prints: its own, or its rows'. */
function printedBy(block: Block): readonly string[] {
  switch (block.kind) {
    case "keyValues":
      return block.rows.flatMap((row) => row.facts ?? []);
    case "paragraph":
    case "table":
    case "callout":
    case "barChart":
      return block.facts ?? [];
    default:
      return [];
  }
}

/**
 * The ids of the facts of `country` (or shared) the document prints. The other countries' facts that the
 * alternatives chapter prints are a comparison, not the buyer's plan, and are left out.
 */
export function printedFactIds(document: ReportDocument, catalogue: FactCatalogue, country: string): Set<string> {
  const printed = new Set(document.sections.flatMap((section) => section.blocks.flatMap(printedBy)));
  return new Set(catalogue.facts.filter((fact) => printed.has(fact.id) && (fact.country === country || fact.country === null)).map((fact) => fact.id));
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
