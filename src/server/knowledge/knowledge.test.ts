import { describe, expect, it } from "vitest";
import { COUNTRY_SLUGS } from "@server/destinations/data/dataset.schema";
import { loadDestinationData } from "@server/destinations/data/index";
import { isResearched, knowledgeOn, loadKnowledgeBase, rawKnowledgeBase, validateKnowledgeBase } from "./index";
import { ROUTE_KINDS, type CountryRoutes, type CountryRoutesData, type Threshold } from "./knowledge.schema";

const portugal = rawKnowledgeBase.residenceRoutes.portugal as CountryRoutesData;
const withPortugal = (routes: unknown) => ({ ...rawKnowledgeBase, residenceRoutes: { ...rawKnowledgeBase.residenceRoutes, portugal: routes as CountryRoutesData } });

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

  it("states what every route asks of a person: the income it counts, skill, age limit, points, how to apply, who may join (issue 28.1)", () => {
    for (const slug of COUNTRY_SLUGS) {
      const entry = loadKnowledgeBase().residenceRoutes[slug];
      if (!isResearched(entry)) continue;
      for (const route of entry.routes) {
        const conditions = route.conditions;
        expect(conditions, `${slug}: ${route.name}`).toBeDefined();
        if (!conditions) continue;
        expect(conditions.applies.how.length, `${slug}: ${route.name}`).toBeGreaterThan(10);
        // A points-tested route names its table; a route with an upper age names the age.
        if (conditions.points) expect(conditions.points.table, `${slug}: ${route.name}`).toMatch(/^https:\/\//);
        if (conditions.maximumAge) expect(conditions.maximumAge.underYears, `${slug}: ${route.name}`).toBeGreaterThan(route.minimumAge?.years ?? 18);
      }
    }
  });

  it("researches every route kind of all 38 countries: a route, or 'not offered' with the source that says so, never 'not researched'", () => {
    for (const slug of COUNTRY_SLUGS) {
      const entry = loadKnowledgeBase().residenceRoutes[slug];
      expect(isResearched(entry), slug).toBe(true);
      if (!isResearched(entry)) continue;
      expect(entry.absent.filter((absent) => absent.status === "not-researched").map((absent) => absent.kind), slug).toEqual([]);
      for (const kind of ["work", "retirement"] as const) {
        const route = entry.routes.some((r) => r.kind === kind);
        const none = entry.absent.find((a) => a.kind === kind && a.status === "not-offered");
        expect(route || none?.source !== undefined, `${slug} ${kind}`).toBe(true);
      }
    }
  });

  it("gives every country a contact point for foreign qualifications and how US retirement income is taxed", () => {
    const knowledge = loadKnowledgeBase();
    for (const slug of COUNTRY_SLUGS) {
      const recognition = knowledge.recognition[slug];
      expect(isResearched(recognition) && recognition.contactPoint.url.startsWith("https://"), `${slug} recognition`).toBe(true);
      const retireeTax = knowledge.retireeTax[slug];
      expect(isResearched(retireeTax) && retireeTax.treaty.text.length > 10, `${slug} retiree tax`).toBe(true);
    }
  });

  it("places every international school in one of the country's listed cities, with a fee per year (issue 29.4)", () => {
    const data = loadDestinationData();
    const knowledge = loadKnowledgeBase();
    for (const slug of COUNTRY_SLUGS) {
      const entry = knowledge.schools[slug];
      if (!isResearched(entry)) continue;
      const cities = data.places[slug].cities.map((city) => city.name);
      for (const school of entry.internationalSchools) expect(cities, `${slug}: ${school.name}`).toContain(school.city);
      if (entry.internationalSchools.length === 0) expect(entry.internationalNote, `${slug} says why it lists no international school`).toBeTruthy();
    }
  });

  it("rejects a threshold without a currency or a period, naming the country and field", () => {
    const index = portugal.routes.findIndex((r) => "amount" in r.threshold);
    const route = portugal.routes[index]!;
    const { currency: _currency, ...noCurrency } = route.threshold as { currency: string };
    const routes = portugal.routes.map((r, i) => (i === index ? { ...route, threshold: noCurrency } : r));
    expect(() => validateKnowledgeBase(withPortugal({ ...portugal, routes }))).toThrow(
      new RegExp(`Knowledge base residenceRoutes/portugal: routes\\.${index}\\.threshold`),
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

  it("a threshold defined from the minimum wage reads the edition in force on the day it is shown, and says from when", () => {
    const d7 = (on: string) => {
      const routes = knowledgeOn(rawKnowledgeBase, new Date(on)).residenceRoutes.portugal as CountryRoutes;
      return routes.routes.find((r) => r.name.startsWith("D7"))!.threshold as Threshold;
    };
    expect(d7("2025-06-01T12:00:00Z")).toMatchObject({ amount: 870, currency: "EUR", edition: { appliesFrom: "2025-01-01" } });
    expect(d7("2026-02-01T12:00:00Z")).toMatchObject({ amount: 920, currency: "EUR", edition: { appliesFrom: "2026-01-01" } });
    expect(d7("2026-02-01T12:00:00Z").basis).toContain("EUR 920 a month from 1 January 2026");
  });

  it("rejects a threshold derived from a quantity the catalogue does not have", () => {
    const index = portugal.routes.findIndex((r) => "basedOn" in r.threshold);
    const route = portugal.routes[index]!;
    const routes = portugal.routes.map((r, i) => (i === index ? { ...route, threshold: { ...route.threshold, basedOn: { quantity: "portugal.no-such-wage", times: 1 } } } : r));
    expect(() => validateKnowledgeBase(withPortugal({ ...portugal, routes }))).toThrow(/unknown base quantity portugal\.no-such-wage/);
  });
});
