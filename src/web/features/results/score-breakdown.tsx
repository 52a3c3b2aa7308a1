import { Link } from "react-router";
import type { ScoreBreakdown } from "@shared/contracts/assessments";

/** What earned points, what lost them, and why (the API's breakdown), with a link to the method. */
export function ScoreBreakdownTable({ breakdown, score }: { breakdown: ScoreBreakdown; score: number }) {
  const lines = breakdown.factors.filter((line) => line.pointsPossible > 0);
  return (
    <section aria-labelledby="breakdown-heading" className="rounded-2xl bg-white p-6 shadow-sm">
      <h2 id="breakdown-heading" className="text-xl font-bold">How your score was calculated</h2>
      <p className="mt-1 text-sm text-slate-600">
        Each line's share of the 100 points follows your rating; it earns that share times the destination's score.
      </p>
      <ul className="mt-4 space-y-4">
        {lines.map((line) => {
          const earnedPercent = line.pointsPossible === 0 ? 0 : (line.pointsEarned / line.pointsPossible) * 100;
          return (
            <li key={line.factor}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-semibold">
                  {line.label} <span className="text-sm font-normal text-slate-500">(weight {line.rating}/5)</span>
                </span>
                <span className="text-sm tabular-nums">
                  {line.pointsEarned} of {line.pointsPossible} points
                  {!line.sourced && <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs">no sourced figure</span>}
                </span>
              </div>
              <div className="mt-1 h-2.5 rounded-full bg-slate-200" aria-hidden="true">
                <div className="h-2.5 rounded-full bg-brand-600" style={{ width: `${earnedPercent}%` }} />
              </div>
              <p className="mt-1 text-sm text-slate-600">{line.reason}</p>
            </li>
          );
        })}
      </ul>
      <dl className="mt-5 grid gap-2 border-t border-slate-200 pt-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-500">Points earned</dt>
          <dd className="font-semibold tabular-nums">{breakdown.weightedAverage}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Balance rule</dt>
          <dd className="font-semibold tabular-nums">-{breakdown.balancePenalty}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Your score</dt>
          <dd className="font-semibold tabular-nums">{score}</dd>
        </div>
      </dl>
      <p className="mt-2 text-sm text-slate-600">{breakdown.balanceReason}</p>
      {breakdown.notes.map((note) => (
        <p key={note} className="mt-2 text-sm text-slate-600">{note}</p>
      ))}
      <Link to="/methodology" className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline">
        How we score destinations, and our sources
      </Link>
    </section>
  );
}
