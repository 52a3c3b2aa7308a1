/**
 * A city's 1-bedroom rent as the budget uses it (issue 29.1): a sourced rent from the last 24 months as published;
 * otherwise a labelled estimate, so no city the site lists is left without a rent and no old rent decides a verdict
 * unannounced. The estimate, in order of preference:
 *   1. the city's own Numbeo rent index (2025) times the dollars per index point of the cities in our data whose
 *      sourced rent is current (the median of rent / index);
 *   2. the median index of the country's cities in Numbeo's list, where the city itself is not in it;
 *   3. with no city of the country in the index, the country's overall price level (World Bank ICP 2021), times the
 *      dollars per price-level point of the same current cities: a rough estimate, and said to be one.
 * A current sourced rent is kept as published; an older one gives way to an estimate; an area no source gives is
 * estimated only for a city with no current rent at all. The estimate's words name the method and the figures, and
 * mention an older sourced rent when the city has one.
 */
import { formatUsd } from "@shared/format";
import type { CostEstimate } from "./cost-estimates";
import type { Citation, CountrySlug } from "./data/dataset.schema";
import { icpPriceLevels2021, type PriceLevelDataset } from "./data/price-levels/icp-2021";
import { numbeoRentIndex2025, type RentIndexDataset } from "./data/price-levels/numbeo-rent-index-2025";

export type Area = "centre" | "outside";
export const AREAS: readonly Area[] = ["centre", "outside"];

/**
 * A monthly rent in USD: a source's figure, or an estimate with its basis (null for a published figure). `countryWide`:
 * an estimate every such city of the country shares (a country's median index, or its price level), not the city's own.
 */
export type RentFigure = { usd: number; sources: Citation[]; estimate: string | null; countryWide?: boolean };

/** A rent is current when its as-of date is at most this many months before the day the data is used for. */
export const RENT_CURRENT_MONTHS = 24;

/** The first month (YYYY-MM) a current rent may be dated; a year alone ("2024") counts as before any month of it. */
export function currentFrom(on: Date): string {
  const day = new Date(Date.UTC(on.getUTCFullYear(), on.getUTCMonth(), 1));
  day.setUTCMonth(day.getUTCMonth() - RENT_CURRENT_MONTHS);
  return day.toISOString().slice(0, 7);
}

export const isCurrentRent = (asOf: string, from: string): boolean => asOf >= from;

/** The published 1-bedroom rents of a city, in USD (null where no source gives one or it cannot be converted). */
export type SourcedRents = Record<Area, { usd: number | null; source: Citation }>;

type CityRents = { name: string; sourced: SourcedRents };
type CountryCities = { slug: CountrySlug; name: string; cities: CityRents[] };

/** Too few current cities and a median says little: no estimate of that kind. */
export const MIN_CITIES_FOR_ESTIMATE = 5;

type PerPoint = { usd: number; cities: number };
export type RentCalibration = {
  from: string;
  byIndex: Record<Area, PerPoint | null>;
  byPriceLevel: Record<Area, PerPoint | null>;
};

const AREA_WORDS: Record<Area, string> = { centre: "in the centre", outside: "outside the centre" };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

const plain = (name: string) => name.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();

/** The index value of a city under the name the index gives it ("Malaga" for Málaga, "The Hague (Den Haag)"). */
export function cityIndex(slug: CountrySlug, city: string, index: RentIndexDataset = numbeoRentIndex2025): number | null {
  const wanted = plain(city);
  const entry = Object.entries(index.cities[slug] ?? {}).find(([name]) => {
    const listed = plain(name);
    return listed === wanted || listed.startsWith(`${wanted} (`) || listed.includes(`(${wanted})`) || (wanted === "ghent" && listed === "gent");
  });
  return entry ? entry[1] : null;
}

const currentUsd = (cost: SourcedRents[Area], from: string): number | null => (cost.usd !== null && isCurrentRent(cost.source.asOf, from) ? cost.usd : null);

/** Dollars per point of the index and of the price level, from the cities whose sourced rent is current. */
export function calibrateRents(countries: readonly CountryCities[], on: Date, levels: PriceLevelDataset = icpPriceLevels2021): RentCalibration {
  const from = currentFrom(on);
  const perPoint = (area: Area, pointsOf: (country: CountryCities, city: CityRents) => number | null): PerPoint | null => {
    const ratios = countries.flatMap((country) =>
      country.cities.flatMap((city) => {
        const usd = currentUsd(city.sourced[area], from);
        const points = pointsOf(country, city);
        return usd !== null && points !== null && points > 0 ? [usd / points] : [];
      }),
    );
    return ratios.length >= MIN_CITIES_FOR_ESTIMATE ? { usd: median(ratios), cities: ratios.length } : null;
  };
  const byIndex = (area: Area) => perPoint(area, (country, city) => cityIndex(country.slug, city.name));
  const byLevel = (area: Area) => perPoint(area, (country) => levels.countries[country.slug]?.overall ?? null);
  return {
    from,
    byIndex: { centre: byIndex("centre"), outside: byIndex("outside") },
    byPriceLevel: { centre: byLevel("centre"), outside: byLevel("outside") },
  };
}

const points = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

