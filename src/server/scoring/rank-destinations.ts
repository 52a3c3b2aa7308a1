/**
 * Every destination scored for the same answers: the "top alternatives" on the results page and the
 * ranking page of the report. Pure: the same request and destinations always give the same ranking.
 *
 * Rules: a destination whose climate conflicts with the chosen climate is left out (the wizard would
 * ask the person to choose again there too); a city preference applies only to the assessed country,
 * since cities belong to one country; ties are broken by name so the order never flickers.
 */
import type { AssessmentRequest, RankedDestination } from "@shared/contracts/assessments";
import type { Destination } from "@server/destinations/catalog";
import { scoreAssessment } from "./score-assessment";

export const TOP_ALTERNATIVES = 3;

export function rankDestinations(request: AssessmentRequest, destinations: readonly Destination[]): RankedDestination[] {
  const assessed = request.preferred_country.toLowerCase();
  const ranked: RankedDestination[] = [];
  for (const destination of destinations) {
    const sameCountry = destination.name.toLowerCase() === assessed;
    const result = scoreAssessment(
      { ...request, preferred_country: destination.name, preferred_city: sameCountry ? request.preferred_city : null },
      destination,
    );
    if (result.kind === "scored") {
      ranked.push({ country: destination.name, overall_score: result.overall_score, match_level: result.match_level });
    }
  }
  return ranked.sort((a, b) => b.overall_score - a.overall_score || a.country.localeCompare(b.country));
}

/** The best-scoring destinations other than the one assessed. */
export function topAlternatives(ranking: readonly RankedDestination[], assessedCountry: string, count = TOP_ALTERNATIVES): RankedDestination[] {
  const assessed = assessedCountry.toLowerCase();
  return ranking.filter((entry) => entry.country.toLowerCase() !== assessed).slice(0, count);
}
