#!/usr/bin/env node
/**
 * `npm run worker`: a separate report worker process (no web server), built if needed like `npm start`.
 * Uses the same environment (DATABASE_URL, DATA_DIR, REPORT_WORKERS, SMTP_URL ...). See launch.mjs.
 */
import { launch } from "./launch.mjs";

await launch({ entry: "worker.js", site: false });
