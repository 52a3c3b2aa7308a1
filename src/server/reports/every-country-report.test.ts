/**
 * The paid report for every destination, with and without a city, rendered to a real PDF and read back with
 * poppler as a buyer's PDF viewer would: at least the spec's 40 pages, every chapter is there, the contents
 * point at the right pages, the hub link is printed, no "undefined", "NaN" or "null" leaks into the text, and it is
 * paginated as a typesetter would (issue 20.1): no page but the cover with fewer than 12 lines of text, no heading
 * as a page's last line; and it is tagged, every chart a Figure with alternative text (issue 20.2).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { machineryIn } from "../../../tests/support/plain-words";
import { REPORT_MIN_PAGES } from "@shared/report-chapters";
import { renderReportPdf, SOURCES_TITLE } from "@server/report-pdf/render-report";
import { catalog, reportFor } from "../../../tests/support/report-documents";


const dir = fs.mkdtempSync(path.join(os.tmpdir(), "newshores-every-report-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const poppler = (tool: string, ...args: string[]) => execFileSync(tool, args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });

/** The fewest lines of text any page but the cover holds, not counting its running header and footer. */
const MIN_LINES_PER_PAGE = 12;

/** A page's lines of text without its running header (first line) and footer (last line). */
const bodyLines = (page: string) => page.split("\n").map((line) => line.trim()).filter(Boolean).slice(1, -1);

const cases = catalog.destinations.flatMap((destination) => [
  { country: destination.name, city: null as string | null, climate: destination.climateTypes[0] },
  { country: destination.name, city: destination.cities[0]?.name ?? null, climate: destination.climateTypes[0] },
]);

describe("the report for every destination", () => {
  it.each(cases)("$country ($city) renders every chapter, true contents and no empty values", async ({ country, city, climate }) => {
    const { document } = reportFor({ preferred_country: country, preferred_city: city, ...(climate ? { climate_preference: climate } : {}) });
    const rendered = await renderReportPdf(document);
    const file = path.join(dir, `${country}-${city ?? "any"}.pdf`.replace(/\s+/g, "_"));
    fs.writeFileSync(file, rendered.pdf);

    expect(poppler("pdfinfo", file)).toMatch(new RegExp(`Pages:\\s+${rendered.pageCount}\\b`));
    // Tagged (decision 0018): every chart a Figure with its alternative text.
    expect(poppler("pdfinfo", file)).toMatch(/Tagged:\s+yes/);
    const figures = Buffer.from(rendered.pdf).toString("latin1").split("endobj").filter((object) => object.includes("/S /Figure"));
    expect(figures.length).toBe(document.sections.flatMap((section) => section.blocks).filter((block) => block.kind === "barChart").length);
    for (const figure of figures) expect(figure).toMatch(/\/Alt \(/);
    expect(rendered.pageCount).toBeGreaterThanOrEqual(REPORT_MIN_PAGES);

    const text = poppler("pdftotext", "-layout", file, "-");
    expect(text).not.toMatch(/\bundefined\b|\bNaN\b|\bnull\b/);
    expect(machineryIn(text.replace(/\s+/g, " ")), "the engine's words in the report").toEqual([]);
    expect(text).toContain(document.cover.hubUrl);

    const pages = text.split("\f");
    const contents = pages[1] ?? "";
    for (const title of [...document.sections.map((section) => section.title), SOURCES_TITLE]) {
      const line = contents.split("\n").find((candidate) => candidate.includes(title.slice(0, 40)));
      expect(line, `${title} in the contents`).toBeDefined();
      const page = Number(/(\d+)\s*$/.exec(line as string)?.[1]);
      expect(pages[page - 1], `${title} on page ${page}`).toContain(title.slice(0, 30));
    }
    for (const section of document.sections) expect(section.blocks.length, section.title).toBeGreaterThan(0);

    const headings = [
      ...document.sections.flatMap((section) => [section.title, ...section.blocks.flatMap((block) => (block.kind === "subheading" ? [block.text] : []))]),
      SOURCES_TITLE,
    ].map((heading) => heading.replace(/\s+/g, " "));
    pages.slice(1, rendered.pageCount).forEach((page, position) => {
      const lines = bodyLines(page);
      expect(lines.length, `lines of text on page ${position + 2}`).toBeGreaterThanOrEqual(MIN_LINES_PER_PAGE);
      // A heading of one line, or one that wraps to two, as the last text on the page.
      const endings = [lines.at(-1), `${lines.at(-2)} ${lines.at(-1)}`];
      expect(headings.filter((heading) => endings.includes(heading)), `a heading ends page ${position + 2}`).toEqual([]);
    });
  });
});
