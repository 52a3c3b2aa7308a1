/**
 * Builds the Fastify app from a config: used by main.ts (which listens) and by tests (through inject).
 * Order: error handling and security headers first, then the API by business area, then the site.
 */
import path from "node:path";
import Fastify, { LogController, type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { assessmentRoutes } from "./assessments/assessments.routes";
import { getContent } from "./content/content";
import { bestCountriesRoutes } from "./content/best-countries.routes";
import { contentRoutes } from "./content/content.routes";
import type { Config } from "./config";
import { openDatabase, type Database, type DatabaseKind } from "./db/database";
import { getDestinationCatalog, type DestinationCatalog } from "./destinations/catalog";
import { destinationRoutes } from "./destinations/destinations.routes";
import { healthRoutes } from "./health/health.routes";
import { installAppShell } from "./http/app-shell";
import { installErrorHandling } from "./http/error-handler";
import { installSecurityHeaders } from "./http/security";

export type AppOptions = {
  config: Config;
  /** Where the built site lives; defaults to dist/web next to the working directory. */
  webRoot?: string;
  /** An already-open database (tests share one); otherwise the app opens and closes its own. */
  database?: { db: Database; kind: DatabaseKind };
};

export type App = FastifyInstance & { db: Database; catalog: DestinationCatalog };

export async function buildApp(options: AppOptions): Promise<App> {
  const { config } = options;
  const catalog = getDestinationCatalog();
  const content = getContent();
  const database = options.database ?? (await openDatabase(config.database));

  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: ["req.headers.authorization", "req.headers.cookie", "res.headers['set-cookie']"], remove: true },
    },
    trustProxy: config.production,
    bodyLimit: 64 * 1024,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    logController: new LogController({
      disableRequestLogging: config.logLevel !== "debug" && config.logLevel !== "trace",
    }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON only: any other body type is a clear 415, not a string to misread.
  app.removeContentTypeParser("text/plain");

  if (!options.database) app.addHook("onClose", async () => database.db.destroy());

  installErrorHandling(app);
  await installSecurityHeaders(app);
  await app.register(healthRoutes, { db: database.db, kind: database.kind, catalog });
  await app.register(destinationRoutes, { catalog });
  await app.register(assessmentRoutes, { db: database.db, catalog });
  await app.register(contentRoutes, { content });
  await app.register(bestCountriesRoutes, { catalog });
  await installAppShell(app, options.webRoot ?? path.resolve("dist/web"));

  return Object.assign(app, { db: database.db, catalog }) as App;
}
