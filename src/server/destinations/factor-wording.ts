/**
 * A factor's figures in plain words, for the visitor: what the index says about the country and where that
 * places it, never the formula (the anchors and points are on the methodology page). Built from the
 * structured finding of factor-scores.ts, so nothing is parsed back out of a sentence.
 *
 * The five bands follow the factor's 0-100 score. The anchors behind that score span the range the index's
 * countries actually reach (factor-anchors.ts), so "among the most ... measured" means the top fifth of
 * that range; change the phrases with the anchors if the anchors ever move.
 */
import { formatUsd, listInWords } from "@shared/format";
import { readableFigure, ROUTE_IDS, type FactorFinding, type IndexId, type RouteId } from "./factor-scores";

/** Best to weakest: score 80+, 60-80, 40-60, 20-40, below 20. */
type Bands = readonly [string, string, string, string, string];

function band(score: number, bands: Bands): string {
  const index = score >= 80 ? 0 : score >= 60 ? 1 : score >= 40 ? 2 : score >= 20 ? 3 : 4;
  return bands[index] ?? bands[2];
}

type IndexWording = {
  /** The index as a reader knows it. */
  name: string;
  /** The figure as a reader takes it in ("{country} scores {reading} on {name}: {band}" unless `sentence` says otherwise). */
  reading: (value: number) => string;
  bands: Bands;
  sentence?: (country: string, value: number, placed: string) => string;
};

const ACCEPTANCE_BANDS: Bands = [
  "people there are among the most accepting of migrants measured",
  "people there are more accepting of migrants than in most countries",
  "people there are about average in their acceptance of migrants",
  "people there are less accepting of migrants than in most countries",
  "people there are among the least accepting of migrants measured",
];

const INDEX_WORDING: Record<IndexId, IndexWording> = {
  mipex: {
    name: "MIPEX 2020",
    reading: (value) => `${readableFigure(value)} out of 100`,
    bands: [
      "its immigration policies are among the most welcoming measured",
      "its immigration policies are more welcoming than most",
      "its immigration policies are about average among the countries measured",
      "its immigration policies are less welcoming than most",
      "its immigration policies are among the least welcoming measured",
    ],
  },
  uhcServiceCoverage: {
    name: "the WHO UHC service coverage index",
    reading: (value) => `${Math.round(value)} out of 100`,
    bands: [
      "among the broadest coverage of essential health services measured",
      "broader coverage than most countries: essential health services reach most people",
      "coverage of essential health services about average among the countries measured",
      "narrower coverage than most countries: many people lack essential health services",
      "among the narrowest coverage of essential health services measured",
    ],
  },
  globalPeaceIndex: {
    name: "the Global Peace Index 2026",
    reading: (value) => readableFigure(value),
    bands: [
      "among the most peaceful countries measured",
      "more peaceful than most countries",
      "about average among the countries measured",
      "less peaceful than most countries",
      "among the least peaceful countries measured",
    ],
    sentence: (country, value, placed) => `${country} scores ${readableFigure(value)} on the Global Peace Index 2026 (1 is the most peaceful, 5 the least): ${placed}.`,
  },
  fixedBroadband: {
    name: "Ookla's Speedtest Global Index",
    reading: (value) => `${Math.round(value)} Mbps`,
    bands: [
      "among the fastest countries measured",
      "faster than most countries measured",
      "about average among the countries measured",
      "slower than most countries measured",
      "among the slowest countries measured",
    ],
    sentence: (country, value, placed) => `${country}'s median home broadband download speed is ${Math.round(value)} Mbps: ${placed}.`,
  },
  migrantAcceptance: {
    name: "Gallup's Migrant Acceptance Index (2019 survey)",
    reading: (value) => `${readableFigure(value)} out of 9`,
    bands: ACCEPTANCE_BANDS,
  },
  migrantAcceptance2016: {
    name: "Gallup's Migrant Acceptance Index (2016-17 edition)",
    reading: (value) => `${readableFigure(value)} out of 9`,
    bands: ACCEPTANCE_BANDS,
  },
};

