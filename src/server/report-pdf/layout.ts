/**
 * The page layout primitives over pdfkit: the content box, page breaks that keep a heading with what
 * follows, and the colours and sizes every block uses. Blocks (blocks.ts) and the document
 * (render-report.ts) draw only through these.
 */
import type PDFDocument from "pdfkit";

export type Pdf = InstanceType<typeof PDFDocument>;

/**
 * The page layout's version: change it with any change that alters the rendered pages (sizes, margins, page breaks,
 * structure). It is part of the key of every cached rendering (the sample report's PDF), so a new layout is rendered
 * again rather than served from an old file.
 */
export const PDF_LAYOUT_VERSION = "2026-11-28.cover-occupation";

export const PAGE = { size: "LETTER" as const, margin: { top: 78, bottom: 72, left: 72, right: 72 } };
export const COLOURS = {
  text: "#0f172a",
  muted: "#475569",
  faint: "#94a3b8",
  rule: "#cbd5e1",
  brand: "#1d4ed8",
  brandDark: "#1e3a8a",
  accent: "#f59e0b",
  zebra: "#f1f5f9",
  bar: "#60a5fa",
  tint: { info: "#eff6ff", warning: "#fffbeb", success: "#ecfdf5" },
  tintBorder: { info: "#93c5fd", warning: "#fcd34d", success: "#6ee7b7" },
};
export const FONT = { regular: "Body", bold: "Bold" } as const;
export const SIZE = { body: 10.5, small: 8, subheading: 13, heading: 20 };

export const contentLeft = (pdf: Pdf) => pdf.page.margins.left;
export const contentWidth = (pdf: Pdf) => pdf.page.width - pdf.page.margins.left - pdf.page.margins.right;
export const contentBottom = (pdf: Pdf) => pdf.page.height - pdf.page.margins.bottom;

/** Starts a new page unless `height` points still fit below the cursor. */
export function ensureSpace(pdf: Pdf, height: number): void {
  // continueOnNewPage carries an open structure marking over to the new page (tags.ts).
  if (pdf.y + height > contentBottom(pdf)) pdf.continueOnNewPage();
}

/** The fewest lines of a text a page may hold when the text breaks across pages (no orphan, no widow). */
export const MIN_SPLIT_LINES = 2;

/**
 * Draws a text of `height` (lines `lineGap` apart at the current font) that may break across pages, so that neither
 * page holds fewer than MIN_SPLIT_LINES of it: on a new page when too few lines fit here, or ending this page a line
 * or two early when too few would go over.
 */
export function textWithoutOrphans(pdf: Pdf, height: number, lineGap: number, draw: () => void): void {
  const available = contentBottom(pdf) - pdf.y;
  if (height <= available) return draw();
  const line = pdf.currentLineHeight(true) + lineGap;
  const lines = Math.round(height / line);
  // pdfkit sets a line when its glyphs fit above the bottom margin; the gap after the last one may overhang.
  const before = Math.floor((available + lineGap) / line);
  const after = lines - before;
  if (before < MIN_SPLIT_LINES || lines < 2 * MIN_SPLIT_LINES) {
    pdf.continueOnNewPage();
    return draw();
  }
  if (after >= MIN_SPLIT_LINES) return draw();
  const page = pdf.page;
  const bottom = page.margins.bottom;
  page.margins.bottom += (MIN_SPLIT_LINES - after) * line;
  try {
    draw();
  } finally {
    page.margins.bottom = bottom;
  }
}

export function bodyText(pdf: Pdf, size = SIZE.body, colour = COLOURS.text): Pdf {
  return pdf.font(FONT.regular).fontSize(size).fillColor(colour);
}

export function boldText(pdf: Pdf, size = SIZE.body, colour = COLOURS.text): Pdf {
  return pdf.font(FONT.bold).fontSize(size).fillColor(colour);
}

/** Height of `text` at the current font and size within `width`, its lines `lineGap` apart. */
export const textHeight = (pdf: Pdf, text: string, width: number, lineGap = 0) => pdf.heightOfString(text, { width, lineGap });
