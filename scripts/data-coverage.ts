/**
 * `npm run data:coverage`: how complete the destination data is, per dataset: values, nulls, the oldest
 * as-of date and the sources used (by host). A measure to act on, not a test.
 */
import { COST_ITEMS, LARGER_RENT_ITEMS } from "../src/server/destinations/data/dataset.schema";
import { loadDestinationData } from "../src/server/destinations/data/index";
import { buildCatalog } from "../src/server/destinations/catalog";
import { isCurrentRent } from "../src/server/destinations/rent-estimates";
import { usdPerUnit } from "../src/server/destinations/exchange-rates";
import { ESTIMATE_MODEL, ESTIMATED_ITEMS, estimateMonthlyCost, estimateSources } from "../src/server/destinations/cost-estimates";
import { collectSources } from "../src/server/knowledge/collect-sources";
import { premiumBands } from "../src/server/knowledge/healthcare/premium-bands";
import { isResearched, KNOWLEDGE_TOPICS, loadKnowledgeBase } from "../src/server/knowledge/index";

type Row = { dataset: string; values: number; nulls: number; oldest: string; sources: string };

const host = (url: string) => new URL(url).hostname.replace(/^www\./, "");
const summarise = (hosts: string[]) => {
  const counts = new Map<string, number>();
  for (const name of hosts) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([name, count]) => `${name} (${count})`).join(", ");
};

const data = loadDestinationData();
const rows: Row[] = [];

for (const [name, dataset] of Object.entries(data.indicators)) {
  const entries = Object.values(dataset.values) as { value: unknown; url?: string; asOf?: string }[];
  const known = entries.filter((entry) => entry.value !== null);
  rows.push({
    dataset: name,
    values: known.length,
    nulls: entries.length - known.length,
    oldest: known.map((entry) => entry.asOf ?? dataset.source.asOf).sort()[0] ?? "-",
    sources: summarise(known.map((entry) => host(entry.url ?? dataset.source.url))),
  });
}

const cities = Object.values(data.places).flatMap((country) => country.cities);
for (const item of COST_ITEMS) {
  const known = cities.filter((city) => city.costs[item].value !== null);
  rows.push({
    dataset: `cities.${item}`,
    values: known.length,
    nulls: cities.length - known.length,
    oldest: known.map((city) => (city.costs[item].source ?? city.costsSource).asOf).sort()[0] ?? "-",
    sources: summarise(known.map((city) => host((city.costs[item].source ?? city.costsSource).url))),
  });
}

// Rents of larger homes, for households (issue 29.1): sourced figures per size and area.
for (const item of LARGER_RENT_ITEMS) {
  const known = cities.filter((city) => city.costs[item]?.value != null);
  rows.push({
    dataset: `cities.${item}`,
    values: known.length,
    nulls: cities.length - known.length,
    oldest: known.map((city) => (city.costs[item]?.source ?? city.costsSource).asOf).sort()[0] ?? "-",
    sources: summarise(known.map((city) => host((city.costs[item]?.source ?? city.costsSource).url))),
  });
}

// Cities with no figure of their own, covered by the labelled country estimate (issue 19.5), and those left with neither.
for (const item of ESTIMATED_ITEMS) {
  const missing = Object.values(data.places).flatMap((country) => country.cities.filter((city) => city.costs[item].value === null).map(() => country.country));
  const estimated = missing.filter((slug) => estimateMonthlyCost(item, slug, slug) !== null);
  rows.push({
    dataset: `estimates.${item}`,
    values: estimated.length,
    nulls: missing.length - estimated.length,
    oldest: `${ESTIMATE_MODEL.levels.year}`,
    sources: summarise(estimateSources().map((source) => host(source.url))),
  });
}

const used = new Set(cities.flatMap((city) => COST_ITEMS.map((item) => city.costs[item].currency)));
const missingRates = [...used].filter((currency) => usdPerUnit(data.exchangeRates, currency) === undefined);
const rates = Object.values(data.exchangeRates);
rows.push({
  dataset: "exchangeRates",
  values: rates.length,
  nulls: missingRates.length,
  oldest: rates.map((rate) => rate.source.asOf).sort()[0] ?? "-",
  sources: `${summarise(rates.map((rate) => host(rate.source.url)))}${missingRates.length ? `; no rate for ${missingRates.sort().join(", ")}` : ""}`,
});

const knowledge = loadKnowledgeBase();
for (const topic of KNOWLEDGE_TOPICS) {
  const entries = Object.values(knowledge[topic]) as object[];
  const researched = entries.filter((entry) => isResearched(entry));
  const sources = researched.flatMap(collectSources);
  rows.push({
    dataset: `knowledge.${topic}`,
    values: researched.length,
    nulls: entries.length - researched.length,
    oldest: sources.map((source) => source.asOf).sort()[0] ?? "-",
    sources: summarise(sources.map((source) => host(source.url))),
  });
}
for (const [name, facts] of [["usTaxRules", knowledge.usTaxRules], ["usPreparations", Object.values(knowledge.usPreparations)]] as const) {
  const sources = collectSources(facts);
  rows.push({
    dataset: `knowledge.${name}`,
    values: facts.length,
    nulls: 0,
    oldest: sources.map((source) => source.asOf).sort()[0] ?? "-",
    sources: summarise(sources.map((source) => host(source.url))),
  });
}

