// Starts the PDF thread from TypeScript sources (tests, `npm run dev`): registers tsx in this thread,
// then loads the worker module. The built server starts dist/server/report-pdf-worker.js directly.
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
await import(workerData.entry);
