/** Draws each kind of block at the cursor, breaking pages so nothing overflows the content box. */
import { citationLabel } from "@server/facts/citation";
import type { Bar, Block, KeyValueRow, SourceRef } from "./report-document";
import { markers, type SourceIndex } from "./source-notes";
import { artifact, group, tag, type Struct } from "./tags";
import {
  bodyText,
  boldText,
  COLOURS,
  contentBottom,
  contentLeft,
  contentWidth,
  ensureSpace,
  MIN_SPLIT_LINES,
  SIZE,
  textHeight,
  textWithoutOrphans,
  type Pdf,
} from "./layout";

const GAP = 10;
const CELL_PAD = 4;
const PARAGRAPH_GAP = 2;
/** What a heading keeps on its page: at least three lines of what follows (issue 20.1). */
const KEEP_LINES = 3;

/** The distance between two lines of text at the current font and size. */
const lineHeight = (pdf: Pdf, gap = 0) => pdf.currentLineHeight(true) + gap;

function sourceLineText(index: SourceIndex, sources: readonly SourceRef[]): string {
  const unique = new Map(sources.map((source) => [index.numberOf(source), source]));
  return `Sources: ${[...unique.entries()]
    .sort(([a], [b]) => a - b)
    .map(([number, source]) => `[${number}] ${citationLabel(source)}, as of ${source.asOf}`)
    .join("; ")}`;
}

/** "Sources: [3] Publisher, as of 2025-01; ..." under a table, chart or list of figures. */
function sourceLine(pdf: Pdf, parent: Struct, index: SourceIndex, sources: readonly SourceRef[]): void {
  if (sources.length === 0) return;
  const text = sourceLineText(index, sources);
  bodyText(pdf, SIZE.small, COLOURS.muted);
  pdf.y += 2;
  textWithoutOrphans(pdf, textHeight(pdf, text, contentWidth(pdf)), 0, () => tag(pdf, parent, "P", () => pdf.text(text, contentLeft(pdf), pdf.y, { width: contentWidth(pdf) })));
}

function paragraph(pdf: Pdf, parent: Struct, text: string, sources: readonly SourceRef[], index: SourceIndex): void {
  const marked = markedText(text, sources, index);
  bodyText(pdf);
  textWithoutOrphans(pdf, textHeight(pdf, marked, contentWidth(pdf), PARAGRAPH_GAP), PARAGRAPH_GAP, () =>
    tag(pdf, parent, "P", () => pdf.text(marked, contentLeft(pdf), pdf.y, { width: contentWidth(pdf), lineGap: PARAGRAPH_GAP })),
  );
}

const markedText = (text: string, sources: readonly SourceRef[], index: SourceIndex) => (sources.length > 0 ? `${text} ${markers(index, sources)}` : text);

function subheading(pdf: Pdf, parent: Struct, text: string, keepWith: number): void {
  boldText(pdf, SIZE.subheading, COLOURS.brandDark);
  // Keep the heading with the first lines or rows of what follows, never alone at the foot of a page.
  const height = textHeight(pdf, text, contentWidth(pdf));
  ensureSpace(pdf, height + keepWith + 10);
  pdf.moveDown(0.3);
  tag(pdf, parent, "H2", () => pdf.text(text, contentLeft(pdf), pdf.y, { width: contentWidth(pdf) }));
  pdf.moveDown(0.2);
}

const LIST_INDENT = 16;
const LIST_GAP = 1.5;

function list(pdf: Pdf, parent: Struct, items: readonly string[], ordered: boolean): void {
  const width = contentWidth(pdf) - LIST_INDENT;
  const element = group(pdf, parent, "L");
  items.forEach((item, position) => {
    bodyText(pdf);
    textWithoutOrphans(pdf, textHeight(pdf, item, width, LIST_GAP), LIST_GAP, () => {
      const y = pdf.y;
      const entry = group(pdf, element, "LI");
      tag(pdf, entry, "Lbl", () => pdf.text(ordered ? `${position + 1}.` : "•", contentLeft(pdf), y, { width: LIST_INDENT }));
      tag(pdf, entry, "LBody", () => pdf.text(item, contentLeft(pdf) + LIST_INDENT, y, { width, lineGap: LIST_GAP }));
      entry.end();
    });
    pdf.moveDown(0.2);
  });
  element.end();
}