/** The estimate for one area, or null where the calibration has too few cities. */
function estimateRent(country: CountryCities, city: CityRents, area: Area, calibration: RentCalibration, levels: PriceLevelDataset): RentFigure | null {
  const indexRate = calibration.byIndex[area];
  const basis = (rate: PerPoint, what: string) =>
    `$${rate.usd.toFixed(2)} a month per ${what}, the median across the ${rate.cities} cities in our data with a sourced 1-bedroom rent ${AREA_WORDS[area]} from the last ${RENT_CURRENT_MONTHS} months`;
  const own = cityIndex(country.slug, city.name);
  if (own !== null && indexRate) {
    return {
      usd: Math.round(own * indexRate.usd),
      sources: [numbeoRentIndex2025.source],
      estimate: `estimated from Numbeo's 2025 rent index for ${city.name} (${points(own)}, New York = 100) at ${basis(indexRate, "index point")}`,
    };
  }
  const listed = Object.entries(numbeoRentIndex2025.cities[country.slug] ?? {});
  if (listed.length > 0 && indexRate) {
    const countryIndex = median(listed.map(([, value]) => value));
    const names = listed.map(([name]) => name.replace(/ \(.*\)$/, ""));
    return {
      usd: Math.round(countryIndex * indexRate.usd),
      sources: [numbeoRentIndex2025.source],
      countryWide: true,
      estimate: `estimated from Numbeo's 2025 rent index, which has no figure for ${city.name}: the ${listed.length === 1 ? `index of ${names[0]}` : `median index of ${country.name}'s cities in it (${names.join(", ")})`}, ${points(countryIndex)} (New York = 100), stands in at ${basis(indexRate, "index point")}; rents in a smaller city may be lower`,
    };
  }
  const level = levels.countries[country.slug]?.overall;
  const levelRate = calibration.byPriceLevel[area];
  if (level === undefined || !levelRate) return null;
  return {
    usd: Math.round(level * levelRate.usd),
    sources: [levels.source],
    countryWide: true,
    estimate: `a rough estimate: no rent index covers ${country.name}'s cities, so ${country.name}'s overall price level (World Bank ICP ${levels.year}: ${points(level)}, world = 100) is taken at ${basis(levelRate, "price-level point")}`,
  };
}

/**
 * The 1-bedroom rents the budget uses for a city, area by area: a current sourced rent as published; an estimate in
 * place of an older one (naming it); an estimate where no source gives one, unless the city has a current rent.
 */
export function oneBedroomRents(country: CountryCities, city: CityRents, calibration: RentCalibration, levels: PriceLevelDataset = icpPriceLevels2021): Record<Area, RentFigure | null> {
  const sourced = (area: Area): RentFigure | null => {
    const cost = city.sourced[area];
    return cost.usd === null ? null : { usd: cost.usd, sources: [cost.source], estimate: null };
  };
  const anyCurrent = AREAS.some((area) => currentUsd(city.sourced[area], calibration.from) !== null);
  const estimated = (area: Area): RentFigure | null => {
    const old = sourced(area);
    if (old && isCurrentRent(city.sourced[area].source.asOf, calibration.from)) return old;
    // A city with a current rent in the other area gets no invented figure where no source gives one.
    if (!old && anyCurrent) return null;
    const estimate = estimateRent(country, city, area, calibration, levels);
    if (!estimate) {
      // No estimate possible: an older sourced rent is still shown, and says how old it is.
      return old ? { ...old, estimate: `${city.name}'s last sourced rent, from ${city.sourced[area].source.asOf}, older than ${RENT_CURRENT_MONTHS} months` } : null;
    }
    if (!old) return estimate;
    return {
      ...estimate,
      sources: [...estimate.sources, ...old.sources],
      estimate: `${estimate.estimate}; ${city.name}'s last sourced rent, ${formatUsd(old.usd)} from ${city.sourced[area].source.asOf}, is older than ${RENT_CURRENT_MONTHS} months`,
    };
  };
  return { centre: estimated("centre"), outside: estimated("outside") };
}

/**
 * A rent estimate as a city's cost estimate (the sentence a guide or table prints) and back (the phrase a verdict puts
 * in brackets): the one place the two forms meet, so the catalog and the households room read the same words.
 */
export function rentAsCostEstimate(rent: RentFigure & { estimate: string }): CostEstimate {
  const basis = `${rent.estimate.charAt(0).toUpperCase()}${rent.estimate.slice(1)}.`;
  return { usd: rent.usd, basis, sources: rent.sources, label: rent.countryWide ? "country estimate" : "estimate" };
}

export function rentFromCostEstimate(estimate: CostEstimate): RentFigure {
  return { usd: estimate.usd, sources: estimate.sources, estimate: `${estimate.basis.charAt(0).toLowerCase()}${estimate.basis.slice(1, -1)}` };
}

/** How a city with no current sourced rent gets one, for the methodology page. */
export const RENT_ESTIMATE_METHOD = `A rent counts as current when its source is dated within the last ${RENT_CURRENT_MONTHS} months. Where a city has no current sourced 1-bedroom rent, we estimate one from Numbeo's 2025 Rent Index (New York City = 100): the city's index, times the median dollars per index point across the cities in our data whose sourced rent is current. A city the index does not list takes the median index of its country's cities in it, which may overstate a smaller city's rents. For a country with no city in the index, a rough estimate takes the country's overall price level (World Bank ICP 2021) in the same way. Each estimate is marked as one, names its figures, and mentions the city's older sourced rent where there is one.`;
