import { describe, expect, it } from "vitest";
import { isReportedBy } from "@server/facts/citation";
import { isResearched } from "@server/knowledge/index";
import { TEST_SOURCE } from "../../../tests/support/knowledge";
import { catalog, knowledge, reportFor } from "../../../tests/support/report-documents";
import { oneSourceRow } from "./fact-rows";

const reported = { ...TEST_SOURCE, via: "Ansari Immigration" };
const copied = { ...TEST_SOURCE, via: "GitHub (Jobfromearth/vistas repository)" };

describe("a fee or threshold that rests on one page writing about the rule (issue 30)", () => {
  it("says so, names the page and asks for the official page; not when a second source, an official page or a faithful copy stands behind it", () => {
    const [row] = oneSourceRow({ source: reported }, "the fee", ["residence-routes/canada/x/fee"]);
    expect(row).toMatchObject({ label: "One source only", source: reported, facts: ["residence-routes/canada/x/fee"] });
    expect(row?.value).toBe(
      "Only Test fixture page, reported by Ansari Immigration states the fee; no official page or second source for it was found for this report. Confirm it on the official page before you pay or apply.",
    );
    expect(oneSourceRow({ source: reported, crossCheck: { source: TEST_SOURCE } }, "the fee", [])).toEqual([]);
    expect(oneSourceRow({ source: TEST_SOURCE }, "the fee", [])).toEqual([]);
    expect(oneSourceRow({ source: copied }, "the fee", [])).toEqual([]);
  });

  it("judges a figure computed from a base quantity by the page of the edition in force, not by the rule's page", () => {
    const official = { ...TEST_SOURCE };
    expect(oneSourceRow({ source: official, edition: { appliesFrom: "2026-04-30", citation: official } }, "the fee", [])).toEqual([]);
    expect(oneSourceRow({ source: official, edition: { appliesFrom: "2026-04-30", citation: reported, crossCheck: { source: TEST_SOURCE } } }, "the fee", [])).toEqual([]);
    const [row] = oneSourceRow({ source: official, edition: { appliesFrom: "2026-04-30", citation: reported } }, "the fee", ["residence-routes/canada/x/fee"]);
    expect(row).toMatchObject({ label: "One source only", source: reported });
    expect(oneSourceRow({ source: reported, edition: { appliesFrom: "2026-04-30", citation: official } }, "the money threshold", [])).toEqual([]);
  });

  it("stands beside each such figure on the route cards of a real report, and beside no other", () => {
    const entry = knowledge.residenceRoutes.canada;
    if (!isResearched(entry)) throw new Error("Canada's routes are researched");
    const expected = entry.routes.flatMap((route) =>
      (["threshold", "fee", "adultFee"] as const).filter((field) => {
        const fact = route[field];
        if (!fact || !isResearched(fact)) return false;
        return fact.edition ? isReportedBy(fact.edition.citation) && !fact.edition.crossCheck : isReportedBy(fact.source) && !fact.crossCheck;
      }),
    ).length;
    const canada = catalog.findByName("Canada")!;
    const { document } = reportFor({ preferred_country: "Canada", preferred_city: null, climate_preference: canada.climateTypes[0] });
    const rows = document.sections.find((section) => section.id === "immigration")!.blocks.flatMap((block) => (block.kind === "keyValues" ? block.rows : []));
    const cautions = rows.filter((row) => row.label === "One source only");
    expect(cautions).toHaveLength(expected);
    for (const caution of cautions) {
      expect(caution.facts?.[0]).toMatch(/^residence-routes\/canada\/[a-z0-9-]+\/(fee|adult-fee|threshold)$/);
      expect(rows[rows.indexOf(caution) - 1]?.facts).toEqual(caution.facts);
    }
  });
});
