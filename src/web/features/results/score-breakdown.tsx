import { Link } from "react-router";
import type { ScoreBreakdown } from "@shared/contracts/assessments";
import { isRatedFactor, weightInWords } from "@shared/breakdown-wording";
import { FACTOR_DESCRIPTIONS } from "@shared/factor-descriptions";
import { formatPoints } from "./display-rules";


/** What earned points, what lost them, and why (the API's breakdown), with a link to the method. */
export function ScoreBreakdownTable({ breakdown, score }: { breakdown: ScoreBreakdown; score: number }) {
  const lines = breakdown.factors.filter((line) => line.pointsPossible > 0);
  const cap = breakdown.budgetCap ?? null;
  return (
    <section aria-labelledby="breakdown-heading" className="rounded-2xl bg-white p-6 shadow-sm">
      <h2 id="breakdown-heading" className="text-xl font-bold">How your score was calculated</h2>
      <p className="mt-1 text-sm text-slate-600">
        The more a line matters to you, the more of the 100 points it can earn; it earns them in proportion to how well the destination does on it.
      </p>
      <ul className="mt-4 space-y-4">
        {lines.map((line) => {
          const earnedPercent = (line.pointsEarned / line.pointsPossible) * 100;
          const description = isRatedFactor(line) ? FACTOR_DESCRIPTIONS[line.factor as keyof typeof FACTOR_DESCRIPTIONS] : null;
          return (
            <li key={line.factor}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-semibold">
                  {line.label} <span className="text-sm font-normal text-slate-500">({weightInWords(line)})</span>
                </span>
                <span className="text-sm tabular-nums">
                  {formatPoints(line.pointsEarned)} of {formatPoints(line.pointsPossible)} points
                  {!line.sourced && <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs">no sourced figure</span>}
                </span>
              </div>
              {description && <p className="text-xs text-slate-500">{description}</p>}
              <div className="mt-1 h-2.5 rounded-full bg-slate-200" aria-hidden="true">
                <div className="h-2.5 rounded-full bg-brand-600" style={{ width: `${earnedPercent}%` }} />
              </div>
              <p className="mt-1 text-sm text-slate-600">{line.reason}</p>
            </li>
          );
        })}
      </ul>
      <dl className={`mt-5 grid gap-2 border-t border-slate-200 pt-4 text-sm ${cap ? "sm:grid-cols-4" : "sm:grid-cols-3"}`}>
        <div>
          <dt className="text-slate-500">Points earned</dt>
          <dd className="font-semibold tabular-nums">{formatPoints(breakdown.weightedAverage)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Weak spots that matter to you</dt>
          <dd className="font-semibold tabular-nums">-{formatPoints(breakdown.balancePenalty)}</dd>
        </div>
        {cap && (
          <div>
            <dt className="text-slate-500">Budget limit</dt>
            <dd className="font-semibold tabular-nums">-{cap.pointsRemoved}</dd>
          </div>
        )}
        <div>
          <dt className="text-slate-500">Your score</dt>
          <dd className="font-semibold tabular-nums">{score}</dd>
        </div>
      </dl>
      <p className="mt-2 text-sm text-slate-600">{breakdown.balanceReason}</p>
      {cap && <p className="mt-2 text-sm font-medium text-amber-800">{cap.reason}</p>}
      {breakdown.notes.map((note) => (
        <p key={note} className="mt-2 text-sm text-slate-600">{note}</p>
      ))}
      <Link to="/methodology" className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline">
        How we score destinations, and our sources
      </Link>
    </section>
  );
}
