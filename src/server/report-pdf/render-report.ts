/**
 * Renders a ReportDocument to PDF: cover, table of contents with real page numbers, each section on a
 * new page, a numbered sources appendix, and a running header and "Page X of Y" footer on every page
 * but the cover. Pure: the same document gives the same pages. Runs in a worker thread (render.worker.ts).
 */
import { citationLabel } from "@server/facts/citation";
import PDFDocument from "pdfkit";
import { drawBlock } from "./blocks";
import { reportFonts } from "./fonts";
import { bodyText, boldText, COLOURS, contentLeft, contentWidth, ensureSpace, FONT, PAGE, SIZE, textHeight, type Pdf } from "./layout";
import type { RenderedPdf, ReportDocument, ReportSection } from "./report-document";
import { indexSources, type SourceIndex } from "./source-notes";
import { artifact, group, tag, type Struct } from "./tags";

const TOC_LINE = 22;
const TOC_ENTRIES_PER_PAGE = 24;
export const SOURCES_TITLE = "Sources";

/**
 * A tagged PDF/UA document: a logical structure a screen reader follows (tags.ts), the title shown instead of the
 * file name, the language set. @types/pdfkit lists only the PDF/A subsets; pdfkit 0.20 implements PDF/UA too.
 */
const ACCESSIBLE = { tagged: true, subset: "PDF/UA", pdfVersion: "1.7", lang: "en-US", displayTitle: true } as unknown as PDFKit.PDFDocumentOptions;

function createPdf(document: ReportDocument): Pdf {
  const pdf = new PDFDocument({
    size: PAGE.size,
    margins: PAGE.margin,
    bufferPages: true,
    autoFirstPage: false,
    info: { Title: document.title, Author: document.cover.brand, CreationDate: new Date(document.cover.generatedAt) },
    ...ACCESSIBLE,
  });
  const fonts = reportFonts();
  pdf.registerFont(FONT.regular, fonts.regular);
  pdf.registerFont(FONT.bold, fonts.bold);
  return pdf;
}

const longDate = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(iso));

function drawCover(pdf: Pdf, root: Struct, document: ReportDocument): void {
  const { cover } = document;
  pdf.addPage();
  const left = contentLeft(pdf);
  const width = contentWidth(pdf);
  const centreX = left + 70;
  const centreY = 420;
  artifact(pdf, () => {
    pdf.rect(0, 0, pdf.page.width, 200).fill(COLOURS.brandDark);
    pdf.circle(centreX, centreY, 60).fill(COLOURS.brand);
  });
  tag(pdf, root, "P", () => boldText(pdf, 16, "#ffffff").text(cover.brand, left, 60, { width }));
  tag(pdf, root, "H1", () => boldText(pdf, 28, "#ffffff").text(cover.heading, left, 100, { width }));
  tag(pdf, root, "P", () => {
    boldText(pdf, 26, COLOURS.text).text(cover.city ? `${cover.city}, ${cover.country}` : cover.country, left, 250, { width });
    bodyText(pdf, 13, COLOURS.muted).text(cover.preparedFor, left, pdf.y + 6, { width });
  });
  tag(pdf, root, "P", () => {
    boldText(pdf, 34, "#ffffff").text(String(cover.score), centreX - 60, centreY - 26, { width: 120, align: "center" });
    bodyText(pdf, 9, "#ffffff").text("out of 100", centreX - 60, centreY + 14, { width: 120, align: "center" });
    boldText(pdf, 16, COLOURS.text).text(cover.matchLabel, left + 150, centreY - 20, { width: width - 150 });
    bodyText(pdf, 11, COLOURS.muted).text(`Generated ${longDate(cover.generatedAt)}`, left + 150, pdf.y + 4, { width: width - 150 });
  });
  tag(pdf, root, "P", () => {
    boldText(pdf, 11, COLOURS.text).text("Your relocation hub", left, 540, { width });
    bodyText(pdf, 10, COLOURS.brand).text(cover.hubUrl, left, pdf.y + 2, { width, link: cover.hubUrl, underline: true });
    bodyText(pdf, 10, COLOURS.muted).text(`Your relocation hub access lasts until ${longDate(cover.hubAccessUntil)}.`, left, pdf.y + 2, { width });
  });
  tag(pdf, root, "P", () => bodyText(pdf, 8, COLOURS.muted).text(cover.disclaimer, left, 660, { width }));
}

/** A chapter: a new page, a bookmark, an H1 and its rule; returns the chapter's Sect for its content. */
function sectionHeading(pdf: Pdf, root: Struct, title: string, anchor: string): Struct {
  pdf.addPage();
  pdf.addNamedDestination(anchor);
  pdf.outline.addItem(title);
  const sect = group(pdf, root, "Sect");
  tag(pdf, sect, "H1", () => boldText(pdf, SIZE.heading, COLOURS.brandDark).text(title, contentLeft(pdf), pdf.page.margins.top, { width: contentWidth(pdf) }));
  const y = pdf.y + 4;
  artifact(pdf, () => pdf.moveTo(contentLeft(pdf), y).lineTo(contentLeft(pdf) + contentWidth(pdf), y).lineWidth(1.5).stroke(COLOURS.brand));
  pdf.y = y + 12;
  return sect;
}

function drawSection(pdf: Pdf, root: Struct, section: ReportSection, index: SourceIndex): void {
  const sect = sectionHeading(pdf, root, section.title, `section-${section.id}`);
  section.blocks.forEach((block, position) => drawBlock(pdf, sect, block, index, section.blocks[position + 1]));
  sect.end();
}

