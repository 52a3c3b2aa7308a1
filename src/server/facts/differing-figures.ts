/**
 * Every figure with a second, independent source (`crossCheck`, issue 30), and those whose second source gives
 * another value (`differs`): the report says the sources differ, and the data audit lists each one so the team
 * settles it on the official page; a safety-critical figure with a second source is not a single-page gap. Walks the same parts of the
 * data, with the same paths, as all-citations.ts.
 */
import { dataRoots, type CitationArea } from "./all-citations";
import { isCitation, type Citation } from "./citation";

export type DifferingFigure = { area: CitationArea; country: string | null; path: string; citation: Citation; second: Citation; differs: string };

type CrossChecked = { source: Citation; crossCheck: { source: Citation; differs?: string } };

const isCrossChecked = (value: object): value is CrossChecked => {
  const { source, crossCheck } = value as Partial<CrossChecked>;
  return typeof source === "object" && source !== null && isCitation(source) && typeof crossCheck === "object" && crossCheck !== null && isCitation(crossCheck.source);
};

/** A figure with a second source recorded: `differs` is absent when the second source agrees. */
export type CrossCheckedFigure = Omit<DifferingFigure, "differs"> & { differs?: string };

function walk(area: CitationArea, country: string | null, path: string, value: unknown, out: CrossCheckedFigure[]): void {
  if (value === null || typeof value !== "object") return;
  if (isCrossChecked(value)) {
    const { differs } = value.crossCheck;
    out.push({ area, country, path, citation: value.source, second: value.crossCheck.source, ...(differs ? { differs } : {}) });
  }
  for (const [key, child] of Object.entries(value)) walk(area, country, `${path}.${key}`, child, out);
}

/** Every figure in the product's data with a second source, agreeing or not. */
export function allCrossCheckedFigures(): CrossCheckedFigure[] {
  const out: CrossCheckedFigure[] = [];
  for (const { area, country, path, value } of dataRoots()) walk(area, country, path, value, out);
  return out;
}

/** The figures whose second source gives another value. */
export const differingOf = (figures: CrossCheckedFigure[]): DifferingFigure[] =>
  figures.flatMap((figure) => (figure.differs ? [{ ...figure, differs: figure.differs }] : []));
