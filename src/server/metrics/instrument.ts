/**
 * Metrics around the services, attached in the composition root so the job, renderer and mail code stay
 * free of measuring: a report job handler timed from claim to end (and how long it waited to be claimed),
 * and a PDF renderer timed per render.
 */
import type { Clock } from "@server/clock";
import type { Database } from "@server/db/database";
import type { JobHandler } from "@server/jobs/queue";
import { findJobById } from "@server/jobs/report-jobs.repository";
import type { PdfRenderer } from "@server/report-pdf/pdf-renderer";
import type { Metrics } from "./metrics";

export function timedJobHandler(handler: JobHandler, deps: { metrics: Metrics; db: Database; clock: Clock }): JobHandler {
  const { metrics, db, clock } = deps;
  return async (job) => {
    const claimedAt = clock.now().getTime();
    const end = metrics.jobDuration.startTimer();
    try {
      const row = await findJobById(db, job.id);
      if (row) metrics.queueWait.observe(Math.max(0, claimedAt - Date.parse(row.run_after)) / 1000);
      await handler(job);
      end({ outcome: "completed" });
    } catch (error) {
      end({ outcome: "failed" });
      throw error;
    }
  };
}

export function timedRenderer(renderer: PdfRenderer, metrics: Metrics): PdfRenderer {
  return {
    ...renderer,
    render: async (document) => {
      const end = metrics.pdfRender.startTimer();
      try {
        return await renderer.render(document);
      } finally {
        end();
      }
    },
  };
}
