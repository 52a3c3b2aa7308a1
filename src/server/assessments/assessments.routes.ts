import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { assessmentRequestSchema } from "@shared/contracts/assessments";
import type { Database } from "@server/db/database";
import { eligibilityFitter } from "@server/eligibility/eligibility-fit";
import { factsInForce, type InForce } from "@server/in-force";
import { oncePer } from "@server/once-per";
import type { Config } from "@server/config";
import { clientKey } from "@server/http/client-key";
import { AppError } from "@server/http/errors";
import { createMissLimiter } from "@server/http/miss-limiter";
import type { LimitCounters } from "@server/limits/limit-counters";
import { schoolsSummary } from "@server/households/schools-summary";
import { parseAssessmentId } from "./assessment-id";
import type { DerivedAnswers, RecentAnswers } from "./recent-answers";
import { ownsAssessment, rememberOwnedAssessment } from "./owner-cookie";
import { groupCommittedInsert } from "./assessments.repository";
import { alternativesFor, ASSESSMENT_NOT_FOUND, createAssessment, eligibilityOf, findAssessmentFields, getAssessmentJson } from "./assessments.service";

const TOO_MANY_MISSES = "Too many lookups of unknown assessments. Please try again later.";
/** New assessments per client: far above what a person takes (each takes minutes), far below a flood. */
export const CREATE_LIMIT = { max: 60, timeWindow: "1 hour" } as const;
/** An assessment request is well under 1 KB; 16 KB leaves room and refuses bulk bodies. */
export const ASSESSMENT_BODY_LIMIT_BYTES = 16 * 1024;

export async function assessmentRoutes(
  app: FastifyInstance,
  options: {
    db: Database;
    /** What the product shows today: scores and route thresholds in the editions in force on the day of the request. */
    today: () => InForce;
    config: Config;
    limits: LimitCounters;
    /** Alternatives and eligibility kept a short while per assessment (services.recentAnswers; the buyer's erase forgets them). */
    recentAnswers: RecentAnswers<DerivedAnswers>;
  },
): Promise<void> {
  const { db, today, config, recentAnswers } = options;
  const misses = createMissLimiter(options.limits, TOO_MANY_MISSES);
  const insert = groupCommittedInsert(db);
  // Per set of editions in force (the same InForce object until one changes): one eligibility fitter, so scoring keeps its caches.
  const fitterFor = oncePer((inForce: InForce) => eligibilityFitter(factsInForce(inForce), inForce.data.exchangeRates));
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/api/assessments",
    { schema: { body: assessmentRequestSchema }, bodyLimit: ASSESSMENT_BODY_LIMIT_BYTES, config: { rateLimit: CREATE_LIMIT } },
    async (request, reply) => {
      const inForce = today();
      const created = await createAssessment(insert, inForce.catalog, fitterFor(inForce), request.body);
      rememberOwnedAssessment(request, reply, config, created.id);
      return reply.code(201).send(created);
    },
  );

  /**
   * Reads one assessment (or something derived from it) by id: the answer whenever it exists, else a miss (404, or 429
   * over budget). Every read asks the database, so an assessment its buyer erased is gone for every instance at once.
   */
  const byId = <T>(
    path: string,
    read: (id: number) => Promise<T | undefined>,
    send: (reply: FastifyReply, answer: T) => unknown = (_reply, answer) => answer,
  ) =>
    routes.get(path, { schema: { params: z.object({ id: z.string() }) } }, async (request, reply) => {
      const id = parseAssessmentId(request.params.id);
      const answer = id === null ? undefined : await read(id);
      if (answer !== undefined) return send(reply, answer);
      // The browser that created an assessment never spends misses on it.
      if (id === null || !ownsAssessment(request, id)) await misses.miss(clientKey(request.ip));
      throw new AppError(404, ASSESSMENT_NOT_FOUND);
    });

  byId("/api/assessments/:id", (id) => getAssessmentJson(db, id), (reply, json) => reply.type("application/json; charset=utf-8").send(json));
  byId("/api/assessments/:id/alternatives", async (id) => {
    const assessment = await findAssessmentFields(db, id);
    if (!assessment) {
      recentAnswers.forget([id]);
      return undefined;
    }
    const inForce = today();
    return recentAnswers.get(id, "alternatives", inForce, () => alternativesFor(assessment, inForce.catalog, fitterFor(inForce)));
  });
  byId("/api/assessments/:id/eligibility", async (id) => {
    const assessment = await findAssessmentFields(db, id);
    if (!assessment) {
      recentAnswers.forget([id]);
      return undefined;
    }
    const inForce = today();
    return recentAnswers.get(id, "eligibility", inForce, () => eligibilityOf(assessment, inForce.catalog, factsInForce(inForce), inForce.data.exchangeRates));
  });
  byId("/api/assessments/:id/schools", async (id) => {
    const assessment = await findAssessmentFields(db, id);
    if (!assessment) return undefined;
    const inForce = today();
    const destination = inForce.catalog.findByName(assessment.preferred_country);
    return destination ? schoolsSummary(assessment, destination, factsInForce(inForce)) : undefined;
  });
}
