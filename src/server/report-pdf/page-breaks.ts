/**
 * Where a run of entries that never split (the sources appendix) breaks across pages, planned before drawing so
 * the last page is never left with one or two of them: as many as fit on each page, then, if the last page would
 * hold fewer than `minLast`, entries move over from the page before until it holds `minLast` (or all that fit).
 */
export type PageSpace = {
  /** Points left on the page the run starts on. */
  first: number;
  /** Points on every following page. */
  page: number;
  /** The fewest entries the last page should hold. */
  minLast: number;
};

/** The positions of the entries that start a new page. */
export function pageBreaksFor(heights: readonly number[], space: PageSpace): Set<number> {
  const starts: number[] = [];
  let room = space.first;
  heights.forEach((height, position) => {
    // An entry that does not fit starts a new page, unless the page holds nothing yet (then it is too tall for any).
    if (height > room && room < space.page) {
      starts.push(position);
      room = space.page;
    }
    room -= height;
  });
  const lastStart = starts.at(-1);
  if (lastStart === undefined) return new Set();
  const previousStart = starts.at(-2) ?? 0;
  const tail = (from: number) => heights.slice(from).reduce((sum, height) => sum + height, 0);
  let last = lastStart;
  while (heights.length - last < space.minLast && last - 1 > previousStart && tail(last - 1) <= space.page) last -= 1;
  starts[starts.length - 1] = last;
  return new Set(starts);
}
