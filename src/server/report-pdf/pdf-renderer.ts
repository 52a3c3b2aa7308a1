/**
 * A small pool of worker threads that render report PDFs, so a render never blocks the web process.
 * One render per thread at a time; more wait in a queue. A thread that crashes or runs past the timeout
 * (default 60 s) is replaced and its render rejected. Threads start on first use.
 */
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { RenderedPdf, ReportDocument } from "./report-document";

export type PdfRenderer = { render(document: ReportDocument): Promise<RenderedPdf>; close(): Promise<void> };

type Task = { id: number; document: ReportDocument; resolve: (result: RenderedPdf) => void; reject: (error: Error) => void };
type Slot = { worker: Worker; task: Task | undefined; timer: NodeJS.Timeout | undefined };
type Reply = { id: number; pdf?: Uint8Array; pageCount?: number; error?: string };

const here = fileURLToPath(import.meta.url);

/** From sources (tests, dev) the .ts worker goes through a tsx bootstrap; the build ships it as JS. */
function startThread(): Worker {
  if (here.endsWith(".ts")) {
    const entry = pathToFileURL(path.join(path.dirname(here), "render.worker.ts")).href;
    return new Worker(path.join(path.dirname(here), "worker-bootstrap.mjs"), { workerData: { entry } });
  }
  return new Worker(path.join(path.dirname(here), "report-pdf-worker.js"));
}

export function createPdfRenderer(options: { threads: number; timeoutMs?: number }): PdfRenderer {
  const timeoutMs = options.timeoutMs ?? 60_000;
  const slots: Slot[] = [];
  const queue: Task[] = [];
  let nextId = 1;
  let closed = false;

  function finish(slot: Slot, outcome: { result: RenderedPdf } | { error: Error }): void {
    const task = slot.task;
    clearTimeout(slot.timer);
    slot.task = undefined;
    slot.timer = undefined;
    if (task) {
      if ("result" in outcome) task.resolve(outcome.result);
      else task.reject(outcome.error);
    }
    pump();
  }

  function retire(slot: Slot, error: Error): void {
    const position = slots.indexOf(slot);
    if (position >= 0) slots.splice(position, 1);
    void slot.worker.terminate();
    finish(slot, { error });
  }

  function addSlot(): Slot {
    const slot: Slot = { worker: startThread(), task: undefined, timer: undefined };
    slot.worker.on("message", (reply: Reply) => {
      if (!slot.task || reply.id !== slot.task.id) return;
      if (reply.error !== undefined || !reply.pdf) finish(slot, { error: new Error(`PDF render failed: ${reply.error ?? "no output"}`) });
      else finish(slot, { result: { pdf: reply.pdf, pageCount: reply.pageCount ?? 0 } });
    });
    slot.worker.on("error", (error) => retire(slot, new Error(`PDF thread crashed: ${error.message}`)));
    slot.worker.on("exit", (code) => {
      if (slots.includes(slot)) retire(slot, new Error(`PDF thread exited (code ${code})`));
    });
    slots.push(slot);
    return slot;
  }

  function pump(): void {
    while (!closed && queue.length > 0) {
      const slot = slots.find((candidate) => !candidate.task) ?? (slots.length < options.threads ? addSlot() : undefined);
      if (!slot) return;
      const task = queue.shift() as Task;
      slot.task = task;
      slot.timer = setTimeout(() => retire(slot, new Error(`PDF render took longer than ${timeoutMs} ms`)), timeoutMs);
      slot.worker.postMessage({ id: task.id, document: task.document });
    }
  }

  return {
    render(document) {
      if (closed) return Promise.reject(new Error("The PDF renderer is closed"));
      return new Promise((resolve, reject) => {
        queue.push({ id: nextId++, document, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const task of queue.splice(0)) task.reject(new Error("The PDF renderer is closed"));
      const running = slots.splice(0);
      for (const slot of running) {
        clearTimeout(slot.timer);
        slot.task?.reject(new Error("The PDF renderer is closed"));
      }
      await Promise.all(running.map((slot) => slot.worker.terminate()));
    },
  };
}
