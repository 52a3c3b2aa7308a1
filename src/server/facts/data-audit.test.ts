import { describe, expect, it } from "vitest";
import { DATA_TOPICS } from "@shared/contracts/data-freshness";
import { CITATION_AREAS, type PlacedCitation } from "./all-citations";
import type { Citation } from "./citation";
import { auditData, auditFigures, isSafetyCritical, isStale, secondaryReason, staleFrom } from "./data-audit";
import { presentDataAudit } from "./data-audit.presenter";
import type { MissingFigure } from "./missing-figures";
import type { SiteRegistry } from "./sites/site";

const day = (iso: string) => new Date(`${iso}T12:00:00.000Z`);

const SITES: SiteRegistry = {
  "Instituto Nacional de Estatística": { kind: "official", hosts: ["ine.pt"] },
  "Migration Policy Group": { kind: "publisher", hosts: ["mipex.eu"] },
  "The Portugal News": { kind: "press", hosts: ["theportugalnews.com"] },
  Numbeo: { kind: "other", hosts: ["numbeo.com"] },
};

const cite = (overrides: Partial<Citation> = {}): Citation => ({
  publisher: "Instituto Nacional de Estatística",
  title: "Rents by municipality",
  url: "https://www.ine.pt/rents",
  asOf: "2026-06",
  ...overrides,
});
const topicIn = (group: { topics: { topic: string }[] }, name: string) => group.topics.find((entry) => entry.topic === name);
const placed = (area: PlacedCitation["area"], country: string | null, path: string, citation: Citation): PlacedCitation => ({ area, country, path, citation });

describe("stale: an as-of date that ended more than 18 months ago", () => {
  it("a 2024-05 figure is stale on 2026-11-25", () => {
    expect(isStale("2024-05", day("2026-11-25"))).toBe(true);
  });

  it("a YYYY as-of counts from the end of that year", () => {
    expect(staleFrom("2024")).toBe("2026-07-01");
    expect(isStale("2024", day("2026-06-30"))).toBe(false);
    expect(isStale("2024", day("2026-07-01"))).toBe(true);
  });

  it("a YYYY-MM as-of counts from the end of that month (29 February in a leap year)", () => {
    expect(staleFrom("2024-02")).toBe("2025-08-30");
    expect(isStale("2024-02", day("2025-08-29"))).toBe(false);
    expect(isStale("2024-02", day("2025-08-30"))).toBe(true);
  });

  it("a YYYY-MM-DD as-of is stale from the day after it turns 18 months old", () => {
    expect(isStale("2024-05-25", day("2025-11-25"))).toBe(false);
    expect(isStale("2024-05-25", day("2025-11-26"))).toBe(true);
  });

  it("18 months after the 31st of a month is the last day of a shorter month", () => {
    expect(staleFrom("2024-08-31")).toBe("2026-03-01");
  });

  it("counts by the UTC day, whatever the time of day", () => {
    expect(isStale("2024-05-25", new Date("2025-11-25T23:59:59.999Z"))).toBe(false);
    expect(isStale("2024-05-25", new Date("2025-11-26T00:00:00.000Z"))).toBe(true);
  });

  it("a recent figure is not stale", () => {
    expect(isStale("2026-06", day("2026-11-25"))).toBe(false);
  });
});

