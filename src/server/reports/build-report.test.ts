import { formatUsd } from "@shared/format";
import { describe, expect, it } from "vitest";
import { HUB_SECTIONS } from "@shared/hub-sections";
import { REPORT_CHAPTERS, reportChaptersFor } from "@shared/report-chapters";
import type { Block } from "@server/report-pdf/report-document";
import { BUYER_HUB_OFFERS } from "./report-sections";
import { assessClimate } from "@server/scoring/climate";
import { portugalRequest } from "../../../tests/support/requests";
import { knowledgeWithout, NOT_RESEARCHED_NOTE } from "../../../tests/support/knowledge";
import { catalog, reportFor } from "../../../tests/support/report-documents";

const blocksOf = (document: ReturnType<typeof reportFor>["document"]) => document.sections.flatMap((section) => section.blocks);

describe("the report document", () => {
  it("describes the buyer's hub and the free hub as exactly what each has, nothing more, with a link to each", () => {
    const hub = reportFor().document.sections.find((section) => section.id === "hub");
    const lists = hub?.blocks.flatMap((block) => (block.kind === "list" ? [block.items] : [])) ?? [];
    expect(lists).toEqual([[...BUYER_HUB_OFFERS], Object.values(HUB_SECTIONS).map((section) => section.offer)]);
    const links = hub?.blocks.flatMap((block) => (block.kind === "link" ? [block.url] : [])) ?? [];
    expect(links).toEqual(["https://newshores.example/my-hub", "https://newshores.example/relocation-hub/123456789012345"]);
  });

  it("opens with the buyer's country, city, score and hub link with a two-year access date", () => {
    const { assessment, document } = reportFor();
    expect(document.cover).toMatchObject({
      country: "Portugal",
      city: "Lisbon",
      score: assessment.overall_score,
      hubUrl: "https://newshores.example/relocation-hub/123456789012345",
      hubAccessUntil: "2028-11-23",
    });
    expect(document.sections[0]?.title).toBe("Executive summary");
  });

  it("ranks every destination whose climate fits the buyer's answers, the chosen country marked", () => {
    const { assessment, document } = reportFor({ climate_preference: "mediterranean" });
    const section = document.sections.find((entry) => entry.id === "alternatives");
    const table = section?.blocks.find((block): block is Extract<Block, { kind: "table" }> => block.kind === "table" && block.columns[0] === "Rank");
    const rows = table?.rows ?? [];
    const compatible = catalog.destinations
      .filter((destination) => assessClimate("mediterranean", destination.name, destination.climateTypes).kind !== "conflict")
      .map((destination) => destination.name);
    expect(compatible.length).toBeLessThan(catalog.destinations.length);
    expect(rows.map((row) => row[1]?.replace(" (your choice)", "")).sort()).toEqual([...compatible].sort());
    expect(rows.map((row) => row[0])).toEqual(rows.map((_, index) => String(index + 1)));
    // Routes open first (issue 28.2), then by score within each group.
    const open = rows.map((row) => row[4] !== "No");
    expect(open.indexOf(false) === -1 || open.slice(open.indexOf(false)).every((value) => !value)).toBe(true);
    for (const group of [true, false]) {
      const scores = rows.filter((_, index) => open[index] === group).map((row) => Number(row[2]));
      expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    }
    const chosen = rows.find((row) => row[1] === "Portugal (your choice)");
    expect(chosen?.[2]).toBe(String(assessment.overall_score));
  });

  it("compares the chosen country with its three best alternatives on every factor, weights shown", () => {
    const { document } = reportFor();
    const section = document.sections.find((entry) => entry.id === "alternatives");
    const table = section?.blocks.find((block): block is Extract<Block, { kind: "table" }> => block.kind === "table" && block.columns[0] === "Factor (your weight)");
    const ranked = section?.blocks.find((block): block is Extract<Block, { kind: "table" }> => block.kind === "table" && block.columns[0] === "Rank");
    const best = (ranked?.rows ?? []).map((row) => row[1] ?? "").filter((name) => !name.endsWith("(your choice)")).slice(0, 3);
    expect(table?.columns.slice(1)).toEqual(["Portugal", ...best]);
    expect(table?.rows).toHaveLength(7);
    const portugal = catalog.findByName("Portugal");
    expect(table?.rows[0]?.[1]).toBe(String(portugal?.factors.immigration_policies.score ?? "no figure"));
  });

  it("profiles each best alternative with its routes checked against the same answers and its main rent against the budget", () => {
    const { assessment, document } = reportFor({ monthly_budget: 1500 });
    const section = document.sections.find((entry) => entry.id === "alternatives");
    const blocks = section?.blocks ?? [];
    const ranked = blocks.find((block): block is Extract<Block, { kind: "table" }> => block.kind === "table" && block.columns[0] === "Rank");
    const best = (ranked?.rows ?? []).filter((row) => !row[1]?.endsWith("(your choice)")).slice(0, 3);
    for (const [, country, score] of best) {
      const heading = blocks.findIndex((block) => block.kind === "subheading" && block.text === `${country}: ${score} of 100 for you`);
      expect(heading, `${country} profile`).toBeGreaterThan(-1);
      const profile = blocks[heading + 1];
      if (profile?.kind !== "keyValues") throw new Error(`no facts for ${country}`);
      expect(profile.rows[0]?.label).toBe("Residence routes for you");
      const rent = profile.rows.find((row) => row.label.startsWith("Central 1-bedroom rent"));
      if (rent) expect(rent.value).toMatch(new RegExp(`(within|above) your \\$${assessment.monthly_budget.toLocaleString("en-US")} budget`));
    }
  });

  it("has every chapter of the issue's report, in its order, and the site's chapter list is the same", () => {
    const titles = reportFor().document.sections.map((section) => section.title);
    expect(titles).toEqual([
      "Executive summary",
      "Your profile and priorities",
      "Your score, explained",
      "The evidence behind each factor",
      "Immigration requirements",
      "Residence routes and US ties at a glance",
      "Cost of living and your budget",
      "Healthcare and insurance",
      "Tax and finance",
      "Housing",
      "Cultural integration and language",
      "Climate and location fit",
      "Your relocation timeline",
      "Emergency contacts and support",
      "Professional services directory",
      "Your top alternatives",
      "How this report was made",
      "Your relocation hub",
    ]);
    expect(titles).toEqual(reportChaptersFor({ children: 0 }));
    expect(titles).not.toContain(REPORT_CHAPTERS.schools);
  });

  it("compares the budget against every city's central rent, highlighting the chosen city, with sources", () => {
    const priced = catalog.findByName("Portugal")?.cities.find((city) => city.costs.rentCentre.usd !== null);
    if (!priced) throw new Error("no Portuguese city with a sourced rent");
    const chart = blocksOf(reportFor({ preferred_city: priced.name }).document).find(
      (block): block is Extract<Block, { kind: "barChart" }> => block.kind === "barChart" && block.title.startsWith("Central 1-bedroom rent"),
    );
    expect(chart?.reference?.value).toBe(portugalRequest.monthly_budget);
    expect(chart?.bars.filter((bar) => bar.highlight).map((bar) => bar.label)).toEqual([priced.name]);
    expect(chart?.sources?.length).toBe(chart?.bars.length);
    for (const source of chart?.sources ?? []) expect(source.url).toMatch(/^https:\/\//);
  });

  it("gives a chosen city with no current sourced rent a labelled estimate that names its method, never a bare figure", () => {
    const unpriced = catalog.findByName("Portugal")?.cities.find((city) => city.costs.rentCentre.usd === null);
    expect(unpriced, "a Portuguese city with no current sourced central rent").toBeDefined();
    const estimate = unpriced?.costs.rentCentre.estimate;
    expect(estimate?.basis).toMatch(/^Estimated from Numbeo's 2025 rent index/);
    const { document, assessment } = reportFor({ preferred_city: unpriced?.name ?? null });
    expect(assessment.budget_compatibility).toContain(`${formatUsd(estimate?.usd ?? 0)} in the centre (estimated from Numbeo's 2025 rent index`);
    const rows = blocksOf(document).flatMap((block) => (block.kind === "keyValues" ? block.rows : []));
    expect(rows.find((row) => row.label === "Rent, 1-bedroom, city centre")?.value).toMatch(/^\$[\d,]+ \((country )?estimate\)$/);
  });

  it("gives every evidence table and every figure row a source with a URL and an as-of date", () => {
    // The buyer's own inputs (their budget) need no source; every figure about the destination does.
    const buyerInputs = new Set(["Monthly housing budget", "Budget check"]);
    for (const block of blocksOf(reportFor().document)) {
      if (block.kind === "table" && block.sources) {
        for (const source of block.sources) {
          expect(source.url).toMatch(/^https:\/\//);
          expect(source.asOf).toMatch(/^\d{4}/);
        }
      }
      if (block.kind === "keyValues") {
        for (const row of block.rows) if (/\$\d/.test(row.value) && !buyerInputs.has(row.label)) expect(row.source, row.label).toBeDefined();
      }
    }
  });

  it("without a city, compares against the country's cities and highlights none", () => {
    const { document } = reportFor({ preferred_city: null });
    expect(document.cover.city).toBeNull();
    const chart = blocksOf(document).find((block) => block.kind === "barChart" && block.title.startsWith("Central"));
    expect(chart && chart.kind === "barChart" ? chart.bars.some((bar) => bar.highlight) : true).toBe(false);
  });
});

describe("the immigration requirements chapter", () => {
  const chapter = (overrides: Parameters<typeof reportFor>[0], options: Parameters<typeof reportFor>[1] = {}) =>
    reportFor(overrides, options).document.sections.find((section) => section.id === "immigration");
  const texts = (section: ReturnType<typeof chapter>) =>
    (section?.blocks ?? []).flatMap((block) =>
      block.kind === "callout" || block.kind === "paragraph" || block.kind === "subheading"
        ? [block.text]
        : block.kind === "keyValues"
          ? block.rows.map((row) => `${row.label}: ${row.value}`)
          : [],
    );

  it("gives every Portuguese route in full with the buyer's verdict, checked against the income it asks for, and a source on each figure", () => {
    const section = chapter({ monthly_budget: 2500, monthly_income: 3000, income_kind: "remote-work" });
    const lines = texts(section);
    expect(lines.filter((line) => line.startsWith("Retirement and passive income: "))).toHaveLength(1);
    expect(lines.some((line) => /^Your income \(\$3,000 a month before tax\) is \$[\d,]+ a month below the minimum income of EUR 3,680 a month/.test(line))).toBe(true);
    expect(lines.some((line) => line.startsWith("Counts a pension (Social Security included) or passive income (rents, dividends, interest), with a minimum income of EUR 920 a month"))).toBe(true);
    expect(lines.some((line) => line.includes("monthly income $3,000 before tax (remote-work income)"))).toBe(true);
    for (const block of section?.blocks ?? []) {
      if (block.kind !== "keyValues") continue;
      for (const row of block.rows) {
        if (/^(EUR|USD) [\d,]+|^\d+ years/.test(row.value)) expect(row.source?.url, row.label).toMatch(/^https:\/\//);
      }
    }
  });

  it("says plainly that a country's routes are not researched yet instead of filling space", () => {
    const lines = texts(chapter({ preferred_country: "Spain", preferred_city: null }, { knowledge: knowledgeWithout("spain") }));
    expect(lines[0]).toBe(NOT_RESEARCHED_NOTE);
    expect(lines.join(" ")).not.toMatch(/undefined|NaN|null/);
  });
});

describe("the executive summary", () => {
  const residenceRow = (overrides: Parameters<typeof reportFor>[0], options: Parameters<typeof reportFor>[1] = {}) => {
    const summary = reportFor(overrides, options).document.sections[0];
    const rows = summary?.blocks.flatMap((block) => (block.kind === "keyValues" ? block.rows : [])) ?? [];
    return rows.find((row) => row.label === "Residence routes")?.value;
  };

  it("gives the verdict on residence routes next to the budget check", () => {
    expect(residenceRow({ monthly_budget: 500, monthly_income: 2500, income_kind: "pension" })).toMatch(/^Likely meets: D7 residence visa \(pension and passive income\)/);
    expect(residenceRow({ monthly_budget: 9000 })).toMatch(/^No route's money threshold is clearly met/);
    expect(residenceRow({ preferred_country: "Spain", preferred_city: null }, { knowledge: knowledgeWithout("spain") })).toBe("Routes not yet covered in depth (see Immigration requirements)");
  });
});
