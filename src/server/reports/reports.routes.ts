/**
 * GET /api/reports/status/:assessmentId, GET /api/reports/download/:token, POST /api/reports/resend and
 * GET /api/jobs/:jobId/status. Unknown ids and tokens answer a uniform 404; repeated misses from one
 * client are refused (429) so tokens and ids cannot be guessed by trying.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { resendRequestSchema } from "@shared/contracts/reports";
import { parseAssessmentId } from "@server/assessments/assessment-id";
import { ownsAssessment } from "@server/assessments/owner-cookie";
import { clientKey } from "@server/http/client-key";
import { AppError } from "@server/http/errors";
import { MissLimiter } from "@server/http/miss-limiter";
import type { Services } from "@server/services";
import { buyerToken } from "./buyer-cookie";
import { jobStatus, REPORT_MESSAGES, reportDownload, reportStatus, resendReportLink } from "./reports.service";

export const REPORT_MISS_LIMIT = { maxMisses: 30, windowMs: 10 * 60_000 };
const TOO_MANY_MISSES = "Too many unknown links or ids. Please try again later.";

export async function reportRoutes(app: FastifyInstance, options: { services: Services }): Promise<void> {
  const { services } = options;
  const misses = new MissLimiter(REPORT_MISS_LIMIT);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  /** Spends one miss of the client's until the lookup finds something (then `release()`). */
  const reserve = (ip: string) => misses.reserve(clientKey(ip), TOO_MANY_MISSES);

  routes.get("/api/reports/status/:assessmentId", { schema: { params: z.object({ assessmentId: z.string() }) } }, async (request, reply) => {
    const id = parseAssessmentId(request.params.assessmentId);
    const owner = id !== null && (ownsAssessment(request, id) || buyerToken(request, id) !== undefined);
    const reservation = owner ? undefined : reserve(request.ip);
    const status = id === null ? undefined : await reportStatus(services, id, buyerToken(request, id));
    if (!status) throw new AppError(404, "Assessment not found");
    reservation?.release();
    return reply.header("Cache-Control", "private, no-store").send(status);
  });

  routes.get("/api/reports/download/:token", { schema: { params: z.object({ token: z.string() }) } }, async (request, reply) => {
    const reservation = reserve(request.ip);
    let file;
    try {
      file = await reportDownload(services, request.params.token);
    } catch (error) {
      // Only an unknown token is a miss; an expired or not-yet-ready one was a real link.
      if (!(error instanceof AppError && error.statusCode === 404)) reservation.release();
      throw error;
    }
    reservation.release();
    return reply
      .type("application/pdf")
      .header("Content-Disposition", `attachment; filename="${file.fileName}"`)
      .header("Cache-Control", "private, no-store")
      .header("X-Robots-Tag", "noindex")
      .send(file.pdf);
  });

  routes.post(
    "/api/reports/resend",
    { schema: { body: resendRequestSchema }, config: { rateLimit: { max: 5, timeWindow: "1 hour" } } },
    async (request) => {
      await resendReportLink(services, request.body.assessmentId);
      return { sent: true as const, message: REPORT_MESSAGES.resent };
    },
  );

  routes.get("/api/jobs/:jobId/status", { schema: { params: z.object({ jobId: z.string().max(100) }) } }, async (request, reply) => {
    const reservation = reserve(request.ip);
    const status = await jobStatus(services, request.params.jobId, (assessmentId) => buyerToken(request, assessmentId));
    if (!status) throw new AppError(404, "Job not found");
    reservation.release();
    return reply.header("Cache-Control", "private, no-store").send(status);
  });
}
