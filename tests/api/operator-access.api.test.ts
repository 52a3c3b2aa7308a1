/**
 * The operator gate on the server (issue 8, section 1): without ADMIN_PASSWORD every operator call is a
 * 503; with it, every operator route the app registers (found by enumerating the route table, so a new
 * one cannot slip through) answers 401 without a session, 403 to a cross-site state change, and is audited
 * with the session once signed in. Sign-in: constant-time check, HttpOnly SameSite=Strict cookie with an
 * expiry, failures limited per client across instances and logged without the password.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { App, RouteEntry } from "@server/app";
import type { Clock } from "@server/clock";
import { OPERATOR_MESSAGES } from "@shared/contracts/operator";
import { LOGIN_ATTEMPT_LIMIT, OPERATOR_SESSION_MS } from "@server/operator/operator-auth";
import { capturedLogs, OPERATOR_ENV, OPERATOR_PASSWORD, operatorHeaders, siteOrigin } from "../support/operator";
import { buildTestApp } from "../support/test-app";
import { testDatabases, type TestDatabase } from "../support/test-databases";

/** The operator area as the issue defines it, written here independently of the gate's own list. */
const isOperatorPath = (url: string) =>
  /^\/api\/(admin|test|debug)\//.test(url) || url === "/api/jobs/process" || url === "/api/health/detailed";
const SIGN_IN = new Set(["/api/admin/login", "/api/admin/logout", "/api/admin/session"]);

const operatorRoutes = (app: App): RouteEntry[] =>
  app.routeTable.filter((route) => isOperatorPath(route.url) && !SIGN_IN.has(route.url) && route.method !== "OPTIONS");
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, "ord_0123456789abcdef");
const writes = (method: string) => !["GET", "HEAD"].includes(method);

class MovableClock implements Clock {
  offsetMs = 0;
  now = () => new Date(Date.now() + this.offsetMs);
}

