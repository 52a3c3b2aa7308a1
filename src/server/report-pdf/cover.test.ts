/** The cover holds any occupation on page 1, checked as a reader sees it with poppler (pdftotext). */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { OCCUPATION_MAX_LENGTH } from "@shared/constants";
import { reportFor } from "../../../tests/support/report-documents";
import type { ReportDocument } from "./report-document";
import { renderReportPdf, SCORE_CIRCLE } from "./render-report";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "newshores-cover-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The cover alone is the point: the first chapter keeps the render quick. */
function coverOnly(document: ReportDocument): ReportDocument {
  return { ...document, sections: document.sections.slice(0, 1) };
}

type Word = { text: string; yMin: number; yMax: number };

/** Page 1's words in the order they were drawn, with their boxes (points from the top of the page). */
async function coverWords(document: ReportDocument, name: string): Promise<Word[]> {
  const file = path.join(dir, `${name}.pdf`);
  fs.writeFileSync(file, (await renderReportPdf(document)).pdf);
  const html = execFileSync("pdftotext", ["-raw", "-bbox", "-f", "1", "-l", "1", file, "-"], { encoding: "utf8" });
  return [...html.matchAll(/<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)<\/word>/g)].map(([, yMin, yMax, text]) => ({
    text: (text ?? "").replace(/&amp;/g, "&"),
    yMin: Number(yMin),
    yMax: Number(yMax),
  }));
}

/** The words of the "Prepared for ..." line(s): from "Prepared" up to the score, drawn next. */
function preparedForWords(words: Word[], score: number): Word[] {
  const first = words.findIndex((word) => word.text === "Prepared");
  const scoreAt = words.findIndex((word, index) => index > first && word.text === String(score));
  expect(first, "the Prepared for line").toBeGreaterThanOrEqual(0);
  expect(scoreAt, "the score after it, on page 1").toBeGreaterThan(first);
  return words.slice(first, scoreAt);
}

const wideWords = Array.from({ length: 17 }, () => "MWMWM").join(" ").slice(0, OCCUPATION_MAX_LENGTH);

describe("the report's cover", () => {
  it.each([
    ["one wide word of the longest allowed length", "W".repeat(OCCUPATION_MAX_LENGTH)],
    ["many wide words of the longest allowed length", wideWords],
    ["the longest allowed Cyrillic occupation", "Ш".repeat(OCCUPATION_MAX_LENGTH)],
  ])("holds %s on page 1 above the score, cut with an ellipsis", async (name, occupation) => {
    expect(occupation).toHaveLength(OCCUPATION_MAX_LENGTH);
    const { document, assessment } = reportFor({ user_job: occupation });
    const words = await coverWords(coverOnly(document), name.replace(/\W+/g, "-"));
    const line = preparedForWords(words, document.cover.score);
    expect(line.map((word) => word.text).join(" ")).toMatch(/^Prepared for a \d+-year-old \S.*…$/);
    // Never into the score circle: every word of the line ends above it.
    for (const word of line) expect(word.yMax, word.text).toBeLessThan(SCORE_CIRCLE.centreY - SCORE_CIRCLE.radius);
    const page = words.map((word) => word.text).join(" ");
    expect(page).toContain(`${assessment.overall_score} out of 100`);
    expect(page).toContain(document.cover.matchLabel);
  });

  it("keeps the score and match level on page 1 for an occupation of fifty lines stored before line breaks were refused", async () => {
    const { document } = reportFor();
    const fiftyLines = Array.from({ length: 50 }, (_, index) => `nurse ${index + 1}`).join("\r\n");
    const stored = { ...document, cover: { ...document.cover, preparedFor: `Prepared for a 32-year-old ${fiftyLines}` } };
    const words = await coverWords(coverOnly(stored), "fifty-lines");
    const line = preparedForWords(words, stored.cover.score);
    expect(line.at(-1)?.text).toMatch(/…$/);
    for (const word of line) expect(word.yMax, word.text).toBeLessThan(SCORE_CIRCLE.centreY - SCORE_CIRCLE.radius);
    expect(words.map((word) => word.text).join(" ")).toContain(stored.cover.matchLabel);
  });

  it("leaves an occupation that fits as it is", async () => {
    const { document } = reportFor({ user_job: "Software engineer" });
    const line = preparedForWords(await coverWords(coverOnly(document), "short"), document.cover.score);
    expect(line.map((word) => word.text).join(" ")).toBe("Prepared for a 32-year-old software engineer");
  });
});
