/**
 * The sample report's PDF (GET /api/sample-report.pdf) and the page summary beside it (GET /api/sample-report): a
 * real report rendered once by the app's PDF renderer, kept in memory and in DATA_DIR, labelled as a sample for an
 * illustrative profile, and agreeing with the page fact by fact. The PDF is read as a reader's tools read it (poppler).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { App } from "@server/app";
import { SAMPLE_PDF_UNAVAILABLE } from "@server/content/content.routes";
import type { SampleReport } from "@shared/contracts/content";
import { buildTestApp } from "../support/test-app";
import { testDatabases, type TestDatabase } from "../support/test-databases";

const [sqlite] = testDatabases();
const RENDER_TIMEOUT = 90_000;

const poppler = (tool: string, ...args: string[]) => execFileSync(tool, args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/** Each key-value row the PDF tags (a TH and its TD), as "label" -> the TD texts. */
function taggedRows(structure: string): Map<string, string[]> {
  const rows = new Map<string, string[]>();
  for (const [, label, value] of structure.matchAll(/^\s*TH:?\n(?:\s*\/Scope \/Row\n)?\s*"(.*)"\n\s*TD\n\s*"(.*)"$/gm)) {
    const key = oneLine(label ?? "");
    rows.set(key, [...(rows.get(key) ?? []), oneLine(value ?? "")]);
  }
  return rows;
}

/** The Sources appendix: "[n]" -> the entry's label with its date, and the link it opens. */
function sourceList(structure: string): Map<string, { label: string; url: string }> {
  const entries = structure.matchAll(/^\s*Lbl \(block\)\n\s*"\[(\d+)\]"\n\s*LBody \(block\)\n\s*"(.*)"\n\s*Link \(inline\)\n\s*"(.*)"$/gm);
  return new Map([...entries].map(([, number, label, url]) => [number ?? "", { label: oneLine(label ?? ""), url: url ?? "" }]));
}

