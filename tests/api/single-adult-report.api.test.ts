/**
 * Issue 29: a single adult's report is unchanged apart from wording. Its figures, chapter by chapter, are held to
 * those the report showed before households were budgeted (tests/fixtures/single-adult-lisbon-figures.json, written
 * from commit 6e1eb6c with tests/support/report-figures.ts). A figure that moves is a change in advice: rewrite the
 * fixture only with the reason in the commit.
 *
 * Rewritten once since (issue 29.1, rents that are current): the figures of Lisbon itself are unchanged; other cities'
 * 1-bedroom rents that were missing or older than 24 months now show a labelled estimate (Braga, Coimbra in the
 * comparison tables; an alternative country's rent), and the methodology names the price-level source they use.
 *
 * Rewritten again (issue 30, facts that stay true): Portugal's D3 floor is three times the IAS in force (EUR 1,611.39
 * a month in 2026, shown with the IAS editions EUR 522.50 and EUR 537.13, where EUR 1,567 was three times the 2025
 * IAS); the D8 fee shows the consular fee table's EUR 90 (EUR 75 for a temporary-stay visa) as a differing source;
 * Italy's combined top rate shows a second source's 47.13% (0.8% municipal cap); the safety score moved with the
 * Global Peace Index 2026 (Lisbon's overall score 82 to 79, the alternatives with it).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { reportFor } from "../support/report-documents";
import { reportFigures } from "../support/report-figures";

const stored = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "../fixtures/single-adult-lisbon-figures.json"), "utf8")) as Record<string, string[]>;

describe("a single adult's report after households", () => {
  it("shows every figure it showed before, chapter by chapter", () => {
    const now = reportFigures(reportFor({ preferred_city: "Lisbon", monthly_income: 4000, income_kind: "remote-work", savings: 30000 }).document);
    expect(now).toEqual(stored);
  });
});
