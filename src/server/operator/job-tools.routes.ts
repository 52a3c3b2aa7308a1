/**
 * The operator area: the job processor (process due jobs, pending jobs, restore; job-tools.ts) and the
 * worker diagnosis GET /api/health/detailed (its checks live in health/; it is registered here, with the
 * other worker tools, because it needs every service). Gated by operator-gate.ts (attached at registration).
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { detailedHealthRoutes } from "@server/health/detailed-health.routes";
import { createReportJobHandler } from "@server/reports/report-job";
import type { Services } from "@server/services";
import { noBodySchema } from "./no-body";
import { pendingJobsReport, processDueJobs, restoreJobs } from "./job-tools";


export async function jobToolRoutes(app: FastifyInstance, options: { services: Services }): Promise<void> {
  const { services } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const handler = createReportJobHandler(services);

  routes.post("/api/jobs/process", { schema: { body: noBodySchema } }, async (_request, reply) =>
    reply.header("Cache-Control", "no-store").send(await processDueJobs(services, handler)),
  );

  routes.get("/api/debug/pending-jobs", async (_request, reply) => reply.header("Cache-Control", "no-store").send(await pendingJobsReport(services)));

  routes.post("/api/admin/restore-kv-jobs", { schema: { body: noBodySchema } }, async (_request, reply) =>
    reply.header("Cache-Control", "no-store").send(await restoreJobs(services)),
  );

  await app.register(detailedHealthRoutes, { services });
}
