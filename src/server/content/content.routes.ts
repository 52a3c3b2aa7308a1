import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { SAMPLE_REPORT_PDF_FILE_NAME, SAMPLE_REPORT_PDF_URL } from "@shared/contracts/content";
import { AppError } from "@server/http/errors";
import type { InForce } from "@server/in-force";
import type { Services } from "@server/services";
import { createSampleReportPdf, RETRY_AFTER_SECONDS } from "./sample-report-pdf";

export const CITY_GUIDE_NOT_FOUND = "City information not available";
export const SAMPLE_PDF_UNAVAILABLE = "The sample report PDF is not available right now. Please try again in a minute.";

/** Content changes only with the editions in force; browsers and proxies may keep it a few minutes. */
const CACHE_CONTROL = "public, max-age=300";

type Options = { today: () => InForce; services: Pick<Services, "pdf" | "config" | "clock" | "log"> };

/** The sample report (its page's summary and its PDF) and the city guides, as built for today's editions. */
export async function contentRoutes(app: FastifyInstance, options: Options): Promise<void> {
  const content = () => options.today().content;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { services } = options;
  const samplePdf = createSampleReportPdf({
    pdf: services.pdf,
    dataDir: services.config.dataDir,
    clock: services.clock,
    log: services.log.child({ module: "sample-report" }),
  });

  routes.get(
    "/api/city-guides/:country/:city",
    { schema: { params: z.object({ country: z.string().max(80), city: z.string().max(80) }) } },
    async (request, reply) => {
      const guide = content().findCityGuide(request.params.country, request.params.city);
      if (!guide) throw new AppError(404, CITY_GUIDE_NOT_FOUND);
      return reply.header("Cache-Control", CACHE_CONTROL).send(guide);
    },
  );

  app.get("/api/sample-report", async (_request, reply) => reply.header("Cache-Control", CACHE_CONTROL).send(content().sampleReport));

  app.get(SAMPLE_REPORT_PDF_URL, async (_request, reply) => {
    const pdf = await samplePdf.bytes(content().sampleDocument).catch(() => {
      // sample-report-pdf.ts has logged the cause; the visitor gets a plain answer and when to try again.
      throw new AppError(503, SAMPLE_PDF_UNAVAILABLE, {}, { "Retry-After": String(RETRY_AFTER_SECONDS) });
    });
    return reply
      .type("application/pdf")
      .header("Content-Disposition", `attachment; filename="${SAMPLE_REPORT_PDF_FILE_NAME}"`)
      .header("Cache-Control", CACHE_CONTROL)
      .send(pdf);
  });
}