function drawSources(pdf: Pdf, root: Struct, index: SourceIndex): void {
  const sect = sectionHeading(pdf, root, SOURCES_TITLE, "section-sources");
  tag(pdf, sect, "P", () =>
    bodyText(pdf).text("Every figure in this report is marked with the number of its source below. Check the live page before acting: figures change.", contentLeft(pdf), pdf.y, { width: contentWidth(pdf) }),
  );
  pdf.moveDown(0.6);
  const list = group(pdf, sect, "L");
  index.list.forEach((source, position) => {
    const width = contentWidth(pdf) - 30;
    bodyText(pdf, 9);
    ensureSpace(pdf, textHeight(pdf, `${citationLabel(source)} — as of ${source.asOf}`, width) + 12);
    const y = pdf.y;
    const item = group(pdf, list, "LI");
    tag(pdf, item, "Lbl", () => boldText(pdf, 9).text(`[${position + 1}]`, contentLeft(pdf), y, { width: 28 }));
    tag(pdf, item, "LBody", () => {
      bodyText(pdf, 9).text(`${citationLabel(source)} — as of ${source.asOf}`, contentLeft(pdf) + 30, y, { width });
      bodyText(pdf, 8, COLOURS.brand).text(source.url, contentLeft(pdf) + 30, pdf.y, { width, link: source.url });
    });
    item.end();
    pdf.moveDown(0.4);
  });
  list.end();
  sect.end();
}

type TocEntry = { title: string; anchor: string; page: number };

function drawToc(pdf: Pdf, toc: Struct, firstTocPage: number, entries: TocEntry[]): void {
  entries.forEach((entry, position) => {
    const pageIndex = firstTocPage + Math.floor(position / TOC_ENTRIES_PER_PAGE);
    pdf.switchToPage(pageIndex);
    const slot = position % TOC_ENTRIES_PER_PAGE;
    if (slot === 0) {
      const heading = position === 0 ? "H1" : "P";
      tag(pdf, toc, heading, () => boldText(pdf, SIZE.heading, COLOURS.brandDark).text("Contents", contentLeft(pdf), pdf.page.margins.top, { width: contentWidth(pdf) }));
    }
    const y = pdf.page.margins.top + 50 + slot * TOC_LINE;
    const width = contentWidth(pdf);
    tag(pdf, toc, "TOCI", () => {
      bodyText(pdf, 11).text(entry.title, contentLeft(pdf), y, { width: width - 50, lineBreak: false });
      bodyText(pdf, 11).text(String(entry.page), contentLeft(pdf) + width - 50, y, { width: 50, align: "right", lineBreak: false });
    });
    artifact(pdf, () => pdf.moveTo(contentLeft(pdf), y + 15).lineTo(contentLeft(pdf) + width, y + 15).lineWidth(0.3).dash(1, { space: 2 }).stroke(COLOURS.faint).undash());
    pdf.goTo(contentLeft(pdf), y - 2, width, 16, entry.anchor);
  });
  toc.end();
}

function drawRunningHeadersAndFooters(pdf: Pdf, document: ReportDocument): void {
  const { start, count } = pdf.bufferedPageRange();
  for (let page = start + 1; page < start + count; page += 1) {
    pdf.switchToPage(page);
    // Writing inside the margins must not start a new page: drop the bottom margin while drawing.
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    const left = contentLeft(pdf);
    const width = contentWidth(pdf);
    // Running headers and footers repeat on every page: artifacts, not content a reader hears each time.
    artifact(
      pdf,
      () => {
        bodyText(pdf, 8, COLOURS.muted).text(document.runningHeader, left, 40, { width, lineBreak: false, ellipsis: true });
        pdf.moveTo(left, 54).lineTo(left + width, 54).lineWidth(0.5).stroke(COLOURS.rule);
        bodyText(pdf, 8, COLOURS.muted).text(`Page ${page + 1} of ${count}`, left, pdf.page.height - 45, { width, align: "right", lineBreak: false });
        bodyText(pdf, 8, COLOURS.muted).text(document.cover.brand, left, pdf.page.height - 45, { width, lineBreak: false });
      },
      "Pagination",
    );
    pdf.page.margins.bottom = bottom;
  }
}

export function renderReportPdf(document: ReportDocument): Promise<RenderedPdf> {
  return new Promise((resolve, reject) => {
    try {
      const pdf = createPdf(document);
      const chunks: Buffer[] = [];
      pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
      pdf.on("error", reject);
      const index = indexSources(document);
      const root = pdf.struct("Document");
      pdf.addStructure(root);

      drawCover(pdf, root, document);
      const entriesCount = document.sections.length + 1;
      const tocPages = Math.ceil(entriesCount / TOC_ENTRIES_PER_PAGE);
      const firstTocPage = pdf.bufferedPageRange().count;
      for (let page = 0; page < tocPages; page += 1) pdf.addPage();
      // The contents come second in reading order, though drawn once the chapters' pages are known.
      const toc = group(pdf, root, "TOC");

      const entries: TocEntry[] = [];
      for (const section of document.sections) {
        entries.push({ title: section.title, anchor: `section-${section.id}`, page: pdf.bufferedPageRange().count + 1 });
        drawSection(pdf, root, section, index);
      }
      entries.push({ title: SOURCES_TITLE, anchor: "section-sources", page: pdf.bufferedPageRange().count + 1 });
      drawSources(pdf, root, index);

      drawToc(pdf, toc, firstTocPage, entries);
      root.end();
      drawRunningHeadersAndFooters(pdf, document);
      const pageCount = pdf.bufferedPageRange().count;
      pdf.on("end", () => {
        const bytes = Buffer.concat(chunks);
        // A standalone copy, so its buffer can be transferred out of a worker thread.
        resolve({ pdf: new Uint8Array(bytes), pageCount });
      });
      pdf.end();
    } catch (error) {
      reject(error);
    }
  });
}