// Health cover by age band (issue 19.5): bands with a figure (quoted, same at every age, or estimated) per kind.
{
  const bands = Object.values(knowledge.healthcare).flatMap((entry) => ("premiumsByAge" in entry ? premiumBands(entry) : []));
  for (const kind of ["quoted", "same-at-every-age", "estimate", "income-based", "none"] as const) {
    const matching = bands.filter((band) => band.kind === kind);
    rows.push({
      dataset: `healthcare.ageBands.${kind}`,
      values: matching.length,
      nulls: bands.length - matching.length,
      oldest: matching.flatMap((band) => band.sources.map((source) => source.asOf)).sort()[0] ?? "-",
      sources: summarise(matching.flatMap((band) => band.sources.map((source) => host(source.url)))),
    });
  }
}

/** Rents as every room reads them (issue 29.1): current sourced, an estimate for the city, a country-wide estimate, or none. */
const catalog = buildCatalog(data);
type HouseholdRow = { country: string; cities: number; current: number; estimated: number; countryWide: number; noRent: number; stale: number; threeBedroom: number; schools: string; dependants: string };
const households: HouseholdRow[] = Object.values(data.places).map((places) => {
  const destination = catalog.findByName(places.name);
  const cities = destination?.cities ?? [];
  const centre = (city: (typeof cities)[number]) => city.costs.rentCentre;
  const schools = knowledge.schools[places.country];
  const schoolFacts = isResearched(schools) ? [schools.publicSchools, schools.compulsoryAges, schools.enrolment, schools.schoolYearStarts].filter((fact) => isResearched(fact)).length : 0;
  const routes = knowledge.residenceRoutes[places.country];
  const withFamily = isResearched(routes) ? routes.routes.filter((route) => route.conditions?.dependants.partner !== undefined).length : 0;
  const withPartnerIncome = isResearched(routes) ? routes.routes.filter((route) => route.conditions?.dependants.partnerIncome).length : 0;
  const rentDates = (city: (typeof places.cities)[number]) => [city.costs.rentCentre, city.costs.rentOutside].filter((cost) => cost.value !== null).map((cost) => (cost.source ?? city.costsSource).asOf);
  return {
    country: places.name,
    cities: cities.length,
    current: cities.filter((city) => city.costs.rentCentre.usd !== null || city.costs.rentOutside.usd !== null).length,
    estimated: cities.filter((city) => centre(city).estimate?.label === "estimate").length,
    countryWide: cities.filter((city) => centre(city).estimate?.label === "country estimate").length,
    noRent: cities.filter((city) => [city.costs.rentCentre, city.costs.rentOutside].every((cost) => cost.usd === null && !cost.estimate)).length,
    stale: places.cities.filter((city) => rentDates(city).length > 0 && rentDates(city).every((asOf) => !isCurrentRent(asOf, destination?.rentsCurrentFrom ?? ""))).length,
    threeBedroom: places.cities.filter((city) => city.costs.rent3Centre?.value != null || city.costs.rent3Outside?.value != null).length,
    schools: `${schoolFacts}/4${isResearched(schools) ? `, ${schools.internationalSchools.length} intl` : ""}`,
    dependants: isResearched(routes) ? `${withFamily}/${routes.routes.length} rules, ${withPartnerIncome} partner income` : "-",
  };
});

const width = Math.max(...rows.map((row) => row.dataset.length));
console.log(`${"dataset".padEnd(width)}  values  nulls  oldest      sources`);
for (const row of rows) {
  console.log(`${row.dataset.padEnd(width)}  ${String(row.values).padStart(6)}  ${String(row.nulls).padStart(5)}  ${row.oldest.padEnd(10)}  ${row.sources}`);
}

console.log(`\nHouseholds by country (issue 29): cities whose 1-bedroom rent is sourced and current (dated ${catalog.destinations[0]?.rentsCurrentFrom ?? "-"} or later), estimated for the city, a country-wide estimate, or none; cities whose sourced rent is older (an estimate stands in); with a 3-bedroom rent; schools facts; routes with family rules and with a rule on a partner's income`);
console.log("country         cities  current  estimated  country-wide  none  older  3-bed  schools        family rules");
for (const row of households) {
  console.log(
    `${row.country.padEnd(15)} ${String(row.cities).padStart(6)}  ${String(row.current).padStart(7)}  ${String(row.estimated).padStart(9)}  ${String(row.countryWide).padStart(12)}  ${String(row.noRent).padStart(4)}  ${String(row.stale).padStart(5)}  ${String(row.threeBedroom).padStart(5)}  ${row.schools.padEnd(13)}  ${row.dependants}`,
  );
}
const rentless = households.filter((row) => row.noRent > 0).map((row) => `${row.country} (${row.noRent})`);
console.log(rentless.length === 0 ? "Every listed city has a current sourced rent or a labelled estimate." : `Cities with no rent at all: ${rentless.join(", ")}`);
