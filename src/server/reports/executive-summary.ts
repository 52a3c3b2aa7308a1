/**
 * The "summary" stage: the executive summary, written from the score breakdown and budget verdict.
 * Strongest and weakest are among the factors the buyer rated, by the destination's score on each.
 */
import { weightInWords } from "@shared/breakdown-wording";
import { splitBudgetCompatibility } from "@shared/budget-compatibility";
import { formatUsd } from "@shared/format";
import { REPORT_CHAPTERS } from "@shared/report-chapters";
import type { Block, ReportSection } from "@server/report-pdf/report-document";
import { keyFacts } from "./key-facts";
import type { ReportFacts } from "./report-facts";

export const SCORE_MESSAGES = [
  { min: 90, text: "This destination is an excellent match for your preferences and requirements." },
  { min: 71, text: "This destination aligns very well with most of your preferences." },
  { min: 51, text: "This destination meets many of your requirements with some considerations." },
  { min: 0, text: "This destination may have significant challenges for your specific needs." },
] as const;

export function scoreMessage(score: number): string {
  return (SCORE_MESSAGES.find((message) => score >= message.min) ?? SCORE_MESSAGES[3]).text;
}

export function strongestAndWeakest(facts: ReportFacts) {
  const rated = facts.assessment.breakdown.factors.filter((line) => line.pointsPossible > 0 && line.sourced);
  const sorted = [...rated].sort((a, b) => b.destinationScore - a.destinationScore);
  return { strongest: sorted.slice(0, 3), weakest: sorted.slice(-3).reverse() };
}

/** One line on residence: which routes the answers likely meet, or why the report cannot say. */
export function eligibilityVerdict(facts: ReportFacts): string {
  const { eligibility } = facts;
  if (!eligibility.researched) return "Routes not yet covered in depth (see Immigration requirements)";
  const meets = eligibility.verdicts.filter((verdict) => verdict.status === "meets").map((verdict) => verdict.route);
  const below = eligibility.verdicts.filter((verdict) => verdict.status === "below").length;
  const unknown = eligibility.verdicts.filter((verdict) => verdict.status === "unknown").length;
  const counts = [below ? `${below} below the threshold` : "", unknown ? `${unknown} that your answers cannot settle` : ""].filter(Boolean).join(", ");
  return `${meets.length ? `Likely meets: ${meets.join("; ")}` : "No route's money threshold is clearly met"}${counts ? ` (${counts})` : ""}`;
}

export function executiveSummary(facts: ReportFacts): ReportSection {
  const { assessment, destination } = facts;
  const { strongest, weakest } = strongestAndWeakest(facts);
  const place = assessment.preferred_city ? `${assessment.preferred_city}, ${destination.name}` : destination.name;
  const budget = assessment.budget_compatibility;
  const budgetStatus = budget ? splitBudgetCompatibility(budget).status.toUpperCase() : undefined;
  const dayOne = keyFacts(facts.catalogue, facts.destination.slug);
  return {
    id: "summary",
    title: REPORT_CHAPTERS.summary,
    blocks: [
      {
        kind: "paragraph",
        text: `${place} scores ${assessment.overall_score} out of 100 for you. ${scoreMessage(assessment.overall_score)}`,
      },
      {
        kind: "keyValues",
        rows: [
          { label: "Overall score", value: `${assessment.overall_score} / 100` },
          { label: "Match level", value: assessment.match_level.replace(/_/g, " ") },
          { label: "Budget check", value: budgetStatus ? `${budgetStatus} for a ${formatUsd(assessment.monthly_budget)} monthly housing budget` : "No sourced rent to compare" },
          { label: "Residence routes", value: eligibilityVerdict(facts) },
        ],
      },
      { kind: "subheading", text: "Where it is strongest for you" },
      { kind: "list", items: strongest.map((line) => `${line.label}: ${Math.round(line.destinationScore)} of 100 (${weightInWords(line)})`) },
      { kind: "subheading", text: "Where it is weakest for you" },
      { kind: "list", items: weakest.map((line) => `${line.label}: ${Math.round(line.destinationScore)} of 100 (${weightInWords(line)})`) },
      ...(budget ? [{ kind: "paragraph" as const, text: budget.split(" - ").slice(1).join(" - ") || budget }] : []),
      ...(dayOne.length > 0 ? [{ kind: "subheading", text: "Key facts for day one" } satisfies Block, { kind: "keyValues", rows: dayOne } satisfies Block] : []),
      {
        kind: "callout",
        tone: "info",
        text: "Every figure in this report names its source and the date it describes; the numbered sources are listed at the end.",
      },
    ],
  };
}
