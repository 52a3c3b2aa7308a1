/** Creating and reading assessments: validation against the destination catalog, scoring, storage. */
import { incomePairProblem, type AlternativesResponse, type AssessmentRequest } from "@shared/contracts/assessments";
import type { EligibilityResponse } from "@shared/contracts/eligibility";
import type { ExchangeRates } from "@server/destinations/data/dataset.schema";
import { eligibilityFor } from "@server/eligibility/eligibility";
import type { FitFor } from "@server/eligibility/eligibility-fit";
import type { FactCatalogue } from "@server/facts/catalogue/fact-catalogue";
import type { Database } from "@server/db/database";
import { isUniqueViolation } from "@server/db/dialect";
import type { Destination, DestinationCatalog } from "@server/destinations/catalog";
import { AppError } from "@server/http/errors";
import { rankDestinations, topAlternatives } from "@server/scoring/rank-destinations";
import { scoreAssessment, SCORING_VERSION, type ScoredAssessment } from "@server/scoring/score-assessment";
import { newAssessmentId } from "./assessment-id";
import { requestOf } from "@shared/contracts/assessments";
import { presentAssessmentJson, presentFields, type AssessmentWithoutBreakdown } from "./assessment.presenter";
import { findAssessmentById, type AssessmentInsert } from "./assessments.repository";

export const ASSESSMENT_NOT_FOUND = "Assessment not found";

export type ScoredRequest = { request: AssessmentRequest; destination: Destination; result: ScoredAssessment };

/**
 * A request checked against the catalog (country and city by name, canonical spelling) and scored: what a
 * stored assessment and the operator's in-memory preview are both made of. Throws the 400 the API answers
 * for an unknown country or city, or a climate conflict (requiresReselection).
 */
export function scoreRequest(catalog: DestinationCatalog, fitFor: FitFor, request: AssessmentRequest): ScoredRequest {
  const incomeProblem = incomePairProblem(request);
  if (incomeProblem) throw new AppError(400, incomeProblem);
  const destination = catalog.findByName(request.preferred_country);
  if (!destination) {
    const names = catalog.destinations.map((d) => d.name).join(", ");
    throw new AppError(400, `preferred_country must be one of the ${catalog.destinations.length} destinations: ${names}`);
  }
  let city: string | null = null;
  if (request.preferred_city !== null) {
    const match = destination.cities.find((c) => c.name.toLowerCase() === request.preferred_city?.toLowerCase());
    if (!match) {
      const names = destination.cities.map((c) => c.name).join(", ");
      throw new AppError(400, `preferred_city must be empty or one of ${destination.name}'s cities: ${names}`);
    }
    city = match.name;
  }

  const canonical: AssessmentRequest = { ...request, preferred_country: destination.name, preferred_city: city };
  const result = scoreAssessment(canonical, destination, fitFor(canonical, destination));
  if (result.kind === "climate_conflict") {
    throw new AppError(
      400,
      `Climate incompatibility: ${result.country} has no ${result.userPreference} or similar climate (it has ${result.countryClimate}).`,
      {
        requiresReselection: true,
        climateConflict: {
          userPreference: result.userPreference,
          country: result.country,
          countryClimate: result.countryClimate,
        },
      },
    );
  }
  return { request: canonical, destination, result };
}

export async function createAssessment(
  insert: AssessmentInsert,
  catalog: DestinationCatalog,
  fitFor: FitFor,
  request: AssessmentRequest,
  now: Date = new Date(),
): Promise<{ id: number }> {
  const { request: canonical, result } = scoreRequest(catalog, fitFor, request);
  const timestamp = now.toISOString();
  for (let attempt = 1; ; attempt += 1) {
    const id = newAssessmentId();
    try {
      await insert({
        id,
        ...canonical,
        climate_importance: result.climate_importance,
        overall_score: result.overall_score,
        match_level: result.match_level,
        budget_compatibility: result.budget_compatibility,
        breakdown: JSON.stringify(result.breakdown),
        scoring_version: SCORING_VERSION,
        created_at: timestamp,
        updated_at: timestamp,
      });
      return { id };
    } catch (error) {
      // A random 53-bit id colliding is astronomically unlikely; draw again rather than fail.
      if (attempt < 3 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

/** The assessment as the spec's JSON text (see presentAssessmentJson), or undefined. */
export async function getAssessmentJson(db: Database, id: number): Promise<string | undefined> {
  const row = await findAssessmentById(db, id);
  return row ? presentAssessmentJson(row) : undefined;
}

/** A stored assessment's fields without its breakdown (not parsed), or undefined. */
export async function findAssessmentFields(db: Database, id: number): Promise<AssessmentWithoutBreakdown | undefined> {
  const row = await findAssessmentById(db, id);
  return row ? presentFields(row) : undefined;
}

/** The best other matches for an assessment's answers. */
export function alternativesFor(assessment: AssessmentWithoutBreakdown, catalog: DestinationCatalog, fitFor: FitFor): AlternativesResponse {
  const ranking = rankDestinations(requestOf(assessment), catalog.destinations, fitFor);
  return {
    alternatives: topAlternatives(ranking, assessment.preferred_country),
    compatibleCountries: ranking.length,
    noRouteOpenAnywhere: ranking.length > 0 && ranking.every((entry) => !entry.routeOpen),
  };
}

/** Each residence route of the assessed country checked against the answers, or undefined when its country is not in the catalog. */
export function eligibilityOf(
  assessment: AssessmentWithoutBreakdown,
  catalog: DestinationCatalog,
  facts: FactCatalogue,
  rates: ExchangeRates,
): EligibilityResponse | undefined {
  const destination = catalog.findByName(assessment.preferred_country);
  return destination ? eligibilityFor(assessment, destination, facts, rates) : undefined;
}
