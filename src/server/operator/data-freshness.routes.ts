/**
 * The operator's Data freshness page (issue 18 point 7): the data audit (facts/data-audit.ts) for today by the
 * app's clock, as `npm run data:audit` prints it, without research notes. The data is fixed for the life of the
 * process, so the answer changes only with the day: the last day's answer is kept. With it, the facts that changed
 * since live reports printed them (issue 31): how many reports and how many buyers were told; and POST
 * /api/admin/report-updates/check, which compares every live report with today's facts now. Gated and audited by
 * operator-gate.ts (attached at registration).
 */
import { factsInForce } from "@server/in-force";
import type { FastifyInstance } from "fastify";
import type { DataFreshnessResponse } from "@shared/contracts/data-freshness";
import { auditData } from "@server/facts/data-audit";
import { presentDataAudit } from "@server/facts/data-audit.presenter";
import type { Services } from "@server/services";
import { changedFactCounts } from "@server/report-updates/fact-changes.repository";
import { factInWords } from "@server/report-updates/fact-words";

export async function dataFreshnessRoutes(app: FastifyInstance, options: { services: Services }): Promise<void> {
  const { clock, db, inForce } = options.services;
  let latest: Omit<DataFreshnessResponse, "changedFacts"> | null = null;

  app.get("/api/admin/data-freshness", async (_request, reply) => {
    const today = clock.now();
    if (latest?.today !== today.toISOString().slice(0, 10)) latest = presentDataAudit(auditData(today));
    // What changed since live reports printed it is read each time: the fact watch records it as it happens.
    const facts = factsInForce(inForce(today));
    const changedFacts = (await changedFactCounts(db)).map((row) => ({ ...row, what: factInWords(row.factId, facts) }));
    const answer: DataFreshnessResponse = { ...latest, changedFacts };
    return reply.header("Cache-Control", "no-store").send(answer);
  });

  // After shipping a corrected figure, or to see the effect of a new edition at once: compares every live report now.
  app.post("/api/admin/report-updates/check", async (_request, reply) => {
    const comparison = await options.services.factWatch.checkNow({ force: true });
    return reply.header("Cache-Control", "no-store").send({ success: true, ...comparison });
  });
}
