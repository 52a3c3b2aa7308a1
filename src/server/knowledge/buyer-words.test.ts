/**
 * Buyers read plain statements (issue 30 point 4): no text of the knowledge base that a page, the report or an
 * e-mail can show describes how a figure was found ("title from URL slug", "the source's table shows", "our fact
 * catalogue"). Research notes (`research`) are internal and are the only place for such words.
 */
import { describe, expect, it } from "vitest";
import { dataRoots } from "@server/facts/all-citations";

function shownStrings(value: unknown, path: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === "string") out.push([path, value]);
  else if (value !== null && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) if (key !== "research" && key !== "url") shownStrings(child, `${path}.${key}`, out);
  }
  return out;
}

/** How the data was gathered, in the words a reader found in reports; "was not found" stays allowed in a gap's note. */
const MACHINERY = /url slug|fact catalogue|the source's|search store|stored copy|stored page|github copy|\bcommit\b|search tool/i;

describe("the words a buyer reads", () => {
  it("never describe how a figure was found", () => {
    const machinery = dataRoots()
      .flatMap(({ path, value }) => shownStrings(value, path))
      .filter(([, text]) => MACHINERY.test(text))
      .map(([path, text]) => `${path}: ${text}`);
    expect(machinery).toEqual([]);
  });
});
