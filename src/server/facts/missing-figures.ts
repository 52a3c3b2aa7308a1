/**
 * Every figure the data says no source gives, with where it sits: a knowledge-base `{ value: null, note }`, an
 * indicator value or a city cost whose `value` is null with a note. Walks the same parts of the data, with the same
 * paths, as all-citations.ts, so the data audit can put both lists side by side.
 */
import { dataRoots, type CitationArea } from "./all-citations";

export type MissingFigure = {
  area: CitationArea;
  country: string | null;
  path: string;
  /** What is missing, in plain words (shown to buyers beside the gap). */
  note: string;
  /** What was searched: internal, for the team's re-check only. */
  research?: string;
};

type NullFigure = { value: null; note?: unknown; research?: unknown };

const isNullFigure = (value: object): value is NullFigure => "value" in value && (value as { value: unknown }).value === null;

/** The null figures inside `value` (itself included), found the way all-citations.ts finds citations. */
export function nullFiguresIn(area: CitationArea, country: string | null, path: string, value: unknown, out: MissingFigure[] = []): MissingFigure[] {
  if (value === null || typeof value !== "object") return out;
  if (isNullFigure(value)) {
    const { note, research } = value;
    out.push({ area, country, path, note: typeof note === "string" ? note : "", ...(typeof research === "string" ? { research } : {}) });
    return out;
  }
  for (const [key, child] of Object.entries(value)) nullFiguresIn(area, country, `${path}.${key}`, child, out);
  return out;
}

/** Every missing figure in the product's data. */
export function allMissingFigures(): MissingFigure[] {
  const out: MissingFigure[] = [];
  for (const { area, country, path, value } of dataRoots()) nullFiguresIn(area, country, path, value, out);
  return out;
}
