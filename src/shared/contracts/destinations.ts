/** GET /api/destinations: the wizard's country and city lists (one source of truth). */
import type { ClimatePreference } from "../constants";
import type { FlagImage } from "../flags";

export type DestinationSummary = {
  name: string;
  slug: string;
  climateTypes: ClimatePreference[];
  coastal: boolean;
  cities: string[];
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
  missingData: string;
  matchLevels: { level: string; range: string }[];
};

/** GET /api/best-countries: the editorial ranking with ratings taken from the sourced data. */
/** A 0-100 rating with the index it comes from: `value` is the figure as published, null when there is none. */
export type SourcedRating = { score: number | null; indicator: string; value: string | null; source: MethodologySource | null };
export type BestCountry = {
  name: string;
  /** The flag image the site serves (src/web/public/flags/). */
  flag: FlagImage;
  image: { src: string; alt: string };
  rank: number;
  overallScore: number;
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
