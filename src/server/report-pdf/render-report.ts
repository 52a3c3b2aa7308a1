/**
 * Renders a ReportDocument to PDF: cover, table of contents with real page numbers, the chapters, a numbered
 * sources appendix, and a running header and "Page X of Y" footer on every page but the cover. Paginated as a
 * typesetter would (decision 0019): a chapter starts below the one before when its heading and first lines fit,
 * headings keep with what follows, rows, callouts and source entries never split, and the last page of sources
 * is never left with one or two. Pure: the same document gives the same pages. Runs in a worker thread
 * (render.worker.ts).
 */
import { citationLabel } from "@server/facts/citation";
import PDFDocument from "pdfkit";
import { drawBlock, keepHeight } from "./blocks";
import { reportFonts } from "./fonts";
import { bodyText, boldText, COLOURS, contentBottom, contentLeft, contentWidth, FONT, PAGE, SIZE, textHeight, type Pdf } from "./layout";
import { pageBreaksFor } from "./page-breaks";
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

/** The cover's score circle: its centre's height and its radius, in points from the top of the page. */
export const SCORE_CIRCLE = { centreY: 420, radius: 60 } as const;

/** The most lines the cover gives "Prepared for a 35-year-old <occupation>", and the space it keeps above the score circle. */
const PREPARED_FOR_LINES = 2;
const ABOVE_SCORE_CIRCLE = 16;

/**
 * "Prepared for ..." below the destination, in at most PREPARED_FOR_LINES lines and never into the score circle: a
 * longer occupation is cut with an ellipsis (pdfkit's, on the last line that fits), so the score and the match level
 * stay on page 1 whatever the occupation.
 */
function preparedFor(pdf: Pdf, text: string, left: number, width: number): void {
  const top = pdf.y + 6;
  const line = bodyText(pdf, 13, COLOURS.muted).currentLineHeight(true);
  // Half a line to spare, so rounding never lets a further line in nor drops the last one.
  const height = Math.min((PREPARED_FOR_LINES + 0.5) * line, SCORE_CIRCLE.centreY - SCORE_CIRCLE.radius - ABOVE_SCORE_CIRCLE - top);
  pdf.text(text, left, top, { width, height, ellipsis: true });
}

function drawCover(pdf: Pdf, root: Struct, document: ReportDocument): void {
  const { cover } = document;
  pdf.addPage();
  const left = contentLeft(pdf);
  const width = contentWidth(pdf);
  const centreX = left + 70;
  const { centreY, radius } = SCORE_CIRCLE;
  artifact(pdf, () => {
    pdf.rect(0, 0, pdf.page.width, 200).fill(COLOURS.brandDark);
    pdf.circle(centreX, centreY, radius).fill(COLOURS.brand);
  });
  tag(pdf, root, "P", () => boldText(pdf, 16, "#ffffff").text(cover.brand, left, 60, { width }));
  tag(pdf, root, "H1", () => boldText(pdf, 28, "#ffffff").text(cover.heading, left, 100, { width }));
  tag(pdf, root, "P", () => {
    boldText(pdf, 26, COLOURS.text).text(cover.city ? `${cover.city}, ${cover.country}` : cover.country, left, 250, { width });
    preparedFor(pdf, cover.preparedFor, left, width);
  });
  tag(pdf, root, "P", () => {
    boldText(pdf, 34, "#ffffff").text(String(cover.score), centreX - 60, centreY - 26, { width: 120, align: "center" });
    bodyText(pdf, 9, "#ffffff").text("out of 100", centreX - 60, centreY + 14, { width: 120, align: "center" });
    boldText(pdf, 16, COLOURS.text).text(cover.matchLabel, left + 150, centreY - 20, { width: width - 150 });
    bodyText(pdf, 11, COLOURS.muted).text(`Generated ${longDate(cover.generatedAt)}`, left + 150, pdf.y + 4, { width: width - 150 });
  });
  const { hubUrl, hubAccessUntil } = cover;
  if (hubUrl && hubAccessUntil) {
    const hub = group(pdf, root, "P");
    hub.add(() => boldText(pdf, 11, COLOURS.text).text("Your relocation hub", left, 540, { width }));
    tag(pdf, hub, "Link", () => bodyText(pdf, 10, COLOURS.brand).text(hubUrl, left, pdf.y + 2, { width, link: hubUrl, underline: true }));
    hub.add(() => bodyText(pdf, 10, COLOURS.muted).text(`Your relocation hub access lasts until ${longDate(hubAccessUntil)}.`, left, pdf.y + 2, { width }));
    hub.end();
  }
  tag(pdf, root, "P", () => bodyText(pdf, 8, COLOURS.muted).text(cover.disclaimer, left, 660, { width }));
}

/** The space above a chapter that starts below the one before. */
const CHAPTER_GAP = 30;
/** A chapter starts on a new page unless the chapter before left this page less than this share full. */
const SHARE_PAGE_BELOW = 0.45;
const RULE_SPACE = 16;

type Chapter = { sect: Struct; page: number };

/**
 * A chapter's heading, on a new page, or below the chapter before when that chapter left its last page less than
 * SHARE_PAGE_BELOW full and the heading with `keep` points of what follows fit there (so no page holds only a
 * chapter's last lines or a short chapter alone); a bookmark, an H1 and its rule. Returns the chapter's Sect and the
 * page it starts on.
 */
