/**
 * Builds the server (and the site) when a build is missing or older than the sources. Shared by
 * `npm start` and `npm run worker`. Plain JS so it needs nothing but Node and `npm install`.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const inputs = ["src", "package.json", "package-lock.json", "vite.server.config.ts", "vite.aliases.ts"];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function build(config, label) {
  console.log(`Building ${label}...`);
  const vite = path.join(root, "node_modules/vite/bin/vite.js");
  // Always a production build: an inherited NODE_ENV (e.g. "test" under Vitest) would otherwise give a
  // development React bundle that later `npm start` runs would keep serving.
  const result = spawnSync(process.execPath, [vite, "build", "--config", config, "--logLevel", "warn"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) {
    console.error(`Build of the ${label} failed; see the messages above.`);
    process.exit(result.status ?? 1);
  }
}

/**
 * Several processes may start at once (a web server and a worker, parallel tests): one builds while the
 * others wait for it, then find the build fresh. The lock is a directory (mkdir is atomic).
 */
function withBuildLock(action) {
  const lock = path.join(root, "dist", ".build-lock");
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
      const age = Date.now() - fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs;
      if (age > 10 * 60_000) fs.rmSync(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`Timed out waiting for another build (${lock})`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
    }
  }
  try {
    return action();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/** Builds what is stale; answers the built server directory. */
export function ensureBuilt(options) {
  return withBuildLock(() => buildStale(options));
}

function buildStale({ site }) {
  const sourcesChanged = Math.max(...inputs.map((input) => newestMtime(path.join(root, input))));
  const serverEntries = ["main.js", "worker.js", "report-pdf-worker.js"].map((file) => path.join(root, "dist/server", file));
  if (serverEntries.some((entry) => !fs.existsSync(entry) || fs.statSync(entry).mtimeMs < sourcesChanged)) {
    build("vite.server.config.ts", "server");
  }
  if (site && fs.existsSync(path.join(root, "vite.config.ts"))) {
    const webEntry = path.join(root, "dist/web/index.html");
    if (!fs.existsSync(webEntry) || fs.statSync(webEntry).mtimeMs < sourcesChanged) build("vite.config.ts", "site");
  }
  return path.join(root, "dist/server");
}
