/**
 * Every destination scored for the same answers: the "top alternatives" on the results page and the
 * ranking page of the report. Pure: the same request and destinations always give the same ranking.
 *
 * Rules: a destination whose climate conflicts with the chosen climate is left out (the wizard would
 * ask the person to choose again there too); a destination with a residence route open to the person ranks above
 * every one with none (issue 28.2: a retiree is not sent first to a country without a retirement route, however
 * well it scores); within each, by score; the score depends on the answers and the destination only
 * (never on the country named in the request; the city named counts only for its own country's rent in the
 * Budget line, elsewhere the country's typical rent does); ties are broken by name so the order never flickers.
 */
import type { AssessmentRequest, RankedDestination } from "@shared/contracts/assessments";
import type { Destination } from "@server/destinations/catalog";
import { noEligibility, type FitFor } from "@server/eligibility/eligibility-fit";
import { matchLevelFor, overallScore } from "./score-assessment";

export const TOP_ALTERNATIVES = 3;

/** `fitFor` is the same eligibility the assessment was scored with, so the chosen country ranks at its own score. */
export function rankDestinations(request: AssessmentRequest, destinations: readonly Destination[], fitFor: FitFor = noEligibility): RankedDestination[] {
  const ranked: RankedDestination[] = [];
  for (const destination of destinations) {
    const fit = fitFor(request, destination);
    const score = overallScore(request, destination, fit);
    if (score !== null) ranked.push({ country: destination.name, overall_score: score, match_level: matchLevelFor(score), routeOpen: fit !== "below" });
  }
  return ranked.sort((a, b) => Number(b.routeOpen) - Number(a.routeOpen) || b.overall_score - a.overall_score || a.country.localeCompare(b.country));
}

/** The best-scoring destinations other than the one assessed. */
export function topAlternatives(ranking: readonly RankedDestination[], assessedCountry: string, count = TOP_ALTERNATIVES): RankedDestination[] {
  const assessed = assessedCountry.toLowerCase();
  return ranking.filter((entry) => entry.country.toLowerCase() !== assessed).slice(0, count);
}
