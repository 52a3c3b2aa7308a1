/**
 * Starts the product once for all browser journeys, the way `npm start` does, on a free port with an
 * empty data directory, and checks Chromium is installed (failing at once with the install command).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { chromiumPath } from "./chromium";

const root = path.resolve(import.meta.dirname, "../../..");

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: ChildProcess | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject): Promise<void> {
  chromiumPath();
  const port = await freePort();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "newshores-e2e-"));
  let output = "";
  server = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", DATABASE_URL: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (chunk) => (output += chunk));
  server.stderr?.on("data", (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 150_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/ping`)).ok) break;
    } catch {
      // still starting
    }
    if (Date.now() > deadline || server.exitCode !== null) throw new Error(`The server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  project.provide("baseUrl", baseUrl);
}

export async function teardown(): Promise<void> {
  if (server && server.exitCode === null) {
    server.kill("SIGTERM");
    await new Promise((resolve) => server?.on("exit", resolve));
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
