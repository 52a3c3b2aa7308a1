/**
 * The operator's Data freshness page (issue 18 point 7): the data audit (facts/data-audit.ts) for today by the
 * app's clock, as `npm run data:audit` prints it, without research notes. The data is fixed for the life of the
 * process, so the answer changes only with the day: the last day's answer is kept. Gated and audited by
 * operator-gate.ts (attached at registration).
 */
import type { FastifyInstance } from "fastify";
import type { DataFreshnessResponse } from "@shared/contracts/data-freshness";
import { auditData } from "@server/facts/data-audit";
import { presentDataAudit } from "@server/facts/data-audit.presenter";
import type { Services } from "@server/services";

export async function dataFreshnessRoutes(app: FastifyInstance, options: { services: Services }): Promise<void> {
  const { clock } = options.services;
  let latest: DataFreshnessResponse | null = null;

  app.get("/api/admin/data-freshness", async (_request, reply) => {
    const today = clock.now();
    if (latest?.today !== today.toISOString().slice(0, 10)) latest = presentDataAudit(auditData(today));
    return reply.header("Cache-Control", "no-store").send(latest);
  });
}
