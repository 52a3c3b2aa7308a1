/**
 * The destination catalog: the validated data files turned into what the rest of the server uses
 * (factor scores, city costs in USD). Built once per process; a data error stops start-up.
 */
import type { FactorKey } from "@shared/constants";
import { climateOfKoppen } from "@shared/climate-fit";
import { formatNumber } from "@shared/format";
import {
  COST_ITEMS,
  LARGER_RENT_ITEMS,
  type Cost,
  type LargerRentItem,
  type ClimateType,
  type CostItem,
  type CountrySlug,
  type ExchangeRates,
  type Citation,
} from "./data/dataset.schema";
import type { DestinationData } from "./data/index";
import { computeFactorScores, type FactorScore } from "./factor-scores";
import { buildDataFacts, type FactCatalogue } from "@server/facts/catalogue/fact-catalogue";
import { readRecord } from "@server/facts/catalogue/read-facts";
import { rateSources, toUsd } from "./exchange-rates";
import { sizeRatiosOf, type SizeRatios } from "./home-size-ratios";
import { calibrateRents, oneBedroomRents, rentAsCostEstimate, type RentFigure } from "./rent-estimates";
import { ESTIMATED_ITEMS, estimateMonthlyCost, type CostEstimate, type EstimatedItem } from "./cost-estimates";

const isEstimated = (item: CostItem): item is EstimatedItem => (ESTIMATED_ITEMS as readonly string[]).includes(item);

/** One monthly cost in USD, with the figure as published and where it came from. */
export type CityCost = {
  usd: number | null;
  published: string | null;
  source: Citation;
  note?: string;
  /** A labelled country estimate, only where no source gives the city's figure (cost-estimates.ts). */
  estimate?: CostEstimate;
};

/** A city's own climate: its sourced Köppen-Geiger class and the climate type of the data it belongs to. */
export type CityClimateProfile = { type: ClimateType; koppen: string; described?: string; source: Citation };

export type CityProfile = {
  name: string;
  /** Null where no source classes the city itself: the country's climate types stand in. */
  climate: CityClimateProfile | null;
  /** Rents of 2- and 3-bedroom homes, where the data has an entry (sourced, or null with its note). */
  largerRents: Partial<Record<LargerRentItem, CityCost>>;
  costs: Record<CostItem, CityCost>;
};

export type Destination = {
  slug: CountrySlug;
  name: string;
  climateTypes: ClimateType[];
  climateSource: Citation;
  coastal: boolean;
  cities: CityProfile[];
  factors: Record<FactorKey, FactorScore>;
  /** The sources of the rates that converted this country's costs to US dollars. */
  exchangeRateSources: Citation[];
  /** The first month (YYYY-MM) a rent may be dated to count as current (rent-estimates.ts). */
  rentsCurrentFrom: string;
  /** How much more larger homes rent for than 1-bedroom ones, across all the data's cities (home-size-ratios.ts). */
  homeSizeRatios: SizeRatios;
};

export type DestinationCatalog = {
  destinations: Destination[];
  /** Lookup by country name, case-insensitive ("Portugal", "portugal"). */
  findByName(name: string): Destination | undefined;
};

/** The destination's city of that name, case-insensitive; undefined for no name or a city the data does not hold. */
export function cityNamed(destination: Destination, name: string | null | undefined): CityProfile | undefined {
  const wanted = name?.toLowerCase();
  return wanted ? destination.cities.find((city) => city.name.toLowerCase() === wanted) : undefined;
}

/** A month in weeks, for figures published per week (52 weeks / 12 months). */
const WEEKS_PER_MONTH = 52 / 12;

function roundedUsd(value: number | null, currency: string, rates: ExchangeRates): number | null {
  const usd = value === null ? null : toUsd(value, currency, rates);
  return usd === null ? null : Math.round(usd);
}

