/**
 * Runs the product as a separate process exactly as `npm start` does (scripts/start.mjs: build if
 * needed, then serve), for the real-server test, the browser journeys and the benchmark. Like under npm,
 * the product stops when the process that started it exits (`--exit-with-parent`), so a test run that is
 * killed leaves no server behind.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

export type ProductProcess = { child: ChildProcess; output: () => string; exited: Promise<number | null> };
export type RunningProduct = ProductProcess & { baseUrl: string; dataDir: string; stop: () => Promise<void> };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

function spawnProcess(command: string, args: string[], env: Record<string, string>): ProductProcess {
  let output = "";
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: "warn", DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

function spawnScript(script: string, env: Record<string, string>): ProductProcess {
  return spawnProcess(process.execPath, [script, "--exit-with-parent"], env);
}

/** Starts `node scripts/start.mjs` with `env` on top of this environment (SQLite, quiet logs by default). */
export function spawnProduct(env: Record<string, string>): ProductProcess {
  return spawnScript("scripts/start.mjs", env);
}

/** Starts `node scripts/worker.mjs` (what `npm run worker` runs): a report worker without the web server. */
export function spawnWorker(env: Record<string, string>): ProductProcess {
  return spawnScript("scripts/worker.mjs", env);
}

/** Runs `npm <args>` (`npm start`, `npm run worker`) as a user or a process manager does; `child` is npm itself. */
export function spawnNpm(args: string[], env: Record<string, string>): ProductProcess {
  return spawnProcess("npm", args, { npm_config_update_notifier: "false", ...env });
}

/** Resolves once GET /ping answers; fails with the process's output if it exits or takes too long. */
export async function waitUntilReady(run: ProductProcess, baseUrl: string, timeoutMs = 150_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/ping`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || run.child.exitCode !== null) {
      throw new Error(`The server at ${baseUrl} did not start within ${timeoutMs} ms:\n${run.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A running product on a free port with an empty data directory; `stop()` sends SIGTERM and cleans up. */
export async function startProduct(prefix = "newshores-", env: Record<string, string> = {}): Promise<RunningProduct> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const baseUrl = `http://127.0.0.1:${port}`;
  const run = spawnProduct({ PORT: String(port), DATA_DIR: dataDir, ...env });
  await waitUntilReady(run, baseUrl);
  return {
    ...run,
    baseUrl,
    dataDir,
    stop: async () => {
      if (run.child.exitCode === null) {
        run.child.kill("SIGTERM");
        await run.exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