describe("secondary only: a link that does not open the publisher's own page", () => {
  it("the publisher's own page, official or publisher, is primary", () => {
    expect(secondaryReason(cite(), SITES)).toBeNull();
    expect(secondaryReason(cite({ publisher: "Migration Policy Group", url: "https://www.mipex.eu/portugal" }), SITES)).toBeNull();
  });

  it("a republication (via set) is secondary, even on a registered site", () => {
    expect(secondaryReason(cite({ via: "The Portugal News", url: "https://www.theportugalnews.com/rents" }), SITES)).toBe("republished");
  });

  it("a press or other site cited as the publisher is secondary", () => {
    expect(secondaryReason(cite({ publisher: "The Portugal News", url: "https://www.theportugalnews.com/x" }), SITES)).toBe("press");
    expect(secondaryReason(cite({ publisher: "Numbeo", url: "https://www.numbeo.com/cost-of-living" }), SITES)).toBe("other");
  });

  it("a site nobody has registered is secondary until it is reviewed", () => {
    expect(secondaryReason(cite({ publisher: "Some Blog" }), SITES)).toBe("unregistered");
  });

  it("a link to a host the publisher's site does not serve is secondary", () => {
    expect(secondaryReason(cite({ url: "https://copy.example.com/ine-rents" }), SITES)).toBe("other-host");
  });
});

describe("the audit per country and topic", () => {
  const countries = [
    { slug: "portugal", name: "Portugal" },
    { slug: "spain", name: "Spain" },
  ];
  const missing: MissingFigure[] = [
    { area: "cities", country: "portugal", path: "places.portugal.cities.1.costs.healthInsurance", note: "No source gives a premium for Porto.", research: "searched insurers' pages" },
    { area: "tax", country: "spain", path: "tax.spain.newcomerRegime", note: "No official page states the regime for 2026." },
  ];
  const citations = [
    placed("cities", "portugal", "places.portugal.cities.0.costsSource", cite({ asOf: "2024-05", research: "read in a stored copy" })),
    placed("cities", "portugal", "places.portugal.climate.source", cite({ publisher: "Numbeo", url: "https://www.numbeo.com/climate" })),
    placed("indicators", "spain", "indicators.mipex.spain.source", cite({ publisher: "Migration Policy Group", url: "https://www.mipex.eu/spain", asOf: "2020" })),
    placed("indicators", null, "indicators.mipex.source", cite({ publisher: "Migration Policy Group", url: "https://www.mipex.eu/", asOf: "2020" })),
    placed("tax", null, "usTaxRules.0.rule.source", cite({ publisher: "Internal Revenue Service", url: "https://www.irs.gov/feie" })),
  ];
  const audit = auditFigures({ countries, citations, missing, sites: SITES, today: day("2026-11-25") });
  const topic = topicIn;

  it("lists every topic for every country, in the contract's order", () => {
    expect(DATA_TOPICS).toEqual(CITATION_AREAS);
    expect(audit.countries.map((country) => country.id)).toEqual(["portugal", "spain"]);
    for (const group of [...audit.countries, audit.shared]) expect(group.topics.map((entry) => entry.topic)).toEqual([...CITATION_AREAS]);
  });

  it("puts a missing figure, a stale citation and a secondary-only citation under their country and topic", () => {
    const portugal = audit.countries[0]!;
    expect(topic(portugal, "cities")).toMatchObject({
      missing: [{ path: "places.portugal.cities.1.costs.healthInsurance", note: "No source gives a premium for Porto." }],
      stale: [{ path: "places.portugal.cities.0.costsSource" }],
      secondaryOnly: [{ path: "places.portugal.climate.source", reason: "other" }],
    });
    expect(portugal.totals).toEqual({ missing: 1, stale: 1, secondaryOnly: 1, safetyCritical: 0 });
    expect(audit.countries[1]!.totals).toEqual({ missing: 1, stale: 1, secondaryOnly: 0, safetyCritical: 0 });
  });

  it("audits a source every country relies on once, in the shared group", () => {
    expect(audit.shared.totals).toEqual({ missing: 0, stale: 1, secondaryOnly: 1, safetyCritical: 0 });
    expect(topic(audit.shared, "indicators")).toMatchObject({ stale: [{ path: "indicators.mipex.source" }] });
    expect(topic(audit.shared, "tax")).toMatchObject({ secondaryOnly: [{ path: "usTaxRules.0.rule.source", reason: "unregistered" }] });
  });

  it("totals the whole data: every citation counted once", () => {
    expect(audit.today).toBe("2026-11-25");
    expect(audit.citations).toBe(5);
    expect(audit.totals).toEqual({ missing: 2, stale: 3, secondaryOnly: 2, safetyCritical: 0 });
  });

  it("the operator's answer shows labels, links, dates and notes, never a research note", () => {
    const answer = presentDataAudit(audit);
    const text = JSON.stringify(answer);
    expect(text).not.toMatch(/stored copy|searched insurers/);
    expect(topic(answer.countries[0]!, "cities")).toEqual({
      topic: "cities",
      missing: [{ path: "places.portugal.cities.1.costs.healthInsurance", note: "No source gives a premium for Porto." }],
      stale: [{ path: "places.portugal.cities.0.costsSource", label: "Instituto Nacional de Estatística, Rents by municipality", url: "https://www.ine.pt/rents", asOf: "2024-05" }],
      secondaryOnly: [
        { path: "places.portugal.climate.source", label: "Numbeo, Rents by municipality", url: "https://www.numbeo.com/climate", asOf: "2026-06", reason: "other", safetyCritical: false },
      ],
    });
    expect(answer.staleAfterMonths).toBe(18);
  });
});