/** How a fallback edition is named after the main one ("in its 2016-17 edition"). */
const EDITION: Partial<Record<IndexId, string>> = { migrantAcceptance2016: "its 2016-17 edition" };

const ROUTE_NAMES: Record<RouteId, string> = {
  retirement: "retirement",
  remoteWork: "remote-work",
  investment: "investment",
  skilledWork: "skilled-work",
};

const HALFWAY = "not sourced, so it counts halfway";


const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

function usTies(country: string, finding: Extract<FactorFinding, { kind: "us_ties" }>): string {
  const stay =
    finding.visaFreeDays === null
      ? `how long US citizens can visit ${country} without a visa is ${HALFWAY}`
      : finding.visaFreeDays === 0
        ? `US citizens need a visa even to visit ${country}`
        : `US citizens can visit ${country} for up to ${finding.visaFreeDays} days without a visa`;
  const agreement = (value: boolean | null, noun: string) =>
    value === null ? `whether a ${noun} is in force is ${HALFWAY}` : value ? `a ${noun} is in force` : `there is no ${noun}`;
  const text = [stay, agreement(finding.taxTreaty, "US income tax treaty"), agreement(finding.totalization, "US social security (totalization) agreement")].join("; ");
  return `${capitalised(text)}.`;
}

function residenceRoutes(country: string, finding: Extract<FactorFinding, { kind: "residence_routes" }>): string {
  const withState = (state: boolean | null) => ROUTE_IDS.filter((id) => finding.routes[id] === state);
  const named = (id: RouteId) =>
    id === "retirement"
      ? `${ROUTE_NAMES.retirement} (${finding.retirementIncomeUsd === null ? "its income bar is not sourced" : `with a passive income from ${formatUsd(finding.retirementIncomeUsd)} a month`})`
      : ROUTE_NAMES[id];
  const routes = (count: number) => (count === 1 ? "route" : "routes");
  const open = withState(true);
  const closed = withState(false);
  const unknown = withState(null);
  const sentences = [
    open.length > 0
      ? `Residence routes open to US citizens in ${country}: ${listInWords(open.map(named))} ${routes(open.length)}.`
      : `No residence route is recorded as open to US citizens in ${country}.`,
  ];
  if (closed.length > 0) sentences.push(`No ${listInWords(closed.map((id) => ROUTE_NAMES[id]), "or")} route.`);
  if (unknown.length > 0) sentences.push(`Not sourced, so counted halfway: the ${listInWords(unknown.map((id) => ROUTE_NAMES[id]))} ${routes(unknown.length)}.`);
  return sentences.join(" ");
}

/** The plain sentence for one factor of one country. */
export function describeFactor(country: string, finding: FactorFinding): string {
  switch (finding.kind) {
    case "index": {
      const wording = INDEX_WORDING[finding.index];
      const placed = band(finding.score, wording.bands);
      const reading = wording.sentence
        ? wording.sentence(country, finding.value, placed)
        : `${country} scores ${wording.reading(finding.value)} on ${wording.name}: ${placed}.`;
      if (!finding.standsInFor) return reading;
      const edition = EDITION[finding.index] ?? wording.name;
      return `${INDEX_WORDING[finding.standsInFor].name} has no figure for ${country}; in ${edition} ${country} scores ${wording.reading(finding.value)}: ${placed}.`;
    }
    case "no_figure": {
      const [first, ...others] = finding.indices.map((index) => INDEX_WORDING[index].name);
      return others.length === 0
        ? `${capitalised(first ?? "The source")} has no figure for ${country}.`
        : `Neither ${first} nor ${others.join(" nor ")} has a figure for ${country}.`;
    }
    case "us_ties":
      return usTies(country, finding);
    case "residence_routes":
      return residenceRoutes(country, finding);
  }
}
