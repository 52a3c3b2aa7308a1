/**
 * "Tax and finance": the country's rules for a tax resident (residence test, bands, newcomer regime, social
 * security, treaty and totalization) beside the US rules a US citizen keeps wherever they live.
 */
import { factIdsOf, readShared, readTopic } from "@server/facts/catalogue/read-facts";
import type { FactCatalogue } from "@server/facts/catalogue/fact-catalogue";
import { topRateRows } from "./top-rate";
import { citationLabel } from "@server/facts/citation";
import { formatNumber, formatUsd } from "@shared/format";
import { REPORT_CHAPTERS } from "@shared/report-chapters";
import type { Block, KeyValueRow, ReportSection } from "@server/report-pdf/report-document";
import type { ExchangeRates } from "@server/destinations/data/dataset.schema";
import type { Unknown } from "@server/knowledge/knowledge.schema";
import type { CountryTax, IncomeTax } from "@server/knowledge/tax/tax.schema";
import { isUnknown, noFigure, notResearchedSection, textRow } from "./fact-rows";
import type { ReportFacts } from "./report-facts";
import { illustrateIncomeTax, ILLUSTRATED_INCOMES_USD } from "./tax-illustration";
import { applicantOf, routeKindsFor } from "@server/eligibility/check-eligibility";
import { retireeTaxBlocks } from "./retiree-tax-blocks";

type Flag = CountryTax["usIncomeTaxTreaty"];

/** "Yes, in force" or "No": the summary states it alone, the tax chapter follows it with the source's note. */
export const flagAnswer = (inForce: boolean) => (inForce ? "Yes, in force" : "No");

function flagRow(label: string, flag: Flag, printed: FactCatalogue): KeyValueRow {
  if (isUnknown(flag)) return { label, value: noFigure(flag) };
  return { label, value: `${flagAnswer(flag.inForce)}${flag.note ? `. ${flag.note}` : ""}`, source: flag.source, facts: factIdsOf(printed, flag) };
}

const percent = (value: number) => `${formatNumber(Math.round(value * 10) / 10)}%`;

/**
 * The bands at the person's own yearly income (when they told it) and at three reference incomes, converted with the
 * currency's sourced rate: what the table means in money.
 */
function illustrationBlocks(tax: IncomeTax, rates: ExchangeRates, ownYearlyUsd: number | null, printed: FactCatalogue): Block[] {
  const incomes = ownYearlyUsd === null ? ILLUSTRATED_INCOMES_USD : [ownYearlyUsd, ...ILLUSTRATED_INCOMES_USD.filter((income) => income !== ownYearlyUsd)];
  const lines = illustrateIncomeTax(tax, rates, incomes);
  const rate = rates[tax.currency];
  if (!lines) return [];
  return [
    { kind: "subheading", text: ownYearlyUsd === null ? "What the bands mean at three incomes" : "What the bands mean at your income and at three others" },
    {
      kind: "table",
      columns: ["Yearly income", `In ${tax.currency}`, `Income tax (${tax.currency})`, "In USD", "Average rate", "Next unit taxed at"],
      widths: [1.1, 1.3, 1.3, 1, 0.9, 1],
      rows: lines.map((line, index) => [
        ownYearlyUsd !== null && index === 0 ? `${formatUsd(line.incomeUsd)} (yours)` : formatUsd(line.incomeUsd),
        formatNumber(Math.round(line.incomeLocal)),
        formatNumber(Math.round(line.taxLocal)),
        formatUsd(line.taxUsd),
        percent(line.averageRatePercent),
        `${line.marginalRatePercent}%`,
      ]),
      caption: `An illustration, not a tax bill: the ${tax.period === "month" ? "monthly bands applied to a twelfth of each income, times twelve" : "bands above applied to the whole income"}, before allowances, deductions, social security and any regional or local tax the note mentions.${rate ? ` Incomes converted at ${citationLabel(rate.source)} (${rate.source.asOf}).` : ""}`,
      sources: rate ? [tax.source, rate.source] : [tax.source],
      facts: factIdsOf(printed, tax, rate),
    },
  ];
}

