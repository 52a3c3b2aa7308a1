/**
 * Turns a country's raw indicators into the seven 0-100 factor scores, keeping for each score the
 * figures and sources it came from so the breakdown, the methodology page and the report can cite them,
 * and what the figures say as data (`finding`), which factor-wording.ts words for the visitor. How a
 * figure becomes a score (the anchors) is the method's to say, not the finding's.
 */
import type { FactorKey } from "@shared/constants";
import { formatUsd } from "@shared/format";
import type { Citation } from "@server/facts/citation";
import type { CountrySlug } from "./data/dataset.schema";
import { indicatorId, type FactCatalogue } from "@server/facts/catalogue/fact-catalogue";
import { readRecord } from "@server/facts/catalogue/read-facts";
import type { DestinationData } from "./data/index";
import { ANCHORS, COMPOSITE_POINTS, normalise, type Anchor } from "./factor-anchors";

/** One sourced figure that fed a factor score. */
export type Evidence = {
  label: string;
  /** The figure as a reader takes it in, e.g. "1.37" or "yes"; "no figure" when the source has none. */
  value: string;
  source: Citation;
  note?: string;
  /** The id of the fact it is (`indicators/<country>/<indicator>`), for the report's manifest. */
  fact: string;
};

/** The public indices behind the single-index factors (names as in the destination data). */
export type IndexId = "mipex" | "uhcServiceCoverage" | "globalPeaceIndex" | "fixedBroadband" | "migrantAcceptance" | "migrantAcceptance2016";

export const ROUTE_IDS = ["retirement", "remoteWork", "investment", "skilledWork"] as const;
export type RouteId = (typeof ROUTE_IDS)[number];

/** What a factor's figures say. `null` inside a finding: no source gives that figure. */
export type FactorFinding =
  /** One index's reading and the 0-100 score it gives; `standsInFor`: the main index had no figure. */
  | { kind: "index"; index: IndexId; value: number; score: number; standsInFor: IndexId | null }
  /** None of the indices tried has a figure for the country. */
  | { kind: "no_figure"; indices: IndexId[] }
  | { kind: "us_ties"; visaFreeDays: number | null; taxTreaty: boolean | null; totalization: boolean | null }
  | { kind: "residence_routes"; routes: Record<RouteId, boolean | null>; retirementIncomeUsd: number | null };

export type FactorScore = {
  key: FactorKey;
  /** 0-100, or null when no sourced figure exists (scoring then uses a stated neutral value). */
  score: number | null;
  finding: FactorFinding;
  evidence: Evidence[];
};

/** The destination data's indicators, by name. */
type IndicatorName = keyof DestinationData["indicators"];

/** A country's value of an indicator, read by its id from the destination data's facts (with the dataset's source where the value has none). */
function evidenceOf<T>(
  facts: FactCatalogue,
  indicator: IndicatorName,
  slug: CountrySlug,
  label: string,
  format: (value: T) => string,
): { value: T | null; evidence: Evidence } {
  const fact = indicatorId(slug, indicator);
  const entry = readRecord<{ value: T | null; note?: string; source: Citation }>(facts, fact);
  const source = entry.source;
  const evidence: Evidence = {
    fact,
    label,
    value: entry.value === null ? "no figure" : format(entry.value),
    source,
    ...(entry.note ? { note: entry.note } : {}),
  };
  return { value: entry.value, evidence };
}

const yesNo = (value: boolean) => (value ? "yes" : "no");
const round1 = (value: number) => Math.round(value * 10) / 10;
/**
 * An index figure as a reader takes it in: one decimal from 10 up (a modelled 87.90821 reads 87.9), at most two
 * below (the Global Peace Index's published 1.371 reads 1.37): no figure a buyer reads carries more than two decimals.
 */
export const readableFigure = (value: number) => String(Math.abs(value) >= 10 ? round1(value) : Math.round(value * 100) / 100);

/** One index behind a factor: its dataset, how the evidence table names it, and its fixed anchors. */
type IndexIndicator = { id: IndexId; label: string; anchor: Anchor; unit?: string };

/**
 * A factor read from one index; where that index has no value for the country and the factor names a
 * fallback indicator, the fallback's value with its own anchors, and the finding says which stood in.
 */
function indexFactor(facts: FactCatalogue, key: FactorKey, slug: CountrySlug, primary: IndexIndicator, fallback?: IndexIndicator): FactorScore {
  const read = (indicator: IndexIndicator) => {
    const unit = indicator.unit ?? "";
    return evidenceOf<number>(facts, indicator.id, slug, indicator.label, (v) => `${readableFigure(v)}${unit}`);
  };
  const main = read(primary);
  if (main.value !== null) {
    const score = normalise(main.value, primary.anchor);
    return { key, score, finding: { kind: "index", index: primary.id, value: main.value, score, standsInFor: null }, evidence: [main.evidence] };
  }
  if (!fallback) return { key, score: null, finding: { kind: "no_figure", indices: [primary.id] }, evidence: [main.evidence] };
  const alternative = read(fallback);
  const evidence = [main.evidence, alternative.evidence];
  if (alternative.value === null) return { key, score: null, finding: { kind: "no_figure", indices: [primary.id, fallback.id] }, evidence };
  const score = normalise(alternative.value, fallback.anchor);
  return { key, score, finding: { kind: "index", index: fallback.id, value: alternative.value, score, standsInFor: primary.id }, evidence };
}

