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
