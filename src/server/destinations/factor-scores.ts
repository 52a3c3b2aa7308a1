/**
 * Turns a country's raw indicators into the seven 0-100 factor scores, keeping for each score the
 * figures and sources it came from so the breakdown, the methodology page and the report can cite them.
 */
import type { FactorKey } from "@shared/constants";
import { formatUsd } from "@shared/format";
import type { CountrySlug, IndicatorDataset, Source } from "./data/dataset.schema";
import type { DestinationData } from "./data/index";
import { ANCHORS, COMPOSITE_POINTS, describeAnchor, normalise, type Anchor } from "./factor-anchors";

/** One sourced figure that fed a factor score. */
export type Evidence = {
  label: string;
  /** The figure as published, e.g. "1.371" or "yes"; "no figure" when the source has none. */
  value: string;
  source: Source;
  note?: string;
};

export type FactorScore = {
  key: FactorKey;
  /** 0-100, or null when no sourced figure exists (scoring then uses a stated neutral value). */
  score: number | null;
  /** One line: how the score follows from the figures. */
  summary: string;
  evidence: Evidence[];
};

function evidenceOf<T>(
  dataset: IndicatorDataset<T>,
  slug: CountrySlug,
  label: string,
  format: (value: T) => string,
): { value: T | null; evidence: Evidence } {
  const entry = dataset.values[slug];
  const source: Source = {
    name: dataset.source.name,
    url: entry.url ?? dataset.source.url,
    asOf: entry.asOf ?? dataset.source.asOf,
  };
  const evidence: Evidence = {
    label,
    value: entry.value === null ? "no figure" : format(entry.value),
    source,
    ...(entry.note ? { note: entry.note } : {}),
  };
  return { value: entry.value, evidence };
}

const yesNo = (value: boolean) => (value ? "yes" : "no");
const round1 = (value: number) => Math.round(value * 10) / 10;

/** One index behind a factor: its dataset, how the breakdown names it, and its fixed anchors. */
type IndexIndicator = { dataset: IndicatorDataset<number>; label: string; anchor: Anchor; unit?: string };

/**
 * A factor read from one index; where that index has no value for the country and the factor names a
 * fallback indicator, the fallback's value with its own anchors, and the summary says which was used.
 */
function indexFactor(key: FactorKey, slug: CountrySlug, primary: IndexIndicator, fallback?: IndexIndicator): FactorScore {
  const read = (indicator: IndexIndicator) => {
    const unit = indicator.unit ?? "";
    const { value, evidence } = evidenceOf(indicator.dataset, slug, indicator.label, (v) => `${v}${unit}`);
    if (value === null) return { evidence, scored: null };
    const score = normalise(value, indicator.anchor);
    return { evidence, scored: { score, text: `${indicator.label} ${value}${unit} scores ${score} (${describeAnchor(indicator.anchor, unit)}).` } };
  };
  const main = read(primary);
  if (main.scored) return { key, score: main.scored.score, summary: main.scored.text, evidence: [main.evidence] };
  const noFigure = `${primary.dataset.source.name} gives no figure for this country`;
  if (!fallback) return { key, score: null, summary: `${noFigure}.`, evidence: [main.evidence] };
  const alternative = read(fallback);
  if (!alternative.scored) return { key, score: null, summary: `${noFigure}.`, evidence: [main.evidence, alternative.evidence] };
  return {
    key,
    score: alternative.scored.score,
    summary: `${noFigure}, so the fallback indicator stands in: ${alternative.scored.text}`,
    evidence: [main.evidence, alternative.evidence],
  };
}

/** USA emigration process: how easily a US citizen can arrive, stay and keep US tax/pension ties. */
function emigrationProcess(data: DestinationData, slug: CountrySlug): FactorScore {
  const points = COMPOSITE_POINTS.emigrationProcess;
  const stay = evidenceOf(data.indicators.usVisaFreeDays, slug, "Visa-free stay for US tourists (days)", String);
  const treaty = evidenceOf(data.indicators.usTaxTreaties, slug, "US income tax treaty in force", yesNo);
  const totalization = evidenceOf(
    data.indicators.usTotalizationAgreements,
    slug,
    "US totalization (social security) agreement in force",
    yesNo,
  );
  const parts: { earned: number | null; possible: number; text: string }[] = [
    {
      earned: stay.value === null ? null : (normalise(stay.value, ANCHORS.usVisaFreeDays) / 100) * points.visaFreeStay,
      possible: points.visaFreeStay,
      text: "visa-free stay",
    },
    {
      earned: treaty.value === null ? null : treaty.value ? points.taxTreaty : 0,
      possible: points.taxTreaty,
      text: "tax treaty",
    },
    {
      earned: totalization.value === null ? null : totalization.value ? points.totalization : 0,
      possible: points.totalization,
      text: "totalization agreement",
    },
  ];
  return composite("emigration_process", parts, [stay.evidence, treaty.evidence, totalization.evidence]);
}