describe("safety-critical figures: the secondary-only citations to close first", () => {
  it("are visa thresholds and fees, base quantities, income-tax rates and emergency contacts", () => {
    for (const path of [
      "residenceRoutes.portugal.routes.1.threshold.source",
      "residenceRoutes.spain.routes.0.fee.source",
      "baseQuantities.mexico.minimum-wage.editions.1.citation",
      "tax.japan.incomeTax.source",
      "tax.japan.incomeTax.combinedTop.source",
      "emergency.ghana.numbers.source",
      "emergency.mexico.usPosts.3.source",
    ]) {
      expect(isSafetyCritical(path), path).toBe(true);
    }
    for (const path of ["residenceRoutes.portugal.routes.1.processingTime.source", "tax.japan.residenceRule.source", "places.portugal.cities.0.costsSource", "culture.japan.language.source"]) {
      expect(isSafetyCritical(path), path).toBe(false);
    }
  });

  it("are flagged and counted among the secondary-only citations of their country", () => {
    const flagged = auditFigures({
      countries: [{ slug: "ghana", name: "Ghana" }],
      citations: [
        placed("emergency", "ghana", "emergency.ghana.numbers.source", cite({ via: "The Portugal News", url: "https://www.theportugalnews.com/112" })),
        placed("routes", "ghana", "residenceRoutes.ghana.routes.0.processingTime.source", cite({ publisher: "Numbeo", url: "https://www.numbeo.com/x" })),
        placed("routes", "ghana", "residenceRoutes.ghana.routes.0.fee.source", cite()),
      ],
      missing: [],
      sites: SITES,
      today: day("2026-11-25"),
    });
    const ghana = flagged.countries[0]!;
    expect(ghana.totals).toEqual({ missing: 0, stale: 0, secondaryOnly: 2, safetyCritical: 1 });
    expect(topicIn(ghana, "emergency")).toMatchObject({ secondaryOnly: [{ path: "emergency.ghana.numbers.source", reason: "republished", safetyCritical: true }] });
    expect(topicIn(ghana, "routes")).toMatchObject({ secondaryOnly: [{ path: "residenceRoutes.ghana.routes.0.processingTime.source", safetyCritical: false }] });
  });
});

describe("the audit of the product's data", () => {
  it("covers the 38 destination countries, and each total is the sum of its groups", () => {
    const audit = auditData(day("2026-11-25"));
    expect(audit.countries).toHaveLength(38);
    const groups = [...audit.countries, audit.shared];
    for (const key of ["missing", "stale", "secondaryOnly", "safetyCritical"] as const) {
      expect(groups.reduce((sum, group) => sum + group.totals[key], 0)).toBe(audit.totals[key]);
    }
  });
});