describe.each(testDatabases())("operator access on $name", ({ open }) => {
  let database: TestDatabase;
  const opened: App[] = [];
  const app = async (env: Record<string, string>, clock?: Clock, log?: ReturnType<typeof capturedLogs>["log"]) => {
    const built = await buildTestApp(database, { env, overrides: { ...(clock ? { clock } : {}), ...(log ? { log } : {}) } });
    opened.push(built);
    return built;
  };

  beforeAll(async () => {
    database = await open();
  });
  afterEach(async () => {
    for (const built of opened.splice(0)) await built.close();
    for (const table of ["operator_login_failures", "operator_audit_log", "operator_sessions"] as const) await database.db.deleteFrom(table).execute();
  });
  afterAll(async () => database?.close());

  it("registers the operator routes of the spec, and every one of them is gated", async () => {
    const subject = await app({ ...OPERATOR_ENV });
    const urls = new Set(operatorRoutes(subject).map((route) => `${route.method} ${route.url}`));
    for (const expected of [
      "GET /api/test/stripe-key",
      "POST /api/admin/update-stripe-key",
      "GET /api/admin/stripe-key-status",
      "POST /api/admin/emergency-stripe-clean",
      "GET /api/debug/stripe-config",
      "POST /api/test/payment-flow",
      "POST /api/test/generate-comprehensive-pdf",
      "POST /api/test/preview-report",
      "POST /api/test/send-email",
      "GET /api/health/detailed",
      "POST /api/jobs/process",
      "GET /api/debug/pending-jobs",
      "POST /api/admin/restore-kv-jobs",
    ]) {
      expect(urls, expected).toContain(expected);
    }
  });

  it("answers 503 naming the missing configuration on every operator call when ADMIN_PASSWORD is not set", async () => {
    const subject = await app({});
    const origin = siteOrigin(subject);
    const state = await subject.inject({ method: "GET", url: "/api/admin/session" });
    expect(state.json()).toEqual({ configured: false, authenticated: false, expiresAt: null });
    const login = await subject.inject({ method: "POST", url: "/api/admin/login", headers: { origin }, payload: { password: "anything-at-all" } });
    expect(login.statusCode).toBe(503);
    expect(login.json()).toEqual({ error: OPERATOR_MESSAGES.notConfigured });
    for (const route of operatorRoutes(subject)) {
      const answer = await subject.inject({ method: route.method as "GET", url: concrete(route.url), headers: { origin } });
      expect(answer.statusCode, `${route.method} ${route.url}`).toBe(503);
      if (route.method !== "HEAD") expect(answer.json()).toEqual({ error: OPERATOR_MESSAGES.notConfigured });
    }
  });

  it("answers 401 on every registered operator route without a session, before reading the body", async () => {
    const subject = await app({ ...OPERATOR_ENV });
    const origin = siteOrigin(subject);
    const routes = operatorRoutes(subject);
    expect(routes.length).toBeGreaterThanOrEqual(13);
    for (const route of routes) {
      const payload = writes(route.method) ? "{not json" : undefined;
      const answer = await subject.inject({
        method: route.method as "GET",
        url: concrete(route.url),
        headers: { origin, ...(payload ? { "content-type": "application/json" } : {}), cookie: "ns_operator=forged-or-expired-token" },
        ...(payload ? { payload } : {}),
      });
      expect(answer.statusCode, `${route.method} ${route.url}`).toBe(401);
      if (route.method !== "HEAD") expect(answer.json()).toEqual({ error: OPERATOR_MESSAGES.signInRequired });
    }
  });

  it("refuses a state-changing operator call from another site, or with no Origin, even with the session cookie", async () => {
    const subject = await app({ ...OPERATOR_ENV });
    const { cookie } = await operatorHeaders(subject);
    for (const route of operatorRoutes(subject).filter((candidate) => writes(candidate.method))) {
      for (const headers of [{ cookie, origin: "https://evil.example" }, { cookie }]) {
        const answer = await subject.inject({ method: route.method as "POST", url: concrete(route.url), headers });
        expect(answer.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(answer.json()).toEqual({ error: OPERATOR_MESSAGES.crossSite });
      }
    }
    const crossSiteLogin = await subject.inject({ method: "POST", url: "/api/admin/login", headers: { origin: "https://evil.example" }, payload: { password: OPERATOR_PASSWORD } });
    expect(crossSiteLogin.statusCode).toBe(403);
  });

  it("signs in with the right password only: an HttpOnly SameSite=Strict cookie with an expiry, then the tools answer", async () => {
    const subject = await app({ ...OPERATOR_ENV });
    const origin = siteOrigin(subject);
    const wrong = await subject.inject({ method: "POST", url: "/api/admin/login", headers: { origin }, payload: { password: "not-the-password" } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: OPERATOR_MESSAGES.invalidPassword });
    expect(wrong.cookies).toEqual([]);

    const right = await subject.inject({ method: "POST", url: "/api/admin/login", headers: { origin }, payload: { password: OPERATOR_PASSWORD } });
    expect(right.statusCode).toBe(200);
    const cookie = right.cookies.find((candidate) => candidate.name === "ns_operator");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/" });
    expect(cookie?.secure).toBeFalsy();
    const lifetime = (cookie?.expires?.getTime() ?? 0) - Date.now();
    expect(lifetime).toBeGreaterThan(OPERATOR_SESSION_MS - 60_000);
    expect(lifetime).toBeLessThanOrEqual(OPERATOR_SESSION_MS);
    // Only a hash of the token is stored.
    const stored = await database.db.selectFrom("operator_sessions").select("token_hash").execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(cookie?.value);

    const headers = { cookie: `ns_operator=${cookie?.value}`, origin };
    const state = await subject.inject({ method: "GET", url: "/api/admin/session", headers });
    expect(state.json()).toMatchObject({ configured: true, authenticated: true });
    expect((await subject.inject({ method: "GET", url: "/api/admin/stripe-key-status", headers })).statusCode).toBe(200);
    // The cookie is signed: its token alone, or with another signature, opens nothing.
    const token = (cookie?.value ?? "").slice(0, (cookie?.value ?? "").lastIndexOf("."));
    for (const forged of [token, `${token}.${"A".repeat(43)}`]) {
      const answer = await subject.inject({ method: "GET", url: "/api/admin/stripe-key-status", headers: { cookie: `ns_operator=${forged}`, origin } });
      expect(answer.statusCode).toBe(401);
    }
  });

  it("marks the session cookie Secure when PUBLIC_URL is https", async () => {
    const subject = await app({ ...OPERATOR_ENV, PUBLIC_URL: "https://newshores.example" });
    const answer = await subject.inject({ method: "POST", url: "/api/admin/login", headers: { origin: "https://newshores.example" }, payload: { password: OPERATOR_PASSWORD } });
    expect(answer.statusCode).toBe(200);
    expect(answer.cookies.find((candidate) => candidate.name === "ns_operator")?.secure).toBe(true);
  });

  it("rejects a malformed sign-in with 400 naming the problem", async () => {
    const subject = await app({ ...OPERATOR_ENV });
    const origin = siteOrigin(subject);
    const missing = await subject.inject({ method: "POST", url: "/api/admin/login", headers: { origin }, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatch(/password/);
    const tooLong = await subject.inject({ method: "POST", url: "/api/admin/login", headers: { origin }, payload: { password: "x".repeat(201) } });
    expect(tooLong.statusCode).toBe(400);
    expect(await database.db.selectFrom("operator_sessions").selectAll().execute()).toHaveLength(0);
  });

  it("limits failed sign-ins per client across instances (429 with Retry-After, even for the right password) and logs them without the password", async () => {
    const { log, lines } = capturedLogs();
    const first = await app({ ...OPERATOR_ENV }, undefined, log);
    const second = await app({ ...OPERATOR_ENV });
    const origin = siteOrigin(first);
    const attempt = (subject: App, password: string) =>
      subject.inject({ method: "POST", url: "/api/admin/login", headers: { origin }, payload: { password } });
    for (let index = 0; index < LOGIN_ATTEMPT_LIMIT.maxFailures; index += 1) {
      expect((await attempt(index % 2 === 0 ? first : second, `wrong-guess-${index}`)).statusCode).toBe(401);
    }
    const limited = await attempt(second, OPERATOR_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: OPERATOR_MESSAGES.tooManyAttempts });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(limited.headers["retry-after"])).toBeLessThanOrEqual(LOGIN_ATTEMPT_LIMIT.windowMs / 1000);

    const logged = lines.join("\n");
    expect(logged).toMatch(/operator sign-in failed/);
    expect(logged).not.toMatch(/wrong-guess/);
    expect(logged).not.toContain(OPERATOR_PASSWORD);
  });

  it("lets a client sign in again once the window has passed", async () => {
    const clock = new MovableClock();
    const subject = await app({ ...OPERATOR_ENV }, clock);
    const origin = siteOrigin(subject);
    const attempt = (password: string) => subject.inject({ method: "POST", url: "/api/admin/login", headers: { origin }, payload: { password } });
    for (let index = 0; index <= LOGIN_ATTEMPT_LIMIT.maxFailures; index += 1) await attempt("wrong-guess");
    expect((await attempt(OPERATOR_PASSWORD)).statusCode).toBe(429);
    clock.offsetMs = LOGIN_ATTEMPT_LIMIT.windowMs + 1000;
    expect((await attempt(OPERATOR_PASSWORD)).statusCode).toBe(200);
  });

  it("ends a session on sign-out and when it expires", async () => {
    const clock = new MovableClock();
    const subject = await app({ ...OPERATOR_ENV }, clock);
    const status = (headers: Record<string, string>) => subject.inject({ method: "GET", url: "/api/debug/stripe-config", headers });

    const signedOut = await operatorHeaders(subject);
    expect((await status(signedOut)).statusCode).toBe(200);
    const logout = await subject.inject({ method: "POST", url: "/api/admin/logout", headers: signedOut });
    expect(logout.statusCode).toBe(200);
    expect(logout.cookies.find((candidate) => candidate.name === "ns_operator")?.value).toBe("");
    expect((await status(signedOut)).statusCode).toBe(401);

    const expiring = await operatorHeaders(subject);
    expect((await status(expiring)).statusCode).toBe(200);
    clock.offsetMs = OPERATOR_SESSION_MS + 1000;
    expect((await status(expiring)).statusCode).toBe(401);
  });

  it("writes every operator action to the audit log with its session, and sign-in attempts with the client only", async () => {
    const subject = await app({ ...OPERATOR_ENV });
    const origin = siteOrigin(subject);
    await subject.inject({ method: "POST", url: "/api/admin/login", headers: { origin }, payload: { password: "not-the-password" } });
    const headers = await operatorHeaders(subject);
    await subject.inject({ method: "GET", url: "/api/admin/stripe-key-status", headers });
    await subject.inject({ method: "POST", url: "/api/admin/emergency-stripe-clean", headers: { ...headers, "content-type": "application/json" } });

    const session = await database.db.selectFrom("operator_sessions").select("id").executeTakeFirstOrThrow();
    // The gate writes an action's row once its answer has gone out: wait for the last one.
    const readRows = () => database.db.selectFrom("operator_audit_log").selectAll().orderBy("created_at").execute();
    await expect.poll(async () => (await readRows()).length).toBeGreaterThanOrEqual(4);
    const rows = await readRows();
    const actions = rows.map((row) => [row.action, row.session_id, row.status_code]);
    expect(actions).toContainEqual(["login.failed", null, 401]);
    expect(actions).toContainEqual(["login.succeeded", session.id, 200]);
    expect(actions).toContainEqual(["GET /api/admin/stripe-key-status", session.id, 200]);
    expect(actions).toContainEqual(["POST /api/admin/emergency-stripe-clean", session.id, 200]);
    expect(JSON.stringify(rows)).not.toContain("not-the-password");
  });
});
