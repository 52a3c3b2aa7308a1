import { describe, expect, it } from "vitest";
import type { ReportSection } from "@server/report-pdf/report-document";
import { blockText, PREVIEW_CHARACTERS, previewStats, summariseSection } from "./report-preview";

const source = { publisher: "Source", title: "Source", url: "https://example.org", asOf: "2026" };

describe("the report preview's measures", () => {
  it("reads the printed text of every kind of block", () => {
    expect(blockText({ kind: "paragraph", text: "Plain words", sources: [source] })).toBe("Plain words");
    expect(blockText({ kind: "list", items: ["one", "two"] })).toBe("one\ntwo");
    expect(blockText({ kind: "keyValues", rows: [{ label: "Rent", value: "$1,200", source }] })).toBe("Rent: $1,200");
    expect(blockText({ kind: "table", columns: ["A", "B"], rows: [["1", "2"]], caption: "Costs" })).toBe("Costs\nA | B\n1 | 2");
    expect(blockText({ kind: "barChart", title: "Rent", bars: [{ label: "Lisbon", value: 1200, display: "$1,200" }, { label: "Porto", value: 900 }] })).toBe("Rent\nLisbon: $1,200\nPorto: 900");
    expect(blockText({ kind: "callout", tone: "info", title: "Note", text: "Check first" })).toBe("Note\nCheck first");
    expect(blockText({ kind: "link", label: "Hub", url: "https://example.org/hub" })).toBe("Hub: https://example.org/hub");
  });

  it("measures a section: its characters, its subheadings, and a preview of at most 300 characters", () => {
    const section: ReportSection = {
      id: "s",
      title: "Housing",
      blocks: [
        { kind: "subheading", text: "Renting" },
        { kind: "paragraph", text: "x".repeat(400) },
        { kind: "subheading", text: "Buying" },
      ],
    };
    const summary = summariseSection(section);
    expect(summary).toMatchObject({ title: "Housing", contentLength: 7 + 2 + 400 + 2 + 6, hasSubsections: true, subsectionCount: 2 });
    expect(summary.preview).toBe(`Renting\n\n${"x".repeat(PREVIEW_CHARACTERS - 9)}...`);
    expect(summariseSection({ id: "t", title: "Short", blocks: [{ kind: "paragraph", text: "Brief." }] })).toEqual({
      title: "Short",
      contentLength: 6,
      hasSubsections: false,
      subsectionCount: 0,
      preview: "Brief.",
    });
  });

  it("adds the sections up", () => {
    const sections = [10, 20, 31].map((contentLength) => ({ title: "t", contentLength, hasSubsections: false, subsectionCount: 0, preview: "" }));
    expect(previewStats(sections)).toEqual({ totalSections: 3, totalCharacters: 61, averageSectionLength: 20 });
    expect(previewStats([])).toEqual({ totalSections: 0, totalCharacters: 0, averageSectionLength: 0 });
  });
});
