/** Builds the app for inject tests on a given test database, with quiet logs and no workers started. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp, type App } from "@server/app";
import { loadConfig } from "@server/config";
import { createServices, type ServiceOverrides } from "@server/services";
import type { TestDatabase } from "./test-databases";

export type TestAppOptions = {
  webRoot?: string;
  /** Extra environment (e.g. STRIPE_API_BASE of a fake Stripe server, SMTP_URL of a test SMTP server). */
  env?: Record<string, string>;
  overrides?: Omit<ServiceOverrides, "database">;
};

export async function buildTestApp(database: TestDatabase, options: TestAppOptions = {}): Promise<App> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "newshores-app-"));
  const config = loadConfig({
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    APP_SECRET: "test-app-secret-that-is-long-enough-0123456789",
    ...(database.kind === "postgres" && process.env.TEST_DATABASE_URL ? { DATABASE_URL: process.env.TEST_DATABASE_URL } : {}),
    ...options.env,
  });
  const services = await createServices(config, {
    ...options.overrides,
    database: { db: database.db, kind: database.kind, ...(database.schema ? { schema: database.schema } : {}) },
  });
  const app = await buildApp({ services, webRoot: options.webRoot ?? "/nonexistent-web-root" });
  app.addHook("onClose", async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  return app;
}

export { portugalRequest } from "./requests";
