/** Builds the app for inject tests on a given test database, with quiet logs. */
import { buildApp, type App } from "@server/app";
import { loadConfig } from "@server/config";
import type { TestDatabase } from "./test-databases";

export async function buildTestApp(database: TestDatabase, options: { webRoot?: string } = {}): Promise<App> {
  const config = loadConfig({ LOG_LEVEL: "silent", DATA_DIR: "/tmp/newshores-test-unused" });
  return buildApp({
    config,
    database: { db: database.db, kind: database.kind },
    webRoot: options.webRoot ?? "/nonexistent-web-root",
  });
}

export const portugalRequest = {
  user_age: 32,
  user_job: "Software engineer",
  monthly_budget: 2500,
  preferred_country: "Portugal",
  preferred_city: "Lisbon",
  location_preference: "city",
  climate_preference: "mediterranean",
  immigration_policies_importance: 4,
  healthcare_importance: 5,
  safety_importance: 5,
  internet_importance: 4,
  emigration_process_importance: 3,
  ease_of_immigration_importance: 3,
  local_acceptance_importance: 2,
};