/** One published monthly cost in US dollars, with the figure as published, its source and notes. */
function cityCost(cost: Cost, costsSource: Citation, rates: ExchangeRates, estimate: CostEstimate | null): CityCost {
  const weekly = cost.period === "week";
  const usd = roundedUsd(cost.value === null ? null : cost.value * (weekly ? WEEKS_PER_MONTH : 1), cost.currency, rates);
  const published = cost.value === null ? null : `${formatNumber(cost.value)} ${cost.currency}${weekly ? " a week" : ""}`;
  // A figure in a currency with no sourced rate stays as published, unconverted, and says so.
  const unconverted = published !== null && usd === null ? `No sourced ${cost.currency} exchange rate, so not converted to USD.` : null;
  const perMonth = weekly && usd !== null ? "Published weekly; a month counted as 52/12 weeks." : null;
  const note = [cost.note, perMonth, unconverted].filter(Boolean).join(" ");
  return {
    usd,
    published,
    source: cost.source ?? costsSource,
    ...(note ? { note } : {}),
    ...(estimate ? { estimate } : {}),
  };
}

type BuiltDestination = Omit<Destination, "homeSizeRatios" | "rentsCurrentFrom">;

/** A destination from the destination data's facts, read by id: its places (`places/<country>`) and index values. */
function buildDestination(data: DestinationData, slug: CountrySlug, facts: FactCatalogue): BuiltDestination {
  const places = readRecord<DestinationData["places"][CountrySlug]>(facts, `places/${slug}`);
  return {
    slug,
    name: places.name,
    climateTypes: places.climate.types,
    climateSource: places.climate.source,
    coastal: places.coastal,
    cities: places.cities.map((city) => ({
      name: city.name,
      climate: city.climate ? { type: climateOfKoppen(city.climate.koppen), ...city.climate } : null,
      costs: Object.fromEntries(
        COST_ITEMS.map((item) => {
          const cost = city.costs[item];
          const estimate = cost.value === null && isEstimated(item) ? estimateMonthlyCost(item, slug, places.name) : null;
          return [item, cityCost(cost, city.costsSource, data.exchangeRates, estimate)];
        }),
      ) as Record<CostItem, CityCost>,
      largerRents: Object.fromEntries(
        LARGER_RENT_ITEMS.flatMap((item) => {
          const cost = city.costs[item];
          return cost ? [[item, cityCost(cost, city.costsSource, data.exchangeRates, null)]] : [];
        }),
      ),
    })),
    factors: computeFactorScores(facts, slug),
    exchangeRateSources: rateSources(
      data.exchangeRates,
      places.cities.flatMap((city) => [...COST_ITEMS, ...LARGER_RENT_ITEMS].flatMap((item) => city.costs[item]?.currency ?? [])),
    ),
  };
}

/**
 * The city with the 1-bedroom rents every room reads: a current sourced rent as published; an estimate in place of an
 * older or missing one (its basis names the older figure), so a guide, a report and a verdict show one figure.
 */
function withCurrentRents(city: CityProfile, rents: ReturnType<typeof oneBedroomRents>): CityProfile {
  const current = (cost: CityCost, rent: RentFigure | null): CityCost => {
    if (!rent || rent.estimate === null) return cost;
    return { usd: null, published: null, source: rent.sources[0] ?? cost.source, estimate: rentAsCostEstimate({ ...rent, estimate: rent.estimate }) };
  };
  return { ...city, costs: { ...city.costs, rentCentre: current(city.costs.rentCentre, rents.centre), rentOutside: current(city.costs.rentOutside, rents.outside) } };
}

const sourcedRents = (city: CityProfile) => ({ name: city.name, sourced: { centre: city.costs.rentCentre, outside: city.costs.rentOutside } });

/** The catalog as used on `on`: a rent older than 24 months before it is replaced by a labelled estimate. */
export function buildCatalog(data: DestinationData, on: Date = new Date()): DestinationCatalog {
  const facts = buildDataFacts(data);
  const built = (Object.keys(data.places) as CountrySlug[]).map((slug) => buildDestination(data, slug, facts));
  const homeSizeRatios = sizeRatiosOf(built.flatMap((destination) => destination.cities));
  const countries = built.map((destination) => ({ slug: destination.slug, name: destination.name, cities: destination.cities.map(sourcedRents) }));
  const calibration = calibrateRents(countries, on);
  const destinations: Destination[] = built.map((destination, at) => ({
    ...destination,
    cities: destination.cities.map((city) => withCurrentRents(city, oneBedroomRents(countries[at]!, sourcedRents(city), calibration))),
    homeSizeRatios,
    rentsCurrentFrom: calibration.from,
  }));
  const byName = new Map(destinations.map((destination) => [destination.name.toLowerCase(), destination]));
  return {
    destinations,
    findByName: (name) => byName.get(name.trim().toLowerCase()),
  };
}