function bandBlocks(tax: IncomeTax | Unknown, rates: ExchangeRates, ownYearlyUsd: number | null, printed: FactCatalogue): Block[] {
  if (isUnknown(tax)) return [{ kind: "keyValues", rows: [{ label: "Income tax for residents", value: noFigure(tax) }] }];
  const blocks: Block[] = [{ kind: "subheading", text: `Income tax for residents, ${tax.taxYear}` }];
  if (tax.bands.length > 0) {
    blocks.push({
      kind: "table",
      columns: [`Taxable income from (${tax.currency})`, `Up to (${tax.currency})`, "Rate"],
      widths: [1.6, 1.6, 1],
      rows: tax.bands.map((band) => [formatNumber(band.from), band.upTo === null ? "and above" : formatNumber(band.upTo), `${band.ratePercent}%`]),
      caption: tax.note,
      sources: [tax.source],
      facts: factIdsOf(printed, tax),
    });
    blocks.push(...illustrationBlocks(tax, rates, ownYearlyUsd, printed));
  } else {
    if (tax.note) blocks.push({ kind: "paragraph", text: tax.note, sources: [tax.source], facts: factIdsOf(printed, tax) });
  }
  blocks.push({ kind: "keyValues", rows: topRateRows(tax, printed) });
  return blocks;
}

function usRulesBlocks(facts: ReportFacts): Block[] {
  const rules = readShared(facts.catalogue, "usTaxRules").record;
  return [
    { kind: "subheading", text: "US rules that follow you abroad" },
    {
      kind: "paragraph",
      text: "The United States taxes its citizens wherever they live, so moving changes how you file, not whether you file. These rules apply whatever country you choose:",
    },
    { kind: "keyValues", rows: rules.map((rule) => textRow(rule.topic, rule.rule, facts.catalogue)) },
  ];
}

/** For a retiree (a pension answer, or a retired occupation or age 65+ without an income answer): how US retirement income is taxed there. */
function retirementIncomeBlocks(facts: ReportFacts): Block[] {
  const retireeTax = readTopic(facts.catalogue, "retireeTax", facts.destination.slug).record;
  const retiree = routeKindsFor(applicantOf(facts.assessment)).has("retirement");
  return retiree && !isUnknown(retireeTax) ? retireeTaxBlocks(facts.destination.name, retireeTax, facts.catalogue) : [];
}

export function taxSection(facts: ReportFacts): ReportSection {
  const { destination } = facts;
  const entry = readTopic(facts.catalogue, "tax", destination.slug).record;
  const disclaimer: Block = {
    kind: "callout",
    tone: "info",
    text: "Tax depends on your whole situation. Use this chapter to prepare questions for a tax adviser who knows both the US and the destination; the directory chapter lists where to find one.",
  };
  if (isUnknown(entry)) return notResearchedSection("tax", REPORT_CHAPTERS.tax, entry.note, [...retirementIncomeBlocks(facts), ...usRulesBlocks(facts), disclaimer]);
  return {
    id: "tax",
    title: REPORT_CHAPTERS.tax,
    blocks: [
      { kind: "paragraph", text: `How ${destination.name} taxes a resident (rules checked ${entry.checked}), and the US rules you keep.` },
      { kind: "subheading", text: `${destination.name}'s rules` },
      {
        kind: "keyValues",
        rows: [
          textRow("When you become tax resident", entry.residenceRule, facts.catalogue),
          textRow("Special regime for newcomers", entry.newcomerRegime, facts.catalogue),
          textRow("Social security contributions", entry.socialSecurity, facts.catalogue),
          flagRow("US income-tax treaty", entry.usIncomeTaxTreaty, facts.catalogue),
          flagRow("US totalization (social security) agreement", entry.usTotalizationAgreement, facts.catalogue),
        ],
      },
      ...bandBlocks(entry.incomeTax, facts.exchangeRates, facts.assessment.monthly_income ? Math.round(facts.assessment.monthly_income * 12) : null, facts.catalogue),
      ...retirementIncomeBlocks(facts),
      ...usRulesBlocks(facts),
      disclaimer,
    ],
  };
}
