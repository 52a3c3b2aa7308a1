import type { Citation } from "@server/facts/citation";

// The US federal default standard age curve (45 CFR 147.102; CMS, Market Rating Reforms): how much more an adult
// of each age pays than a 21-year-old for the same plan, at most 3 to 1 between 21 and 64. Used only to scale a
// premium quoted at one age to another age band where a country's insurers price by age and no quote exists for
// the band, and then labelled as an estimate (premium-bands.ts). Factors as published at 5-year steps, normalised
// to ages 0-14 = 1 (ratios between ages are what count: age 64 / age 21 = 3.9216 / 1.3072 = 3.0).
export const AGE_CURVE: { source: Citation; factors: { from: number; factor: number }[] } = {
  source: {
    publisher: "Centers for Medicare & Medicaid Services",
    title: "Market Rating Reforms: State Specific Age Curve Variations (federal default age curve)",
    url: "https://github.com/PolicyEngine/policyengine-us/blob/293d90bad7e0a4c6f6152a6c4e9033302c7b5cc4/policyengine_us/parameters/gov/aca/age_curves/default.yaml",
    asOf: "2017-05",
    reviewedOn: "2026-11-26",
    via: "GitHub (PolicyEngine/policyengine-us repository)",
    research:
      "PolicyEngine's parameter file cites https://www.cms.gov/cciio/programs-and-initiatives/health-insurance-market-reforms/downloads/statespecagecrv053117.pdf; the CMS PDF is not in the stored copies. The file's steps give the federal default values at 5-year points: 40/21 = 1.278, 50/21 = 1.786, 60/21 = 2.714, 64/21 = 3.000",
  },
  factors: [
    { from: 21, factor: 1.3072 },
    { from: 25, factor: 1.3124 },
    { from: 30, factor: 1.4837 },
    { from: 35, factor: 1.5974 },
    { from: 40, factor: 1.6706 },
    { from: 45, factor: 1.8876 },
    { from: 50, factor: 2.3346 },
    { from: 55, factor: 2.915 },
    { from: 60, factor: 3.5477 },
    { from: 64, factor: 3.9216 },
  ],
};

/** The curve's factor at an age: under 21 counts as 21, over 64 as 64 (the curve stops where US Medicare starts). */
export function ageFactor(age: number): number {
  const steps = AGE_CURVE.factors;
  let factor = steps[0]?.factor ?? 1;
  for (const step of steps) if (age >= step.from) factor = step.factor;
  return factor;
}
