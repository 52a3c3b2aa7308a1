import { describe, expect, it } from "vitest";
import { DATA_TOPICS } from "@shared/contracts/data-freshness";
import { allCitations, CITATION_AREAS, type PlacedCitation } from "./all-citations";
import type { Citation } from "./citation";
import { allCrossCheckedFigures } from "./differing-figures";
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

  it("a page read through someone else's site (via set) is secondary: a faithful copy is a republication, an article is the press or other page it is", () => {
    const sites: SiteRegistry = { ...SITES, "Fixture archive": { kind: "copy", hosts: ["archive.example"] } };
    expect(secondaryReason(cite({ via: "Fixture archive", url: "https://archive.example/rents" }), sites)).toBe("republished");
    expect(secondaryReason(cite({ via: "The Portugal News", url: "https://www.theportugalnews.com/rents" }), sites)).toBe("press");
    expect(secondaryReason(cite({ via: "Numbeo", url: "https://www.numbeo.com/rents" }), sites)).toBe("other");
    expect(secondaryReason(cite({ via: "Nobody registered", url: "https://unknown.example/rents" }), sites)).toBe("unregistered");
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
  const audit = auditFigures({ countries, citations, missing, differing: [], sites: SITES, today: day("2026-11-25") });
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
    expect(portugal.totals).toMatchObject({ missing: 1, stale: 1, secondaryOnly: 1, safetyCritical: 0 });
    expect(audit.countries[1]!.totals).toMatchObject({ missing: 1, stale: 1, secondaryOnly: 0, safetyCritical: 0 });
  });

  it("audits a source every country relies on once, in the shared group", () => {
    expect(audit.shared.totals).toMatchObject({ missing: 0, stale: 1, secondaryOnly: 1, safetyCritical: 0 });
    expect(topic(audit.shared, "indicators")).toMatchObject({ stale: [{ path: "indicators.mipex.source" }] });
    expect(topic(audit.shared, "tax")).toMatchObject({ secondaryOnly: [{ path: "usTaxRules.0.rule.source", reason: "unregistered" }] });
  });

  it("totals the whole data: every citation counted once", () => {
    expect(audit.today).toBe("2026-11-25");
    expect(audit.citations).toBe(5);
    expect(audit.totals).toMatchObject({ missing: 2, stale: 3, secondaryOnly: 2, safetyCritical: 0 });
  });

  it("the operator's answer shows labels, links, dates and notes, never a research note", () => {
    const answer = presentDataAudit(audit);
    const text = JSON.stringify(answer);
    expect(text).not.toMatch(/stored copy|searched insurers/);
    expect(topic(answer.countries[0]!, "cities")).toMatchObject({
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
      differing: [],
      sites: SITES,
      today: day("2026-11-25"),
    });
    const ghana = flagged.countries[0]!;
    expect(ghana.totals).toMatchObject({ missing: 0, stale: 0, secondaryOnly: 2, safetyCritical: 1 });
    expect(topicIn(ghana, "emergency")).toMatchObject({ secondaryOnly: [{ path: "emergency.ghana.numbers.source", reason: "press", safetyCritical: true }] });
    expect(topicIn(ghana, "routes")).toMatchObject({ secondaryOnly: [{ path: "residenceRoutes.ghana.routes.0.processingTime.source", safetyCritical: false }] });
  });
});

describe("overdue: a fact whose review day has come, by the interval of its kind", () => {
  const reviewed = (path: string, area: PlacedCitation["area"], reviewedOn: string, asOf = "2026-06") => placed(area, "portugal", path, cite({ asOf, reviewedOn }));
  const audit = (today: string, citations: PlacedCitation[]) =>
    auditFigures({ countries: [{ slug: "portugal", name: "Portugal" }], citations, missing: [], differing: [], sites: SITES, today: day(today) }).countries[0]!;

  it("a visa fee is due 6 months after its review, an emergency number 12, a tax rate on the next 1 January", () => {
    const citations = [
      reviewed("residenceRoutes.portugal.routes.0.fee.source", "routes", "2026-05-20"),
      reviewed("emergency.portugal.numbers.source", "emergency", "2026-05-20"),
      reviewed("tax.portugal.incomeTax.source", "tax", "2026-05-20"),
      reviewed("culture.portugal.language.source", "culture", "2026-05-20"),
    ];
    expect(audit("2026-11-19", citations).totals.overdue).toBe(0);
    const november = audit("2026-11-20", citations);
    expect(november.totals).toMatchObject({ overdue: 1, overdueSafetyCritical: 1 });
    expect(topicIn(november, "routes")).toMatchObject({ overdue: [{ kind: "visa", dueOn: "2026-11-20", safetyCritical: true }] });
    const newYear = audit("2027-01-01", citations);
    expect(topicIn(newYear, "tax")).toMatchObject({ overdue: [{ kind: "tax", dueOn: "2027-01-01" }] });
    expect(newYear.totals.overdue).toBe(2);
    expect(audit("2027-05-20", citations).totals.overdue).toBe(4);
  });

  it("a yearly index is due when its next edition is expected, and a fact never reviewed is due from its as-of date", () => {
    const index = placed("indicators", "portugal", "indicators.epi.portugal.source", cite({ asOf: "2024", reviewedOn: "2026-11-01" }));
    // The 2024 edition's successor was expected by the end of 2025: reviewed in November 2026, it is looked at again 6 months later.
    expect(audit("2027-04-30", [index]).totals.overdue).toBe(0);
    expect(topicIn(audit("2027-05-01", [index]), "indicators")).toMatchObject({ overdue: [{ kind: "index", dueOn: "2027-05-01" }] });
    const never = placed("culture", "portugal", "culture.portugal.language.source", cite({ asOf: "2026-06" }));
    expect(topicIn(audit("2026-07-01", [never]), "culture")).toMatchObject({ overdue: [{ dueOn: "2026-06-30" }] });
  });

  it("lists the safety-critical facts first, then by the day they fell due", () => {
    const citations = [
      reviewed("residenceRoutes.portugal.routes.0.processingTime.source", "routes", "2024-01-01"),
      reviewed("residenceRoutes.portugal.routes.0.fee.source", "routes", "2025-06-01"),
      reviewed("residenceRoutes.portugal.routes.0.threshold.source", "routes", "2025-03-01"),
    ];
    const routes = audit("2026-11-25", citations).topics.find((topic) => topic.topic === "routes");
    expect(routes?.overdue.map((item) => [item.path, item.dueOn])).toEqual([
      ["residenceRoutes.portugal.routes.0.threshold.source", "2025-09-01"],
      ["residenceRoutes.portugal.routes.0.fee.source", "2025-12-01"],
      ["residenceRoutes.portugal.routes.0.processingTime.source", "2025-01-01"],
    ]);
  });
});