function chapterHeading(pdf: Pdf, root: Struct, title: string, anchor: string, keep: number, newPage: boolean): Chapter {
  const width = contentWidth(pdf);
  const height = textHeight(boldText(pdf, SIZE.heading, COLOURS.brandDark), title, width) + RULE_SPACE + keep;
  const below = pdf.y + CHAPTER_GAP;
  const used = (pdf.y - pdf.page.margins.top) / (contentBottom(pdf) - pdf.page.margins.top);
  if (newPage || used > SHARE_PAGE_BELOW || below + height > contentBottom(pdf)) pdf.addPage();
  else pdf.y = below;
  const top = pdf.y;
  pdf.addNamedDestination(anchor, "XYZ", null, top, null);
  pdf.outline.addItem(title);
  const sect = group(pdf, root, "Sect");
  tag(pdf, sect, "H1", () => boldText(pdf, SIZE.heading, COLOURS.brandDark).text(title, contentLeft(pdf), top, { width }));
  const y = pdf.y + 4;
  artifact(pdf, () => pdf.moveTo(contentLeft(pdf), y).lineTo(contentLeft(pdf) + width, y).lineWidth(1.5).stroke(COLOURS.brand));
  pdf.y = y + RULE_SPACE - 4;
  return { sect, page: pdf.bufferedPageRange().count };
}

function drawSection(pdf: Pdf, root: Struct, section: ReportSection, index: SourceIndex, newPage: boolean): number {
  const { sect, page } = chapterHeading(pdf, root, section.title, `section-${section.id}`, keepHeight(pdf, section.blocks[0], index), newPage);
  section.blocks.forEach((block, position) => drawBlock(pdf, sect, block, index, section.blocks[position + 1]));
  sect.end();
  return page;
}

const SOURCE_LABEL_WIDTH = 30;
const SOURCE_GAP = 4;
/** The fewest source entries the last page may hold (each entry is at least two lines: label and address). */
const MIN_LAST_PAGE_SOURCES = 6;

const sourceLabel = (source: SourceIndex["list"][number]) => `${citationLabel(source)} — as of ${source.asOf}`;

function sourceEntryHeight(pdf: Pdf, source: SourceIndex["list"][number], width: number): number {
  return textHeight(bodyText(pdf, 9), sourceLabel(source), width) + textHeight(bodyText(pdf, 8), source.url, width) + SOURCE_GAP;
}

function drawSources(pdf: Pdf, root: Struct, index: SourceIndex): number {
  const intro = "Every figure in this report is marked with the number of its source below. Check the live page before acting: figures change.";
  const width = contentWidth(pdf) - SOURCE_LABEL_WIDTH;
  const heights = index.list.map((source) => sourceEntryHeight(pdf, source, width));
  const introHeight = textHeight(bodyText(pdf), intro, contentWidth(pdf)) + 8;
  const { sect, page } = chapterHeading(pdf, root, SOURCES_TITLE, "section-sources", introHeight + (heights[0] ?? 0), false);
  tag(pdf, sect, "P", () => bodyText(pdf).text(intro, contentLeft(pdf), pdf.y, { width: contentWidth(pdf) }));
  pdf.y += 8;
  // Entries never split; where the pages break is planned first, so the last page is not left with one or two.
  const breaks = pageBreaksFor(heights, { first: contentBottom(pdf) - pdf.y, page: contentBottom(pdf) - pdf.page.margins.top, minLast: MIN_LAST_PAGE_SOURCES });
  const list = group(pdf, sect, "L");
  index.list.forEach((source, position) => {
    if (breaks.has(position)) pdf.continueOnNewPage();
    const y = pdf.y;
    const item = group(pdf, list, "LI");
    tag(pdf, item, "Lbl", () => boldText(pdf, 9).text(`[${position + 1}]`, contentLeft(pdf), y, { width: SOURCE_LABEL_WIDTH - 2 }));
    const body = group(pdf, item, "LBody");
    body.add(() => bodyText(pdf, 9).text(sourceLabel(source), contentLeft(pdf) + SOURCE_LABEL_WIDTH, y, { width }));
    tag(pdf, body, "Link", () => bodyText(pdf, 8, COLOURS.brand).text(source.url, contentLeft(pdf) + SOURCE_LABEL_WIDTH, pdf.y, { width, link: source.url }));
    item.end();
    pdf.y = y + (heights[position] ?? 0);
  });
  list.end();
  sect.end();
  return page;
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
    // A TOCI whose Link holds the entry's text and its go-to annotation.
    const item = group(pdf, toc, "TOCI");
    const link = group(pdf, item, "Link");
    link.add(() => {
      bodyText(pdf, 11).text(entry.title, contentLeft(pdf), y, { width: width - 50, lineBreak: false });
      bodyText(pdf, 11).text(String(entry.page), contentLeft(pdf) + width - 50, y, { width: 50, align: "right", lineBreak: false });
    });
    pdf.goTo(contentLeft(pdf), y - 2, width, 16, entry.anchor, { structParent: link } as Parameters<Pdf["goTo"]>[5]);
    item.end();
    artifact(pdf, () => pdf.moveTo(contentLeft(pdf), y + 15).lineTo(contentLeft(pdf) + width, y + 15).lineWidth(0.3).dash(1, { space: 2 }).stroke(COLOURS.faint).undash());
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

      const entries: TocEntry[] = document.sections.map((section, position) => ({
        title: section.title,
        anchor: `section-${section.id}`,
        page: drawSection(pdf, root, section, index, position === 0),
      }));
      entries.push({ title: SOURCES_TITLE, anchor: "section-sources", page: drawSources(pdf, root, index) });

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
