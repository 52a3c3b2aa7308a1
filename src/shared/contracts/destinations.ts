/** GET /api/destinations: the wizard's country and city lists (one source of truth). */
import type { ClimatePreference } from "../constants";
import type { AssessmentRequest } from "./assessments";
import type { FlagImage } from "../flags";

export type DestinationSummary = {
  name: string;
  slug: string;
  climateTypes: ClimatePreference[];
  coastal: boolean;
  cities: string[];
  /** The cities a source classes on their own, by name: the climate the score counts when that city is chosen. */
  cityClimates: Record<string, { type: ClimatePreference; koppen: string }>;
};

export type DestinationsResponse = { countries: DestinationSummary[] };

/** GET /api/methodology: how the score is computed, for the methodology page and the report. */
export type MethodologySource = { name: string; url: string; asOf: string };
export type MethodologyFactor = {
  key: string;
  label: string;
  measures: string;
  formula: string;
  sources: MethodologySource[];
};
export type Methodology = {
  version: string;
  method: string;
  summary: string[];
  factors: MethodologyFactor[];
  /** `rule` says which climates count as close (adjacency lists them; an empty list: only an exact match fits). */
  climate: { rule: string; adjacency: Record<string, readonly string[]>; fit: string; importance: string };
  location: string[];
  budget: string[];
  /** How a city's missing utilities, groceries and transport are estimated for the country, with the sources. */
  costEstimates: { method: string; sources: MethodologySource[] };
  missingData: string;
  matchLevels: { level: string; range: string }[];
};

/**
 * GET /api/best-countries: six destinations scored by the assessment's own scoring for one reference profile
 * and ranked by that score, with editorial descriptions and ratings taken from the sourced data.
 */
/** A 0-100 rating with the index it comes from: `value` is the figure as published, null when there is none. */
export type SourcedRating = { score: number | null; indicator: string; value: string | null; source: MethodologySource | null };
export type BestCountry = {
  name: string;
  /** The flag image the site serves (src/web/public/flags/). */
  flag: FlagImage;
  image: { src: string; alt: string };
  /** Position in the list: 1 for the highest overallScore. */
  rank: number;
  /** The overall_score an assessment with the reference profile, this country and referenceClimate gets. */
  overallScore: number;
  /** The climate preference the score assumes: one the country has, so climate fits fully. */
  referenceClimate: ClimatePreference;
  description: string;
  highlights: string[];
  immigrationPaths: string[];
  costOfLiving: "Low" | "Moderate" | "High";
  costOfLivingBasis: string;
  healthcareRating: SourcedRating;
  safetyRating: SourcedRating;
  language: string;
  climate: string[];
  popularCities: string[];
  /** The popular cities that have a city guide (/city/{country}/{city}): the page links only these. */
  cityGuides: string[];
  keyBenefits: string[];
};

/**
 * The answers every best-countries score is computed for, as the wizard would send them; the country and its
 * climate preference (BestCountry.referenceClimate) are the card's.
 */
export type ReferenceProfile = Omit<AssessmentRequest, "preferred_country" | "preferred_city" | "climate_preference"> & { preferred_city: null };

export type BestCountriesResponse = {
  /** `summary` says the profile in plain words, for the page. */
  referenceProfile: { answers: ReferenceProfile; summary: string };
  countries: BestCountry[];
};