describe("the sample report PDF", () => {
  let database: TestDatabase;
  let dataDir: string;
  let app: App;
  let file: string;
  let pdf: Buffer;
  const render = () => vi.spyOn(app.services.pdf, "render");

  beforeAll(async () => {
    database = await sqlite!.open();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "newshores-sample-api-"));
    app = await buildTestApp(database, { env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    "is a real report of 40 pages or more, served as a download, rendered once and then answered from memory",
    async () => {
      const renders = render();
      const [first, second] = await Promise.all([app.inject("/api/sample-report.pdf"), app.inject("/api/sample-report.pdf")]);
      expect(first.statusCode).toBe(200);
      expect(first.headers["content-type"]).toBe("application/pdf");
      expect(first.headers["content-disposition"]).toBe('attachment; filename="newshores-sample-report-lisbon.pdf"');
      expect(first.headers["cache-control"]).toMatch(/max-age=\d+/);
      pdf = first.rawPayload;
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      expect(second.rawPayload.equals(pdf)).toBe(true);
      expect(renders).toHaveBeenCalledTimes(1);

      const again = await app.inject("/api/sample-report.pdf");
      expect(again.rawPayload.equals(pdf)).toBe(true);
      expect(renders).toHaveBeenCalledTimes(1);
      renders.mockRestore();

      file = path.join(dataDir, "sample.pdf");
      fs.writeFileSync(file, pdf);
      const pages = Number(/Pages:\s+(\d+)/.exec(poppler("pdfinfo", file))?.[1]);
      expect(pages).toBeGreaterThanOrEqual(40);
      expect(fs.readdirSync(path.join(dataDir, "sample-report")).filter((name) => name.endsWith(".pdf"))).toHaveLength(1);
    },
    RENDER_TIMEOUT,
  );

  it("is read from DATA_DIR by a fresh app instance, without rendering again", async () => {
    const fresh = await buildTestApp(database, { env: { DATA_DIR: dataDir } });
    try {
      const renders = vi.spyOn(fresh.services.pdf, "render");
      const response = await fresh.inject("/api/sample-report.pdf");
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(pdf)).toBe(true);
      expect(renders).not.toHaveBeenCalled();
    } finally {
      await fresh.close();
    }
  });

  it("says on its cover and in the header of every later page that it is a sample for an illustrative profile, and links no hub", () => {
    const pages = poppler("pdftotext", "-layout", file, "-").split("\f").filter((page) => page.trim() !== "");
    const cover = oneLine(pages[0] ?? "");
    expect(cover).toContain("Sample relocation report");
    expect(cover).toContain("A sample for an illustrative profile, not a real person: a 32-year-old software engineer");
    expect(cover).not.toMatch(/relocation hub/i);
    for (const [index, page] of pages.slice(1).entries()) {
      expect(page.split("\n").find((line) => line.trim() !== ""), `page ${index + 2}`).toContain("Sample report for an illustrative profile, not a real person");
    }
    expect(poppler("pdftotext", file, "-")).not.toContain("/relocation-hub/");
    expect(pdf.includes("relocation-hub")).toBe(false);
  });

  it("agrees with the page: the cover's score, and every chapter, opening paragraph and fact with the source the PDF cites for it", async () => {
    const summary = (await app.inject("/api/sample-report")).json<SampleReport>();
    const cover = oneLine(poppler("pdftotext", "-f", "1", "-l", "1", file, "-"));
    expect(cover).toContain(`${summary.score.overall} out of 100 ${summary.score.matchLabel}`);

    const structure = poppler("pdfinfo", "-struct-text", file);
    const text = oneLine(structure);
    const rows = taggedRows(structure);
    const sources = sourceList(structure);
    let cited = 0;
    for (const chapter of summary.chapters) {
      expect(text, chapter.id).toContain(`"${chapter.title}"`);
      for (const paragraph of chapter.paragraphs) expect(text, chapter.id).toContain(oneLine(paragraph.text));
      for (const fact of chapter.factGroups.flatMap((group) => group.facts)) {
        const where = `${chapter.id}: ${fact.label}`;
        const values = rows.get(oneLine(fact.label)) ?? [];
        const value = oneLine(fact.value);
        if (!fact.source) {
          expect(values, where).toContain(value);
          continue;
        }
        // The TD prints the value and its source's number; the Sources appendix lists that number's label, date and link.
        const numbers = values.flatMap((printed) => (printed.startsWith(`${value} [`) ? [/\[(\d+)\]$/.exec(printed)?.[1] ?? ""] : []));
        expect(numbers.length, where).toBeGreaterThan(0);
        const { name, asOf, url } = fact.source;
        const listed = numbers.map((number) => sources.get(number));
        expect(listed, `${where}: ${name}`).toContainEqual({ label: oneLine(`${name} — as of ${asOf}`), url });
        cited += 1;
      }
    }
    expect(cited).toBeGreaterThan(60);
  });
});

describe("the sample report PDF when it cannot be rendered", () => {
  let database: TestDatabase;
  let app: App;
  beforeAll(async () => {
    database = await sqlite!.open();
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("answers a plain 503 with when to try again, and keeps the cause in the log", async () => {
    const renders = vi.spyOn(app.services.pdf, "render").mockRejectedValue(new Error("PDF thread crashed: out of memory at /srv/secret/path"));
    const response = await app.inject("/api/sample-report.pdf");
    expect(response.statusCode).toBe(503);
    expect(response.headers["content-type"]).toMatch(/application\/json/);
    expect(response.headers["retry-after"]).toBe("60");
    expect(response.json()).toEqual({ error: SAMPLE_PDF_UNAVAILABLE });
    expect(response.body).not.toMatch(/thread|memory|secret/);
    // Refused without another render until the retry time has passed.
    expect((await app.inject("/api/sample-report.pdf")).statusCode).toBe(503);
    expect(renders).toHaveBeenCalledTimes(1);
  });
});
