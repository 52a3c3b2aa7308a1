import { describe, expect, it } from "vitest";
import { machineryIn } from "../../../tests/support/plain-words";
import { reportFor } from "../../../tests/support/report-documents";
import { parseAssessmentId } from "@server/assessments/assessment-id";
import { buildCatalog } from "@server/destinations/catalog";
import { loadDestinationData } from "@server/destinations/data/index";
import { allCitations } from "@server/facts/all-citations";
import { publicSource } from "@server/facts/citation";
import { loadKnowledgeBase } from "@server/knowledge/index";
import { sampleReportSchema } from "@shared/contracts/content";
import { buildSampleDocument, SAMPLE_ASSESSMENT_ID, SAMPLE_REQUEST } from "./sample-report";
import { summariseSampleReport } from "./sample-report-summary";

const data = loadDestinationData();
const catalog = buildCatalog(data);
const knowledge = loadKnowledgeBase();
const { document, manifest } = buildSampleDocument({ data, catalog, knowledge, editions: "test editions" });
const summary = summariseSampleReport(document);
const rows = summary.chapters.flatMap((chapter) => chapter.factGroups.flatMap((group) => group.facts));

describe("sample report document", () => {
  it("is the paid report's engine run for the illustrative profile: every chapter but the summary's notice and the hub is the paid report's", () => {
    const paid = reportFor(SAMPLE_REQUEST).document;
    expect(document.sections.map((section) => section.id)).toEqual(paid.sections.map((section) => section.id));
    expect(document.sections.length).toBeGreaterThanOrEqual(15);
    for (const [position, section] of document.sections.entries()) {
      const bought = paid.sections[position];
      if (section.id === "summary") expect(section.blocks.slice(1), section.id).toEqual(bought?.blocks);
      else if (section.id !== "hub") expect(section, section.id).toEqual(bought);
    }
    expect(document.cover.score).toBe(paid.cover.score);
    expect(document.cover.matchLabel).toBe(paid.cover.matchLabel);
  });

  it("is labelled a sample for an illustrative profile on the cover, in the running header and in the summary", () => {
    expect(document.cover.heading).toMatch(/^Sample/);
    expect(document.cover.preparedFor).toMatch(/^A sample for an illustrative profile, not a real person: a 32-year-old software engineer$/);
    expect(document.runningHeader).toMatch(/Sample report for an illustrative profile, not a real person · Lisbon, Portugal$/);
    expect(document.title).toMatch(/sample .*illustrative profile/i);
    expect(document.cover.disclaimer).toMatch(/illustrative profile .*not a real person/);
    const notice = document.sections[0]?.blocks[0];
    expect(notice).toMatchObject({ kind: "callout", title: "A sample for an illustrative profile" });
  });

  it("has no hub link, no hub access date and no day of its own: the PDF is dated when rendered", () => {
    expect(Object.keys(document.cover)).not.toEqual(expect.arrayContaining(["hubUrl"]));
    expect(Object.keys(document.cover)).not.toEqual(expect.arrayContaining(["hubAccessUntil"]));
    expect(Object.keys(document.cover)).not.toEqual(expect.arrayContaining(["generatedAt"]));
    const text = JSON.stringify(document);
    expect(text).not.toContain("relocation-hub");
    expect(text).not.toMatch(/"kind":"link"/);
    // The engine's purchase day (and the hub end two years later) that the sample never prints.
    expect(text).not.toMatch(/2000-01-01|2002-01-01/);
    const hub = document.sections.find((section) => section.id === "hub");
    expect(hub?.blocks[0]).toMatchObject({ kind: "paragraph", text: expect.stringMatching(/This sample has no hub/) });
    expect(hub?.blocks.some((block) => block.kind === "list")).toBe(true);
  });

  it("uses an assessment id no stored assessment can have", () => {
    expect(parseAssessmentId(String(SAMPLE_ASSESSMENT_ID))).toBeNull();
  });

  it("is the same document for the same data, so its PDF is rendered once", () => {
    expect(JSON.stringify(buildSampleDocument({ data, catalog, knowledge, editions: "test editions" }).document)).toBe(JSON.stringify(document));
  });
});

