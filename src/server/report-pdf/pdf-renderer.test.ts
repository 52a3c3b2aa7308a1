import { afterEach, describe, expect, it } from "vitest";
import { reportFor } from "../../../tests/support/report-documents";
import { createPdfRenderer, type PdfRenderer } from "./pdf-renderer";

describe("the PDF thread pool", () => {
  let renderer: PdfRenderer | undefined;
  afterEach(async () => renderer?.close());

  it("renders several reports concurrently in worker threads", async () => {
    renderer = createPdfRenderer({ threads: 2 });
    const documents = ["Portugal", "Spain", "Japan"].map((country) => reportFor({ preferred_country: country, preferred_city: null }).document);
    const results = await Promise.all(documents.map((document) => renderer?.render(document)));
    for (const result of results) {
      expect(Buffer.from(result?.pdf ?? []).subarray(0, 5).toString()).toBe("%PDF-");
      expect(result?.pageCount).toBeGreaterThan(5);
    }
  });

  it("keeps this thread's event loop free while it renders", async () => {
    renderer = createPdfRenderer({ threads: 1 });
    const { document } = reportFor();
    await renderer.render(document); // warm the thread (start-up, fonts)
    let ticks = 0;
    let longestGap = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
      ticks += 1;
    }, 5);
    await Promise.all([renderer.render(document), renderer.render(document), renderer.render(document)]);
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(10);
    // A render on this thread would block it for the whole render (about 470 ms for this report on this machine, three
    // times over here); a loaded test run pauses the loop for up to about 150 ms on its own (collection, other files).
    expect(longestGap).toBeLessThan(250);
  });

  it("rejects a render that fails, and refuses work once closed", async () => {
    renderer = createPdfRenderer({ threads: 1 });
    const broken = { ...reportFor().document, sections: [{ id: "x", title: "Broken", blocks: [{ kind: "table", columns: ["A"], rows: null }] }] };
    await expect(renderer.render(broken as never)).rejects.toThrow(/PDF render failed/);
    await renderer.close();
    await expect(renderer.render(reportFor().document)).rejects.toThrow(/closed/);
  });
});
