/** The PDF as a reader sees it, checked with poppler (pdftotext, pdfinfo, pdffonts). */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reportFor } from "../../../tests/support/report-documents";
import type { ReportDocument } from "./report-document";
import { renderReportPdf, SOURCES_TITLE } from "./render-report";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "newshores-pdf-"));
const poppler = (tool: string, ...args: string[]) => execFileSync(tool, args, { encoding: "utf8" });
const pageText = (file: string, page: number) => poppler("pdftotext", "-layout", "-f", String(page), "-l", String(page), file, "-");

/** A long document: the real Portugal report plus a unicode section with a table that must break pages. */
function longDocument(): ReportDocument {
  const { document } = reportFor();
  const source = { publisher: "Instituto Nacional de Estatística", title: "Instituto Nacional de Estatística", url: "https://www.ine.pt/", asOf: "2025-06" };
  return {
    ...document,
    sections: [
      ...document.sections,
      {
        id: "unicode",
        title: "São Paulo, Zürich and € prices – a long table",
        blocks: [
          { kind: "paragraph", text: "Figures in euros (€1,200) and names like São Paulo or Zürich must survive.", sources: [source] },
          {
            kind: "table",
            columns: ["Row", "Description", "Value"],
            widths: [0.6, 3, 1],
            rows: Array.from({ length: 90 }, (_, i) => [String(i + 1), `Line ${i + 1}: Lisboa, Coimbra – ü é ñ`, `€${(i + 1) * 10}`]),
            sources: [source],
          },
        ],
      },
    ],
  };
}

