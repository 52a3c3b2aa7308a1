/**
 * The sample report's PDF (GET /api/sample-report.pdf), rendered once per document by the app's PDF renderer and
 * never per request. The document changes only when the data or the editions in force do, so its hash keys the
 * file: the bytes stay in memory for the process and in {DATA_DIR}/sample-report/{hash}.pdf, which a restart or
 * another instance on the same DATA_DIR reads instead of rendering again. Requests that arrive while the render
 * runs share it (one promise per document). The cover is dated the day the PDF is rendered, which is not part of
 * the key; the layout's version (PDF_LAYOUT_VERSION) is, so a new layout renders the sample again.
 */
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Logger } from "pino";
import { PDF_LAYOUT_VERSION } from "@server/report-pdf/layout";
import type { Clock } from "@server/clock";
import { oncePer } from "@server/once-per";
import type { PdfRenderer } from "@server/report-pdf/pdf-renderer";
import type { SampleDocument } from "./sample-report";

export type SampleReportPdf = {
  /** The PDF's bytes for the document; rejects when the render fails (logged here, once per failure). */
  bytes(document: SampleDocument): Promise<Buffer>;
};

type Deps = { pdf: PdfRenderer; dataDir: string; clock: Clock; log: Logger };

/** After a failed render, requests are refused this long before one tries again, so a broken render is not retried per request. */
export const RETRY_AFTER_SECONDS = 60;

const FOLDER = "sample-report";

export const documentKey = (document: SampleDocument): string =>
  createHash("sha256").update(PDF_LAYOUT_VERSION).update(JSON.stringify(document)).digest("hex").slice(0, 32);
/** A set of editions keeps one document object, so its key is hashed once, not per request. */
const keyOf = oncePer(documentKey);

export const samplePdfFile = (dataDir: string, key: string): string => path.join(dataDir, FOLDER, `${key}.pdf`);

/** Written beside the final name and renamed, so a reader never sees half a file. */
async function writeAtomically(file: string, bytes: Uint8Array): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${randomBytes(6).toString("hex")}.partial`;
  try {
    await fs.writeFile(partial, bytes);
    await fs.rename(partial, file);
  } finally {
    await fs.rm(partial, { force: true });
  }
}


export function createSampleReportPdf(deps: Deps): SampleReportPdf {
  const { dataDir, clock, log } = deps;
  let current: { key: string; bytes: Promise<Buffer>; failedAt?: number } | undefined;

  /** The file an earlier render left; a file that cannot be read only costs a render. */
  async function stored(file: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") log.warn({ err: error, file }, "the saved sample report PDF could not be read");
      return null;
    }
  }

  async function readOrRender(key: string, document: SampleDocument): Promise<Buffer> {
    const file = samplePdfFile(dataDir, key);
    const saved = await stored(file);
    if (saved) return saved;
    const generatedAt = clock.now().toISOString();
    const rendered = await deps.pdf.render({ ...document, cover: { ...document.cover, generatedAt } });
    const bytes = Buffer.from(rendered.pdf);
    // The bytes are served either way; a file that cannot be written only costs the next process a render.
    await writeAtomically(file, bytes).catch((error: unknown) => log.warn({ err: error, file }, "the sample report PDF could not be saved"));
    log.info({ file, pages: rendered.pageCount, bytes: bytes.byteLength }, "sample report PDF rendered");
    return bytes;
  }

  const retryDue = (failedAt: number | undefined) => failedAt !== undefined && clock.now().getTime() - failedAt >= RETRY_AFTER_SECONDS * 1000;

  return {
    bytes(document) {
      const key = keyOf(document);
      if (!current || current.key !== key || retryDue(current.failedAt)) {
        const entry: NonNullable<typeof current> = { key, bytes: readOrRender(key, document) };
        entry.bytes.catch((error: unknown) => {
          entry.failedAt = clock.now().getTime();
          log.error({ err: error }, "the sample report PDF could not be made");
        });
        current = entry;
      }
      return current.bytes;
    },
  };
}
