/**
 * Builds the Fastify app from the services (services.ts): used by main.ts (which listens) and by tests
 * (through inject). Order: error handling, security headers, cookies and rate limits first, then the API
 * by business area, then the site. Closing the app closes the services it was given.
 */
import path from "node:path";
import fastifyCookie from "@fastify/cookie";
import fastifyRateLimit from "@fastify/rate-limit";
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { assessmentRoutes } from "./assessments/assessments.routes";
import { bestCountriesRoutes } from "./content/best-countries.routes";
import { contentRoutes } from "./content/content.routes";
import type { Database } from "./db/database";
import { destinationRoutes } from "./destinations/destinations.routes";
import { healthRoutes } from "./health/health.routes";
import { installAppShell } from "./http/app-shell";
import { clientKey } from "./http/client-key";
import { answerFrameworkError, installErrorHandling, routeLimitError } from "./http/error-handler";
import { installInputChecks } from "./http/input-checks";
import { installSecurityHeaders } from "./http/security";
import { databaseRateLimitStore } from "./limits/rate-limit-store";
import { installOperatorGate } from "./operator/operator-gate";
import { installSameSiteWrites } from "./http/same-site";
import { operatorRoutes } from "./operator/operator.routes";
import { paymentRoutes } from "./payments/payments.routes";
import { webhookRoutes } from "./payments/webhook.routes";
import { reportRoutes } from "./reports/reports.routes";
import { hubRoutes } from "./hub/hub.routes";
import { reportUpdatesRoutes } from "./report-updates/report-updates.routes";
import { installRequestMetrics, metricsRoutes } from "./metrics/metrics.routes";
import type { Services } from "./services";

export type AppOptions = {
  services: Services;
  /** Where the built site lives; defaults to dist/web next to the working directory. */
  webRoot?: string;
};

/** A registered route, as the operator gate test enumerates them. */
export type RouteEntry = { method: string; url: string };

export type App = FastifyInstance & { db: Database; services: Services; routeTable: readonly RouteEntry[] };

/**
 * Closing (SIGTERM): Fastify stops accepting, closes idle keep-alive connections and waits for requests in
 * flight; each of those answers with `Connection: close`, so its client lets the connection go at once
 * instead of holding the process until the keep-alive timeout.
 */
function installDraining(app: FastifyInstance): void {
  let closing = false;
  app.addHook("preClose", (done) => {
    closing = true;
    done();
  });
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (closing) reply.header("Connection", "close");
    done(null, payload);
  });
}

/** TRUST_PROXY as a hop count: believe that many proxies in front of the server, nearest first. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp(options: AppOptions): Promise<App> {
  const { services } = options;
  const { config } = services;

  const app = Fastify({
    loggerInstance: services.log as FastifyBaseLogger,
    trustProxy: typeof config.trustProxy === "number" ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 64 * 1024,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    frameworkErrors: answerFrameworkError,
    logController: new LogController({
      disableRequestLogging: config.logLevel !== "debug" && config.logLevel !== "trace",
    }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installInputChecks(app);
  installDraining(app);
  app.addHook("onClose", async () => services.close());

  const routeTable: RouteEntry[] = [];
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url });
  });

  installErrorHandling(app);
  installRequestMetrics(app, services.metrics);
  await installSecurityHeaders(app);
  await app.register(fastifyCookie, { secret: services.appSecret });
  // Route limits are counted in the database, so they hold across every instance (decision 0014).
  // A refusal says when to try again (routeLimitError), by the app's clock as the counters are.
  await app.register(fastifyRateLimit, {
    global: false,
    keyGenerator: (request) => clientKey(request.ip),
    store: databaseRateLimitStore(services.limits),
    errorResponseBuilder: (_request, refusal) => routeLimitError(refusal.ttl, services.clock.now()),
  });
  // Before any route: the gate attaches itself to every operator route as it is registered.
  installOperatorGate(app, { auth: services.operatorAuth, config, db: services.db, clock: services.clock });
  installSameSiteWrites(app, config);
  // What the product shows today (in-force.ts): read per request, so a new edition applies from its first day.
  const today = () => services.inForce(services.clock.now());
  await app.register(healthRoutes, { db: services.db, today, dataDir: config.dataDir });
  await app.register(destinationRoutes, { today });
  await app.register(assessmentRoutes, { db: services.db, today, config, limits: services.limits, recentAnswers: services.recentAnswers });
  await app.register(contentRoutes, { today, services });
  await app.register(bestCountriesRoutes, { today });
  await app.register(paymentRoutes, { services });
  await app.register(webhookRoutes, { services });
  await app.register(reportRoutes, { services });
  await app.register(hubRoutes, { services });
  await app.register(reportUpdatesRoutes, { services });
  await app.register(operatorRoutes, { services });
  await app.register(metricsRoutes, { metrics: services.metrics, config, auth: services.operatorAuth, db: services.db });
  await installAppShell(app, options.webRoot ?? path.resolve("dist/web"));

  return Object.assign(app, { db: services.db, services, routeTable }) as App;
}
