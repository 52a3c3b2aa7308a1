import { describe, expect, it } from "vitest";
import { FACTORS } from "@shared/constants";
import { buildCatalog } from "./catalog";
import { loadDestinationData } from "./data/index";
import { describeFactor } from "./factor-wording";

describe("describeFactor: a factor's figures in plain words for the visitor", () => {
  it("says an index reading as the figure and what it means, without the formula", () => {
    expect(describeFactor("Portugal", { kind: "index", index: "mipex", value: 81, score: 87.1, standsInFor: null })).toBe(
      "Portugal scores 81 out of 100 on MIPEX 2020: its immigration policies are among the most welcoming measured.",
    );
    expect(describeFactor("Portugal", { kind: "index", index: "globalPeaceIndex", value: 1.427, score: 78.65, standsInFor: null })).toBe(
      "Portugal scores 1.43 on the Global Peace Index 2026 (1 is the most peaceful, 5 the least): more peaceful than most countries.",
    );
    expect(describeFactor("Ghana", { kind: "index", index: "fixedBroadband", value: 30, score: 32.3, standsInFor: null })).toBe(
      "Ghana's median home broadband download speed is 30 Mbps: slower than most countries measured.",
    );
  });

  it("places the reading in one of five plain bands, from the best to the weakest", () => {
    const band = (score: number) => describeFactor("X", { kind: "index", index: "uhcServiceCoverage", value: 70, score, standsInFor: null });
    expect(band(95)).toContain("among the broadest coverage");
    expect(band(70)).toContain("broader coverage than most");
    expect(band(50)).toContain("about average");
    expect(band(30)).toContain("narrower coverage than most");
    expect(band(5)).toContain("among the narrowest coverage");
  });

  it("names the edition that stands in when the main one has no figure", () => {
    expect(describeFactor("Spain", { kind: "index", index: "migrantAcceptance2016", value: 7.2, score: 80, standsInFor: "migrantAcceptance" })).toBe(
      "Gallup's Migrant Acceptance Index (2019 survey) has no figure for Spain; in its 2016-17 edition Spain scores 7.2 out of 9: people there are among the most accepting of migrants measured.",
    );
  });

  it("says plainly when no source gives a figure", () => {
    expect(describeFactor("Liberia", { kind: "no_figure", indices: ["mipex"] })).toBe("MIPEX 2020 has no figure for Liberia.");
  });

  it("lists the US ties as facts, and what is not sourced", () => {
    expect(describeFactor("Portugal", { kind: "us_ties", visaFreeDays: 90, taxTreaty: true, totalization: true })).toBe(
      "US citizens can visit Portugal for up to 90 days without a visa; a US income tax treaty is in force; a US social security (totalization) agreement is in force.",
    );
    expect(describeFactor("Ghana", { kind: "us_ties", visaFreeDays: 0, taxTreaty: false, totalization: null })).toBe(
      "US citizens need a visa even to visit Ghana; there is no US income tax treaty; whether a US social security (totalization) agreement is in force is not sourced, so it counts halfway.",
    );
  });

  it("lists the residence routes open to US citizens, with the retirement route's income bar", () => {
    expect(
      describeFactor("Portugal", {
        kind: "residence_routes",
        routes: { retirement: true, remoteWork: true, investment: false, skilledWork: true },
        retirementIncomeUsd: 1000,
      }),
    ).toBe(
      "Residence routes open to US citizens in Portugal: retirement (with a passive income from $1,000 a month), remote-work and skilled-work routes. No investment route.",
    );
    expect(
      describeFactor("Nowhere", {
        kind: "residence_routes",
        routes: { retirement: false, remoteWork: null, investment: false, skilledWork: false },
        retirementIncomeUsd: null,
      }),
    ).toBe(
      "No residence route is recorded as open to US citizens in Nowhere. No retirement, investment or skilled-work route. Not sourced, so counted halfway: the remote-work route.",
    );
  });

  it("words every factor of every destination without formulas, naming the country", () => {
    const { destinations } = buildCatalog(loadDestinationData());
    for (const destination of destinations) {
      for (const { key } of FACTORS) {
        const text = describeFactor(destination.name, destination.factors[key].finding);
        expect(text, `${destination.name} ${key}`).toContain(destination.name);
        expect(text, `${destination.name} ${key}`).not.toMatch(/scores 0 and|linearly|clamped|logarithmic|Points:|\d+(\.\d+)?\/\d+|undefined|null|NaN/);
      }
    }
  });
});
