import { describe, expect, it } from "vitest";
import { allCitations } from "@server/facts/all-citations";
import type { Citation } from "@server/facts/citation";
import { inForceByDay, factsInForce } from "@server/in-force";
import type { KnowledgeBase } from "@server/knowledge/index";
import { buildFactCatalogue, elementKey } from "./fact-catalogue";
import { idSegment } from "./fact";

const onDay = inForceByDay();
const TODAY = new Date("2026-11-29T12:00:00Z");
const catalogue = factsInForce(onDay(TODAY));

const holdsCitation = (value: unknown): boolean =>
  value !== null && typeof value === "object" && ("url" in value && "publisher" in value ? true : Object.values(value).some(holdsCitation));

/** The same data with every list of entries in reverse order (a fact's own lists, such as tax bands, keep theirs). */
function reversedLists<T>(value: T): T {
  if (Array.isArray(value)) {
    const entries = value.map(reversedLists);
    return (entries.some((entry) => entry !== null && typeof entry === "object" && holdsCitation(entry) && !("publisher" in entry)) ? entries.reverse() : entries) as T;
  }
  if (value !== null && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, reversedLists(child)])) as T;
  return value;
}

describe("fact catalogue (issue 31)", () => {
  it("names every fact by what it is, never by a position in a list, and gives each its own id", () => {
    for (const fact of catalogue.facts) {
      expect(fact.id, fact.id).toMatch(/^[a-z0-9-]+(\/[a-z0-9-]+)+$/);
      expect(fact.id.split("/").some((segment) => /^\d+$/.test(segment)), fact.id).toBe(false);
      // A suffix "-2" is how two entries named alike are told apart: the real data has none.
      const base = fact.id.replace(/-\d+$/, "");
      if (base !== fact.id) expect(catalogue.byId.has(base), `${fact.id} shares its name with ${base}`).toBe(false);
    }
  });

  it("keeps every fact's id when the entries of every list are reordered", () => {
    const inForce = onDay(TODAY);
    const reordered = buildFactCatalogue({ knowledge: reversedLists(inForce.knowledge) as KnowledgeBase, data: reversedLists(inForce.data) });
    const said = (facts: typeof catalogue.facts) => new Map(facts.map((fact) => [fact.id, fact.fingerprint]));
    expect(said(reordered.facts)).toEqual(said(catalogue.facts));
  });

  it("holds every figure the knowledge base and the destination data cite", () => {
    const cited = new Set<Citation>(catalogue.facts.map((fact) => fact.citation));
    const ownCitations = allCitations().filter(
      ({ path, area }) => /\.(source|citation)$/.test(path) && !/\.(crossCheck|edition)\./.test(path) && !/^(baseQuantities|cityGuides|costEstimates|usPreparations)\./.test(path) && area !== "directory" &&
        // A dataset's own citation is a fact only through a country's value that uses it.
        !/^indicators\.[^.]+\.source$/.test(path),
    );
    const missing = ownCitations.filter(({ citation }) => !cited.has(citation)).map(({ path }) => path);
    expect(missing).toEqual([]);
  });

  it("states a fact as the report does: the money with its currency and period, the numbers to call", () => {
    const panama = catalogue.byId.get("emergency/panama/numbers");
    expect(panama?.value).toBe("police 104, ambulance 911, fire 911");
    const d7 = catalogue.facts.find((fact) => fact.id.startsWith("residence-routes/portugal/") && fact.id.endsWith("/threshold") && fact.value.includes("EUR"));
    expect(d7?.value).toMatch(/^EUR [\d,.]+ a (month|year)$/);
    expect(d7?.appliesFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("gives a rule-defined figure its new value and first day when the clock crosses its edition", () => {
    const before = factsInForce(onDay(new Date("2026-05-31T12:00:00Z")));
    const after = factsInForce(onDay(new Date("2026-06-01T12:00:00Z")));
    const visitorFloor = (facts: typeof catalogue) => facts.facts.find((fact) => fact.id.startsWith("residence-routes/france/") && fact.appliesFrom?.startsWith("2026-") && fact.value.includes("EUR"));
    const then = visitorFloor(before);
    const now = after.byId.get(then?.id ?? "");
    expect(then?.appliesFrom).toBe("2026-01-01");
    expect(now?.appliesFrom).toBe("2026-06-01");
    expect(now?.fingerprint).not.toBe(then?.fingerprint);
    expect(now?.value).not.toBe(then?.value);
  });

  it("names list entries by their id, name, first day or age band", () => {
    expect(elementKey({ id: "d7", name: "D7 residence visa" })).toBe("d7");
    expect(elementKey({ appliesFrom: "2026-06-01", value: 1 })).toBe("2026-06-01");
    expect(elementKey({ kind: "embassy", city: "Panama City" })).toBe("panama-city");
    expect(elementKey({ forAges: { from: 30, to: 39 } })).toBe("ages-30-39");
    expect(elementKey({ fromYears: 45, threshold: {} })).toBe("from-45");
    expect(() => elementKey({ value: 3 })).toThrow(/nothing to name it by/);
    expect(idSegment("rentCentre")).toBe("rent-centre");
    expect(idSegment("São Paulo")).toBe("sao-paulo");
  });
});