type Column = { x: number; width: number };

function columnsFor(pdf: Pdf, count: number, weights: readonly number[] | undefined): Column[] {
  const relative = weights && weights.length === count ? weights : Array.from({ length: count }, () => 1);
  const total = relative.reduce((sum, weight) => sum + weight, 0);
  let x = contentLeft(pdf);
  return relative.map((weight) => {
    const width = (contentWidth(pdf) * weight) / total;
    const column = { x, width };
    x += width;
    return column;
  });
}

function rowHeight(pdf: Pdf, cells: readonly string[], columns: readonly Column[]): number {
  return Math.max(...cells.map((cell, i) => textHeight(pdf, cell, (columns[i]?.width ?? 50) - 2 * CELL_PAD))) + 2 * CELL_PAD;
}

/**
 * One row: its shading as an artifact, its cells as TH/TD of a TR under `table`; a header row repeated on a
 * continuation page (`table` null) is an artifact too, so a reader hears the header once.
 */
function drawRow(pdf: Pdf, table: Struct | null, cells: readonly string[], columns: readonly Column[], options: { header: boolean; zebra: boolean }): void {
  const top = pdf.y;
  const font = () => (options.header ? boldText(pdf, 9, "#ffffff") : bodyText(pdf, 9));
  font();
  const height = rowHeight(pdf, cells, columns);
  const left = contentLeft(pdf);
  const shade = options.header ? COLOURS.brandDark : options.zebra ? COLOURS.zebra : null;
  if (shade) artifact(pdf, () => pdf.rect(left, top, contentWidth(pdf), height).fill(shade));
  font();
  const drawCell = (cell: string, i: number) => {
    const column = columns[i];
    if (column) pdf.text(cell, column.x + CELL_PAD, top + CELL_PAD, { width: column.width - 2 * CELL_PAD });
  };
  if (table) {
    const row = group(pdf, table, "TR");
    cells.forEach((cell, i) => tag(pdf, row, options.header ? "TH" : "TD", () => drawCell(cell, i), options.header ? { scope: "Column" } : {}));
    row.end();
  } else {
    artifact(pdf, () => cells.forEach(drawCell));
  }
  pdf.y = top + height;
}

const rule = (pdf: Pdf, y: number, width: number) =>
  artifact(pdf, () => pdf.moveTo(contentLeft(pdf), y).lineTo(contentLeft(pdf) + contentWidth(pdf), y).lineWidth(width).stroke(COLOURS.rule));

function table(pdf: Pdf, parent: Struct, block: Extract<Block, { kind: "table" }>, index: SourceIndex): void {
  const columns = columnsFor(pdf, block.columns.length, block.widths);
  boldText(pdf, 9);
  const headerHeight = rowHeight(pdf, block.columns, columns);
  bodyText(pdf, 9);
  const firstRow = block.rows[0] ? rowHeight(pdf, block.rows[0], columns) : 0;
  ensureSpace(pdf, headerHeight + firstRow);
  const element = group(pdf, parent, "Table");
  drawRow(pdf, element, block.columns, columns, { header: true, zebra: false });
  block.rows.forEach((row, position) => {
    bodyText(pdf, 9);
    const height = rowHeight(pdf, row, columns);
    if (pdf.y + height > contentBottom(pdf)) {
      // The header row is repeated at the top of every page the table continues on.
      pdf.continueOnNewPage();
      drawRow(pdf, null, block.columns, columns, { header: true, zebra: false });
    }
    drawRow(pdf, element, row, columns, { header: false, zebra: position % 2 === 1 });
  });
  element.end();
  rule(pdf, pdf.y, 0.5);
  if (block.caption) {
    const caption = block.caption;
    bodyText(pdf, SIZE.small, COLOURS.muted);
    ensureSpace(pdf, textHeight(pdf, caption, contentWidth(pdf)) + 4);
    tag(pdf, parent, "P", () => pdf.text(caption, contentLeft(pdf), pdf.y + 4, { width: contentWidth(pdf) }));
  }
  sourceLine(pdf, parent, index, block.sources ?? []);
}

