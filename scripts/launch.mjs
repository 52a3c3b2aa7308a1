/**
 * What `npm start` and `npm run worker` run (through scripts/start.mjs and scripts/worker.mjs): build if
 * needed, then run the built entry in this same process, so SIGTERM/SIGINT reach the server's (or the
 * worker's) own graceful shutdown and the process exits with its code (0 after a clean drain).
 *
 * How the signals get here: npm passes SIGTERM and SIGINT on to the process it started the script in and
 * then exits with that process's code. That process is `sh -c "<script>"`, and Debian's sh (dash) neither
 * replaces itself with the command nor passes signals on: it dies and leaves the server running. Hence
 * `exec node ...` in package.json: the shell becomes this process. npm passes nothing on when it is itself
 * killed otherwise (SIGKILL, SIGHUP); with `--exit-with-parent` this process then notices that its parent
 * is gone and stops as on SIGTERM.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { BuildError, ensureBuilt } from "./build-if-needed.mjs";

const PARENT_CHECK_MS = 250;

/** `entry`: the built file to run (dist/server/main.js or worker.js); `site`: build the site too. */
export async function launch({ entry, site }) {
  if (process.argv.includes("--exit-with-parent")) stopWhenParentExits();
  const serverDir = await buildUnlessStopped({ site });
  await import(pathToFileURL(path.join(serverDir, entry)).href);
}

/**
 * While a build runs there is nothing to drain: SIGTERM/SIGINT stop the build, give up its lock and exit 0.
 * The handlers go before the entry is imported; until it installs its own, a signal ends the process.
 */
async function buildUnlessStopped({ site }) {
  const stop = new AbortController();
  const onSignal = (signal) => stop.abort(signal);
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
  try {
    const serverDir = await ensureBuilt({ site, signal: stop.signal });
    if (!stop.signal.aborted) return serverDir;
  } catch (error) {
    if (error instanceof BuildError) {
      console.error(error.message);
      process.exit(1);
    }
    if (!stop.signal.aborted) throw error;
  } finally {
    process.off("SIGTERM", onSignal);
    process.off("SIGINT", onSignal);
  }
  console.error(`Stopped by ${stop.signal.reason} before starting.`);
  process.exit(0);
}

function stopWhenParentExits() {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    process.kill(process.pid, "SIGTERM");
  }, PARENT_CHECK_MS);
  timer.unref();
}
