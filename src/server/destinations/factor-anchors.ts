/**
 * Fixed anchors that turn each raw indicator into a 0-100 factor score. They are part of the data, not
 * derived from the current set of countries, so adding a country never moves another country's score.
 * Changing an anchor changes the method: bump SCORING_VERSION (scoring/score-assessment.ts) with it.
 */

/** Linear: `worst` maps to 0 and `best` to 100 (either may be the larger number); clamped. */
export type LinearAnchor = { kind: "linear"; worst: number; best: number };
/** Logarithmic: for quantities whose usefulness saturates (bandwidth). */
export type LogAnchor = { kind: "log"; worst: number; best: number };
export type Anchor = LinearAnchor | LogAnchor;

export const ANCHORS = {
  /** MIPEX 2020 overall: no country scored below 20 or above 90 (Sweden 86 is the top). */
  mipex: { kind: "linear", worst: 20, best: 90 },
  /** UHC service coverage index: 40 is the level of the weakest systems, 90 the best (Canada 91). */
  uhcServiceCoverage: { kind: "linear", worst: 40, best: 90 },
  /** Global Peace Index: 1.0 would be perfectly peaceful; 3.0 is the level of countries in open conflict. */
  globalPeaceIndex: { kind: "linear", worst: 3.0, best: 1.0 },
  /** Median fixed download speed: 10 Mbps barely supports video calls; 300 Mbps is the world's top tier. */
  fixedBroadband: { kind: "log", worst: 10, best: 300 },
  /** Gallup Migrant Acceptance Index (0-9): 2.0 is among the least accepting countries, 8.5 the top. */
  migrantAcceptance: { kind: "linear", worst: 2.0, best: 8.5 },
  /** Fallback for local acceptance: Gallup's 2016-17 edition, same 0-9 scale and questions, so the same anchors. */
  migrantAcceptance2016: { kind: "linear", worst: 2.0, best: 8.5 },
  /** Days a US tourist may stay without a visa: 90 or more earns the full share. */
  usVisaFreeDays: { kind: "linear", worst: 0, best: 90 },
  /** Minimum monthly income for a retirement/passive-income route, USD: $1,000 or less earns the full share. */
  passiveIncomeThreshold: { kind: "linear", worst: 5000, best: 1000 },
} as const satisfies Record<string, Anchor>;

/** Points of the two composite factors (each sums to 100). */
export const COMPOSITE_POINTS = {
  emigrationProcess: { visaFreeStay: 40, taxTreaty: 30, totalization: 30 },
  easeOfImmigration: { perRoute: 15, routes: 4, incomeThreshold: 40 },
} as const;

/** Factor score used when no sourced figure exists: neutral, and said so in the breakdown. */
export const NEUTRAL_SCORE = 50;

export function normalise(value: number, anchor: Anchor): number {
  const position =
    anchor.kind === "linear"
      ? (value - anchor.worst) / (anchor.best - anchor.worst)
      : (Math.log(Math.max(value, Number.MIN_VALUE)) - Math.log(anchor.worst)) /
        (Math.log(anchor.best) - Math.log(anchor.worst));
  return Math.round(Math.min(1, Math.max(0, position)) * 1000) / 10;
}

/** The anchor in plain words, for the methodology page and the report (no "linear", "clamped" or "log"). */
export function describeAnchor(anchor: Anchor, unit = ""): string {
  const between =
    anchor.kind === "log"
      ? "between them, each doubling adds the same number of points"
      : "between them, points rise evenly with the figure";
  return `${anchor.worst}${unit} or worse counts as 0 points, ${anchor.best}${unit} or better as 100; ${between}`;
}
