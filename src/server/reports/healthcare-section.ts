/**
 * "Healthcare and insurance": how the system treats a resident foreigner, when a newcomer can join the public
 * system, what private cover costs (one national premium, said to be for the age its source quotes), and the
 * coverage index.
 */
import { factIdsCiting, factIdsOf, readShared, readTopic, topicId } from "@server/facts/catalogue/read-facts";
import type { FactCatalogue } from "@server/facts/catalogue/fact-catalogue";
import { citationLabel, type Citation } from "@server/facts/citation";
import { describeFactor } from "@server/destinations/factor-wording";
import { formatAmount, formatUsd } from "@shared/format";
import { toUsd } from "@server/destinations/exchange-rates";
import { premiumBands, type BandPremium } from "@server/knowledge/healthcare/premium-bands";
import { REPORT_CHAPTERS } from "@shared/report-chapters";
import type { Block, KeyValueRow, ReportSection } from "@server/report-pdf/report-document";
import type { CountryHealthcare, InsuranceCost } from "@server/knowledge/healthcare/healthcare.schema";
import type { Unknown } from "@server/knowledge/knowledge.schema";
import { evidenceCited, isUnknown, noFigure, notResearchedSection, textRow } from "./fact-rows";
import type { ReportFacts } from "./report-facts";

/** A premium as its source states it, e.g. "EUR 85 a month (a 40-year-old, basic plan)". */
export const premiumText = (cost: InsuranceCost) => `${formatAmount(cost.amount, cost.currency)} a ${cost.period} (${cost.basis})`;

const agesText = (ages: { from: number; to: number }) => (ages.from === ages.to ? `a ${ages.from}-year-old` : `people aged ${ages.from} to ${ages.to}`);

/**
 * Premiums rise with age, so a premium is said to be for the buyer's age only when its source quotes that age;
 * otherwise the row says whom it was quoted for, and that the buyer's own premium will differ.
 */
export function premiumForBuyer(cost: InsuranceCost, age: number): string {
  const stated = premiumText(cost);
  if (!cost.forAges) return `${stated}. Not quoted for your age (${age}): premiums rise with age, so ask insurers for a quote.`;
  if (age >= cost.forAges.from && age <= cost.forAges.to) return `${stated}. Quoted for ${agesText(cost.forAges)}, your age band.`;
  const direction = age > cost.forAges.to ? "expect to pay more" : "you may pay less";
  return `${stated}. Quoted for ${agesText(cost.forAges)}, not for your age (${age}): ${direction}, and some insurers stop taking new customers at older ages.`;
}

function premiumRow(cost: InsuranceCost | Unknown, age: number, printed: FactCatalogue): KeyValueRow {
  if (isUnknown(cost)) return { label: "Typical private insurance", value: noFigure(cost) };
  return { label: "Typical private insurance", value: premiumForBuyer(cost, age), source: cost.source, facts: factIdsOf(printed, cost) };
}

function coverageBlocks(facts: ReportFacts): Block[] {
  const { destination } = facts;
  const factor = destination.factors.healthcare;
  const blocks: Block[] = [{ kind: "subheading", text: "How well the system covers people" }, { kind: "paragraph", text: describeFactor(destination.name, factor.finding) }];
  if (factor.evidence.length > 0) {
    blocks.push({
      kind: "table",
      columns: ["Figure", "Value", "Source"],
      widths: [2.4, 1.2, 2.6],
      rows: factor.evidence.map((item) => [item.label, item.value, `${citationLabel(item.source)}, ${item.source.asOf}`]),
      ...evidenceCited(factor.evidence),
    });
  }
  return blocks;
}

/** Medicare rarely helps abroad, but the Part B choice made on leaving follows a person home: personal to age. */
function medicareBlocks(facts: ReportFacts): Block[] {
  const age = facts.assessment.user_age;
  const medicare = readShared(facts.catalogue, "usPreparations").record.medicare;
  const lead =
    age >= 60
      ? `You are ${age}: decide about Medicare Part B before you leave, because the choice is hard to undo.`
      : `You are ${age}: this matters later, when Medicare eligibility comes, and more if you might move back.`;
  return [{ kind: "subheading", text: "Your US cover: Medicare" }, { kind: "paragraph", text: lead }, { kind: "keyValues", rows: [textRow(medicare.topic, medicare.rule, facts.catalogue)] }];
}

