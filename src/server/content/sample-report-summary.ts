/**
 * The sample report page's summary, drawn from the sample PDF's own document (sample-report.ts): the cover's score
 * and match label, and per chapter its title, opening paragraphs and every key-value fact under the subheading it
 * sits under. Sources leave as the site shows every source (`publicSource`: the PDF's label, link and date), never
 * with their research notes.
 */
import { SAMPLE_REPORT_PDF_FILE_NAME, SAMPLE_REPORT_PDF_URL, type SampleReport } from "@shared/contracts/content";
import { publicSource } from "@server/facts/citation";
import type { Block, ReportSection } from "@server/report-pdf/report-document";
import { SAMPLE_NOTICE, SAMPLE_REQUEST, type SampleDocument } from "./sample-report";

type Chapter = SampleReport["chapters"][number];
type FactGroup = Chapter["factGroups"][number];

/** How many of a chapter's opening paragraphs (those before its first subheading) the page shows. */
const OPENING_PARAGRAPHS = 2;

function opening(blocks: readonly Block[]): Chapter["paragraphs"] {
  const end = blocks.findIndex((block) => block.kind === "subheading");
  return (end < 0 ? blocks : blocks.slice(0, end))
    .flatMap((block) => (block.kind === "paragraph" ? [{ text: block.text, sources: (block.sources ?? []).map(publicSource) }] : []))
    .slice(0, OPENING_PARAGRAPHS);
}

/** The key-value rows, each under the subheading before it (null before the chapter's first). */
function factGroups(blocks: readonly Block[]): FactGroup[] {
  const groups: FactGroup[] = [];
  let subheading: string | null = null;
  for (const block of blocks) {
    if (block.kind === "subheading") subheading = block.text;
    if (block.kind !== "keyValues" || block.rows.length === 0) continue;
    const facts = block.rows.map((row) => ({ label: row.label, value: row.value, source: row.source ? publicSource(row.source) : null }));
    const last = groups[groups.length - 1];
    if (last && last.subheading === subheading) last.facts.push(...facts);
    else groups.push({ subheading, facts });
  }
  return groups;
}

function chapter(section: ReportSection): Chapter {
  return { id: section.id, title: section.title, paragraphs: opening(section.blocks), factGroups: factGroups(section.blocks) };
}

export function summariseSampleReport(document: SampleDocument): SampleReport {
  const { cover } = document;
  const destination = cover.city ? `${cover.city}, ${cover.country}` : cover.country;
  return {
    title: `Sample report: a US ${SAMPLE_REQUEST.user_job.toLowerCase()}, ${SAMPLE_REQUEST.user_age}, moving to ${cover.city ?? cover.country}`,
    notice: SAMPLE_NOTICE,
    profile: { age: SAMPLE_REQUEST.user_age, occupation: SAMPLE_REQUEST.user_job, destination },
    score: { overall: cover.score, matchLabel: cover.matchLabel },
    pdf: { url: SAMPLE_REPORT_PDF_URL, fileName: SAMPLE_REPORT_PDF_FILE_NAME, chapters: document.sections.length },
    chapters: document.sections.map(chapter),
  };
}
