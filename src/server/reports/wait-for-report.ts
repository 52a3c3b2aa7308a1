/**
 * Confirm waits a short, bounded time for the report so most buyers get it at once (decisions.md). It
 * reads the job record (the same on every instance), polling briefly.
 */
import type { Database } from "@server/db/database";
import { findJobById } from "@server/jobs/report-jobs.repository";

const POLL_MS = 100;

export async function waitForReport(deps: { db: Database }, jobId: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await findJobById(deps.db, jobId);
    if (job?.status === "completed") return true;
    if (!job || job.status === "failed" || Date.now() + POLL_MS > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