/** A key-value row's label and value widths, and its value with the source marker. */
function keyValueLayout(pdf: Pdf, row: KeyValueRow, index: SourceIndex) {
  const labelWidth = contentWidth(pdf) * 0.38;
  return { labelWidth, valueWidth: contentWidth(pdf) - labelWidth - 8, value: row.source ? `${row.value} ${markers(index, [row.source])}` : row.value };
}

function keyValueHeight(pdf: Pdf, row: KeyValueRow, index: SourceIndex): number {
  const { labelWidth, valueWidth, value } = keyValueLayout(pdf, row, index);
  const labelHeight = textHeight(boldText(pdf), row.label, labelWidth);
  return Math.max(textHeight(bodyText(pdf), value, valueWidth), labelHeight) + 6;
}

/**
 * The height of what must follow a heading on its page: three lines of a paragraph or list item, a table's header
 * with rows to three lines, key-value rows to three lines, a whole chart or callout (they never split).
 */
export function keepHeight(pdf: Pdf, block: Block | undefined, index: SourceIndex): number {
  if (!block) return 0;
  // A text short enough that three lines of it would leave a widow is kept whole.
  const threeLines = (height: number, line: number) => (height <= (KEEP_LINES + MIN_SPLIT_LINES) * line ? height : KEEP_LINES * line);
  switch (block.kind) {
    case "paragraph":
      bodyText(pdf);
      return threeLines(textHeight(pdf, markedText(block.text, block.sources ?? [], index), contentWidth(pdf), PARAGRAPH_GAP), lineHeight(pdf, PARAGRAPH_GAP));
    case "list":
      bodyText(pdf);
      return threeLines(textHeight(pdf, block.items[0] ?? "", contentWidth(pdf) - LIST_INDENT, LIST_GAP), lineHeight(pdf, LIST_GAP));
    case "keyValues":
      return rowsToLines(block.rows.map((row) => keyValueHeight(pdf, row, index)), lineHeight(bodyText(pdf)));
    case "table": {
      const columns = columnsFor(pdf, block.columns.length, block.widths);
      const header = rowHeight(boldText(pdf, 9), block.columns, columns);
      return header + rowsToLines(block.rows.map((row) => rowHeight(bodyText(pdf, 9), row, columns)), lineHeight(pdf));
    }
    case "barChart":
      return Math.min(chartHeight(pdf, block), pageSpace(pdf));
    case "callout":
      return Math.min(calloutHeight(pdf, block), pageSpace(pdf));
    case "subheading":
      return textHeight(boldText(pdf, SIZE.subheading), block.text, contentWidth(pdf)) + KEEP_LINES * lineHeight(bodyText(pdf));
    case "link":
      return LINK_HEIGHT;
  }
}

/** The height of the first rows that together hold at least three lines. */
function rowsToLines(heights: readonly number[], line: number): number {
  let total = 0;
  for (const height of heights) {
    total += height;
    if (total >= KEEP_LINES * line) break;
  }
  return total;
}

const pageSpace = (pdf: Pdf) => contentBottom(pdf) - pdf.page.margins.top;

