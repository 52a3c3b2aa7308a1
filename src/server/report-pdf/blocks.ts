/** Draws each kind of block at the cursor, breaking pages so nothing overflows the content box. */
import { citationLabel } from "@server/facts/citation";
import type { Bar, Block, KeyValueRow, SourceRef } from "./report-document";
import { markers, type SourceIndex } from "./source-notes";
import {
  bodyText,
  boldText,
  COLOURS,
  contentBottom,
  contentLeft,
  contentWidth,
  ensureSpace,
  SIZE,
  textHeight,
  type Pdf,
} from "./layout";

const GAP = 10;
const CELL_PAD = 4;

/** "Sources: [3] Publisher, as of 2025-01; ..." under a table, chart or list of figures. */
function sourceLine(pdf: Pdf, index: SourceIndex, sources: readonly SourceRef[]): void {
  if (sources.length === 0) return;
  const unique = new Map(sources.map((source) => [index.numberOf(source), source]));
  const text = `Sources: ${[...unique.entries()]
    .sort(([a], [b]) => a - b)
    .map(([number, source]) => `[${number}] ${citationLabel(source)}, as of ${source.asOf}`)
    .join("; ")}`;
  bodyText(pdf, SIZE.small, COLOURS.muted);
  ensureSpace(pdf, Math.min(textHeight(pdf, text, contentWidth(pdf)), 60));
  pdf.text(text, contentLeft(pdf), pdf.y + 2, { width: contentWidth(pdf) });
}

function paragraph(pdf: Pdf, text: string, sources: readonly SourceRef[], index: SourceIndex): void {
  const marked = sources.length > 0 ? `${text} ${markers(index, sources)}` : text;
  bodyText(pdf);
  ensureSpace(pdf, Math.min(textHeight(pdf, marked, contentWidth(pdf)), 3 * 14));
  pdf.text(marked, contentLeft(pdf), pdf.y, { width: contentWidth(pdf), lineGap: 2 });
}

function subheading(pdf: Pdf, text: string, keepWith: number): void {
  boldText(pdf, SIZE.subheading, COLOURS.brandDark);
  // Keep the heading with the first row or lines of what follows, never alone at the foot of a page.
  const height = textHeight(pdf, text, contentWidth(pdf));
  ensureSpace(pdf, height + Math.max(50, keepWith + 10));
  pdf.moveDown(0.3);
  pdf.text(text, contentLeft(pdf), pdf.y, { width: contentWidth(pdf) });
  pdf.moveDown(0.2);
}

