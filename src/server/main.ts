/**
 * Starts the server: parse the config (refusing to start on a wrong value), create the services, build
 * the app, listen, then start the report workers. On SIGTERM/SIGINT: stop claiming new jobs and drain
 * the ones in flight, close the app (finishing in-flight requests), then the database.
 */
import { buildApp } from "./app";
import { ConfigError, loadConfigOrExit } from "./config";
import { createServices } from "./services";

const SHUTDOWN_GRACE_MS = 30_000;

async function main(): Promise<void> {
  const config = loadConfigOrExit();

  const services = await createServices(config);
  const app = await buildApp({ services });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: draining report jobs and in-flight requests");
    const force = setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // app.close(): no new connections, idle ones closed, in-flight requests answered (Connection: close),
    // then its onClose stops the report workers (finishing their jobs) and closes the database.
    app
      .close()
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, "error while shutting down");
          process.exit(1);
        },
      );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  await services.startWorkers();
  if ((await services.payments.current()).kind === "needs_config") {
    app.log.warn(
      "Payments are not configured: set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY. Until then every purchase answers needsConfig.",
    );
  }
  app.log.info(
    {
      url: `http://${config.host}:${config.port}`,
      database: config.database.kind,
      payments: config.paymentProvider,
      reportWorkers: config.reportWorkers,
      queue: services.queue.engine,
    },
    "NewShores is running",
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  const message = error instanceof Error ? error.message : String(error);
  console.error(`NewShores failed to start: ${message}`);
  process.exit(1);
});
