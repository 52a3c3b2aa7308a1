import { publicSource } from "@server/facts/citation";
import type { FastifyInstance } from "fastify";
import type { BestCountriesResponse, BestCountry, SourcedRating } from "@shared/contracts/destinations";
import { scoreRequest } from "@server/assessments/assessments.service";
import type { DestinationCatalog } from "@server/destinations/catalog";
import type { DestinationData } from "@server/destinations/data/index";
import type { FactorScore } from "@server/destinations/factor-scores";
import { eligibilityFitter, type FitFor } from "@server/eligibility/eligibility-fit";
import { factsInForce, type InForce } from "@server/in-force";
import { oncePer } from "@server/once-per";
import { BEST_COUNTRIES } from "./best-countries";
import { hasCityGuide } from "./content";
import { describeReferenceProfile, REFERENCE_PROFILE, referenceRequest } from "./reference-profile";

/** A single-index factor's rating: its score, the index's figure (none when the score is null) and source. */
function rating(factor: FactorScore): SourcedRating {
  const evidence = factor.evidence[0];
  return {
    score: factor.score,
    indicator: evidence?.label ?? "Score",
    value: factor.score === null ? null : (evidence?.value ?? null),
    source: evidence ? publicSource(evidence.source) : null,
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

/**
 * The list, scored and ranked. Each score is what POST /api/assessments stores for the reference profile
 * with that country: the same scoreRequest (catalog check, eligibility fit, scoring engine), so the list and
 * an assessment cannot disagree. Ties keep a fixed order by name, as the alternatives ranking does.
 */
export function buildBestCountries(catalog: DestinationCatalog, data: DestinationData, fitFor: FitFor): BestCountriesResponse {
  const scored = BEST_COUNTRIES.map((editorial) => {
    const destination = catalog.findByName(editorial.name);
    if (!destination) throw new Error(`Best countries: ${editorial.name} is not a destination`);
    const { request, result } = scoreRequest(catalog, fitFor, referenceRequest(destination));
    const popularCities = destination.cities.map((city) => city.name);
    return {
      ...editorial,
      overallScore: result.overall_score,
      referenceClimate: request.climate_preference,
      immigrationPaths: immigrationPaths(data, destination.slug),
      healthcareRating: rating(destination.factors.healthcare),
      safetyRating: rating(destination.factors.safety),
      climate: destination.climateTypes,
      popularCities,
      cityGuides: popularCities.filter((city) => hasCityGuide(editorial.name, city)),
    };
  });
  const ranked = scored.sort((a, b) => b.overallScore - a.overallScore || a.name.localeCompare(b.name));
  return {
    referenceProfile: { answers: REFERENCE_PROFILE, summary: describeReferenceProfile(REFERENCE_PROFILE) },
    countries: ranked.map((country, index): BestCountry => ({ ...country, rank: index + 1 })),
  };
}

/** The list for one set of editions in force, with the eligibility the assessments API uses (same knowledge, same rates). */
const bestCountriesOf = oncePer((inForce: InForce) =>
  buildBestCountries(inForce.catalog, inForce.data, eligibilityFitter(factsInForce(inForce), inForce.data.exchangeRates)),
);

/** Scored once per set of editions in force (today's at start-up), then served from memory. */
export async function bestCountriesRoutes(app: FastifyInstance, options: { today: () => InForce }): Promise<void> {
  bestCountriesOf(options.today());
  app.get("/api/best-countries", async (_request, reply) => reply.header("Cache-Control", "public, max-age=300").send(bestCountriesOf(options.today())));
}
