import { describe, expect, it } from "vitest";
import { COUNTRY_SLUGS } from "@server/destinations/data/dataset.schema";
import { isResearched, loadKnowledgeBase, rawKnowledgeBase, validateKnowledgeBase } from "./index";
import { ROUTE_KINDS, type CountryRoutes } from "./knowledge.schema";

const portugal = rawKnowledgeBase.residenceRoutes.portugal as CountryRoutes;
const withPortugal = (routes: unknown) => ({ ...rawKnowledgeBase, residenceRoutes: { ...rawKnowledgeBase.residenceRoutes, portugal: routes as CountryRoutes } });

describe("the knowledge base", () => {
  it("validates at start-up and has an entry, or an explicit null with a note, for every country", () => {
    const knowledge = loadKnowledgeBase();
    for (const slug of COUNTRY_SLUGS) {
      const entry = knowledge.residenceRoutes[slug];
      if (isResearched(entry)) expect(entry.country).toBe(slug);
      else expect(entry.note.length, slug).toBeGreaterThan(20);
    }
  });

  it("covers every route kind of a researched country, as a route or as absent with a reason", () => {
    for (const entry of Object.values(loadKnowledgeBase().residenceRoutes)) {
      if (!isResearched(entry)) continue;
      for (const kind of ROUTE_KINDS) {
        expect(entry.routes.some((r) => r.kind === kind) || entry.absent.some((a) => a.kind === kind), `${entry.country} ${kind}`).toBe(true);
      }
    }
  });

  it("rejects a threshold without a currency or a period, naming the country and field", () => {
    const route = portugal.routes[0]!;
    const { currency: _currency, ...noCurrency } = route.threshold as { currency: string };
    expect(() => validateKnowledgeBase(withPortugal({ ...portugal, routes: [{ ...route, threshold: noCurrency }, ...portugal.routes.slice(1)] }))).toThrow(
      /Knowledge base residenceRoutes\/portugal: routes\.0\.threshold/,
    );
    const { period: _period, ...noPeriod } = route.threshold as { period: string };
    expect(() => validateKnowledgeBase(withPortugal({ ...portugal, routes: [{ ...route, threshold: noPeriod }] }))).toThrow(/portugal/);
  });

  it("rejects a fact without a source URL and an unexplained null", () => {
    const route = portugal.routes[0]!;
    const unsourced = { ...route, durationAndRenewal: { text: "Two years." } };
    expect(() => validateKnowledgeBase(withPortugal({ ...portugal, routes: [unsourced] }))).toThrow(/portugal/);
    const silentNull = { ...route, fee: { value: null, note: "" } };
    expect(() => validateKnowledgeBase(withPortugal({ ...portugal, routes: [silentNull] }))).toThrow(/portugal/);
  });

  it("rejects a route kind marked not offered without the source that says so", () => {
    const absent = [{ kind: "investment", status: "not-offered", note: "No investment route exists in this test country." }];
    expect(() => validateKnowledgeBase(withPortugal({ ...portugal, routes: portugal.routes.filter((r) => r.kind !== "investment"), absent }))).toThrow(
      /not-offered needs the source/,
    );
  });

  it("rejects a country that leaves a route kind unaccounted for", () => {
    expect(() => validateKnowledgeBase(withPortugal({ ...portugal, routes: portugal.routes.slice(0, 1), absent: [] }))).toThrow(
      /every route kind/,
    );
  });
});
