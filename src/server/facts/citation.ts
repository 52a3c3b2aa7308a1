/**
 * Where a figure comes from, as the data records it (decision 0015).
 *
 * - `publisher`: who produced the figure ("Migration Policy Group", "Instituto Nacional de Estatística").
 * - `title`: the publication or page ("MIPEX 2020: overall scores").
 * - `url`: the page the link opens. When that page is not the publisher's own (a newspaper quoting an index, a
 *   copy of a dataset), `via` names who runs it, and the label says "as republished by ..." (a faithful copy) or
 *   "reported by ..." (an article about it) so a reader knows what the link opens before following it.
 * - `asOf`: the edition or the date the figure describes.
 * - `reviewedOn`: the day the figure was last confirmed against this page (issue 30). Each kind of fact is due for
 *   review again after its interval (`review-intervals.ts`); the audit lists the overdue ones first.
 * - `research`: how the figure was found (which copy, which commit, what was searched). Internal: kept for the
 *   team's quarterly re-check and the data audit, never rendered in a page, a PDF or an e-mail.
 *
 * Buyers and visitors only ever see `citationLabel()` (through `publicSource()` for the API), so a research note
 * cannot reach them by accident.
 */
import { z } from "zod";
import { asOfSchema, type Source } from "@shared/contracts/source";
import { SITES } from "./sites/index";

const labelPart = z
  .string()
  .trim()
  .min(2)
  .refine((text) => !RESEARCH_WORDS.test(text), "a citation's publisher, title and via say what the page is; how it was found goes in `research`");

/** Words that describe how a figure was found rather than what the page is. */
export const RESEARCH_WORDS =
  /stored copy|stored page|github copy|\bcommit\b|not read|read in a|read on a|named as the usual|search store|not entered|cannot be cited|no stored|secondary page|not found in|was not found|were not found|url slug|fact catalogue|the source's/i;

export const citationSchema = z.object({
  publisher: labelPart,
  title: labelPart,
  url: z.url({ protocol: /^https$/ }),
  asOf: asOfSchema,
  via: labelPart.optional(),
  reviewedOn: z.iso.date().optional(),
  research: z.string().min(3).optional(),
});
export type Citation = z.infer<typeof citationSchema>;

/**
 * A second, independent source recorded beside a figure's own (issue 30). Where it gives another value, `differs`
 * says what it gives ("911 for the police as well"), and the report says the sources differ instead of silently
 * picking one; the data audit lists it. A safety-critical figure read on a secondary page needs one.
 */
export const crossCheckSchema = z.object({ source: citationSchema, differs: z.string().min(5).optional() });
export type CrossCheck = z.infer<typeof crossCheckSchema>;

/** Whether a value found in the data has a citation's shape (how the walks over the data find citations). */
export const isCitation = (value: object): value is Citation =>
  typeof (value as Citation).publisher === "string" && typeof (value as Citation).url === "string" && typeof (value as Citation).asOf === "string";

/**
 * The one text a reader sees for a citation: publisher and title and, when the link opens someone else's page, who
 * runs it and what it is (issue 30): "as republished by X" only where X reproduces the publisher's own text (a
 * verbatim archive, an official mirror, a statistics publisher's copy); a newspaper, a law firm, a blog or an agency
 * writing about the publisher's rule or figure is "reported by X".
 */
export function citationLabel(citation: Pick<Citation, "publisher" | "title" | "via">): string {
  const title = citation.title.startsWith(citation.publisher) ? citation.title : `${citation.publisher}, ${citation.title}`;
  if (!citation.via) return title;
  return reproducesText(citation.via) ? `${title}, as republished by ${citation.via}` : `${title}, reported by ${citation.via}`;
}

/** A page that writes about the publisher's rule or figure (a newspaper, a law firm, an agency) rather than the publisher's own text or a copy of it. */
export const isReportedBy = (citation: Pick<Citation, "via">): boolean => citation.via !== undefined && !reproducesText(citation.via);

/** A site whose copies are the publisher's own text: a verbatim archive, or an official or publisher site. */
function reproducesText(via: string): boolean {
  const kind = SITES[via]?.kind;
  return kind === "copy" || kind === "official" || kind === "publisher";
}

/** A citation as the site receives it: its label, link and date, nothing internal. */
export function publicSource(citation: Citation): Source {
  return { name: citationLabel(citation), url: citation.url, asOf: citation.asOf };
}

/** True when the link opens the publisher's own page. */
export const isPublisherPage = (citation: Citation): boolean => citation.via === undefined;

/** Two citations are the same source when they read the same, open the same page and describe the same date. */
export const citationKey = (citation: Citation): string => `${citationLabel(citation)}|${citation.url}|${citation.asOf}`;

/** A source already published to the site (the method page's), cited as it reads there. */
export const citationFromPublished = (source: Source): Citation => ({ publisher: source.name, title: source.name, url: source.url, asOf: source.asOf });
