import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { assessmentRequestSchema } from "@shared/contracts/assessments";
import type { Database } from "@server/db/database";
import type { DestinationCatalog } from "@server/destinations/catalog";
import type { ExchangeRates } from "@server/destinations/data/dataset.schema";
import type { KnowledgeBase } from "@server/knowledge/index";
import { eligibilityFitter } from "@server/eligibility/eligibility-fit";
import type { Config } from "@server/config";
import { clientKey } from "@server/http/client-key";
import { AppError } from "@server/http/errors";
import { MissLimiter } from "@server/http/miss-limiter";
import { parseAssessmentId } from "./assessment-id";
import { ownsAssessment, rememberOwnedAssessment } from "./owner-cookie";
import { groupCommittedInsert } from "./assessments.repository";
import { ASSESSMENT_NOT_FOUND, createAssessment, getAlternatives, getAssessmentJson, getEligibility } from "./assessments.service";

export const MISS_LIMIT = { maxMisses: 30, windowMs: 10 * 60_000 };
const TOO_MANY_MISSES = "Too many lookups of unknown assessments. Please try again later.";
/** New assessments per client: far above what a person takes (each takes minutes), far below a flood. */
export const CREATE_LIMIT = { max: 60, timeWindow: "1 hour" } as const;
/** An assessment request is well under 1 KB; 16 KB leaves room and refuses bulk bodies. */
export const ASSESSMENT_BODY_LIMIT_BYTES = 16 * 1024;

export async function assessmentRoutes(
  app: FastifyInstance,
  options: { db: Database; catalog: DestinationCatalog; knowledge: KnowledgeBase; rates: ExchangeRates; config: Config },
): Promise<void> {
  const { db, catalog, knowledge, rates, config } = options;
  const misses = new MissLimiter(MISS_LIMIT);
  const insert = groupCommittedInsert(db);
  const fitFor = eligibilityFitter(knowledge, rates);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/api/assessments",
    { schema: { body: assessmentRequestSchema }, bodyLimit: ASSESSMENT_BODY_LIMIT_BYTES, config: { rateLimit: CREATE_LIMIT } },
    async (request, reply) => {
      const created = await createAssessment(insert, catalog, fitFor, request.body);
      rememberOwnedAssessment(request, reply, config, created.id);
      return reply.code(201).send(created);
    },
  );

  /** Reads one assessment (or something derived from it) by id, behind the miss limiter: 429, 404 or the answer. */
  const byId = <T>(
    path: string,
    read: (id: number) => Promise<T | undefined>,
    send: (reply: FastifyReply, answer: T) => unknown = (_reply, answer) => answer,
  ) =>
    routes.get(path, { schema: { params: z.object({ id: z.string() }) } }, async (request, reply) => {
      const id = parseAssessmentId(request.params.id);
      // The browser that created an assessment always reads it; anyone else spends a miss until found.
      const reservation = id !== null && ownsAssessment(request, id) ? undefined : misses.reserve(clientKey(request.ip), TOO_MANY_MISSES);
      const answer = id === null ? undefined : await read(id);
      if (answer === undefined) throw new AppError(404, ASSESSMENT_NOT_FOUND);
      reservation?.release();
      return send(reply, answer);
    });

  byId("/api/assessments/:id", (id) => getAssessmentJson(db, id), (reply, json) =>
    reply.type("application/json; charset=utf-8").send(json),
  );
  byId("/api/assessments/:id/alternatives", (id) => getAlternatives(db, catalog, fitFor, id));
  byId("/api/assessments/:id/eligibility", (id) => getEligibility(db, catalog, knowledge, rates, id));
}