/** Label-value rows: a two-column table whose first cell heads its row. */
function keyValues(pdf: Pdf, parent: Struct, rows: readonly KeyValueRow[], index: SourceIndex): void {
  const element = group(pdf, parent, "Table");
  for (const row of rows) {
    const { labelWidth, valueWidth, value } = keyValueLayout(pdf, row, index);
    const height = keyValueHeight(pdf, row, index);
    ensureSpace(pdf, height);
    const top = pdf.y;
    const cells = group(pdf, element, "TR");
    tag(pdf, cells, "TH", () => boldText(pdf, SIZE.body, COLOURS.muted).text(row.label, contentLeft(pdf), top + 3, { width: labelWidth }), { scope: "Row" });
    tag(pdf, cells, "TD", () => bodyText(pdf).text(value, contentLeft(pdf) + labelWidth + 8, top + 3, { width: valueWidth }));
    cells.end();
    rule(pdf, top + height, 0.3);
    pdf.y = top + height;
  }
  element.end();
  sourceLine(pdf, parent, index, rows.flatMap((row) => (row.source ? [row.source] : [])));
}

const BAR_HEIGHT = 13;
const BAR_GAP = 6;

/** What a chart shows, in words: its title, every bar's figure and the reference line. */
export function chartAlt(block: Extract<Block, { kind: "barChart" }>): string {
  const bars = block.bars.map((bar) => `${bar.label}: ${bar.display ?? String(bar.value)}`).join("; ");
  return `${block.title}. ${bars}.${block.reference ? ` Reference line: ${block.reference.label}.` : ""}`;
}

/** A bar chart as one Figure whose alternative text states its numbers. */
function barChart(pdf: Pdf, parent: Struct, block: Extract<Block, { kind: "barChart" }>, index: SourceIndex): void {
  const labelWidth = 150;
  const valueWidth = 56;
  const left = contentLeft(pdf);
  const plotLeft = left + labelWidth;
  const plotWidth = contentWidth(pdf) - labelWidth - valueWidth;
  const max = block.max ?? Math.max(1, ...block.bars.map((bar) => bar.value), block.reference?.value ?? 0);
  const scale = (value: number) => (Math.min(Math.max(value, 0), max) / max) * plotWidth;
  ensureSpace(pdf, Math.min(chartHeight(pdf, block), pageSpace(pdf)));
  tag(pdf, parent, "Figure", () => drawBars(pdf, block, { left, plotLeft, plotWidth, labelWidth, valueWidth, scale }), { alt: chartAlt(block) });
  sourceLine(pdf, parent, index, block.sources ?? []);
}

function chartHeight(pdf: Pdf, block: Extract<Block, { kind: "barChart" }>): number {
  const titleHeight = textHeight(boldText(pdf, SIZE.body, COLOURS.text), block.title, contentWidth(pdf));
  return titleHeight + (block.reference ? 16 : 4) + block.bars.length * (BAR_HEIGHT + BAR_GAP) + 8;
}

type Plot = { left: number; plotLeft: number; plotWidth: number; labelWidth: number; valueWidth: number; scale: (value: number) => number };

function drawBars(pdf: Pdf, block: Extract<Block, { kind: "barChart" }>, { left, plotLeft, plotWidth, labelWidth, valueWidth, scale }: Plot): void {
  boldText(pdf, SIZE.body, COLOURS.text);
  pdf.text(block.title, left, pdf.y, { width: contentWidth(pdf) });
  let y = pdf.y + 4;
  if (block.reference) {
    bodyText(pdf, SIZE.small, COLOURS.accent).text(block.reference.label, plotLeft, y, { width: plotWidth });
    y += 12;
  }
  const plotTop = y;
  block.bars.forEach((bar: Bar) => {
    if (y + BAR_HEIGHT > contentBottom(pdf)) {
      pdf.continueOnNewPage();
      y = pdf.y;
    }
    bodyText(pdf, 9, bar.highlight ? COLOURS.brandDark : COLOURS.text);
    pdf.text(bar.label, left, y + 2, { width: labelWidth - 6, ellipsis: true, height: BAR_HEIGHT });
    pdf.rect(plotLeft, y, Math.max(1, scale(bar.value)), BAR_HEIGHT).fill(bar.highlight ? COLOURS.brand : COLOURS.bar);
    bodyText(pdf, 9).text(bar.display ?? String(bar.value), plotLeft + scale(bar.value) + 4, y + 2, { width: valueWidth + plotWidth - scale(bar.value) });
    y += BAR_HEIGHT + BAR_GAP;
  });
  if (block.reference) {
    const x = plotLeft + scale(block.reference.value);
    pdf.moveTo(x, plotTop - 2).lineTo(x, y - BAR_GAP + 2).lineWidth(1.5).dash(3, { space: 2 }).stroke(COLOURS.accent).undash();
  }
  pdf.y = y;
}

