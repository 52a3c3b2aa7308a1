/**
 * `npm run worker`: a report worker process without the web server. On PostgreSQL any number of these
 * and of web instances share the jobs (pg-boss); on SQLite it shares the database file with the web
 * process. REPORT_WORKERS sets how many jobs it runs at once (at least 1 here).
 */
import { ConfigError, loadConfigOrExit } from "./config";
import { createServices } from "./services";

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const services = await createServices(config);
  const workers = Math.max(1, config.reportWorkers);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    services.log.info({ signal }, "worker shutting down: finishing in-flight report jobs");
    services.close().then(
      () => process.exit(0),
      (error: unknown) => {
        services.log.error({ err: error }, "error while shutting down the worker");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  await services.startWorkers(workers);
  services.log.info({ database: config.database.kind, queue: services.queue.engine, workers }, "NewShores report worker is running");
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  const message = error instanceof Error ? error.message : String(error);
  console.error(`NewShores worker failed to start: ${message}`);
  process.exit(1);
});