/** Ease of immigration: how many long-stay routes are open to a US citizen, and how high the bar is. */
function easeOfImmigration(data: DestinationData, slug: CountrySlug): FactorScore {
  const points = COMPOSITE_POINTS.easeOfImmigration;
  const routes = [
    evidenceOf(data.indicators.retirementRoute, slug, "Retirement / passive-income residence route", yesNo),
    evidenceOf(data.indicators.remoteWorkRoute, slug, "Remote-work (digital nomad) residence route", yesNo),
    evidenceOf(data.indicators.investmentRoute, slug, "Residence by investment route", yesNo),
    evidenceOf(data.indicators.skilledWorkRoute, slug, "Skilled-work permit route", yesNo),
  ];
  const threshold = evidenceOf(
    data.indicators.passiveIncomeThreshold,
    slug,
    "Minimum monthly income, retirement/passive-income route (USD)",
    formatUsd,
  );
  const retirement = routes[0]?.value ?? null;
  const thresholdEarned =
    retirement === false
      ? 0
      : threshold.value === null
        ? null
        : (normalise(threshold.value, ANCHORS.passiveIncomeThreshold) / 100) * points.incomeThreshold;
  const parts = [
    ...routes.map((route, index) => ({
      earned: route.value === null ? null : route.value ? points.perRoute : 0,
      possible: points.perRoute,
      text: ["retirement route", "remote-work route", "investment route", "skilled-work route"][index] ?? "route",
    })),
    { earned: thresholdEarned, possible: points.incomeThreshold, text: "income threshold" },
  ];
  return composite("ease_of_immigration", parts, [...routes.map((r) => r.evidence), threshold.evidence]);
}

/** Sums a composite's parts; a part without a figure earns half its points, and the summary says so. */
function composite(
  key: FactorKey,
  parts: { earned: number | null; possible: number; text: string }[],
  evidence: Evidence[],
): FactorScore {
  if (parts.every((part) => part.earned === null)) {
    return { key, score: null, summary: "No sourced figure for any part of this factor.", evidence };
  }
  const unknown = parts.filter((part) => part.earned === null);
  const score = round1(parts.reduce((sum, part) => sum + (part.earned ?? part.possible / 2), 0));
  const detail = parts
    .map((part) => `${part.text} ${part.earned === null ? "unknown" : round1(part.earned)}/${part.possible}`)
    .join(", ");
  const gap = unknown.length
    ? ` Parts without a sourced figure (${unknown.map((p) => p.text).join(", ")}) count half their points.`
    : "";
  return { key, score, summary: `Points: ${detail}.${gap}`, evidence };
}

export function computeFactorScores(data: DestinationData, slug: CountrySlug): Record<FactorKey, FactorScore> {
  const { indicators } = data;
  return {
    immigration_policies: indexFactor("immigration_policies", slug, { dataset: indicators.mipex, label: "MIPEX 2020 overall score", anchor: ANCHORS.mipex }),
    healthcare: indexFactor("healthcare", slug, { dataset: indicators.uhcServiceCoverage, label: "UHC service coverage index", anchor: ANCHORS.uhcServiceCoverage }),
    safety: indexFactor("safety", slug, { dataset: indicators.globalPeaceIndex, label: "Global Peace Index score", anchor: ANCHORS.globalPeaceIndex }),
    internet: indexFactor("internet", slug, { dataset: indicators.fixedBroadband, label: "Median fixed broadband download", anchor: ANCHORS.fixedBroadband, unit: " Mbps" }),
    emigration_process: emigrationProcess(data, slug),
    ease_of_immigration: easeOfImmigration(data, slug),
    local_acceptance: indexFactor(
      "local_acceptance",
      slug,
      { dataset: indicators.migrantAcceptance, label: "Gallup Migrant Acceptance Index (2019)", anchor: ANCHORS.migrantAcceptance },
      { dataset: indicators.migrantAcceptance2016, label: "Gallup Migrant Acceptance Index, 2016-17 edition (fallback)", anchor: ANCHORS.migrantAcceptance2016 },
    ),
  };
}