/** USA emigration process: how easily a US citizen can arrive, stay and keep US tax/pension ties. */
function emigrationProcess(facts: FactCatalogue, slug: CountrySlug): FactorScore {
  const points = COMPOSITE_POINTS.emigrationProcess;
  const stay = evidenceOf<number>(facts, "usVisaFreeDays", slug, "Visa-free stay for US tourists (days)", String);
  const treaty = evidenceOf(facts, "usTaxTreaties", slug, "US income tax treaty in force", yesNo);
  const totalization = evidenceOf(facts, "usTotalizationAgreements", slug, "US totalization (social security) agreement in force", yesNo);
  const parts: Part[] = [
    { earned: stay.value === null ? null : (normalise(stay.value, ANCHORS.usVisaFreeDays) / 100) * points.visaFreeStay, possible: points.visaFreeStay },
    { earned: treaty.value === null ? null : treaty.value ? points.taxTreaty : 0, possible: points.taxTreaty },
    { earned: totalization.value === null ? null : totalization.value ? points.totalization : 0, possible: points.totalization },
  ];
  return {
    key: "emigration_process",
    score: compositeScore(parts),
    finding: { kind: "us_ties", visaFreeDays: stay.value, taxTreaty: treaty.value, totalization: totalization.value },
    evidence: [stay.evidence, treaty.evidence, totalization.evidence],
  };
}

/** Ease of immigration: how many long-stay routes are open to a US citizen, and how high the bar is. */
function easeOfImmigration(facts: FactCatalogue, slug: CountrySlug): FactorScore {
  const points = COMPOSITE_POINTS.easeOfImmigration;
  const route = {
    retirement: evidenceOf(facts, "retirementRoute", slug, "Retirement / passive-income residence route", yesNo),
    remoteWork: evidenceOf(facts, "remoteWorkRoute", slug, "Remote-work (digital nomad) residence route", yesNo),
    investment: evidenceOf(facts, "investmentRoute", slug, "Residence by investment route", yesNo),
    skilledWork: evidenceOf(facts, "skilledWorkRoute", slug, "Skilled-work permit route", yesNo),
  } satisfies Record<RouteId, unknown>;
  const routes = ROUTE_IDS.map((id) => route[id]);
  const threshold = evidenceOf(facts, "passiveIncomeThreshold", slug, "Minimum monthly income, retirement/passive-income route (USD)", formatUsd);
  const retirement = route.retirement.value;
  const thresholdEarned =
    retirement === false
      ? 0
      : threshold.value === null
        ? null
        : (normalise(threshold.value, ANCHORS.passiveIncomeThreshold) / 100) * points.incomeThreshold;
  const parts: Part[] = [
    ...routes.map((entry) => ({ earned: entry.value === null ? null : entry.value ? points.perRoute : 0, possible: points.perRoute })),
    { earned: thresholdEarned, possible: points.incomeThreshold },
  ];
  return {
    key: "ease_of_immigration",
    score: compositeScore(parts),
    finding: {
      kind: "residence_routes",
      routes: {
        retirement: route.retirement.value,
        remoteWork: route.remoteWork.value,
        investment: route.investment.value,
        skilledWork: route.skilledWork.value,
      },
      retirementIncomeUsd: retirement === false ? null : threshold.value,
    },
    evidence: [...routes.map((entry) => entry.evidence), threshold.evidence],
  };
}

/** One part of a composite factor: points earned (null without a sourced figure) of points possible. */
type Part = { earned: number | null; possible: number };

/** Sums a composite's parts; a part without a figure earns half its points; no figure at all: null. */
function compositeScore(parts: Part[]): number | null {
  if (parts.every((part) => part.earned === null)) return null;
  return round1(parts.reduce((sum, part) => sum + (part.earned ?? part.possible / 2), 0));
}

/** The seven factor scores of a country, from the destination data's facts (buildDataFacts) read by id (`indicators/<country>/<indicator>`). */
export function computeFactorScores(facts: FactCatalogue, slug: CountrySlug): Record<FactorKey, FactorScore> {
  return {
    immigration_policies: indexFactor(facts, "immigration_policies", slug, { id: "mipex", label: "MIPEX 2020 overall score", anchor: ANCHORS.mipex }),
    healthcare: indexFactor(facts, "healthcare", slug, { id: "uhcServiceCoverage", label: "UHC service coverage index", anchor: ANCHORS.uhcServiceCoverage }),
    safety: indexFactor(facts, "safety", slug, { id: "globalPeaceIndex", label: "Global Peace Index score", anchor: ANCHORS.globalPeaceIndex }),
    internet: indexFactor(facts, "internet", slug, { id: "fixedBroadband", label: "Median fixed broadband download", anchor: ANCHORS.fixedBroadband, unit: " Mbps" }),
    emigration_process: emigrationProcess(facts, slug),
    ease_of_immigration: easeOfImmigration(facts, slug),
    local_acceptance: indexFactor(facts, 
      "local_acceptance",
      slug,
      { id: "migrantAcceptance", label: "Gallup Migrant Acceptance Index (2019)", anchor: ANCHORS.migrantAcceptance },
      { id: "migrantAcceptance2016", label: "Gallup Migrant Acceptance Index, 2016-17 edition (fallback)", anchor: ANCHORS.migrantAcceptance2016 },
    ),
  };
}
