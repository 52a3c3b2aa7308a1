/**
 * One figure, one value, in every report a buyer can get (issue 18.4): for all 38 countries, with and without a
 * city, a fact the executive summary states reads the same in the chapter that details it; the retirement income
 * floor in the score reads the same as the eligibility card; the chosen city's rent in the budget verdict is the
 * rent in the housing table; a top rate says its scope; a premium says whom it was quoted for; and no chart by
 * city repeats one national figure as if it were each city's.
 */
import { describe, expect, it } from "vitest";
import { formatUsd } from "@shared/format";
import type { Block, KeyValueRow, ReportDocument } from "@server/report-pdf/report-document";
import { citationKey } from "@server/facts/citation";
import { catalog, reportFor } from "../../../tests/support/report-documents";

const cases = catalog.destinations.flatMap((destination) => [
  { country: destination.name, city: null as string | null, climate: destination.climateTypes[0] },
  { country: destination.name, city: destination.cities[0]?.name ?? null, climate: destination.climateTypes[0] },
]);

const blocksOf = (document: ReportDocument, id?: string): Block[] =>
  document.sections.filter((section) => id === undefined || section.id === id).flatMap((section) => section.blocks);
const rowsOf = (blocks: Block[]): KeyValueRow[] => blocks.flatMap((block) => (block.kind === "keyValues" ? block.rows : []));
const textOf = (blocks: Block[]): string =>
  blocks
    .map((block) =>
      block.kind === "paragraph" || block.kind === "callout" || block.kind === "subheading"
        ? block.text
        : block.kind === "list"
          ? block.items.join(" ")
          : block.kind === "keyValues"
            ? block.rows.map((row) => `${row.label}: ${row.value}`).join(" ")
            : block.kind === "table"
              ? block.rows.map((row) => row.join(" | ")).join(" ")
              : "",
    )
    .join(" ");

describe("one figure, one value, across each report", () => {
  it.each(cases)("$country ($city)", ({ country, city, climate }) => {
    const { document, assessment } = reportFor({ preferred_country: country, preferred_city: city, ...(climate ? { climate_preference: climate } : {}) });
    const summaryRows = rowsOf(blocksOf(document, "summary"));
    // The alternatives chapter states other countries' facts under the same labels, so it is compared separately.
    const chapterRows = rowsOf(document.sections.filter((section) => section.id !== "summary" && section.id !== "alternatives").flatMap((section) => section.blocks));

    // A fact the summary states, wherever a chapter states the same fact, has the same value.
    for (const row of summaryRows) {
      for (const other of chapterRows.filter((candidate) => candidate.label === row.label)) {
        // The chapter may go on after the same value ("Danish. The Factbook also lists..."), never differ from it.
        const same = other.value === row.value || other.value.startsWith(`${row.value}. `) || other.value.startsWith(`${row.value} (`);
        expect(same, `"${row.label}": "${row.value}" in the summary, "${other.value}" in a chapter`).toBe(true);
      }
    }

    // A top income-tax rate always says its scope.
    for (const row of [...summaryRows, ...chapterRows].filter((r) => /top/i.test(r.label) && /rate/i.test(r.label))) {
      expect(row.label).toMatch(/^(Top national income-tax rate|Top rate with regional and local taxes|Top income-tax rate \(no regional or local income tax added\))$/);
    }

    // A premium says whom it was quoted for.
    for (const row of chapterRows.filter((r) => r.label === "Typical private insurance" && r.source)) {
      expect(row.value).toMatch(/Quoted for .*(your age band|not for your age)|Not quoted for your age/);
    }

    // The retirement income floor in the score is the one on the eligibility card.
    const text = textOf(blocksOf(document));
    const scoreFloor = /with a passive income from (\$[\d,]+) a month/.exec(text)?.[1];
    if (scoreFloor) {
      const cardFloors = [...text.matchAll(/Money threshold: [A-Z]{3} [\d,.]+ a (?:month|year) \(about (\$[\d,]+)(?: a month)?\)|Money threshold: USD ([\d,]+) a month/g)].map((m) => m[1] ?? `$${m[2]}`);
      expect(cardFloors, "the score's retirement income floor appears on a route card").toContain(scoreFloor);
    }

    // The chosen city's central rent in the budget verdict is the one in the housing table.
    const cityName = city ?? undefined;
    const profile = catalog.findByName(country)?.cities.find((c) => c.name === cityName);
    // A current sourced rent, or the estimate that stands in for an older or missing one: the same figure everywhere.
    const centreUsd = profile ? (profile.costs.rentCentre.usd ?? profile.costs.rentCentre.estimate?.usd ?? null) : null;
    if (profile && centreUsd !== null) {
      const rent = formatUsd(centreUsd);
      expect(assessment.budget_compatibility).toContain(`${rent} in the centre`);
      const housing = blocksOf(document).filter((block) => block.kind === "table").flatMap((block) => (block.kind === "table" ? block.rows : []));
      const row = housing.find((r) => r[0]?.startsWith(`${profile.name} (your choice)`));
      if (row) expect(row[1], `${profile.name}'s central rent in the housing table`).toMatch(new RegExp(`^\\${rent}( \\(estimate\\))?$`));
    }

    // No chart by city repeats one national figure (one value from one source for three cities or more).
    const cityNames = new Set(catalog.findByName(country)?.cities.map((c) => c.name.toLowerCase()) ?? []);
    for (const chart of blocksOf(document)) {
      if (chart.kind !== "barChart") continue;
      const cityBars = chart.bars.filter((bar) => cityNames.has(bar.label.toLowerCase()));
      if (cityBars.length < 3 || cityBars.length !== chart.bars.length) continue;
      const sources = new Set((chart.sources ?? []).map(citationKey));
      const values = new Set(cityBars.map((bar) => bar.value));
      expect(values.size === 1 && sources.size <= 1, `"${chart.title}" shows one national figure for every city`).toBe(false);
    }
  });
});
