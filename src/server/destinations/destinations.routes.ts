import type { FastifyInstance } from "fastify";
import type { DestinationsResponse } from "@shared/contracts/destinations";
import { buildMethodology } from "@server/scoring/methodology";
import type { DestinationCatalog } from "./catalog";
import type { DestinationData } from "./data/index";

export async function destinationRoutes(
  app: FastifyInstance,
  options: { catalog: DestinationCatalog; data: DestinationData },
): Promise<void> {
  // The data only changes with a release, so both answers are computed once.
  const destinations: DestinationsResponse = {
    countries: options.catalog.destinations.map((destination) => ({
      name: destination.name,
      slug: destination.slug,
      climateTypes: destination.climateTypes,
      coastal: destination.coastal,
      cities: destination.cities.map((city) => city.name),
    })),
  };
  const methodology = buildMethodology(options.data);

  app.get("/api/destinations", async (_request, reply) =>
    reply.header("Cache-Control", "public, max-age=300").send(destinations),
  );
  app.get("/api/methodology", async (_request, reply) =>
    reply.header("Cache-Control", "public, max-age=300").send(methodology),
  );
}
