/**
 * A short profile of each of the buyer's best three alternatives: the score, the routes checked against the
 * same answers, the main city's rent against the budget, private cover and the day-one facts. Every row is
 * the knowledge base's or the destination data's own sourced fact; nothing is estimated here.
 */
import { readTopic } from "@server/facts/catalogue/read-facts";
import type { RouteVerdict } from "@shared/contracts/eligibility";
import { formatUsd } from "@shared/format";
import type { Destination } from "@server/destinations/catalog";
import type { Block, KeyValueRow } from "@server/report-pdf/report-document";
import { eligibilityFor } from "@server/eligibility/eligibility";
import { isResearched } from "@server/knowledge/index";
import { premiumText } from "./healthcare-section";
import { keyFacts } from "./key-facts";
import type { ReportFacts } from "./report-facts";

const STATUS_WORDS: Record<RouteVerdict["status"], string> = {
  meets: "likely meets",
  below: "below the threshold",
  "not-open": "not open to you",
  "points-tested": "points-tested",
  unknown: "cannot tell",
};

function routesRow(facts: ReportFacts, destination: Destination): KeyValueRow {
  const answer = eligibilityFor(facts.assessment, destination, facts.catalogue, facts.exchangeRates);
  if (!answer.researched) return { label: "Residence routes for you", value: `Not researched: ${answer.note ?? ""}`.trim() };
  const value = answer.verdicts.map((verdict) => `${verdict.route}: ${STATUS_WORDS[verdict.status]}`).join("; ");
  return { label: "Residence routes for you", value: value || "No route listed" };
}

function rentRow(facts: ReportFacts, destination: Destination): KeyValueRow | null {
  const city = destination.cities.find((candidate) => candidate.costs.rentCentre.usd !== null);
  if (!city) return null;
  const rent = city.costs.rentCentre;
  const usd = rent.usd as number;
  const budget = facts.assessment.monthly_budget;
  const verdict = budget >= usd ? `within your ${formatUsd(budget)} budget` : `${formatUsd(usd - budget)} above your ${formatUsd(budget)} budget`;
  return { label: `Central 1-bedroom rent, ${city.name}`, value: `${formatUsd(usd)} a month (${rent.published}), ${verdict}`, source: rent.source };
}

function insuranceRow(facts: ReportFacts, destination: Destination): KeyValueRow | null {
  const entry = readTopic(facts.catalogue, "healthcare", destination.slug).record;
  if (!isResearched(entry) || !isResearched(entry.privateInsuranceCost)) return null;
  const cost = entry.privateInsuranceCost;
  return { label: "Typical private health insurance", value: premiumText(cost), source: cost.source };
}

export function alternativeProfiles(facts: ReportFacts): Block[] {
  if (facts.alternatives.length === 0) return [];
  const blocks: Block[] = [
    { kind: "subheading", text: "Your best alternatives, in brief" },
    {
      kind: "paragraph",
      text: "The facts you would check first for each, from the same knowledge base as this report: your answers against its residence routes, what the main city's rent means for your budget, and the practical basics.",
    },
  ];
  for (const destination of facts.alternatives) {
    const ranked = facts.ranking.find((entry) => entry.country === destination.name);
    blocks.push({ kind: "subheading", text: `${destination.name}${ranked ? `: ${ranked.overall_score} of 100 for you` : ""}` });
    const rows = [routesRow(facts, destination), rentRow(facts, destination), insuranceRow(facts, destination), ...keyFacts(facts.catalogue, destination.slug)];
    blocks.push({ kind: "keyValues", rows: rows.filter((row): row is KeyValueRow => row !== null) });
  }
  return blocks;
}
