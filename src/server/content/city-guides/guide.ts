/**
 * A city guide as the server holds it, and the guide the site receives.
 *
 * The guide files hold only what is the guide's own: descriptions, tips, and the figures the destination data does
 * not hold (population, climate averages, dining out, a 3-bedroom rent, neighbourhood rents, the average salary),
 * each cited with the internal `Citation` shape. The monthly costs the city data also holds (1-bedroom rent in the
 * centre and outside it, utilities, groceries, the transport pass) are never typed here: `buildCityGuide` reads
 * them from the catalog city, the same figures the report and the results page show, so one quantity has one value
 * everywhere. The site receives `publicSource(citation)` labels only; `research` never leaves the server.
 */
import { formatUsd } from "@shared/format";
import type { CityGuide, Fact } from "@shared/contracts/content";
import { citationSchema, publicSource, type Citation } from "@server/facts/citation";
import type { CityCost, DestinationCatalog } from "@server/destinations/catalog";
import type { CostItem } from "@server/destinations/data/dataset.schema";

/** A guide-only figure as text, with where it comes from. */
export type GuideFact = { value: string; source: Citation };

/** The cost-of-living lines the data does not hold. */
type GuideOnlyCosts = {
  rent3Bed: GuideFact | null;
  dining: GuideFact | null;
  /** A single public transport fare, for a city whose figure is per trip rather than a monthly pass. */
  singleFare: GuideFact | null;
  comparison: string;
};

type Neighbourhood = Omit<CityGuide["housing"]["neighborhoods"][number], "priceRange"> & { priceRange: GuideFact | null };

/** What a guide file holds (server only). */
export type CityGuideData = Omit<CityGuide, "population" | "climate" | "costOfLiving" | "housing" | "workOpportunities"> & {
  population: GuideFact;
  climate: Omit<CityGuide["climate"], "avgTemp"> & { avgTemp: GuideFact };
  costOfLiving: GuideOnlyCosts;
  housing: Omit<CityGuide["housing"], "neighborhoods"> & { neighborhoods: Neighbourhood[] };
  workOpportunities: Omit<CityGuide["workOpportunities"], "averageSalary"> & { averageSalary: GuideFact };
};

/** "1,150 EUR a month (about $1,346)", with the data's note on what the figure is. */
export function costFact(cost: CityCost): Fact | null {
  if (cost.published === null) return estimateFact(cost);
  const inUsd = cost.usd === null ? "" : cost.published.endsWith(" USD") ? "" : ` (about ${formatUsd(cost.usd)})`;
  // Money shows cents in full: "22.80 EUR", not "22.8 EUR".
  const published = cost.published.replace(/^([\d,]+\.\d) /, (_, amount: string) => `${amount}0 `);
  const amount = `${published}${published.endsWith(" a week") ? "" : " a month"}${inUsd}`;
  return { value: cost.note ? `${amount}. ${cost.note}` : amount, source: publicSource(cost.source) };
}

/** A city with no sourced figure: the labelled country estimate, where the model has one (cost-estimates.ts). */
function estimateFact(cost: CityCost): Fact | null {
  const estimate = cost.estimate;
  const source = estimate?.sources[0];
  if (!estimate || !source) return null;
  return { value: `${formatUsd(estimate.usd)} (${estimate.label}) a month. ${estimate.basis}`, source: publicSource(source) };
}

function guideFact(fact: GuideFact, path: string): Fact {
  const parsed = citationSchema.safeParse(fact.source);
  if (!parsed.success) throw new Error(`Content city-guides ${path}.source: ${parsed.error.issues[0]?.message ?? "invalid"}`);
  return { value: fact.value, source: publicSource(parsed.data) };
}

const optionalFact = (fact: GuideFact | null, path: string): Fact | null => (fact ? guideFact(fact, path) : null);

/** The guide the site receives: the data's monthly costs for the city, the guide's own figures, labels only. */
export function buildCityGuide(guide: CityGuideData, catalog: DestinationCatalog): CityGuide {
  const at = guide.name;
  const destination = catalog.findByName(guide.country);
  const city = destination?.cities.find((c) => c.name.toLowerCase() === guide.name.toLowerCase());
  if (!city) throw new Error(`Content city-guides/${guide.name}: the destination data has no city "${guide.name}" in ${guide.country}`);
  const cost = (item: CostItem) => costFact(city.costs[item]);
  const { costOfLiving, housing, climate, workOpportunities } = guide;
  return {
    ...guide,
    population: guideFact(guide.population, `${at}.population`),
    climate: { ...climate, avgTemp: guideFact(climate.avgTemp, `${at}.climate.avgTemp`) },
    costOfLiving: {
      rent1Bed: cost("rentCentre"),
      rent1BedOutside: cost("rentOutside"),
      rent3Bed: optionalFact(costOfLiving.rent3Bed, `${at}.costOfLiving.rent3Bed`),
      utilities: cost("utilities"),
      groceries: cost("groceries"),
      dining: optionalFact(costOfLiving.dining, `${at}.costOfLiving.dining`),
      transport: cost("transport"),
      singleFare: optionalFact(costOfLiving.singleFare, `${at}.costOfLiving.singleFare`),
      comparison: costOfLiving.comparison,
    },
    housing: {
      ...housing,
      neighborhoods: housing.neighborhoods.map((area, i) => ({
        ...area,
        priceRange: optionalFact(area.priceRange, `${at}.housing.neighborhoods.${i}.priceRange`),
      })),
    },
    workOpportunities: { ...workOpportunities, averageSalary: guideFact(workOpportunities.averageSalary, `${at}.workOpportunities.averageSalary`) },
  };
}
