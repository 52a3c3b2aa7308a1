import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pageBreaksFor } from "./page-breaks";

/** The entries on each page, from the planned breaks. */
function pagesOf(count: number, breaks: Set<number>): number[][] {
  const pages: number[][] = [[]];
  for (let position = 0; position < count; position += 1) {
    if (breaks.has(position)) pages.push([]);
    pages.at(-1)?.push(position);
  }
  return pages;
}

describe("page breaks for entries that never split", () => {
  it("puts every entry on the page it starts when they all fit", () => {
    expect(pageBreaksFor([20, 20, 20], { first: 100, page: 600, minLast: 6 })).toEqual(new Set());
  });

  it("moves entries over so the last page is not left with one or two", () => {
    // 10 entries of 30 points: 9 fit on the first page (270 of 280), one would be left alone on the next.
    const breaks = pageBreaksFor(Array(10).fill(30), { first: 280, page: 600, minLast: 6 });
    expect(pagesOf(10, breaks).map((page) => page.length)).toEqual([4, 6]);
  });

  it("starts the run on a new page when not even its first entry fits where it starts", () => {
    expect(pagesOf(3, pageBreaksFor([50, 50, 50], { first: 20, page: 600, minLast: 6 })).map((page) => page.length)).toEqual([0, 3]);
  });

  it("never overfills a page and leaves the last page at least minLast entries when there are enough", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 20, max: 60 }), { minLength: 1, maxLength: 120 }), fc.integer({ min: 0, max: 600 }), (heights, first) => {
        const space = { first, page: 600, minLast: 6 };
        const pages = pagesOf(heights.length, pageBreaksFor(heights, space));
        pages.forEach((page, number) => {
          const used = page.reduce((sum, position) => sum + (heights[position] ?? 0), 0);
          expect(used).toBeLessThanOrEqual(number === 0 ? first : space.page);
        });
        const last = pages.at(-1) ?? [];
        if (pages.length > 1 && (pages.at(-2)?.length ?? 0) + last.length > space.minLast) expect(last.length).toBeGreaterThanOrEqual(space.minLast);
      }),
    );
  });
});