const CALLOUT_PAD = 8;

function calloutLayout(pdf: Pdf, block: Extract<Block, { kind: "callout" }>) {
  const width = contentWidth(pdf) - 2 * CALLOUT_PAD;
  const titleHeight = block.title ? textHeight(boldText(pdf), block.title, width) + 3 : 0;
  return { width, titleHeight, height: titleHeight + textHeight(bodyText(pdf), block.text, width) + 2 * CALLOUT_PAD };
}

const calloutHeight = (pdf: Pdf, block: Extract<Block, { kind: "callout" }>) => calloutLayout(pdf, block).height;

/** A tinted box; it never breaks across pages unless it is taller than a page. */
function callout(pdf: Pdf, parent: Struct, block: Extract<Block, { kind: "callout" }>): void {
  const pad = CALLOUT_PAD;
  const { width, titleHeight, height } = calloutLayout(pdf, block);
  ensureSpace(pdf, Math.min(height, pageSpace(pdf)));
  const top = pdf.y;
  artifact(pdf, () => pdf.roundedRect(contentLeft(pdf), top, contentWidth(pdf), height, 4).fillAndStroke(COLOURS.tint[block.tone], COLOURS.tintBorder[block.tone]));
  const title = block.title;
  if (title) tag(pdf, parent, "P", () => boldText(pdf).text(title, contentLeft(pdf) + pad, top + pad, { width }));
  tag(pdf, parent, "P", () => bodyText(pdf).text(block.text, contentLeft(pdf) + pad, top + pad + titleHeight, { width }));
  pdf.y = Math.max(pdf.y, top + height);
}

const LINK_HEIGHT = 30;

function link(pdf: Pdf, parent: Struct, label: string, url: string): void {
  ensureSpace(pdf, LINK_HEIGHT);
  const element = group(pdf, parent, "P");
  tag(pdf, element, "Link", () => {
    boldText(pdf, SIZE.body, COLOURS.brand).text(label, contentLeft(pdf), pdf.y, { width: contentWidth(pdf), link: url, underline: true });
    bodyText(pdf, SIZE.small, COLOURS.muted).text(url, contentLeft(pdf), pdf.y, { width: contentWidth(pdf), link: url });
  });
  element.end();
}

/** Draws one block; `next` is the block after it, which a heading keeps on its page. */
export function drawBlock(pdf: Pdf, parent: Struct, block: Block, index: SourceIndex, next?: Block): void {
  switch (block.kind) {
    case "paragraph":
      paragraph(pdf, parent, block.text, block.sources ?? [], index);
      break;
    case "subheading":
      subheading(pdf, parent, block.text, Math.max(keepHeight(pdf, next, index), KEEP_LINES * lineHeight(bodyText(pdf))));
      return;
    case "list":
      list(pdf, parent, block.items, block.ordered ?? false);
      break;
    case "keyValues":
      keyValues(pdf, parent, block.rows, index);
      break;
    case "table":
      table(pdf, parent, block, index);
      break;
    case "barChart":
      barChart(pdf, parent, block, index);
      break;
    case "callout":
      callout(pdf, parent, block);
      break;
    case "link":
      link(pdf, parent, block.label, block.url);
      break;
  }
  pdf.y += GAP;
}
