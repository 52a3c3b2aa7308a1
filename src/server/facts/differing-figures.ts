/**
 * Every figure with a second, independent source (`crossCheck`, issue 30), and those whose second source gives
 * another value (`differs`): the report says the sources differ, and the data audit lists each one so the team
 * settles it on the official page; a safety-critical figure with a second source is not a single-page gap. Walks the same parts of the
 * data, with the same paths, as all-citations.ts.
 */
import { dataRoots, type CitationArea, type PlacedData } from "./all-citations";
import { isCitation, type Citation } from "./citation";

export type DifferingFigure = { area: CitationArea; country: string | null; path: string; citation: Citation; second: Citation; differs: string };

type CrossCheckRecord = { source: Citation; differs?: string };

/** A figure's own citation (`source`, or `citation` for a base quantity's edition) and its second source. */
function crossCheckedOf(value: object): { own: Citation; crossCheck: CrossCheckRecord } | null {
  const { source, citation, crossCheck } = value as { source?: unknown; citation?: unknown; crossCheck?: unknown };
  const own = [source, citation].find((candidate): candidate is Citation => typeof candidate === "object" && candidate !== null && isCitation(candidate));
  const second = crossCheck as Partial<CrossCheckRecord> | undefined;
  if (!own || typeof second !== "object" || second === null || typeof second.source !== "object" || !isCitation(second.source)) return null;
  return { own, crossCheck: second as CrossCheckRecord };
}

/** A figure with a second source recorded: `differs` is absent when the second source agrees. */
export type CrossCheckedFigure = Omit<DifferingFigure, "differs"> & { differs?: string };

function walk(area: CitationArea, country: string | null, path: string, value: unknown, out: CrossCheckedFigure[]): void {
  if (value === null || typeof value !== "object") return;
  const checked = crossCheckedOf(value);
  if (checked) {
    const { differs } = checked.crossCheck;
    out.push({ area, country, path, citation: checked.own, second: checked.crossCheck.source, ...(differs ? { differs } : {}) });
  }
  for (const [key, child] of Object.entries(value)) walk(area, country, `${path}.${key}`, child, out);
}

/** The figures with a second source in the given parts of the data (every part by default), agreeing or not. */
export function allCrossCheckedFigures(roots: PlacedData[] = dataRoots()): CrossCheckedFigure[] {
  const out: CrossCheckedFigure[] = [];
  for (const { area, country, path, value } of roots) walk(area, country, path, value, out);
  return out;
}

/** The figures whose second source gives another value. */
export const differingOf = (figures: CrossCheckedFigure[]): DifferingFigure[] =>
  figures.flatMap((figure) => (figure.differs ? [{ ...figure, differs: figure.differs }] : []));