describe("a safety-critical figure with two recorded sources is not a single-page gap", () => {
  it("a visa fee read on a law firm's page stops counting as safety-critical once a second source is recorded", () => {
    const feeOnBlog = placed("routes", "ghana", "residenceRoutes.ghana.routes.0.fee.source", cite({ publisher: "Numbeo", url: "https://www.numbeo.com/fee", reviewedOn: "2026-11-01" }));
    const input = { countries: [{ slug: "ghana", name: "Ghana" }], citations: [feeOnBlog], missing: [], differing: [], sites: SITES, today: day("2026-11-25") };
    expect(auditFigures(input).countries[0]!.totals.safetyCritical).toBe(1);
    const twoSources = auditFigures({ ...input, secondSourced: ["residenceRoutes.ghana.routes.0.fee"] }).countries[0]!;
    expect(twoSources.totals).toMatchObject({ safetyCritical: 0, secondaryOnly: 1 });
  });
});

describe("differing: a figure whose second source gives another value", () => {
  it("finds a second source beside a figure's `source` and beside a base-quantity edition's `citation`, at the figure's path", () => {
    const second = cite({ publisher: "Second fixture source", url: "https://second.example/page" });
    const figures = allCrossCheckedFigures([
      { area: "routes", country: "colombia", path: "baseQuantities.colombia.minimum-wage", value: { editions: [{ value: 1, appliesFrom: "2026-01-01", citation: cite(), crossCheck: { source: second, differs: "COP 2 a month" } }] } },
      { area: "tax", country: "colombia", path: "tax.colombia", value: { incomeTax: { topRatePercent: 39, source: cite(), crossCheck: { source: second } } } },
    ]);
    expect(figures.map(({ path, differs }) => [path, differs])).toEqual([
      ["baseQuantities.colombia.minimum-wage.editions.0", "COP 2 a month"],
      ["tax.colombia.incomeTax", undefined],
    ]);
  });

  it("is listed under its country and topic, with both sources and what the second gives", () => {
    const second = cite({ publisher: "The Portugal News", title: "Emergency numbers", url: "https://www.theportugalnews.com/112", reviewedOn: "2026-11-01" });
    const audit = auditFigures({
      countries: [{ slug: "portugal", name: "Portugal" }],
      citations: [],
      missing: [],
      differing: [{ area: "emergency", country: "portugal", path: "emergency.portugal.numbers", citation: cite({ reviewedOn: "2026-11-01" }), second, differs: "911 for the police as well" }],
      sites: SITES,
      today: day("2026-11-25"),
    });
    const portugal = audit.countries[0]!;
    expect(portugal.totals.differing).toBe(1);
    const answer = presentDataAudit(audit);
    expect(topicIn(answer.countries[0]!, "emergency")).toMatchObject({
      differing: [{ path: "emergency.portugal.numbers", differs: "911 for the police as well", second: { label: "The Portugal News, Emergency numbers", url: "https://www.theportugalnews.com/112" } }],
    });
  });
});

describe("the audit of the product's data", () => {
  it("records when every citation was last confirmed against its source", () => {
    expect(allCitations().filter(({ citation }) => !citation.reviewedOn).map(({ path }) => path)).toEqual([]);
  });

  it("lists Panama's emergency numbers as differing: Smartraveller gives police 104, the embassy alert 911", () => {
    const panama = auditData(day("2026-11-25")).countries.find((group) => group.id === "panama")!;
    expect(topicIn(panama, "emergency")).toMatchObject({ differing: [{ path: "emergency.panama.numbers", differs: "911 for the police as well" }] });
  });

  it("covers the 38 destination countries, and each total is the sum of its groups", () => {
    const audit = auditData(day("2026-11-25"));
    expect(audit.countries).toHaveLength(38);
    const groups = [...audit.countries, audit.shared];
    for (const key of ["overdue", "overdueSafetyCritical", "differing", "missing", "stale", "secondaryOnly", "safetyCritical"] as const) {
      expect(groups.reduce((sum, group) => sum + group.totals[key], 0)).toBe(audit.totals[key]);
    }
  });
});
