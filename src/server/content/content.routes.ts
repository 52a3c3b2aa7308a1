import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "@server/http/errors";
import type { InForce } from "@server/in-force";

export const CITY_GUIDE_NOT_FOUND = "City information not available";

/** The sample report and the city guides, as built for today's editions. */
export async function contentRoutes(app: FastifyInstance, options: { today: () => InForce }): Promise<void> {
  const content = () => options.today().content;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/city-guides/:country/:city",
    { schema: { params: z.object({ country: z.string().max(80), city: z.string().max(80) }) } },
    async (request, reply) => {
      const guide = content().findCityGuide(request.params.country, request.params.city);
      if (!guide) throw new AppError(404, CITY_GUIDE_NOT_FOUND);
      return reply.header("Cache-Control", "public, max-age=300").send(guide);
    },
  );

  app.get("/api/sample-report", async (_request, reply) =>
    reply.header("Cache-Control", "public, max-age=300").send(content().sampleReport),
  );
}
