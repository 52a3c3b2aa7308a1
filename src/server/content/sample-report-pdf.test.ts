import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PdfRenderer } from "@server/report-pdf/pdf-renderer";
import type { RenderedPdf, ReportDocument } from "@server/report-pdf/report-document";
import { createSampleReportPdf, documentKey, RETRY_AFTER_SECONDS, samplePdfFile } from "./sample-report-pdf";
import type { SampleDocument } from "./sample-report";

const document = (score = 88): SampleDocument => ({
  title: "Sample",
  runningHeader: "Sample",
  cover: { brand: "NewShores", heading: "Sample relocation report", country: "Portugal", city: "Lisbon", score, matchLabel: "Very good match", preparedFor: "A sample", disclaimer: "Not advice." },
  sections: [],
});

/** A renderer that answers when told to, and remembers what it was asked to draw. */
function fakeRenderer() {
  const drawn: ReportDocument[] = [];
  const pending: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const renderer: PdfRenderer = {
    render: vi.fn((doc: ReportDocument) => {
      drawn.push(doc);
      return new Promise<RenderedPdf>((resolve, reject) => {
        pending.push({ resolve: () => resolve({ pdf: new TextEncoder().encode(`%PDF-1.7 score ${doc.cover.score}`), pageCount: 47 }), reject });
      });
    }),
    close: async () => {},
  };
  const settle = async (outcome: "resolve" | Error = "resolve") => {
    await vi.waitFor(() => expect(pending.length).toBeGreaterThan(0));
    const next = pending.shift();
    if (outcome === "resolve") next?.resolve();
    else next?.reject(outcome);
  };
  return { renderer, drawn, settle };
}

const dirs: string[] = [];
function dataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "newshores-sample-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const log = pino({ level: "silent" });
const at = (iso: string) => ({ now: () => new Date(iso) });

describe("sample report PDF", () => {
  it("renders once for requests that arrive together, dates the cover when rendered, and keeps the file under DATA_DIR", async () => {
    const { renderer, drawn, settle } = fakeRenderer();
    const dir = dataDir();
    const samplePdf = createSampleReportPdf({ pdf: renderer, dataDir: dir, clock: at("2026-11-26T09:00:00Z"), log });
    const first = samplePdf.bytes(document());
    const second = samplePdf.bytes(document());
    await settle();
    expect((await first).toString()).toBe("%PDF-1.7 score 88");
    expect(await second).toBe(await first);
    expect(await samplePdf.bytes(document())).toBe(await first);
    expect(renderer.render).toHaveBeenCalledTimes(1);
    expect(drawn[0]?.cover.generatedAt).toBe("2026-11-26T09:00:00.000Z");
    expect(fs.readFileSync(samplePdfFile(dir, documentKey(document()))).toString()).toBe("%PDF-1.7 score 88");
    expect(fs.readdirSync(path.join(dir, "sample-report"))).toEqual([`${documentKey(document())}.pdf`]);
  });

  it("reads the file another process rendered for the same document instead of rendering", async () => {
    const dir = dataDir();
    const earlier = fakeRenderer();
    const made = createSampleReportPdf({ pdf: earlier.renderer, dataDir: dir, clock: at("2026-11-26T09:00:00Z"), log }).bytes(document());
    await earlier.settle();
    await made;
    const { renderer } = fakeRenderer();
    const later = createSampleReportPdf({ pdf: renderer, dataDir: dir, clock: at("2026-11-27T09:00:00Z"), log });
    expect((await later.bytes(document())).toString()).toBe("%PDF-1.7 score 88");
    expect(renderer.render).not.toHaveBeenCalled();
  });

  it("renders again when the document changes (new data or editions)", async () => {
    const { renderer, settle } = fakeRenderer();
    const samplePdf = createSampleReportPdf({ pdf: renderer, dataDir: dataDir(), clock: at("2026-11-26T09:00:00Z"), log });
    const before = samplePdf.bytes(document(88));
    await settle();
    await before;
    const after = samplePdf.bytes(document(87));
    await settle();
    expect((await after).toString()).toBe("%PDF-1.7 score 87");
    expect(renderer.render).toHaveBeenCalledTimes(2);
  });

  it("after a failed render, refuses without rendering until the retry time has passed, then renders again", async () => {
    const { renderer, settle } = fakeRenderer();
    let now = new Date("2026-11-26T09:00:00Z");
    const samplePdf = createSampleReportPdf({ pdf: renderer, dataDir: dataDir(), clock: { now: () => now }, log });
    const failing = samplePdf.bytes(document());
    await settle(new Error("PDF thread crashed"));
    await expect(failing).rejects.toThrow("PDF thread crashed");
    await expect(samplePdf.bytes(document())).rejects.toThrow("PDF thread crashed");
    expect(renderer.render).toHaveBeenCalledTimes(1);

    now = new Date(now.getTime() + RETRY_AFTER_SECONDS * 1000);
    const retried = samplePdf.bytes(document());
    await settle();
    expect((await retried).toString()).toBe("%PDF-1.7 score 88");
    expect(renderer.render).toHaveBeenCalledTimes(2);
  });

  it("still serves the PDF when DATA_DIR cannot take the file", async () => {
    const { renderer, settle } = fakeRenderer();
    const dir = dataDir();
    fs.writeFileSync(path.join(dir, "sample-report"), "a file where the folder should be");
    const samplePdf = createSampleReportPdf({ pdf: renderer, dataDir: dir, clock: at("2026-11-26T09:00:00Z"), log });
    const bytes = samplePdf.bytes(document());
    await settle();
    expect((await bytes).toString()).toBe("%PDF-1.7 score 88");
  });
});
