#!/usr/bin/env node
/**
 * `npm start`: builds the server (and the site, once it exists) when the build is missing or older than
 * the sources, then runs the built server. Plain JS so it needs nothing but Node and `npm install`.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const serverEntry = path.join(root, "dist/server/main.js");
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

const sourcesChanged = Math.max(...inputs.map((input) => newestMtime(path.join(root, input))));
if (!fs.existsSync(serverEntry) || fs.statSync(serverEntry).mtimeMs < sourcesChanged) {
  build("vite.server.config.ts", "server");
}
if (fs.existsSync(path.join(root, "vite.config.ts"))) {
  const webEntry = path.join(root, "dist/web/index.html");
  if (!fs.existsSync(webEntry) || fs.statSync(webEntry).mtimeMs < sourcesChanged) build("vite.config.ts", "site");
}

await import(pathToFileURL(serverEntry).href);