describe("sample report page summary", () => {
  it("fits its contract and shows the cover's score and match label", () => {
    expect(sampleReportSchema.safeParse(summary).success).toBe(true);
    expect(summary.title).toMatch(/software engineer, 32, moving to Lisbon/);
    expect(summary.profile).toEqual({ age: 32, occupation: "Software engineer", destination: "Lisbon, Portugal" });
    expect(summary.notice).toMatch(/illustrative profile .*not a real person/);
    expect(summary.score).toEqual({ overall: document.cover.score, matchLabel: document.cover.matchLabel });
    expect(summary.pdf).toEqual({ url: "/api/sample-report.pdf", fileName: "newshores-sample-report-lisbon.pdf", chapters: document.sections.length });
  });

  it("has every chapter, its opening paragraph and every key-value fact of the document, with the source the PDF cites", () => {
    expect(summary.chapters.map((chapter) => chapter.title)).toEqual(document.sections.map((section) => section.title));
    for (const [position, section] of document.sections.entries()) {
      const chapter = summary.chapters[position];
      const firstParagraph = section.blocks.find((block) => block.kind === "paragraph");
      if (firstParagraph?.kind === "paragraph") expect(chapter?.paragraphs[0]?.text, section.id).toBe(firstParagraph.text);
      const documentRows = section.blocks.flatMap((block) => (block.kind === "keyValues" ? block.rows : []));
      const chapterRows = chapter?.factGroups.flatMap((group) => group.facts) ?? [];
      expect(chapterRows, section.id).toEqual(documentRows.map((row) => ({ label: row.label, value: row.value, source: row.source ? publicSource(row.source) : null })));
    }
    expect(rows.filter((row) => row.source !== null).length).toBeGreaterThan(60);
  });

  it("keeps the executive summary's key facts under their subheading", () => {
    const [first] = summary.chapters;
    expect(first?.id).toBe("summary");
    expect(first?.factGroups.map((group) => group.subheading)).toEqual([null, "Key facts for day one"]);
    expect(first?.factGroups[0]?.facts[0]).toEqual({ label: "Overall score", value: `${document.cover.score} / 100`, source: null });
  });

  it("sends sources as their public labels only: every one is a citation in the data, none with research notes", () => {
    const known = new Set(allCitations().map(({ citation }) => JSON.stringify(publicSource(citation))));
    const sources = [...rows.flatMap((row) => (row.source ? [row.source] : [])), ...summary.chapters.flatMap((chapter) => chapter.paragraphs.flatMap((p) => p.sources))];
    for (const source of sources) {
      expect(Object.keys(source).sort()).toEqual(["asOf", "name", "url"]);
      expect(known.has(JSON.stringify(source)), `${source.name} ${source.url}`).toBe(true);
    }
    expect(JSON.stringify(summary)).not.toContain('"research"');
  });

  it("speaks plainly: no research notes or programming values in any text a visitor sees", () => {
    const texts = [
      summary.title,
      summary.notice,
      ...summary.chapters.flatMap((chapter) => [
        chapter.title,
        ...chapter.paragraphs.map((paragraph) => paragraph.text),
        ...chapter.factGroups.flatMap((group) => [group.subheading ?? "", ...group.facts.flatMap((row) => [row.label, row.value, row.source?.name ?? ""])]),
      ]),
    ];
    expect(texts.flatMap((text) => machineryIn(text))).toEqual([]);
  });
});

describe("sample report manifest (issue 31)", () => {
  it("records the facts the sample prints, as a bought report's manifest does", () => {
    const ids = manifest.facts.map((fact) => fact.id);
    expect(ids).toContain("emergency/portugal/numbers");
    expect(ids.some((id) => /^residence-routes\/portugal\/[a-z0-9-]+\/threshold$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(manifest.dataEditions).toBe("test editions");
  });
});
