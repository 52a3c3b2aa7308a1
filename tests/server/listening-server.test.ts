/**
 * The product as a user starts it: `node scripts/start.mjs` (what `npm start` runs) builds if needed,
 * listens on PORT, creates DATA_DIR, serves the API, and on SIGTERM finishes and exits cleanly.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { portugalRequest } from "../support/test-app";

const root = path.resolve(import.meta.dirname, "../..");

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

function start(env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  let output = "";
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: "warn", DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForPing(base: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${base}/ping`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server at ${base} did not answer /ping within ${timeoutMs} ms`);
}

describe("a real listening server started like npm start", () => {
  let dataDir: string;
  let base: string;
  let server: ReturnType<typeof start>;

  beforeAll(async () => {
    dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "newshores-run-")), "data");
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = start({ PORT: String(port), DATA_DIR: dataDir });
    await waitForPing(base, 120_000).catch((error: Error) => {
      throw new Error(`${error.message}\n${server.output()}`);
    });
  }, 150_000);

  afterAll(() => {
    if (server?.child.exitCode === null) server.child.kill("SIGKILL");
    fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
  });

  it("creates the data directory with the SQLite database on first run", () => {
    expect(fs.existsSync(path.join(dataDir, "newshores.sqlite"))).toBe(true);
  });

  it("serves health and the assessment API over HTTP", async () => {
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    expect((await health.json()).status).toBe("healthy");

    const created = await fetch(`${base}/api/assessments`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(portugalRequest),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const read = await fetch(`${base}/api/assessments/${id}`);
    expect((await read.json()).preferred_country).toBe("Portugal");
  });

  it("finishes and exits with code 0 on SIGTERM", async () => {
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });
});

describe("start-up configuration errors", () => {
  it("refuses PORT=abc with one line naming the variable", async () => {
    const run = start({ PORT: "abc", DATA_DIR: path.join(os.tmpdir(), "newshores-never-created") });
    expect(await run.exited).toBe(1);
    expect(run.output().trim().split("\n").at(-1)).toBe(
      'Invalid configuration: PORT must be an integer from 1 to 65535 (got "abc")',
    );
  }, 150_000);
});
