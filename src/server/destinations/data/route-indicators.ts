/**
 * The Ease of Immigration factor's route figures, read from the knowledge base's residence routes rather than
 * typed a second time (issue 18: the score said Portugal's D7 asks $941 a month while the eligibility card of the
 * same report said $1,040, two editions of one minimum wage).
 *
 * - A route kind the knowledge base lists is open (true), cited as the route's own sources; one it marks
 *   not-offered is closed (false), cited as the source that says so. Where the knowledge base has not checked a
 *   kind yet, the route dataset's own value stands.
 * - The retirement route's minimum monthly income is the lowest monthly income floor among the country's
 *   retirement routes, converted with the one exchange-rate table exactly as eligibility converts it. A floor
 *   derived from a base quantity uses the edition in force on the day asked for, the same edition the day's
 *   reports and eligibility cards use (services build the day's data once per set of editions, in-force.ts).
 */
import type { CountryRoutes, ResidenceRoute, RouteKind, Unknown } from "@server/knowledge/knowledge.schema";
import { isResearched } from "@server/knowledge/index";
import { residenceRoutes as routesData } from "@server/knowledge/residence-routes/index";
import { routesOn } from "@server/knowledge/residence-routes/routes-on";
import { quantityNamed } from "@server/facts/base-quantities/index";
import { thresholdInUsd } from "@server/knowledge/threshold-usd";
import type { Citation } from "@server/facts/citation";
import { COUNTRY_SLUGS, type CountrySlug, type ExchangeRates, type IndicatorDataset, type IndicatorValue } from "./dataset.schema";

/** The residence routes as shown on a day: thresholds defined from a base quantity take that day's edition. */
const routesShownOn = (on: Date) =>
  Object.fromEntries(
    Object.entries(routesData).map(([slug, entry]) => [slug, isResearched(entry) ? routesOn(entry, on, quantityNamed) : entry]),
  ) as Record<CountrySlug, CountryRoutes | Unknown>;

type RouteDatasets = {
  retirementRoute: IndicatorDataset<boolean>;
  remoteWorkRoute: IndicatorDataset<boolean>;
  investmentRoute: IndicatorDataset<boolean>;
  skilledWorkRoute: IndicatorDataset<boolean>;
};

const KIND_OF: Record<keyof RouteDatasets, RouteKind> = {
  retirementRoute: "retirement",
  remoteWorkRoute: "remote-work",
  investmentRoute: "investment",
  skilledWorkRoute: "work",
};

/** The first citation a route carries: its threshold's, else its fee's, processing time's or duration's. */
function routeCitation(route: ResidenceRoute): Citation | undefined {
  for (const fact of [route.threshold, route.fee, route.processingTime, route.durationAndRenewal, route.permanentResidence]) {
    if ("source" in fact) return fact.source;
  }
  return route.minimumAge?.source;
}

function routeValue(entry: CountryRoutes, kind: RouteKind, stated: IndicatorValue<boolean>): IndicatorValue<boolean> {
  const route = entry.routes.find((r) => r.kind === kind);
  const source = route && routeCitation(route);
  if (route && source) return { value: true, source, note: route.name };
  const absent = entry.absent.find((a) => a.kind === kind && a.status === "not-offered");
  if (absent?.source) return { value: false, source: absent.source, note: absent.note };
  return stated;
}

/**
 * The lowest monthly income floor of the country's retirement routes, cited as that route's own source; where there is
 * no floor, the page that says so (the route's own, or the source that says no such route is offered), never a page
 * about another country.
 */
function retirementIncome(entry: CountryRoutes | null, rates: ExchangeRates, route: IndicatorValue<boolean>): IndicatorValue<number> {
  const said = route.source ? { source: route.source } : {};
  if (route.value === false) return { value: null, note: "No retirement or passive-income residence route.", ...said };
  const floors = (entry?.routes ?? [])
    .filter((route) => route.kind === "retirement")
    .flatMap((route) => {
      const threshold = route.threshold;
      if ("value" in threshold || (threshold.kind !== "income" && threshold.kind !== "salary")) return [];
      const usd = thresholdInUsd(threshold, rates);
      return usd === null ? [] : [{ route, threshold, usd }];
    })
    .sort((a, b) => a.usd - b.usd);
  const lowest = floors[0];
  if (!lowest) {
    return {
      value: null,
      note: "The retirement route sets no monthly income floor that can be stated in US dollars (it asks for savings or an investment, or no source states the amount).",
      ...said,
    };
  }
  return { value: Math.round(lowest.usd), source: lowest.threshold.source, note: `${lowest.route.name}: ${lowest.threshold.basis}` };
}

/** Replaces the route datasets' values with what the residence routes say on `on`, and adds the income floor. */
export function withRouteFacts<T extends { indicators: RouteDatasets; exchangeRates: ExchangeRates }>(
  data: T,
  on: Date,
): T & { indicators: T["indicators"] & { passiveIncomeThreshold: IndicatorDataset<number> } } {
  const residenceRoutes = routesShownOn(on);
  const indicators = { ...data.indicators } as T["indicators"] & { passiveIncomeThreshold: IndicatorDataset<number> };
  for (const name of Object.keys(KIND_OF) as (keyof RouteDatasets)[]) {
    const dataset = data.indicators[name];
    const values = Object.fromEntries(
      COUNTRY_SLUGS.map((slug) => {
        const entry = residenceRoutes[slug];
        return [slug, isResearched(entry) ? routeValue(entry, KIND_OF[name], dataset.values[slug]) : dataset.values[slug]];
      }),
    ) as Record<CountrySlug, IndicatorValue<boolean>>;
    indicators[name] = { ...dataset, values };
  }
  indicators.passiveIncomeThreshold = {
    id: "passive-income-threshold",
    source: data.indicators.retirementRoute.source,
    unit: "USD per month, single applicant: the lowest minimum income of the country's retirement / passive-income routes",
    values: Object.fromEntries(
      COUNTRY_SLUGS.map((slug) => {
        const entry = residenceRoutes[slug];
        return [slug, retirementIncome(isResearched(entry) ? entry : null, data.exchangeRates, indicators.retirementRoute.values[slug])];
      }),
    ) as Record<CountrySlug, IndicatorValue<number>>,
  };
  return { ...data, indicators };
}
