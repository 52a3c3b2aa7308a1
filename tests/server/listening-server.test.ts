/**
 * The product as a user starts it: `node scripts/start.mjs` (what `npm start` runs) builds if needed,
 * listens on PORT, creates DATA_DIR, serves the API, and on SIGTERM finishes and exits cleanly.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, spawnProduct, waitUntilReady, type ProductProcess } from "../../scripts/product-process";
import { portugalRequest } from "../support/test-app";

describe("a real listening server started like npm start", () => {
  let dataDir: string;
  let base: string;
  let server: ProductProcess;

  beforeAll(async () => {
    dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "newshores-run-")), "data");
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawnProduct({ PORT: String(port), DATA_DIR: dataDir });
    await waitUntilReady(server, base, 120_000);
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
    const run = spawnProduct({ PORT: "abc", DATA_DIR: path.join(os.tmpdir(), "newshores-never-created") });
    expect(await run.exited).toBe(1);
    expect(run.output().trim().split("\n").at(-1)).toBe(
      'Invalid configuration: PORT must be an integer from 1 to 65535 (got "abc")',
    );
  }, 150_000);
});