function list(pdf: Pdf, items: readonly string[], ordered: boolean): void {
  const indent = 16;
  const width = contentWidth(pdf) - indent;
  items.forEach((item, position) => {
    bodyText(pdf);
    ensureSpace(pdf, Math.min(textHeight(pdf, item, width), 3 * 14) + 2);
    const y = pdf.y;
    pdf.text(ordered ? `${position + 1}.` : "•", contentLeft(pdf), y, { width: indent });
    pdf.text(item, contentLeft(pdf) + indent, y, { width, lineGap: 1.5 });
    pdf.moveDown(0.2);
  });
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

function drawRow(pdf: Pdf, cells: readonly string[], columns: readonly Column[], options: { header: boolean; zebra: boolean }): void {
  const top = pdf.y;
  const font = () => (options.header ? boldText(pdf, 9, "#ffffff") : bodyText(pdf, 9));
  font();
  const height = rowHeight(pdf, cells, columns);
  const left = contentLeft(pdf);
  if (options.header) pdf.rect(left, top, contentWidth(pdf), height).fill(COLOURS.brandDark);
  else if (options.zebra) pdf.rect(left, top, contentWidth(pdf), height).fill(COLOURS.zebra);
  font();
  cells.forEach((cell, i) => {
    const column = columns[i];
    if (column) pdf.text(cell, column.x + CELL_PAD, top + CELL_PAD, { width: column.width - 2 * CELL_PAD });
  });
  pdf.y = top + height;
}

function table(pdf: Pdf, block: Extract<Block, { kind: "table" }>, index: SourceIndex): void {
  const columns = columnsFor(pdf, block.columns.length, block.widths);
  boldText(pdf, 9);
  const headerHeight = rowHeight(pdf, block.columns, columns);
  bodyText(pdf, 9);
  const firstRow = block.rows[0] ? rowHeight(pdf, block.rows[0], columns) : 0;
  ensureSpace(pdf, headerHeight + firstRow);
  drawRow(pdf, block.columns, columns, { header: true, zebra: false });
  block.rows.forEach((row, position) => {
    bodyText(pdf, 9);
    const height = rowHeight(pdf, row, columns);
    if (pdf.y + height > contentBottom(pdf)) {
      // The header row is repeated at the top of every page the table continues on.
      pdf.addPage();
      drawRow(pdf, block.columns, columns, { header: true, zebra: false });
    }
    drawRow(pdf, row, columns, { header: false, zebra: position % 2 === 1 });
  });
  pdf.moveTo(contentLeft(pdf), pdf.y).lineTo(contentLeft(pdf) + contentWidth(pdf), pdf.y).lineWidth(0.5).stroke(COLOURS.rule);
  if (block.caption) {
    bodyText(pdf, SIZE.small, COLOURS.muted);
    ensureSpace(pdf, textHeight(pdf, block.caption, contentWidth(pdf)) + 4);
    pdf.text(block.caption, contentLeft(pdf), pdf.y + 4, { width: contentWidth(pdf) });
  }
  sourceLine(pdf, index, block.sources ?? []);
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

/** The height of what must follow a heading on the same page: a key-value row, or a table's header and first row. */
function leadHeight(pdf: Pdf, block: Block | undefined, index: SourceIndex): number {
  if (block?.kind === "keyValues" && block.rows[0]) return keyValueHeight(pdf, block.rows[0], index);
  if (block?.kind === "table") {
    const columns = columnsFor(pdf, block.columns.length, block.widths);
    const header = rowHeight(boldText(pdf, 9), block.columns, columns);
    return header + (block.rows[0] ? rowHeight(bodyText(pdf, 9), block.rows[0], columns) : 0);
  }
  return 0;
}

function keyValues(pdf: Pdf, rows: readonly KeyValueRow[], index: SourceIndex): void {
  for (const row of rows) {
    const { labelWidth, valueWidth, value } = keyValueLayout(pdf, row, index);
    const height = keyValueHeight(pdf, row, index);
    ensureSpace(pdf, height);
    const top = pdf.y;
    boldText(pdf, SIZE.body, COLOURS.muted).text(row.label, contentLeft(pdf), top + 3, { width: labelWidth });
    bodyText(pdf).text(value, contentLeft(pdf) + labelWidth + 8, top + 3, { width: valueWidth });
    pdf.moveTo(contentLeft(pdf), top + height).lineTo(contentLeft(pdf) + contentWidth(pdf), top + height).lineWidth(0.3).stroke(COLOURS.rule);
    pdf.y = top + height;
  }
  sourceLine(pdf, index, rows.flatMap((row) => (row.source ? [row.source] : [])));
}

const BAR_HEIGHT = 13;
const BAR_GAP = 6;

function barChart(pdf: Pdf, block: Extract<Block, { kind: "barChart" }>, index: SourceIndex): void {
  const labelWidth = 150;
  const valueWidth = 56;
  const left = contentLeft(pdf);
  const plotLeft = left + labelWidth;
  const plotWidth = contentWidth(pdf) - labelWidth - valueWidth;
  const max = block.max ?? Math.max(1, ...block.bars.map((bar) => bar.value), block.reference?.value ?? 0);
  const scale = (value: number) => (Math.min(Math.max(value, 0), max) / max) * plotWidth;
  boldText(pdf, SIZE.body, COLOURS.text);
  const titleHeight = textHeight(pdf, block.title, contentWidth(pdf));
  const height = titleHeight + (block.reference ? 16 : 4) + block.bars.length * (BAR_HEIGHT + BAR_GAP) + 8;
  ensureSpace(pdf, Math.min(height, contentBottom(pdf) - pdf.page.margins.top));
  pdf.text(block.title, left, pdf.y, { width: contentWidth(pdf) });
  let y = pdf.y + 4;
  if (block.reference) {
    bodyText(pdf, SIZE.small, COLOURS.accent).text(block.reference.label, plotLeft, y, { width: plotWidth });
    y += 12;
  }
  const plotTop = y;
  block.bars.forEach((bar: Bar) => {
    if (y + BAR_HEIGHT > contentBottom(pdf)) {
      pdf.addPage();
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
  sourceLine(pdf, index, block.sources ?? []);
}

function callout(pdf: Pdf, block: Extract<Block, { kind: "callout" }>): void {
  const pad = 8;
  const width = contentWidth(pdf) - 2 * pad;
  boldText(pdf);
  const titleHeight = block.title ? textHeight(pdf, block.title, width) + 3 : 0;
  bodyText(pdf);
  const bodyHeight = textHeight(pdf, block.text, width);
  const height = titleHeight + bodyHeight + 2 * pad;
  ensureSpace(pdf, Math.min(height, contentBottom(pdf) - pdf.page.margins.top));
  const top = pdf.y;
  pdf.roundedRect(contentLeft(pdf), top, contentWidth(pdf), height, 4).fillAndStroke(COLOURS.tint[block.tone], COLOURS.tintBorder[block.tone]);
  if (block.title) boldText(pdf).text(block.title, contentLeft(pdf) + pad, top + pad, { width });
  bodyText(pdf).text(block.text, contentLeft(pdf) + pad, top + pad + titleHeight, { width });
  pdf.y = Math.max(pdf.y, top + height);
}

function link(pdf: Pdf, label: string, url: string): void {
  ensureSpace(pdf, 30);
  boldText(pdf, SIZE.body, COLOURS.brand).text(label, contentLeft(pdf), pdf.y, { width: contentWidth(pdf), link: url, underline: true });
  bodyText(pdf, SIZE.small, COLOURS.muted).text(url, contentLeft(pdf), pdf.y, { width: contentWidth(pdf), link: url });
}

/** Draws one block; `next` is the block after it, which a heading keeps on its page. */
export function drawBlock(pdf: Pdf, block: Block, index: SourceIndex, next?: Block): void {
  switch (block.kind) {
    case "paragraph":
      paragraph(pdf, block.text, block.sources ?? [], index);
      break;
    case "subheading":
      subheading(pdf, block.text, leadHeight(pdf, next, index));
      return;
    case "list":
      list(pdf, block.items, block.ordered ?? false);
      break;
    case "keyValues":
      keyValues(pdf, block.rows, index);
      break;
    case "table":
      table(pdf, block, index);
      break;
    case "barChart":
      barChart(pdf, block, index);
      break;
    case "callout":
      callout(pdf, block);
      break;
    case "link":
      link(pdf, block.label, block.url);
      break;
  }
  pdf.y += GAP;
}
