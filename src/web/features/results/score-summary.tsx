import { Star } from "lucide-react";
import type { Assessment } from "@shared/contracts/assessments";
import { matchLevelClasses, matchLevelLabel, scoreMessage, starsForScore } from "./display-rules";

export function ScoreSummary({ assessment }: { assessment: Assessment }) {
  const stars = starsForScore(assessment.overall_score);
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl bg-white p-6 text-center shadow-sm sm:flex-row sm:text-left">
      <div
        className={`flex h-28 w-28 shrink-0 flex-col items-center justify-center rounded-full ${matchLevelClasses(assessment.match_level)}`}
        aria-label={`Score ${assessment.overall_score} out of 100, ${matchLevelLabel(assessment.match_level)} match`}
        role="img"
      >
        <span className="text-4xl font-extrabold">{assessment.overall_score}</span>
        <span className="text-xs font-semibold uppercase">{matchLevelLabel(assessment.match_level)}</span>
      </div>
      <div>
        <p className="text-xl font-semibold">
          {assessment.preferred_country}
          {assessment.preferred_city ? `, ${assessment.preferred_city}` : ""}
        </p>
        <div className="mt-1 flex justify-center sm:justify-start" role="img" aria-label={`${stars} out of 5 stars`}>
          {[1, 2, 3, 4, 5].map((n) => (
            <Star key={n} aria-hidden="true" className={`h-6 w-6 ${n <= stars ? "fill-amber-400 text-amber-500" : "text-slate-300"}`} />
          ))}
        </div>
        <p className="mt-2 text-slate-700">{scoreMessage(assessment.overall_score)}</p>
      </div>
    </div>
  );
}
