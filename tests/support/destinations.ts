/** Synthetic destinations and requests for engine tests, independent of the real data files. */
import { NO_MONEY_ANSWERS, type AssessmentRequest } from "@shared/contracts/assessments";
import { FACTORS, type FactorKey } from "@shared/constants";
import type { CityCost, CityProfile, Destination } from "@server/destinations/catalog";
import type { ClimateType } from "@server/destinations/data/dataset.schema";
import type { FactorFinding } from "@server/destinations/factor-scores";

const source = { publisher: "Test source", title: "Test source", url: "https://example.org/source", asOf: "2025-01" };

export function cost(usd: number | null): CityCost {
  return { usd, published: usd === null ? null : `${usd} USD`, source, ...(usd === null ? { note: "none" } : {}) };
}

export function city(
  name: string,
  rentCentre: number | null,
  rentOutside: number | null,
  climate: CityProfile["climate"] = null,
  largerRents: CityProfile["largerRents"] = {},
): CityProfile {
  return {
    name,
    climate,
    largerRents,
    costs: {
      rentCentre: cost(rentCentre),
      rentOutside: cost(rentOutside),
      utilities: cost(120),
      groceries: cost(300),
      transport: cost(40),
    },
  };
}

export function destination(
  options: {
    name?: string;
    scores?: Partial<Record<FactorKey, number | null>>;
    climateTypes?: ClimateType[];
    coastal?: boolean;
    cities?: CityProfile[];
    homeSizeRatios?: Destination["homeSizeRatios"];
  } = {},
): Destination {
  const scores = options.scores ?? {};
  return {
    slug: "portugal",
    name: options.name ?? "Testland",
    climateTypes: options.climateTypes ?? ["mediterranean"],
    climateSource: source,
    coastal: options.coastal ?? true,
    cities: options.cities ?? [city("Capital", 1000, 700), city("Second", 800, 600)],
    factors: Object.fromEntries(
      FACTORS.map(({ key }) => {
        const score = key in scores ? (scores[key] ?? null) : 70;
        const finding: FactorFinding =
          score === null ? { kind: "no_figure", indices: ["mipex"] } : { kind: "index", index: "mipex", value: score, score, standsInFor: null };
        return [key, { key, score, finding, evidence: [] }];
      }),
    ) as unknown as Destination["factors"],
    exchangeRateSources: [source],
    homeSizeRatios: options.homeSizeRatios ?? { rent2Centre: null, rent2Outside: null, rent3Centre: null, rent3Outside: null },
    rentsCurrentFrom: "2000-01",
  };
}

export function request(overrides: Partial<AssessmentRequest> = {}): AssessmentRequest {
  return {
    user_age: 30,
    user_job: "Software engineer",
    monthly_budget: 2000,
    preferred_country: "Testland",
    preferred_city: null,
    location_preference: "city",
    climate_preference: "mediterranean",
    immigration_policies_importance: 3,
    healthcare_importance: 3,
    safety_importance: 3,
    internet_importance: 3,
    emigration_process_importance: 3,
    ease_of_immigration_importance: 3,
    local_acceptance_importance: 3,
    ...NO_MONEY_ANSWERS,
    ...overrides,
  };
}
