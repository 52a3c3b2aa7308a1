import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { assessmentRequestSchema } from "@shared/contracts/assessments";
import type { Database } from "@server/db/database";
import type { DestinationCatalog } from "@server/destinations/catalog";
import type { ExchangeRates } from "@server/destinations/data/dataset.schema";
import type { KnowledgeBase } from "@server/knowledge/index";
import { eligibilityFitter } from "@server/eligibility/eligibility-fit";
import { AppError } from "@server/http/errors";
import { MissLimiter } from "@server/http/miss-limiter";
import { parseAssessmentId } from "./assessment-id";
import { groupCommittedInsert } from "./assessments.repository";
import { ASSESSMENT_NOT_FOUND, createAssessment, getAlternatives, getAssessmentJson, getEligibility } from "./assessments.service";

export const MISS_LIMIT = { maxMisses: 30, windowMs: 10 * 60_000 };

export async function assessmentRoutes(
  app: FastifyInstance,
  options: { db: Database; catalog: DestinationCatalog; knowledge: KnowledgeBase; rates: ExchangeRates },
): Promise<void> {
  const { db, catalog, knowledge, rates } = options;
  const misses = new MissLimiter(MISS_LIMIT);
  const insert = groupCommittedInsert(db);
  const fitFor = eligibilityFitter(knowledge, rates);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post("/api/assessments", { schema: { body: assessmentRequestSchema } }, async (request, reply) => {
    const created = await createAssessment(insert, catalog, fitFor, request.body);
    return reply.code(201).send(created);
  });

  /** Reads one assessment (or something derived from it) by id, behind the miss limiter: 429, 404 or the answer. */
  const byId = <T>(
    path: string,
    read: (id: number) => Promise<T | undefined>,
    send: (reply: FastifyReply, answer: T) => unknown = (_reply, answer) => answer,
  ) =>
    routes.get(path, { schema: { params: z.object({ id: z.string() }) } }, async (request, reply) => {
      if (misses.isBlocked(request.ip)) {
        throw new AppError(429, "Too many lookups of unknown assessments. Please try again later.");
      }
      const id = parseAssessmentId(request.params.id);
      const answer = id === null ? undefined : await read(id);
      if (answer === undefined) {
        misses.recordMiss(request.ip);
        throw new AppError(404, ASSESSMENT_NOT_FOUND);
      }
      return send(reply, answer);
    });

  byId("/api/assessments/:id", (id) => getAssessmentJson(db, id), (reply, json) =>
    reply.type("application/json; charset=utf-8").send(json),
  );
  byId("/api/assessments/:id/alternatives", (id) => getAlternatives(db, catalog, fitFor, id));
  byId("/api/assessments/:id/eligibility", (id) => getEligibility(db, catalog, knowledge, rates, id));
}
