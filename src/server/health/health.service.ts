/** Health checks: each is a real probe with its own verdict; the whole is healthy when all pass. */
import { performance } from "node:perf_hooks";
import { pingDatabase, type Database, type DatabaseKind } from "@server/db/database";
import type { DestinationCatalog } from "@server/destinations/catalog";

export type CheckResult = { status: "pass" | "fail"; message: string; durationMs: number };
export type HealthReport = {
  status: "healthy" | "unhealthy";
  message: string;
  timestamp: string;
  checks: Record<string, CheckResult>;
};

const DB_CHECK_TIMEOUT_MS = 3000;

async function timed(probe: () => Promise<string>): Promise<CheckResult> {
  const started = performance.now();
  try {
    const message = await probe();
    return { status: "pass", message, durationMs: Math.round(performance.now() - started) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { status: "fail", message: reason, durationMs: Math.round(performance.now() - started) };
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function checkHealth(
  db: Database,
  kind: DatabaseKind,
  catalog: DestinationCatalog,
  now: () => Date = () => new Date(),
): Promise<HealthReport> {
  const checks: Record<string, CheckResult> = {
    database: await timed(async () => {
      await withTimeout(pingDatabase(db), DB_CHECK_TIMEOUT_MS, "The database");
      return `${kind === "sqlite" ? "SQLite" : "PostgreSQL"} answered a round trip`;
    }),
    destinations: await timed(async () => {
      const count = catalog.destinations.length;
      if (count === 0) throw new Error("No destinations loaded");
      return `${count} destinations loaded and validated`;
    }),
  };
  const failed = Object.entries(checks).filter(([, check]) => check.status === "fail");
  return {
    status: failed.length === 0 ? "healthy" : "unhealthy",
    message:
      failed.length === 0 ? "All systems operational" : `Failing: ${failed.map(([name]) => name).join(", ")}`,
    timestamp: now().toISOString(),
    checks,
  };
}
