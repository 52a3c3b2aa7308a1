/**
 * The PDF's logical structure (issue 20.2): what a screen reader reads, in reading order. Text is drawn inside a
 * structure element (H1, H2, P, L/LI/Lbl/LBody, Table/TR/TH/TD, Figure with alternative text, TOC/TOCI); what is
 * only decoration (rules, shaded boxes, running headers and footers) is marked as an artifact, outside any element.
 *
 * pdfkit runs an element's drawing when the element is attached to the tree, so `tag` draws at once, in order.
 * A page break inside a drawing goes through `continueOnNewPage` (layout.ts ensureSpace), which carries the open
 * marking over to the new page.
 */
import type { Pdf } from "./layout";

export type Struct = ReturnType<Pdf["struct"]>;

/** Adds an element of `type` under `parent`, its content drawn by `draw`. */
export function tag(pdf: Pdf, parent: Struct, type: string, draw: () => void, options: { alt?: string; scope?: "Column" | "Row" } = {}): void {
  parent.add(pdf.struct(type, options as Parameters<Pdf["struct"]>[1], draw));
}

/** An element that holds other elements (Sect, L, LI, Table, TR, TOC); end it with `.end()` once filled. */
export function group(pdf: Pdf, parent: Struct, type: string): Struct {
  const element = pdf.struct(type);
  parent.add(element);
  return element;
}

/** Decoration a reader should skip: drawn as an artifact, never inside an element's content. */
export function artifact(pdf: Pdf, draw: () => void, type?: "Pagination" | "Layout"): void {
  pdf.markContent("Artifact", type ? { type } : undefined);
  draw();
  pdf.endMarkedContent();
}
