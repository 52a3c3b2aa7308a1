/**
 * The operator area: the job processor (process due jobs, pending jobs, restore; job-tools.ts). Gated by
 * operator-gate.ts (attached at registration).
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { noBodySchema } from "@shared/contracts/operator";
import type { Services } from "@server/services";
import { pendingJobsReport, processDueJobs, restoreJobs } from "./job-tools";

export async function jobToolRoutes(app: FastifyInstance, options: { services: Services }): Promise<void> {
  const { services } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post("/api/jobs/process", { schema: { body: noBodySchema } }, async (_request, reply) =>
    reply.header("Cache-Control", "no-store").send(await processDueJobs(services, services.reportJobHandler)),
  );

  routes.get("/api/debug/pending-jobs", async (_request, reply) => reply.header("Cache-Control", "no-store").send(await pendingJobsReport(services)));

  routes.post("/api/admin/restore-kv-jobs", { schema: { body: noBodySchema } }, async (_request, reply) =>
    reply.header("Cache-Control", "no-store").send(await restoreJobs(services)),
  );
}