describe("the report PDF", () => {
  let file: string;
  let pageCount: number;
  let document: ReportDocument;

  beforeAll(async () => {
    document = longDocument();
    const rendered = await renderReportPdf(document);
    file = path.join(dir, "report.pdf");
    fs.writeFileSync(file, rendered.pdf);
    pageCount = rendered.pageCount;
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("is a valid PDF whose page count matches what the renderer reports", () => {
    expect(poppler("pdfinfo", file)).toMatch(new RegExp(`Pages:\\s+${pageCount}\\b`));
    expect(pageCount).toBeGreaterThan(10);
  });

  it("is tagged (PDF/UA): the title shown, every chapter an H1", () => {
    const info = poppler("pdfinfo", file);
    expect(info).toMatch(/Tagged:\s+yes/);
    expect(info).toMatch(/PDF version:\s+1\.7/);
    // The cover, the contents, each chapter and the sources.
    expect(poppler("pdfinfo", "-struct", file).match(/^\s+H1 \(block\)$/gm)?.length).toBe(document.sections.length + 3);
  });

  it("has a bookmark for every chapter", () => {
    const raw = fs.readFileSync(file, "latin1");
    for (const title of [...document.sections.map((section) => section.title), SOURCES_TITLE].filter((title) => /^[\x20-\x7e]+$/.test(title))) {
      expect(raw, title).toContain(`/Title (${title.replace(/[()\\]/g, "\\$&")})`);
    }
  });

  it("lists every section in the contents with the page it really starts on", () => {
    const contents = pageText(file, 2);
    expect(contents).toContain("Contents");
    for (const title of [...document.sections.map((section) => section.title), SOURCES_TITLE]) {
      const line = contents.split("\n").find((candidate) => candidate.includes(title.slice(0, 40)));
      expect(line, title).toBeDefined();
      const page = Number(/(\d+)\s*$/.exec(line as string)?.[1]);
      expect(pageText(file, page), `${title} on page ${page}`).toContain(title.slice(0, 30));
    }
  });

  it("carries the running header and 'Page X of Y' on every page but the cover", () => {
    expect(pageText(file, 1)).not.toContain(`Page 1 of ${pageCount}`);
    for (const page of [2, 3, pageCount]) {
      const text = pageText(file, page);
      expect(text).toContain(`Page ${page} of ${pageCount}`);
      expect(text).toContain(document.runningHeader.slice(0, 20));
    }
  });

  it("marks figures with numbered sources listed, with their URLs, in the appendix", () => {
    const all = poppler("pdftotext", file, "-");
    expect(all).toMatch(/\[1\]/);
    const appendix = all.slice(all.lastIndexOf(SOURCES_TITLE));
    expect(appendix).toContain("https://www.ine.pt/");
    expect(appendix).toContain("Instituto Nacional de Estatística — as of 2025-06");
  });

  it("embeds its fonts and keeps non-Latin-1 text", () => {
    const fonts = poppler("pdffonts", file);
    expect(fonts).toMatch(/DejaVuSans\S*\s+CID TrueType\s+Identity-H\s+yes/);
    const all = poppler("pdftotext", file, "-");
    expect(all).toContain("São Paulo");
    expect(all).toContain("€1,200");
    expect(all).toContain("Zürich");
  });

  it("repeats a long table's header row on each page it continues on", () => {
    const all = poppler("pdftotext", "-layout", file, "-").split("\f");
    const tablePages = all.filter((text) => text.includes("Lisboa, Coimbra"));
    expect(tablePages.length).toBeGreaterThan(1);
    for (const text of tablePages) expect(text).toMatch(/Row\s+Description\s+Value/);
  });

  it("puts the buyer's hub link and access date on the cover", () => {
    const cover = pageText(file, 1);
    expect(cover).toContain(document.cover.hubUrl);
    expect(cover).toContain("access lasts until November 23, 2028");
  });
});

describe("the report PDF's structure, as a screen reader follows it", () => {
  let file: string;
  let document: ReportDocument;

  beforeAll(async () => {
    const full = reportFor().document;
    // The score chapter has a chart, a table and a list; a short document keeps the structure dump quick.
    document = { ...full, sections: full.sections.filter((section) => ["summary", "score", "immigration"].includes(section.id)) };
    file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "newshores-pdf-structure-")), "structure.pdf");
    fs.writeFileSync(file, (await renderReportPdf(document)).pdf);
  });
  afterAll(() => fs.rmSync(path.dirname(file), { recursive: true, force: true }));

  it("reads the headings in order: the cover, the contents, then each chapter", () => {
    const structure = poppler("pdfinfo", "-struct-text", file);
    const headings = [...structure.matchAll(/H1 \(block\)\n\s+"([^"]+)"/g)].map((match) => match[1]);
    expect(headings).toEqual([document.cover.heading, "Contents", ...document.sections.map((section) => section.title), SOURCES_TITLE]);
    expect(structure.indexOf("TOCI")).toBeLessThan(structure.indexOf(`"${document.sections[0]?.title}"`));
  });

  it("gives tables header cells, lists their items, and every chart alternative text that states its numbers", () => {
    const structure = poppler("pdfinfo", "-struct", file);
    expect(structure).toMatch(/Table \(block\)\n\s+TR\n\s+TH/);
    expect(structure).toContain("/Scope /Column");
    expect(structure).toMatch(/L \(block\)\n\s+LI \(block\)\n\s+Lbl/);
    const raw = fs.readFileSync(file, "latin1");
    const figures = raw.split("endobj").filter((object) => object.includes("/S /Figure"));
    const charts = document.sections.flatMap((section) => section.blocks).filter((block) => block.kind === "barChart");
    expect(charts.length).toBeGreaterThan(0);
    expect(figures.length).toBe(charts.length);
    for (const [position, chart] of charts.entries()) {
      const alt = /\/Alt \((.*?)\)\s*\/[A-Z]/s.exec(figures[position] ?? "")?.[1]?.replace(/\\([()\\])/g, "$1");
      expect(alt, chart.title).toContain(chart.title);
      const first = chart.bars[0];
      if (first) expect(alt).toContain(`${first.label}: ${first.display ?? String(first.value)}`);
    }
  });

  it("puts every link in a Link element that references its annotation, so a reader announces it", () => {
    const raw = fs.readFileSync(file, "latin1");
    const objects = raw.split("endobj");
    const links = objects.filter((object) => object.includes("/Subtype /Link"));
    // The cover's hub address, the contents' entries and the sources' addresses at least.
    expect(links.length).toBeGreaterThan(document.sections.length + 2);
    for (const link of links) expect(link).toMatch(/\/StructParent \d+/);
    // Each annotation referenced from the structure (object references sit inline in their element's kids).
    expect(raw.split("/Type /OBJR").length - 1).toBe(links.length);
    expect(poppler("pdfinfo", "-struct", file)).toMatch(/TOCI\n\s+Link \(inline\)/);
  });
});
