import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { assessmentRequestSchema } from "@shared/contracts/assessments";
import type { Database } from "@server/db/database";
import type { DestinationCatalog } from "@server/destinations/catalog";
import { AppError } from "@server/http/errors";
import { MissLimiter } from "@server/http/miss-limiter";
import { parseAssessmentId } from "./assessment-id";
import { groupCommittedInsert } from "./assessments.repository";
import { ASSESSMENT_NOT_FOUND, createAssessment, getAlternatives, getAssessmentJson } from "./assessments.service";

export const MISS_LIMIT = { maxMisses: 30, windowMs: 10 * 60_000 };

export async function assessmentRoutes(
  app: FastifyInstance,
  options: { db: Database; catalog: DestinationCatalog },
): Promise<void> {
  const { db, catalog } = options;
  const misses = new MissLimiter(MISS_LIMIT);
  const insert = groupCommittedInsert(db);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post("/api/assessments", { schema: { body: assessmentRequestSchema } }, async (request, reply) => {
    const created = await createAssessment(insert, catalog, request.body);
    return reply.code(201).send(created);
  });

  routes.get(
    "/api/assessments/:id",
    { schema: { params: z.object({ id: z.string() }) } },
    async (request, reply) => {
      if (misses.isBlocked(request.ip)) {
        throw new AppError(429, "Too many lookups of unknown assessments. Please try again later.");
      }
      const id = parseAssessmentId(request.params.id);
      const assessment = id === null ? undefined : await getAssessmentJson(db, id);
      if (!assessment) {
        misses.recordMiss(request.ip);
        throw new AppError(404, ASSESSMENT_NOT_FOUND);
      }
      return reply.type("application/json; charset=utf-8").send(assessment);
    },
  );

  routes.get(
    "/api/assessments/:id/alternatives",
    { schema: { params: z.object({ id: z.string() }) } },
    async (request) => {
      if (misses.isBlocked(request.ip)) {
        throw new AppError(429, "Too many lookups of unknown assessments. Please try again later.");
      }
      const id = parseAssessmentId(request.params.id);
      const alternatives = id === null ? undefined : await getAlternatives(db, catalog, id);
      if (!alternatives) {
        misses.recordMiss(request.ip);
        throw new AppError(404, ASSESSMENT_NOT_FOUND);
      }
      return alternatives;
    },
  );
}
