/**
 * An updated edition of a bought report (issue 31): the buyer's same answers rendered again with today's facts,
 * numbered (edition 2, 3, ...), with a "Changes in this edition" chapter at the front: each fact that changed since
 * the edition before (what, was, now, since when, source) and the score then and now, with why it moved.
 */
import { formatLongDate } from "@shared/format";
import { requestOf, type Assessment } from "@shared/contracts/assessments";
import { scoreRequest } from "@server/assessments/assessments.service";
import { eligibilityFitter } from "@server/eligibility/eligibility-fit";
import { editionsInForce } from "@server/facts/base-quantities/index";
import type { FactCatalogue } from "@server/facts/catalogue/fact-catalogue";
import { AppError } from "@server/http/errors";
import { factsInForce, type InForce } from "@server/in-force";
import type { KeyValueRow, ReportDocument, ReportSection } from "@server/report-pdf/report-document";
import { assembleReport, buildSections } from "@server/reports/build-report";
import { executiveSummary } from "@server/reports/executive-summary";
import { gatherReportFacts } from "@server/reports/report-facts";
import { reportManifest, type ManifestFact, type ReportManifest } from "@server/reports/report-manifest";
import { methodologyOf } from "@server/scoring/methodology";
import { SCORING_VERSION } from "@server/scoring/score-assessment";
import { changesSince, type FactChange } from "./fact-changes";
import { factInWords } from "./fact-words";

export type EditionInput = {
  /** The buyer's stored assessment: their answers, and the score the first edition printed. */
  assessment: Assessment;
  edition: number;
  /** The edition before: what it printed, its score and its scoring version. */
  previous: { facts: readonly ManifestFact[]; score: number; scoringVersion: string };
  paidAt: Date;
  generatedAt: Date;
  publicUrl: string;
  inForce: InForce;
  catalogue: FactCatalogue;
};

export type Edition = { document: ReportDocument; manifest: ReportManifest; score: number; changes: FactChange[] };

/** The answers scored again with today's data, or the stored score where they no longer can be (and why). */
function rescored(assessment: Assessment, inForce: InForce): { assessment: Assessment; problem: string | null } {
  try {
    const { result } = scoreRequest(inForce.catalog, eligibilityFitter(factsInForce(inForce), inForce.data.exchangeRates), requestOf(assessment));
    if (result.kind !== "scored") return { assessment, problem: "your answers could not be scored again with today's data" };
    return {
      assessment: {
        ...assessment,
        climate_importance: result.climate_importance,
        overall_score: result.overall_score,
        match_level: result.match_level,
        budget_compatibility: result.budget_compatibility,
        breakdown: result.breakdown,
      },
      problem: null,
    };
  } catch (error) {
    if (error instanceof AppError) return { assessment, problem: error.message };
    throw error;
  }
}

function changeRow(change: FactChange, catalogue: FactCatalogue, inForce: InForce): KeyValueRow {
  const now = catalogue.byId.get(change.factId);
  return {
    label: factInWords(change.factId, factsInForce(inForce)),
    value: `Edition before: ${change.oldValue}. Now: ${change.newValue} (since ${formatLongDate(change.since)}).`,
    ...(now ? { source: now.citation } : {}),
  };
}

function scoreRows(input: EditionInput, score: number, problem: string | null, changes: readonly FactChange[]): KeyValueRow[] {
  const { previous } = input;
  const rows: KeyValueRow[] = [
    { label: `Your score in edition ${input.edition - 1}`, value: `${previous.score} of 100 (scoring version ${previous.scoringVersion})` },
    { label: "Your score in this edition", value: `${score} of 100 (scoring version ${SCORING_VERSION})` },
  ];
  const reasons: string[] = [];
  if (problem) reasons.push(`The score is the one your report had before: ${problem}.`);
  if (previous.scoringVersion !== SCORING_VERSION) reasons.push(`The scoring method was updated (version ${previous.scoringVersion} to ${SCORING_VERSION}); the methodology page says what changed.`);
  const behindScore = changes.filter((change) => change.factId.startsWith("indicators/")).map((change) => factInWords(change.factId, input.catalogue));
  if (behindScore.length > 0) reasons.push(`Figures behind the score have new values: ${behindScore.join("; ")}.`);
  if (reasons.length === 0) reasons.push(score === previous.score ? "Nothing behind your score changed." : "Figures behind the score changed with today's data.");
  rows.push({ label: score === previous.score ? "Why it is the same" : "Why it moved", value: reasons.join(" ") });
  return rows;
}

function changesChapter(input: EditionInput, score: number, problem: string | null, changes: readonly FactChange[]): ReportSection {
  const important = changes.filter((change) => change.important);
  const others = changes.filter((change) => !change.important);
  const rows = (list: readonly FactChange[]) => list.map((change) => changeRow(change, input.catalogue, input.inForce));
  return {
    id: "edition-changes",
    title: `Changes in edition ${input.edition}`,
    blocks: [
      {
        kind: "paragraph",
        text:
          changes.length === 0
            ? `This edition was made on ${formatLongDate(input.generatedAt.toISOString())} with the facts in force that day. No fact your report printed has changed since edition ${input.edition - 1}.`
            : `This edition was made on ${formatLongDate(input.generatedAt.toISOString())} with the facts in force that day, for your same answers. ${changes.length} ${changes.length === 1 ? "fact" : "facts"} your report printed changed since edition ${input.edition - 1}; each is shown below as it was and as it is now, with its source, and the chapters that follow use the new values.`,
      },
      { kind: "keyValues", rows: scoreRows(input, score, problem, changes) },
      ...(important.length > 0 ? [{ kind: "subheading" as const, text: "Important changes" }, { kind: "keyValues" as const, rows: rows(important) }] : []),
      ...(others.length > 0 ? [{ kind: "subheading" as const, text: "Other changes" }, { kind: "keyValues" as const, rows: rows(others) }] : []),
    ],
  };
}

export function buildEdition(input: EditionInput): Edition {
  const { inForce } = input;
  const { assessment, problem } = rescored(input.assessment, inForce);
  const destination = inForce.catalog.findByName(assessment.preferred_country);
  if (!destination) throw new Error(`${assessment.preferred_country} is not in the catalog`);
  const facts = gatherReportFacts({
    assessment,
    destination,
    destinations: inForce.catalog.destinations,
    data: inForce.data,
    knowledge: inForce.knowledge,
    methodology: methodologyOf(inForce.data),
    publicUrl: input.publicUrl,
    paidAt: input.paidAt,
    generatedAt: input.generatedAt,
  });
  const body = assembleReport(facts, executiveSummary(facts), buildSections(facts));
  const changes = changesSince(input.previous.facts, input.catalogue, input.generatedAt.toISOString().slice(0, 10));
  const document: ReportDocument = {
    ...body,
    title: `${body.title} (edition ${input.edition})`,
    runningHeader: `${body.runningHeader} · Edition ${input.edition}`,
    cover: { ...body.cover, heading: `${body.cover.heading}, edition ${input.edition}` },
    sections: [changesChapter(input, assessment.overall_score, problem, changes), ...body.sections],
  };
  const manifest = reportManifest(document, input.catalogue, facts, editionsInForce(input.generatedAt));
  return { document, manifest, score: assessment.overall_score, changes };
}
