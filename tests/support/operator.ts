/** Signing in to the operator area in inject tests: the password the test app is given, and a session. */
import type { Logger } from "pino";
import type { App } from "@server/app";
import { loadConfig } from "@server/config";
import { createLogger } from "@server/services";

export const OPERATOR_PASSWORD = "operator-test-password-42";
/** Environment that turns the operator area on (buildTestApp's `env`). */
export const OPERATOR_ENV = { ADMIN_PASSWORD: OPERATOR_PASSWORD } as const;

/** The site's own origin, as a browser on its pages sends it with a POST. */
export const siteOrigin = (app: App) => new URL(app.services.config.publicUrl).origin;

/** Signs in and answers the headers an operator's browser sends: the session cookie and the Origin. */
export async function operatorHeaders(app: App): Promise<{ cookie: string; origin: string }> {
  const origin = siteOrigin(app);
  const answer = await app.inject({ method: "POST", url: "/api/admin/login", headers: { origin }, payload: { password: OPERATOR_PASSWORD } });
  if (answer.statusCode !== 200) throw new Error(`operator sign-in failed: ${answer.statusCode} ${answer.body}`);
  const cookie = answer.cookies.find((candidate) => candidate.name === "ns_operator");
  if (!cookie) throw new Error("operator sign-in set no session cookie");
  return { cookie: `ns_operator=${cookie.value}`, origin };
}

/** The product's own logger (its redaction included) at debug level, writing into memory for a test to read. */
export function capturedLogs(): { log: Logger; lines: string[] } {
  const lines: string[] = [];
  const log = createLogger(loadConfig({ LOG_LEVEL: "debug" }), { write: (line: string) => void lines.push(line) });
  return { log, lines };
}
