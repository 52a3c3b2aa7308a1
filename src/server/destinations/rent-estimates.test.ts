import { describe, expect, it } from "vitest";
import { buildCatalog } from "./catalog";
import { loadDestinationData } from "./data/index";
import { calibrateRents, cityIndex, currentFrom, oneBedroomRents, type SourcedRents } from "./rent-estimates";

const source = (asOf: string) => ({ publisher: "Test source", title: "Rents", url: "https://example.org/rents", asOf });
const rents = (centre: number | null, outside: number | null, asOf: string): SourcedRents => ({
  centre: { usd: centre, source: source(asOf) },
  outside: { usd: outside, source: source(asOf) },
});

// Five current cities in the index at $50 a point (centre) and $40 (outside), and the cities under test.
const calibrationCities = [
  { name: "Lisbon", index: 33.4 },
  { name: "Porto", index: 25.4 },
  { name: "Braga", index: 17.4 },
].map(({ name, index }) => ({ name, sourced: rents(index * 50, index * 40, "2026-01") }));
const spain = [
  { name: "Madrid", sourced: rents(30.8 * 50, 30.8 * 40, "2025-06") },
  { name: "Barcelona", sourced: rents(29.6 * 50, 29.6 * 40, "2025-06") },
];
const ON = new Date("2026-11-28T12:00:00Z");

describe("rents that are current, and estimates for the rest", () => {
  it("counts a rent as current from the month 24 months before the day", () => {
    expect(currentFrom(ON)).toBe("2024-11");
    expect(currentFrom(new Date("2026-01-05T00:00:00Z"))).toBe("2024-01");
  });

  it("keeps a city's current sourced rents as published, with no estimate", () => {
    const countries = [{ slug: "portugal" as const, name: "Portugal", cities: calibrationCities }, { slug: "spain" as const, name: "Spain", cities: spain }];
    const calibration = calibrateRents(countries, ON);
    const lisbon = oneBedroomRents(countries[0]!, calibrationCities[0]!, calibration);
    expect(lisbon.centre).toEqual({ usd: 33.4 * 50, sources: [source("2026-01")], estimate: null });
  });

  it("replaces a rent older than 24 months by the index estimate, naming the older figure and its date", () => {
    const valencia = { name: "Valencia", sourced: rents(900, null, "2021-03") };
    const countries = [
      { slug: "portugal" as const, name: "Portugal", cities: calibrationCities },
      { slug: "spain" as const, name: "Spain", cities: [...spain, valencia] },
    ];
    const calibration = calibrateRents(countries, ON);
    expect(calibration.byIndex.centre).toEqual({ usd: 50, cities: 5 });
    const estimated = oneBedroomRents(countries[1]!, valencia, calibration);
    expect(estimated.centre?.usd).toBe(Math.round(23.7 * 50));
    expect(estimated.centre?.estimate).toContain("Numbeo's 2025 rent index for Valencia (23.7");
    expect(estimated.centre?.estimate).toContain("Valencia's last sourced rent, $900 from 2021-03, is older than 24 months");
    expect(estimated.outside?.usd).toBe(Math.round(23.7 * 40));
  });

  it("lets the median index of the country's listed cities stand in for a city the index does not list, and says so", () => {
    const alicante = { name: "Alicante", sourced: rents(null, null, "2025-01") };
    const countries = [
      { slug: "portugal" as const, name: "Portugal", cities: calibrationCities },
      { slug: "spain" as const, name: "Spain", cities: [...spain, alicante] },
    ];
    const estimate = oneBedroomRents(countries[1]!, alicante, calibrateRents(countries, ON)).centre;
    expect(estimate?.countryWide).toBe(true);
    expect(estimate?.usd).toBe(Math.round(24.5 * 50)); // Spain's five listed cities: median 24.5
    expect(estimate?.estimate).toMatch(/no figure for Alicante: the median index of Spain's cities in it/);
  });

  it("makes no estimate from fewer than five current cities", () => {
    const countries = [{ slug: "spain" as const, name: "Spain", cities: [...spain, { name: "Valencia", sourced: rents(null, null, "2025-01") }] }];
    const calibration = calibrateRents(countries, ON);
    expect(calibration.byIndex.centre).toBeNull();
    expect(oneBedroomRents(countries[0]!, countries[0]!.cities[2]!, calibration).centre).toBeNull();
  });

  it("finds a city under the index's own spelling", () => {
    expect(cityIndex("spain", "Málaga")).toBe(24.5);
    expect(cityIndex("netherlands", "The Hague")).toBe(34.9);
    expect(cityIndex("belgium", "Ghent")).toBe(19.7);
    expect(cityIndex("sweden", "Malmö")).toBe(19.8);
    expect(cityIndex("japan", "Osaka")).toBeNull();
  });

  it("leaves no city of the data without a rent: a current sourced one or a labelled estimate", () => {
    const catalog = buildCatalog(loadDestinationData(), ON);
    for (const destination of catalog.destinations) {
      for (const city of destination.cities) {
        const centre = city.costs.rentCentre;
        const has = centre.usd !== null || centre.estimate !== undefined || city.costs.rentOutside.usd !== null;
        expect(has, `${destination.name}: ${city.name}`).toBe(true);
        if (centre.usd === null && centre.estimate) expect(centre.estimate.basis, city.name).toMatch(/^(Estimated from Numbeo's 2025 rent index|A rough estimate)/);
        for (const rent of [centre, city.costs.rentOutside]) {
          if (rent.usd !== null) expect(rent.source.asOf >= destination.rentsCurrentFrom, `${city.name}'s sourced rent is current`).toBe(true);
        }
      }
    }
  });
});
