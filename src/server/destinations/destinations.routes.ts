import type { FastifyInstance } from "fastify";
import type { DestinationsResponse } from "@shared/contracts/destinations";
import type { InForce } from "@server/in-force";
import { oncePer } from "@server/once-per";
import { methodologyOf } from "@server/scoring/methodology";
import type { DestinationCatalog } from "./catalog";

/** The destinations list of one catalog, built once per catalog. */
const destinationsOf = oncePer(
  (catalog: DestinationCatalog): DestinationsResponse => ({
    countries: catalog.destinations.map((destination) => ({
      name: destination.name,
      slug: destination.slug,
      climateTypes: destination.climateTypes,
      coastal: destination.coastal,
      cities: destination.cities.map((city) => city.name),
      cityClimates: Object.fromEntries(
        destination.cities.flatMap((city) => (city.climate ? [[city.name, { type: city.climate.type, koppen: city.climate.koppen }]] : [])),
      ),
    })),
  }),
);

export async function destinationRoutes(app: FastifyInstance, options: { today: () => InForce }): Promise<void> {
  // Both answers change only with the data's editions: built once per set of editions in force.
  app.get("/api/destinations", async (_request, reply) =>
    reply.header("Cache-Control", "public, max-age=300").send(destinationsOf(options.today().catalog)),
  );
  app.get("/api/methodology", async (_request, reply) =>
    reply.header("Cache-Control", "public, max-age=300").send(methodologyOf(options.today().data)),
  );
}
