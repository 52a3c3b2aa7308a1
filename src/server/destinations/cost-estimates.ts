/**
 * Estimated monthly costs for a city the sources give no figure for (issue 19.5): what a one-person US household
 * spends on the item (BLS Consumer Expenditure Survey), priced at the country's price level for it relative to the
 * United States (World Bank ICP 2021). An estimate is a country figure, never a city's: it is labelled as one
 * wherever it is shown, and it never replaces a city's own sourced figure.
 *
 *   estimate (USD a month) = US one-person spending on the item / 12 x (country's price level / US price level)
 *
 * The price level paired with each item is the ICP heading closest to it: food and non-alcoholic beverages for
 * groceries, transport services for fares; ICP publishes no level for household energy and water alone (its
 * housing heading is mostly rent), so utilities use the country's overall (GDP) price level.
 */
import type { Citation, CountrySlug } from "./data/dataset.schema";
import { icpPriceLevels2021, type PriceLevelDataset, type PriceLevels } from "./data/price-levels/icp-2021";
import { usOnePersonSpending, type SpendingBasket } from "./data/price-levels/us-one-person-spending";

export const ESTIMATED_ITEMS = ["utilities", "groceries", "transport"] as const;
export type EstimatedItem = (typeof ESTIMATED_ITEMS)[number];

const HEADING: Record<EstimatedItem, { level: keyof PriceLevels; name: string }> = {
  groceries: { level: "food", name: "food and non-alcoholic beverages" },
  transport: { level: "transportServices", name: "transport services" },
  utilities: { level: "overall", name: "overall (GDP)" },
};

export type CostEstimate = {
  usd: number;
  /** One sentence a reader can check: the US figure, the price levels and the result. */
  basis: string;
  sources: Citation[];
  /** How a table labels the figure: "country estimate" (one figure for every city), "estimate" (the city's own). */
  label: "country estimate" | "estimate";
};

export type EstimateModel = { levels: PriceLevelDataset; basket: SpendingBasket };

export const ESTIMATE_MODEL: EstimateModel = { levels: icpPriceLevels2021, basket: usOnePersonSpending };

/** The estimate for one item in one country, or null when the model has no figure for it. */
export function estimateMonthlyCost(item: EstimatedItem, country: CountrySlug, countryName: string, model: EstimateModel = ESTIMATE_MODEL): CostEstimate | null {
  const levels = model.levels.countries[country];
  const spending = model.basket.items[item];
  if (!levels || !spending) return null;
  const heading = HEADING[item];
  const relative = levels[heading.level] / model.levels.unitedStates[heading.level];
  const usMonthly = spending.annualUsd / 12;
  const usd = Math.round(usMonthly * relative);
  return {
    usd,
    basis:
      `Country estimate, not a city figure: a one-person US household spends about $${Math.round(usMonthly)} a month on ${spending.what} ` +
      `(BLS, ${model.basket.year}); ${HEADING[item].name} prices in ${countryName} were ${Math.round(relative * 100)}% of US prices in ${model.levels.year} (World Bank ICP).`,
    sources: [...spending.sources, model.levels.source],
    label: "country estimate",
  };
}

/** The method in words, for the methodology page and the report. */
export function estimateMethod(model: EstimateModel = ESTIMATE_MODEL): string {
  return (
    `Where no source gives a city's utilities, groceries or transport, we estimate them for the country: what a one-person US household spends on the item ` +
    `(US Bureau of Labor Statistics, Consumer Expenditure Survey ${model.basket.year}), multiplied by the country's price level for it relative to the United States ` +
    `(World Bank International Comparison Program ${model.levels.year}, CC BY 4.0): food and non-alcoholic beverages for groceries, transport services for fares, ` +
    `and the overall price level for utilities, which ICP does not publish on its own. Estimates are marked as such, are the same for every city of a country, ` +
    `assume US spending habits and ${model.levels.year} relative prices, and never replace a figure a source gives for the city.`
  );
}

/** Every source the estimates rest on, once each. */
export function estimateSources(model: EstimateModel = ESTIMATE_MODEL): Citation[] {
  const all = [...Object.values(model.basket.items).flatMap((item) => item.sources), model.levels.source];
  return all.filter((source, index) => all.findIndex((other) => other.url === source.url) === index);
}
