/**
 * GET /api/health, the public check: real probes (a database write round trip, the destination data,
 * free disk for the reports in DATA_DIR),
 * answered with pass/fail and fixed words only. A raw error could name a host, a table or a driver
 * version, so failures are described generically here and logged in full by the route.
 */
import type { HealthResponse } from "@shared/contracts/operator";
import type { Database } from "@server/db/database";
import type { DestinationCatalog } from "@server/destinations/catalog";
import { CheckFailed, runChecks, type CheckRun } from "./checks";
import { diskSpace, MIN_FREE_DISK_BYTES } from "./disk";
import { probeWrite } from "./health.repository";

const DB_CHECK_TIMEOUT_MS = 3000;

const PUBLIC_FAILURES: Record<string, string> = {
  database: "The database did not answer a write",
  destinations: "The destination data is not loaded",
  disk: "Not enough free disk space for new reports",
};

export async function checkHealth(
  db: Database,
  catalog: DestinationCatalog,
  dataDir: string,
  now: () => Date = () => new Date(),
): Promise<CheckRun & { response: HealthResponse }> {
  return runChecks(
    [
      {
        name: "database",
        timeoutMs: DB_CHECK_TIMEOUT_MS,
        run: async () => {
          await probeWrite(db);
          return { message: "The database answered a write" };
        },
      },
      {
        name: "destinations",
        timeoutMs: DB_CHECK_TIMEOUT_MS,
        run: async () => {
          const count = catalog.destinations.length;
          if (count === 0) throw new CheckFailed(PUBLIC_FAILURES.destinations as string);
          return { message: `${count} destinations loaded and validated` };
        },
      },
      {
        name: "disk",
        timeoutMs: DB_CHECK_TIMEOUT_MS,
        run: async () => {
          if (diskSpace(dataDir).freeBytes < MIN_FREE_DISK_BYTES) throw new CheckFailed(PUBLIC_FAILURES.disk as string);
          return { message: "Enough free disk space for new reports" };
        },
      },
    ],
    (name) => PUBLIC_FAILURES[name] ?? "The check failed",
    now,
  );
}
