#!/usr/bin/env node
/**
 * `npm run worker`: a separate report worker process (no web server), built if needed like `npm start`.
 * Uses the same environment (DATABASE_URL, DATA_DIR, REPORT_WORKERS, SMTP_URL ...).
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ensureBuilt } from "./build-if-needed.mjs";

const serverDir = ensureBuilt({ site: false });
await import(pathToFileURL(path.join(serverDir, "worker.js")).href);
