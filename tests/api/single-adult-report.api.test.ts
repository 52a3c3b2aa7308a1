/**
 * Issue 29: a single adult's report is unchanged apart from wording. Its figures, chapter by chapter, are held to
 * those the report showed before households were budgeted (tests/fixtures/single-adult-lisbon-figures.json, written
 * from commit 6e1eb6c with tests/support/report-figures.ts). A figure that moves is a change in advice: rewrite the
 * fixture only with the reason in the commit.
 *
 * Rewritten once since (issue 29.1, rents that are current): the figures of Lisbon itself are unchanged; other cities'
 * 1-bedroom rents that were missing or older than 24 months now show a labelled estimate (Braga, Coimbra in the
 * comparison tables; an alternative country's rent), and the methodology names the price-level source they use.
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
