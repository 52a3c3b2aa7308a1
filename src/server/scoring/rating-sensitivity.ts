/**
 * How the buyer's own ratings move the score: for each factor, the overall score with that one rating a
 * star lower and a star higher, everything else unchanged. Pure; the same engine call the score uses.
 */
import { FACTORS, type FactorKey } from "@shared/constants";
import type { AssessmentRequest } from "@shared/contracts/assessments";
import type { Destination } from "@server/destinations/catalog";
import type { EligibilityFit } from "@server/eligibility/eligibility-fit";
import { overallScore } from "./score-assessment";

export type RatingSensitivity = {
  key: FactorKey;
  label: string;
  rating: number;
  /** The score with this rating one star lower; null at 0 stars. */
  lower: number | null;
  /** The score with this rating one star higher; null at 5 stars. */
  higher: number | null;
};

const MAX_RATING = 5;

export function ratingSensitivity(request: AssessmentRequest, destination: Destination, fit: EligibilityFit): RatingSensitivity[] {
  const withRating = (field: (typeof FACTORS)[number]["field"], rating: number) => overallScore({ ...request, [field]: rating }, destination, fit);
  return FACTORS.map(({ key, field, label }) => {
    const rating = request[field];
    return {
      key,
      label,
      rating,
      lower: rating > 0 ? withRating(field, rating - 1) : null,
      higher: rating < MAX_RATING ? withRating(field, rating + 1) : null,
    };
  });
}
