/**
 * `npm start` and `npm run worker` as systemd, Docker or a process manager run them: they signal the npm
 * process itself. SIGTERM to npm reaches the server (or worker), which drains and exits 0; npm exits with
 * that code, and no process of the tree is left serving. When npm is killed outright (SIGKILL, which it
 * cannot pass on), the server notices that npm is gone and stops too.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { freePort, spawnNpm, waitUntilReady, type ProductProcess } from "../../scripts/product-process";

const STOPPED_WITHIN_MS = 5000;
const started: { run: ProductProcess; tree: number[]; dataDir: string }[] = [];

/** npm and every process below it (ps: pid and parent pid of every process). */
function processTree(rootPid: number): number[] {
  const rows = spawnSync("ps", ["-e", "-o", "pid=,ppid="], { encoding: "utf8" })
    .stdout.trim()
    .split("\n")
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const tree = [rootPid];
  for (let index = 0; index < tree.length; index += 1) {
    for (const [pid, ppid] of rows) if (ppid === tree[index] && !tree.includes(pid)) tree.push(pid);
  }
  return tree;
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

function exitOf(run: ProductProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (run.child.exitCode !== null || run.child.signalCode !== null) {
    return Promise.resolve({ code: run.child.exitCode, signal: run.child.signalCode });
  }
  return new Promise((resolve) => run.child.once("exit", (code, signal) => resolve({ code, signal })));
}

async function until(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

const portIsClosed = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(true));
  });

async function npmStart(): Promise<{ run: ProductProcess; port: number; tree: number[] }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "newshores-npm-start-"));
  const port = await freePort();
  const run = spawnNpm(["start"], { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "info" });
  const entry = { run, tree: [] as number[], dataDir };
  started.push(entry);
  await waitUntilReady(run, `http://127.0.0.1:${port}`);
  entry.tree = processTree(run.child.pid as number);
  return { run, port, tree: entry.tree };
}

afterEach(() => {
  // Whatever a failed assertion left running.
  for (const { run, tree, dataDir } of started.splice(0)) {
    for (const pid of [run.child.pid as number, ...tree]) if (isRunning(pid)) process.kill(pid, "SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

describe("signals sent to the npm process", () => {
  it("npm start: SIGTERM to npm drains the server, closes the port, and npm exits 0 within a few seconds", async () => {
    const { run, port, tree } = await npmStart();
    expect(tree.length).toBeGreaterThan(1);

    const sent = Date.now();
    run.child.kill("SIGTERM");
    expect(await exitOf(run)).toEqual({ code: 0, signal: null });
    expect(await until(() => tree.every((pid) => !isRunning(pid)), STOPPED_WITHIN_MS)).toBe(true);
    expect(Date.now() - sent).toBeLessThan(STOPPED_WITHIN_MS);
    expect(await portIsClosed(port)).toBe(true);
    expect(run.output()).toMatch(/"signal":"SIGTERM","msg":"shutting down: draining/);
  }, 180_000);

  it("npm start: when npm is killed outright (SIGKILL), the server notices, drains and stops", async () => {
    const { run, port, tree } = await npmStart();

    run.child.kill("SIGKILL");
    await exitOf(run);
    expect(await until(() => tree.every((pid) => !isRunning(pid)), STOPPED_WITHIN_MS)).toBe(true);
    expect(await portIsClosed(port)).toBe(true);
    expect(run.output()).toMatch(/"signal":"SIGTERM","msg":"shutting down: draining/);
  }, 180_000);

  it("npm run worker: SIGTERM to npm stops the worker, and npm exits 0 within a few seconds", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "newshores-npm-worker-"));
    const run = spawnNpm(["run", "worker"], { DATA_DIR: dataDir, LOG_LEVEL: "info" });
    const entry = { run, tree: [] as number[], dataDir };
    started.push(entry);
    const running = await until(() => run.output().includes("NewShores report worker is running") || run.child.exitCode !== null, 150_000);
    expect(running && run.child.exitCode === null, run.output()).toBe(true);
    entry.tree = processTree(run.child.pid as number);
    expect(entry.tree.length).toBeGreaterThan(1);

    const sent = Date.now();
    run.child.kill("SIGTERM");
    expect(await exitOf(run)).toEqual({ code: 0, signal: null });
    expect(await until(() => entry.tree.every((pid) => !isRunning(pid)), STOPPED_WITHIN_MS)).toBe(true);
    expect(Date.now() - sent).toBeLessThan(STOPPED_WITHIN_MS);
    expect(run.output()).toMatch(/worker shutting down/);
  }, 180_000);
});
