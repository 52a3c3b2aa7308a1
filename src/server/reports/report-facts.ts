/**
 * The "research" stage: everything the knowledge base holds for one paid assessment, gathered into one
 * structure the section builders read. No figure is made up here: each comes from the destination data
 * with its source, or is absent (and the report says so).
 */
import { BUYER_HUB_PATH } from "@shared/routes";
import { HUB_ACCESS_YEARS } from "@shared/contracts/reports";
import type { Assessment, RankedDestination } from "@shared/contracts/assessments";
import type { Methodology } from "@shared/contracts/destinations";
import type { Destination } from "@server/destinations/catalog";
import type { DestinationData } from "@server/destinations/data/index";
import type { ExchangeRates } from "@server/destinations/data/dataset.schema";
import type { Citation } from "@server/facts/citation";
import { requestOf } from "@shared/contracts/assessments";
import { rankDestinations, topAlternatives } from "@server/scoring/rank-destinations";
import type { EligibilityResponse } from "@shared/contracts/eligibility";
import { eligibilityFor } from "@server/eligibility/eligibility";
import { eligibilityFitter } from "@server/eligibility/eligibility-fit";
import type { KnowledgeBase } from "@server/knowledge/index";
import { catalogueOf, indicatorId, type FactCatalogue } from "@server/facts/catalogue/fact-catalogue";
import { readRecord } from "@server/facts/catalogue/read-facts";

/** A country's value of an indicator of the destination data, read by its id (`fact`) from the catalogue. */
export type IndicatorFact<T> = { label: string; value: T | null; note: string | undefined; source: Citation; fact: string };

export type ReportFacts = {
  assessment: Assessment;
  destination: Destination;
  methodology: Methodology;
  /** The knowledge base and destination data in force, read by fact id (read-facts.ts). */
  catalogue: FactCatalogue;
  /** Each currency's sourced rate, for figures the chapters convert to US dollars. */
  exchangeRates: ExchangeRates;
  /** The country's researched routes checked against the answers (or why there are none). */
  eligibility: EligibilityResponse;
  routes: IndicatorFact<boolean>[];
  passiveIncomeThreshold: IndicatorFact<number>;
  usTies: IndicatorFact<boolean | number>[];
  /** Every destination whose climate fits, scored for the buyer's answers, best first. */
  ranking: RankedDestination[];
  /** The catalog entries of the best three other matches, for the factor-by-factor comparison. */
  alternatives: Destination[];
  /** How many destinations were considered for the ranking. */
  destinationCount: number;
  generatedAt: Date;
  hubUrl: string;
  /** The buyer's hub (decision 0021): the same address for every buyer; it opens with proof of purchase. */
  buyerHubUrl: string;
  hubAccessUntil: Date;
};

function indicatorFact<T>(catalogue: FactCatalogue, name: keyof DestinationData["indicators"], destination: Destination, label: string): IndicatorFact<T> {
  const fact = indicatorId(destination.slug, name);
  const entry = readRecord<{ value: T | null; note?: string; source: Citation }>(catalogue, fact);
  return { label, value: entry.value, note: entry.note, source: entry.source, fact };
}

export function hubAccessEnd(paidAt: Date): Date {
  const end = new Date(paidAt);
  end.setUTCFullYear(end.getUTCFullYear() + HUB_ACCESS_YEARS);
  return end;
}

export function gatherReportFacts(input: {
  assessment: Assessment;
  destination: Destination;
  /** Every destination of the catalog, for the ranking of alternatives. */
  destinations: readonly Destination[];
  data: DestinationData;
  knowledge: KnowledgeBase;
  methodology: Methodology;
  publicUrl: string;
  paidAt: Date;
  generatedAt: Date;
}): ReportFacts {
  const { destination, data } = input;
  const catalogue = catalogueOf(input.knowledge, data);
  const ranking = rankDestinations(requestOf(input.assessment), input.destinations, eligibilityFitter(catalogue, data.exchangeRates));
  return {
    assessment: input.assessment,
    destination,
    methodology: input.methodology,
    catalogue,
    exchangeRates: data.exchangeRates,
    eligibility: eligibilityFor(input.assessment, destination, catalogue, data.exchangeRates),
    routes: [
      indicatorFact<boolean>(catalogue, "skilledWorkRoute", destination, "Skilled work / employer-sponsored residence"),
      indicatorFact<boolean>(catalogue, "retirementRoute", destination, "Retirement or passive-income residence"),
      indicatorFact<boolean>(catalogue, "remoteWorkRoute", destination, "Remote work (digital nomad) residence"),
      indicatorFact<boolean>(catalogue, "investmentRoute", destination, "Investment residence"),
    ],
    passiveIncomeThreshold: indicatorFact<number>(catalogue, "passiveIncomeThreshold", destination, "Minimum monthly income, retirement / passive-income route (USD)"),
    usTies: [
      indicatorFact<number>(catalogue, "usVisaFreeDays", destination, "Days a US citizen may visit without a visa"),
      indicatorFact<boolean>(catalogue, "usTaxTreaties", destination, "US income tax treaty in force"),
      indicatorFact<boolean>(catalogue, "usTotalizationAgreements", destination, "US totalization (social security) agreement"),
    ],
    ranking,
    alternatives: topAlternatives(ranking, input.assessment.preferred_country).flatMap((entry) => input.destinations.filter((d) => d.name === entry.country)),
    destinationCount: input.destinations.length,
    generatedAt: input.generatedAt,
    hubUrl: `${input.publicUrl}/relocation-hub/${input.assessment.id}`,
    buyerHubUrl: `${input.publicUrl}${BUYER_HUB_PATH}`,
    hubAccessUntil: hubAccessEnd(input.paidAt),
  };
}
