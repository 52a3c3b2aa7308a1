/**
 * The product as a user starts it: `node scripts/start.mjs` (what `npm start` runs) builds if needed,
 * listens on PORT, creates DATA_DIR, serves the API, and on SIGTERM finishes and exits cleanly.
 */
import fs from "node:fs";
import http from "node:http";
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

  it("on SIGTERM answers the request in flight with Connection: close and exits 0 within a few seconds", async () => {
    // A keep-alive client with a request whose body is still arriving when the signal comes.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    await new Promise<void>((resolve, reject) => http.get(`${base}/api/destinations`, { agent }, (res) => res.resume().on("end", resolve)).on("error", reject));
    const inFlight = http.request(`${base}/api/assessments`, { method: "POST", agent, headers: { "content-type": "application/json" } });
    const answered = new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      inFlight.on("response", (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, connection: res.headers.connection });
      });
      inFlight.on("error", reject);
    });
    inFlight.write(JSON.stringify(portugalRequest).slice(0, 20));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    server.child.kill("SIGTERM");
    setTimeout(() => inFlight.end(JSON.stringify(portugalRequest).slice(20)), 300);
    expect(await answered).toEqual({ status: 201, connection: "close" });
    expect(await server.exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(3000);
    agent.destroy();
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

  it("refuses a DATA_DIR that is a file, or whose database cannot be opened, with one line naming DATA_DIR and the path", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "newshores-bad-data-"));
    const file = path.join(dir, "not-a-directory");
    fs.writeFileSync(file, "");
    const asFile = spawnProduct({ PORT: String(await freePort()), DATA_DIR: file });
    expect(await asFile.exited).toBe(1);
    expect(asFile.output().trim().split("\n").at(-1)).toBe(`Invalid configuration: DATA_DIR must be a directory, but ${file} is a file`);

    const under = path.join(file, "data");
    const underFile = spawnProduct({ PORT: String(await freePort()), DATA_DIR: under });
    expect(await underFile.exited).toBe(1);
    expect(underFile.output().trim().split("\n").at(-1)).toBe(`Invalid configuration: DATA_DIR ${under} cannot be created (ENOTDIR)`);

    const blocked = path.join(dir, "data");
    fs.mkdirSync(path.join(blocked, "newshores.sqlite"), { recursive: true });
    const unopenable = spawnProduct({ PORT: String(await freePort()), DATA_DIR: blocked });
    expect(await unopenable.exited).toBe(1);
    expect(unopenable.output().trim().split("\n").at(-1)).toMatch(
      new RegExp(`^Invalid configuration: DATA_DIR database file ${path.join(blocked, "newshores.sqlite")} cannot be opened for writing \\(`),
    );
    fs.rmSync(dir, { recursive: true, force: true });
  }, 150_000);

  it("refuses DATABASE_URL without APP_SECRET before connecting", async () => {
    const run = spawnProduct({ PORT: String(await freePort()), DATABASE_URL: "postgres://127.0.0.1:1/none", APP_SECRET: "" });
    expect(await run.exited).toBe(1);
    expect(run.output().trim().split("\n").at(-1)).toMatch(/^Invalid configuration: APP_SECRET must be set when DATABASE_URL is set/);
  }, 150_000);
});
