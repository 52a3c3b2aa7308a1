/**
 * GET /api/reports/status/:assessmentId, GET /api/reports/download/:token, POST /api/reports/resend and
 * GET /api/jobs/:jobId/status. Unknown ids and tokens answer a uniform 404; repeated misses from one
 * client are refused (429) so tokens and ids cannot be guessed by trying, while what exists is always served.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { resendRequestSchema } from "@shared/contracts/reports";
import { parseAssessmentId } from "@server/assessments/assessment-id";
import { ownsAssessment } from "@server/assessments/owner-cookie";
import { clientKey } from "@server/http/client-key";
import { AppError } from "@server/http/errors";
import { createMissLimiter } from "@server/http/miss-limiter";
import type { Services } from "@server/services";
import { buyerToken } from "./buyer-cookie";
import { jobStatus, REPORT_MESSAGES, reportDownload, reportStatus, resendReportLink } from "./reports.service";

/** Re-send requests per client (any order); each order also has its own cap (RESEND_LIMIT, reports.service). */
export const RESEND_REQUEST_LIMIT = { max: 5, timeWindow: "1 hour" } as const;
const TOO_MANY_MISSES = "Too many unknown links or ids. Please try again later.";

export async function reportRoutes(app: FastifyInstance, options: { services: Services }): Promise<void> {
  const { services } = options;
  const misses = createMissLimiter(services.limits, TOO_MANY_MISSES);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  /** Counts a lookup that found nothing against the client's misses: returns (then 404) or throws 429. */
  const miss = (ip: string) => misses.miss(clientKey(ip));

  routes.get("/api/reports/status/:assessmentId", { schema: { params: z.object({ assessmentId: z.string() }) } }, async (request, reply) => {
    const id = parseAssessmentId(request.params.assessmentId);
    const status = id === null ? undefined : await reportStatus(services, id, buyerToken(request, id));
    if (!status) {
      const owner = id !== null && (ownsAssessment(request, id) || buyerToken(request, id) !== undefined);
      if (!owner) await miss(request.ip);
      throw new AppError(404, "Assessment not found");
    }
    return reply.header("Cache-Control", "private, no-store").send(status);
  });

  routes.get("/api/reports/download/:token", { schema: { params: z.object({ token: z.string() }) } }, async (request, reply) => {
    let file;
    try {
      file = await reportDownload(services, request.params.token);
    } catch (error) {
      // Only an unknown token is a miss; an expired or not-yet-ready one was a real link.
      if (error instanceof AppError && error.statusCode === 404) await miss(request.ip);
      throw error;
    }
    return reply
      .type("application/pdf")
      .header("Content-Disposition", `attachment; filename="${file.fileName}"`)
      .header("Cache-Control", "private, no-store")
      .header("X-Robots-Tag", "noindex")
      .send(file.pdf);
  });

  routes.post(
    "/api/reports/resend",
    { schema: { body: resendRequestSchema }, config: { rateLimit: RESEND_REQUEST_LIMIT } },
    async (request) => {
      await resendReportLink(services, request.body.assessmentId);
      return { sent: true as const, message: REPORT_MESSAGES.resent };
    },
  );

  routes.get("/api/jobs/:jobId/status", { schema: { params: z.object({ jobId: z.string().max(100) }) } }, async (request, reply) => {
    const status = await jobStatus(services, request.params.jobId, (assessmentId) => buyerToken(request, assessmentId));
    if (!status) {
      await miss(request.ip);
      throw new AppError(404, "Job not found");
    }
    return reply.header("Cache-Control", "private, no-store").send(status);
  });
}
