/** The results page's display rules (spec section 4, "Results display rules"), pure for testing. */
import { splitBudgetCompatibility } from "@shared/budget-compatibility";

/** 1-5 stars: up to 20 -> 1, up to 40 -> 2, up to 60 -> 3, up to 80 -> 4, above -> 5. */
export function starsForScore(score: number): number {
  if (score <= 20) return 1;
  if (score <= 40) return 2;
  if (score <= 60) return 3;
  if (score <= 80) return 4;
  return 5;
}

export function scoreMessage(score: number): string {
  if (score >= 90) return "This destination is an excellent match for your preferences and requirements.";
  if (score >= 71) return "This destination aligns very well with most of your preferences.";
  if (score >= 51) return "This destination meets many of your requirements with some considerations.";
  return "This destination may have significant challenges for your specific needs.";
}

/** Badge colours by match level: perfect green, very_good blue, good yellow/orange, other red. */
export function matchLevelClasses(level: string): string {
  switch (level) {
    case "perfect":
      return "bg-green-700 text-white";
    case "very_good":
      return "bg-blue-700 text-white";
    case "good":
      return "bg-amber-500 text-slate-900";
    default:
      return "bg-red-700 text-white";
  }
}

export function matchLevelLabel(level: string): string {
  return level.replace(/_/g, " ").replace(/\b\w/g, (letter) => letter.toUpperCase());
}

/** "good - explanation" -> { status: "GOOD", explanation }; no separator -> the whole text explains. */
export function parseBudget(text: string): { status: string; explanation: string; classes: string } {
  const { status: prefix, explanation } = splitBudgetCompatibility(text);
  const lower = prefix.toLowerCase();
  const classes = lower.startsWith("excellent")
    ? "bg-green-100 text-green-900"
    : lower.startsWith("good")
      ? "bg-blue-100 text-blue-900"
      : lower.startsWith("tight")
        ? "bg-yellow-100 text-yellow-900"
        : "bg-red-100 text-red-900";
  return { status: prefix.toUpperCase(), explanation, classes };
}

/** "beachside" stays, "some_value" -> "some value". */
export function withSpaces(text: string): string {
  return text.replace(/_/g, " ");
}

/** The results page's document title: "{Country} ({city}) - score {n}/100". */
export function resultsTitle(assessment: { preferred_country: string; preferred_city: string | null; overall_score: number }): string {
  const place = assessment.preferred_city ? `${assessment.preferred_country} (${assessment.preferred_city})` : assessment.preferred_country;
  return `${place} - score ${assessment.overall_score}/100`;
}

/** Points as the breakdown shows them: at most one decimal ("12.3", "20"). */
export function formatPoints(points: number): string {
  return points.toLocaleString("en-US", { maximumFractionDigits: 1 });
}
