import type { FastifyInstance } from "fastify";
import type { BestCountry, SourcedRating } from "@shared/contracts/destinations";
import type { DestinationCatalog } from "@server/destinations/catalog";
import type { DestinationData } from "@server/destinations/data/index";
import type { FactorScore } from "@server/destinations/factor-scores";
import { BEST_COUNTRIES } from "./best-countries";
import { hasCityGuide } from "./content";

/** A single-index factor's rating: its score, the index's figure (none when the score is null) and source. */
function rating(factor: FactorScore): SourcedRating {
  const evidence = factor.evidence[0];
  return {
    score: factor.score,
    indicator: evidence?.label ?? "Score",
    value: factor.score === null ? null : (evidence?.value ?? null),
    source: evidence ? evidence.source : null,
  };
}

/** The residence routes the sourced data says are open, with the route's name from its note. */
function immigrationPaths(data: DestinationData, slug: keyof DestinationData["places"]): string[] {
  const routes = [
    ["Retirement / passive income", data.indicators.retirementRoute],
    ["Remote work", data.indicators.remoteWorkRoute],
    ["Investment", data.indicators.investmentRoute],
    ["Skilled work", data.indicators.skilledWorkRoute],
  ] as const;
  return routes.flatMap(([label, dataset]) => {
    const entry = dataset.values[slug];
    if (entry.value !== true) return [];
    const name = entry.note?.split(/[.;(]/)[0]?.trim();
    return [name && name.length < 60 ? `${label}: ${name}` : label];
  });
}

export function buildBestCountries(catalog: DestinationCatalog, data: DestinationData): BestCountry[] {
  return BEST_COUNTRIES.map((editorial) => {
    const destination = catalog.findByName(editorial.name);
    if (!destination) throw new Error(`Best countries: ${editorial.name} is not a destination`);
    const popularCities = destination.cities.map((city) => city.name);
    return {
      ...editorial,
      immigrationPaths: immigrationPaths(data, destination.slug),
      healthcareRating: rating(destination.factors.healthcare),
      safetyRating: rating(destination.factors.safety),
      climate: destination.climateTypes,
      popularCities,
      cityGuides: popularCities.filter((city) => hasCityGuide(editorial.name, city)),
    };
  });
}

export async function bestCountriesRoutes(app: FastifyInstance, options: { catalog: DestinationCatalog; data: DestinationData }): Promise<void> {
  const list = buildBestCountries(options.catalog, options.data);
  app.get("/api/best-countries", async (_request, reply) =>
    reply.header("Cache-Control", "public, max-age=300").send({ countries: list }),
  );
}