export function healthcareSection(facts: ReportFacts): ReportSection {
  const { destination, assessment } = facts;
  const entry = readTopic(facts.catalogue, "healthcare", destination.slug).record;
  const title = REPORT_CHAPTERS.healthcare;
  if (isUnknown(entry)) return notResearchedSection("healthcare", title, entry.note, [...coverageBlocks(facts), ...medicareBlocks(facts)]);
  const rating = assessment.healthcare_importance;
  return {
    id: "healthcare",
    title,
    blocks: [
      {
        kind: "paragraph",
        text: `${rating === 0 ? "You did not rate healthcare" : `You rated healthcare ${rating} of 5 in importance`}. What follows is how ${destination.name}'s system works for a foreign resident (checked ${entry.checked}), and what cover costs until you can join the public system.`,
      },
      {
        kind: "keyValues",
        rows: [
          textRow("How the system works", entry.system, facts.catalogue),
          textRow("Joining the public system", entry.publicAccess, facts.catalogue),
          premiumRow(entry.privateInsuranceCost, assessment.user_age, facts.catalogue),
        ],
      },
      {
        kind: "callout",
        tone: "info",
        title: "Before you apply",
        text: "Many residence routes ask for proof of health insurance valid in the country from the day you arrive; the route's official page says whether yours does. Ask your US insurer in writing what, if anything, it pays for abroad.",
      },
      ...ageBandBlocks(facts, entry),
      ...coverageBlocks(facts),
      ...medicareBlocks(facts),
    ],
  };
}

/** A band's premium in US dollars a month, or null without a figure or a sourced rate. */
function bandMonthlyUsd(band: BandPremium, rates: ReportFacts["exchangeRates"]): number | null {
  if (!band.cost) return null;
  const { amount, currency, period } = band.cost;
  const monthly = period === "year" ? amount / 12 : amount;
  return currency === "USD" ? monthly : toUsd(monthly, currency, rates);
}

/** "EUR 85 a month (about $92 a month)", or what stands in for a figure. */
function bandAmount(band: BandPremium, rates: ReportFacts["exchangeRates"]): string {
  if (!band.cost) return band.kind === "income-based" ? "Depends on your income" : "No sourced figure";
  const usd = bandMonthlyUsd(band, rates);
  const stated = `${formatAmount(band.cost.amount, band.cost.currency)} a ${band.cost.period}`;
  return usd === null ? stated : `${stated} (about ${formatUsd(Math.round(usd))} a month)`;
}

/**
 * Health cover for the household's budget (issue 29.2), by the cover's own rule per person: each adult pays the
 * premium of the person's age band (a partner's age is not asked); children are left out where no source prices a
 * child's cover. Null where the band has no figure in dollars (income-based cover, no quote, no rate): `why` says so.
 */
export function householdHealthCover(
  facts: ReportFacts,
): { perAdultUsd: number; band: string; estimate: boolean; sources: Citation[]; facts: string[] } | { why: string } {
  const entry = readTopic(facts.catalogue, "healthcare", facts.destination.slug).record;
  if (isUnknown(entry)) return { why: "no researched health cover for the country" };
  const age = facts.assessment.user_age;
  const band = premiumBands(entry).find((candidate) => age >= candidate.band.from && age <= candidate.band.to);
  const usd = band ? bandMonthlyUsd(band, facts.exchangeRates) : null;
  if (!band || usd === null) return { why: band?.kind === "income-based" ? "public cover here is paid by income, not a set premium" : "no sourced premium in dollars for your age band" };
  return { perAdultUsd: Math.round(usd), band: band.band.label.toLowerCase(), estimate: band.kind === "estimate", sources: band.sources, facts: premiumFacts(facts, band.sources) };
}

/** The facts of the country's health-cover entry that premiums computed from its quotes rest on, named by their sources. */
const premiumFacts = (facts: ReportFacts, sources: Citation[]) => factIdsCiting(facts.catalogue, topicId("healthcare", facts.destination.slug), sources);

/** Health cover by age band (issue 19.5): what each band pays, said to be an estimate where it is one. */
function ageBandBlocks(facts: ReportFacts, entry: CountryHealthcare): Block[] {
  const age = facts.assessment.user_age;
  const bands = premiumBands(entry);
  const sources = bands.flatMap((band) => band.sources);
  return [
    { kind: "subheading", text: "Health cover by age" },
    {
      kind: "table",
      columns: ["Age", "Cost", "What it is"],
      widths: [1.1, 2, 3.6],
      rows: bands.map((band) => [
        `${band.band.label}${age >= band.band.from && age <= band.band.to ? " (your age)" : ""}`,
        `${bandAmount(band, facts.exchangeRates)}${band.kind === "estimate" ? " (estimate)" : ""}`,
        band.basis,
      ]),
      caption: "Premiums rise with age where insurers price by age; an estimate scales a quote at another age by the US federal default age curve and is marked as one. Ask insurers for a quote for your age and health.",
      sources,
      facts: premiumFacts(facts, sources),
    },
  ];
}
