/**
 * Builds the server (and the site) when a build is missing or older than the sources. Shared by
 * `npm start` and `npm run worker` (scripts/launch.mjs). Plain JS so it needs nothing but Node and
 * `npm install`. Asynchronous so that the launcher can still act on SIGTERM/SIGINT while a build runs:
 * `signal` (an AbortSignal) stops the build and gives up the lock.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const inputs = ["src", "package.json", "package-lock.json", "vite.server.config.ts", "vite.aliases.ts"];
const LOCK_WAIT_MS = 10 * 60_000;

/** A build that ran and failed; its messages are already on the terminal. */
export class BuildError extends Error {}

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

async function build(config, label, signal) {
  signal?.throwIfAborted();
  console.log(`Building ${label}...`);
  const vite = path.join(root, "node_modules/vite/bin/vite.js");
  // Always a production build: an inherited NODE_ENV (e.g. "test" under Vitest) would otherwise give a
  // development React bundle that later `npm start` runs would keep serving.
  const child = spawn(process.execPath, [vite, "build", "--config", config, "--logLevel", "warn"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
    signal,
  });
  // Settles only once Vite has exited (also when stopped), so the lock is never given up under a running build.
  await new Promise((resolve, reject) => {
    child.on("error", (error) => {
      if (error.name !== "AbortError") reject(error);
    });
    child.on("exit", (code) => {
      if (signal?.aborted) reject(signal.reason);
      else if (code === 0) resolve();
      else reject(new BuildError(`Build of the ${label} failed; see the messages above.`));
    });
  });
}

function ownerOf(lock) {
  try {
    return Number.parseInt(fs.readFileSync(path.join(lock, "owner"), "utf8"), 10);
  } catch (error) {
    if (error.code === "ENOENT") return undefined;
    throw error;
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code !== "ESRCH";
  }
}

/** Its owner died without giving it up (killed mid-build), or it is older than any build takes. */
function isAbandoned(lock) {
  const created = fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs;
  if (created === undefined) return false;
  if (Date.now() - created > LOCK_WAIT_MS) return true;
  const owner = ownerOf(lock);
  return owner > 0 && !isAlive(owner);
}

/**
 * Several processes may start at once (a web server and a worker, parallel tests): one builds while the
 * others wait for it, then find the build fresh. The lock is a directory (mkdir is atomic) naming its
 * owner's pid, so a builder that was killed does not hold the others up.
 */
async function withBuildLock(action, signal) {
  const lock = path.join(root, "dist", ".build-lock");
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      fs.writeFileSync(path.join(lock, "owner"), String(process.pid));
      break;
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
      if (isAbandoned(lock)) {
        fs.rmSync(lock, { recursive: true, force: true });
        continue;
      }
      if (Date.now() > deadline) throw new Error(`Timed out waiting for another build (${lock})`);
      await sleep(200, undefined, { signal });
    }
  }
  try {
    return await action();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/** Builds what is stale; answers the built server directory. */
export function ensureBuilt({ site, signal }) {
  return withBuildLock(() => buildStale(site, signal), signal);
}

async function buildStale(site, signal) {
  const sourcesChanged = Math.max(...inputs.map((input) => newestMtime(path.join(root, input))));
  const serverEntries = ["main.js", "worker.js", "report-pdf-worker.js"].map((file) => path.join(root, "dist/server", file));
  if (serverEntries.some((entry) => !fs.existsSync(entry) || fs.statSync(entry).mtimeMs < sourcesChanged)) {
    await build("vite.server.config.ts", "server", signal);
  }
  if (site && fs.existsSync(path.join(root, "vite.config.ts"))) {
    const webEntry = path.join(root, "dist/web/index.html");
    if (!fs.existsSync(webEntry) || fs.statSync(webEntry).mtimeMs < sourcesChanged) await build("vite.config.ts", "site", signal);
  }
  return path.join(root, "dist/server");
}
