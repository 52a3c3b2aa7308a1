/**
 * The operator's payment tools (operator spec sections 2, 3, 5, 7): storing a key (sealed, environment
 * wins), the key test against Stripe, the key status and its mismatch fix, Emergency Clean, the payment
 * diagnostics and the payment flow test, all through the real Stripe SDK against a local fake Stripe.
 * Every answer and log line of the file is collected: none may carry a key, the password or a secret.
 */
import { Writable } from "node:stream";
import type { LightMyRequestResponse } from "fastify";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { App } from "@server/app";
import { OPERATOR_MESSAGES } from "@shared/contracts/operator";
import { REPORT_PRICE_CENTS } from "@shared/contracts/payments";
import { createSecretBox } from "@server/settings/secret-box";
import { writeSetting } from "@server/settings/settings.repository";
import { startFakeStripe, type FakeStripe } from "../support/fake-stripe";
import { OPERATOR_ENV, OPERATOR_PASSWORD, operatorHeaders } from "../support/operator";
import { buildTestApp } from "../support/test-app";
import { testDatabases, type TestDatabase } from "../support/test-databases";

// Key-shaped strings are built at run time: no live-key-shaped literal is ever written in the repository.
const key = (kind: string, mode: string, tail = "newshoresFake" + "0123456789abcdef") => [kind, mode, tail].join("_");
const SECRET_TEST = key("sk", "test");
const PUBLISHABLE_TEST = key("pk", "test");
const SECRET_LIVE = key("sk", "live");
const PUBLISHABLE_LIVE = key("pk", "live");
const RESTRICTED_TEST = key("rk", "test");
const REVOKED_TEST = key("sk", "test", "revokedKey" + "0123456789wxyz");
const ENV_SECRET_TEST = key("sk", "test", "environmentKey" + "0123456789envk");
const WEBHOOK_SECRET = ["whsec", "newshoresFake" + "0123456789abcdef"].join("_");
const APP_SECRET = "operator-payments-app-secret-" + "0123456789abcdefghij";
const FULL_SECRETS = [SECRET_TEST, PUBLISHABLE_TEST, SECRET_LIVE, PUBLISHABLE_LIVE, RESTRICTED_TEST, REVOKED_TEST, ENV_SECRET_TEST, WEBHOOK_SECRET, APP_SECRET, OPERATOR_PASSWORD];

const ROUTES = [
  { method: "POST", url: "/api/admin/update-stripe-key", payload: { secretKey: SECRET_TEST } },
  { method: "GET", url: "/api/test/stripe-key" },
  { method: "GET", url: "/api/admin/stripe-key-status" },
  { method: "POST", url: "/api/admin/emergency-stripe-clean" },
  { method: "GET", url: "/api/debug/stripe-config" },
  { method: "POST", url: "/api/test/payment-flow" },
] as const;

describe.each(testDatabases())("operator payment tools on $name", ({ open }) => {
  let database: TestDatabase;
  let fake: FakeStripe;
  /** No key in the environment: keys come from what the operator stores. */
  let app: App;
  /** STRIPE_SECRET_KEY (test) and STRIPE_PUBLISHABLE_KEY (live) in the environment: a broken pair that wins. */
  let envApp: App;
  let headers: { cookie: string; origin: string };
  let envHeaders: { cookie: string; origin: string };
  const bodies: string[] = [];
  const logLines: string[] = [];

  const logger = () =>
    pino(
      { level: "debug" },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          logLines.push(chunk.toString("utf8"));
          done();
        },
      }),
    );

  beforeAll(async () => {
    database = await open();
    fake = await startFakeStripe({ rejectedKeys: [REVOKED_TEST] });
    const env = { ...OPERATOR_ENV, APP_SECRET, LOG_LEVEL: "debug", STRIPE_API_BASE: fake.url };
    app = await buildTestApp(database, { env, overrides: { log: logger() } });
    envApp = await buildTestApp(database, {
      env: { ...env, STRIPE_SECRET_KEY: ENV_SECRET_TEST, STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_LIVE, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
      overrides: { log: logger() },
    });
    headers = await operatorHeaders(app);
    envHeaders = await operatorHeaders(envApp);
  });
  afterAll(async () => {
    await app?.close();
    await envApp?.close();
    await fake?.close();
    await database?.close();
  });
  beforeEach(async () => {
    await app.services.settings.clearStoredStripeKeys();
  });

  /** Every answer of the file goes through here, so the last test can read them all. */
  async function call(
    target: App,
    method: "GET" | "POST",
    url: string,
    options: { payload?: unknown; raw?: string; auth?: { cookie: string; origin: string } | null } = {},
  ): Promise<LightMyRequestResponse> {
    const auth = options.auth === undefined ? (target === envApp ? envHeaders : headers) : options.auth;
    const requestHeaders: Record<string, string> = { origin: new URL(target.services.config.publicUrl).origin, ...(auth ?? {}) };
    let payload: string | undefined;
    if (options.payload !== undefined || options.raw !== undefined || method === "POST") {
      requestHeaders["content-type"] = "application/json";
      payload = options.raw ?? (options.payload === undefined ? undefined : JSON.stringify(options.payload));
    }
    const answer = await target.inject({ method, url, headers: requestHeaders, ...(payload === undefined ? {} : { payload }) });
    bodies.push(answer.body, JSON.stringify(answer.headers));
    return answer;
  }
  const updateKey = (payload: unknown, target = app) => call(target, "POST", "/api/admin/update-stripe-key", { payload });
  const status = (target = app) => call(target, "GET", "/api/admin/stripe-key-status");
  const storedRows = () => database.db.selectFrom("settings").selectAll().where("key", "like", "stripe.%").execute();
  const stripeCallsSince = (count: number) => fake.requests.slice(count);

  it("answers 401 on every payment tool without an operator session, and changes nothing", async () => {
    const before = fake.requests.length;
    for (const route of ROUTES) {
      for (const auth of [null, { cookie: "ns_operator=not-a-session", origin: headers.origin }]) {
        const answer = await call(app, route.method, route.url, { auth, ...("payload" in route ? { payload: route.payload } : {}) });
        expect(answer.statusCode, `${route.method} ${route.url}`).toBe(401);
        expect(answer.json()).toEqual({ error: OPERATOR_MESSAGES.signInRequired });
      }
    }
    expect(await storedRows()).toHaveLength(0);
    expect(stripeCallsSince(before)).toEqual([]);
  });

  it("refuses a bad key with 400 naming the problem, and stores nothing", async () => {
    const cases: [unknown, string][] = [
      [{ secretKey: RESTRICTED_TEST }, OPERATOR_MESSAGES.restrictedKey],
      [{ secretKey: PUBLISHABLE_TEST }, OPERATOR_MESSAGES.publishableKey],
      [{ secretKey: "not-a-stripe-key" }, OPERATOR_MESSAGES.invalidKeyFormat],
      [{ secretKey: key("sk", "test", "short") }, OPERATOR_MESSAGES.invalidKeyFormat],
      [{ secretKey: "" }, OPERATOR_MESSAGES.enterKeyFirst],
      [{ secretKey: "   " }, OPERATOR_MESSAGES.enterKeyFirst],
      [{ secretKey: SECRET_TEST, publishableKey: PUBLISHABLE_LIVE }, "The publishable key is a live key but the secret key is a test key: copy both keys from the same mode (test or live) of the Stripe dashboard."],
      [{ secretKey: SECRET_LIVE, publishableKey: PUBLISHABLE_TEST }, "The publishable key is a test key but the secret key is a live key: copy both keys from the same mode (test or live) of the Stripe dashboard."],
      [{ secretKey: SECRET_TEST, publishableKey: SECRET_TEST }, "A publishable key must start with pk_test_ or pk_live_"],
      [{ secretKey: 42 }, "secretKey is required"],
      [{}, "secretKey is required"],
      [{ secretKey: SECRET_TEST, publishableKey: 7 }, "publishableKey must be text"],
      [{ secretKey: `${SECRET_TEST}${"x".repeat(300)}` }, "secretKey is too long"],
      [[SECRET_TEST], "Request body must be a JSON object with secretKey"],
    ];
    for (const [payload, error] of cases) {
      const answer = await updateKey(payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json(), JSON.stringify(payload)).toEqual({ error });
    }
    const noBody = await call(app, "POST", "/api/admin/update-stripe-key");
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json()).toEqual({ error: "Request body must be a JSON object with secretKey" });
    const notJson = await call(app, "POST", "/api/admin/update-stripe-key", { raw: "{secretKey:" });
    expect(notJson.json()).toEqual({ error: "Request body must be valid JSON" });
    expect(await storedRows()).toHaveLength(0);
  });

  it("stores a test key pair, the secret sealed, and shows it masked, in force from storage", async () => {
    const answer = await updateKey({ secretKey: ` ${SECRET_TEST} `, publishableKey: PUBLISHABLE_TEST });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, keyInForce: "stored", message: "Stripe secret key updated: sk_test_****cdef (test mode) is now in force." });

    const rows = await storedRows();
    const secretRow = rows.find((row) => row.key === "stripe.secret_key");
    expect(Number(secretRow?.encrypted)).toBe(1);
    expect(secretRow?.value).not.toContain(SECRET_TEST);
    expect(secretRow?.value).not.toContain("newshoresFake");
    expect(rows.find((row) => row.key === "stripe.publishable_key")?.value).toBe(PUBLISHABLE_TEST);

    const body = (await status()).json();
    expect(body).toMatchObject({
      success: true,
      status: {
        analysis: { issues: [], bothAreTest: true, bothAreLive: false, keyMismatch: false },
        environment: {},
        kv: { foundKeys: ["stripe.secret_key: sk_test_****cdef", "stripe.publishable_key: pk_test_****cdef"] },
        inForce: "stored",
      },
    });
    expect(body.urgentFix).toBeUndefined();
    expect(body.recommendations).toContainEqual(expect.stringMatching(/^Test keys are in force/));
    expect(body.recommendations).toContainEqual(expect.stringMatching(/^Set STRIPE_WEBHOOK_SECRET/));
    // The purchase flow takes the stored pair at once.
    expect((await app.inject({ method: "GET", url: "/api/payments/config" })).json()).toEqual({ provider: "stripe", stripeMode: "test", configured: true });
  });

  it("says so when the secret key is stored without a publishable key of its mode", async () => {
    const answer = await updateKey({ secretKey: SECRET_TEST, publishableKey: "  " });
    expect(answer.json().message).toBe(
      "Stripe secret key updated: sk_test_****cdef (test mode) is now in force. Add the publishable key of the same mode too: until then Stripe.js cannot show the card form and Stripe payments are off.",
    );
    await app.services.settings.storeStripeKey("publishableKey", PUBLISHABLE_LIVE);
    const again = await updateKey({ secretKey: SECRET_TEST });
    expect(again.json().message).toMatch(/Warning: the publishable key in force \(pk_live_\*\*\*\*cdef\) is a live key and the secret key in force is a test key/);
  });

  it("answers that the environment key stays in force when STRIPE_SECRET_KEY is set", async () => {
    const answer = await updateKey({ secretKey: SECRET_TEST, publishableKey: PUBLISHABLE_TEST }, envApp);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      success: true,
      keyInForce: "environment",
      message:
        "The secret key sk_test_****cdef was stored, but the environment variable STRIPE_SECRET_KEY is set and stays in force: environment variables win over stored keys. Remove STRIPE_SECRET_KEY from the server's environment and restart to use the stored key. The publishable key was stored too, but STRIPE_PUBLISHABLE_KEY in the environment stays in force. Warning: the publishable key in force (pk_live_****cdef) is a live key and the secret key in force is a test key. Enter the matching publishable key, or every payment fails.",
    });
    expect((await call(envApp, "GET", "/api/test/stripe-key")).json()).toMatchObject({ success: true, keyDetails: { source: "environment", last4: "envk" } });
  });

  it("tests the key in force against Stripe: the account of a good key, causes and a suggestion for a refused one", async () => {
    const none = await call(app, "GET", "/api/test/stripe-key");
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ success: false, error: "No Stripe secret key is configured: neither STRIPE_SECRET_KEY in the environment nor a stored key." });
    expect(none.json().suggestion).toMatch(/Run Time configuration page/);

    await updateKey({ secretKey: SECRET_TEST });
    const before = fake.requests.length;
    const good = await call(app, "GET", "/api/test/stripe-key");
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({
      success: true,
      keyDetails: { mode: "test", source: "stored", prefix: "sk_test_", last4: "cdef" },
      stripeAccount: { id: "acct_fake_newshores", country: "US", charges_enabled: true },
    });
    expect(stripeCallsSince(before)).toEqual([{ method: "GET", path: "/v1/account" }]);

    await updateKey({ secretKey: REVOKED_TEST });
    const refused = await call(app, "GET", "/api/test/stripe-key");
    expect(refused.statusCode).toBe(200);
    const body = refused.json();
    expect(body).toMatchObject({ success: false, error: "Invalid API Key provided: sk_test_****wxyz" });
    expect(body.suggestion).toMatch(/^Stripe does not accept this key/);
    expect(body.troubleshooting.possibleCauses.length).toBeGreaterThanOrEqual(4);
    expect(body.troubleshooting.possibleCauses.join(" ")).toMatch(/revoked or rolled.*different Stripe account.*test key.*live key.*network/s);
  });

  it("lists a stored key sealed under another APP_SECRET as one that cannot be opened, and does not use it", async () => {
    const otherBox = createSecretBox("another-app-secret-" + "0123456789abcdefghijklmn");
    await writeSetting(database.db, { key: "stripe.secret_key", value: otherBox.seal(SECRET_TEST), encrypted: true }, new Date());
    const body = (await status()).json();
    expect(body.status.inForce).toBe("none");
    expect(body.status.kv.foundKeys).toEqual(["stripe.secret_key: stored value cannot be opened (sealed under another APP_SECRET, or altered)"]);
    expect(body.status.analysis.issues).toContainEqual(expect.stringMatching(/^The stored secret key \(stripe.secret_key\) cannot be opened/));
    const test = (await call(app, "GET", "/api/test/stripe-key")).json();
    expect(test.troubleshooting.possibleCauses).toContain("A stored secret key exists but cannot be opened: APP_SECRET changed since it was stored.");
  });

  it("flags a test secret key with a live publishable key: mismatch, issues, the five-step fix, No such payment_intent", async () => {
    const body = (await status(envApp)).json();
    expect(body.status.environment).toEqual({
      secret: { value: "sk_test_****envk", prefix: "sk_test_", isTest: true, isLive: false, length: ENV_SECRET_TEST.length, last4: "envk" },
      publishable: { value: "pk_live_****cdef", prefix: "pk_live_", isTest: false, isLive: true, length: PUBLISHABLE_LIVE.length, last4: "cdef" },
    });
    expect(body.status.inForce).toBe("environment");
    expect(body.status.analysis).toMatchObject({ keyMismatch: true, bothAreTest: false, bothAreLive: false });
    expect(body.status.analysis.issues[0]).toMatch(/^Mode mismatch: the secret key \(environment variable STRIPE_SECRET_KEY\) is a test key and the publishable key \(environment variable STRIPE_PUBLISHABLE_KEY\) is a live key\. This breaks payments/);
    expect(body.urgentFix).toHaveLength(5);
    expect(body.urgentFix.join("\n")).toMatch(/Emergency Clean[\s\S]*Stripe dashboard[\s\S]*same mode[\s\S]*environment variables[\s\S]*Test payments again/);

    const diagnostics = (await call(envApp, "GET", "/api/debug/stripe-config")).json();
    expect(diagnostics).toMatchObject({
      success: true,
      configuration: {
        provider: "stripe",
        secretKey: { source: "environment", prefix: "sk_test_", isTestMode: true, length: ENV_SECRET_TEST.length, last4: "envk" },
        publishableKey: { prefix: "pk_live_", isTestMode: false, length: PUBLISHABLE_LIVE.length, last4: "cdef" },
        keyMismatch: { mismatchDetected: true },
        stripeConnectionTest: { success: true, accountLiveMode: false, error: null },
      },
    });
    expect(diagnostics.configuration.diagnosis.impact).toContain("No such payment_intent");
    expect(diagnostics.configuration.diagnosis.explanation).toMatch(/Stripe\.js creates and confirms the card payment in live mode.*server creates and reads payments in test mode/);
  });

  it("names a stored key shadowed by the environment as an issue", async () => {
    await updateKey({ secretKey: SECRET_TEST }, envApp);
    const body = (await status(envApp)).json();
    expect(body.status.kv.foundKeys).toEqual(["stripe.secret_key: sk_test_****cdef"]);
    expect(body.status.analysis.issues).toContainEqual(
      expect.stringMatching(/^The stored secret key \(stripe.secret_key: sk_test_\*\*\*\*cdef\) is not used because the environment variable STRIPE_SECRET_KEY wins/),
    );
    expect(body.recommendations).toContainEqual(expect.stringMatching(/^Run Emergency Clean/));
  });

  it("describes a clean configuration, and no configuration at all, in the payment diagnostics", async () => {
    const empty = (await call(app, "GET", "/api/debug/stripe-config")).json();
    expect(empty.configuration).toEqual({
      provider: "demo",
      secretKey: { source: "none", prefix: null, isTestMode: null, length: 0, last4: null },
      publishableKey: { prefix: null, isTestMode: null, length: 0, last4: null },
      keyMismatch: { mismatchDetected: false },
      diagnosis: expect.objectContaining({ explanation: "Stripe is not configured: no Stripe keys are set.", impact: expect.stringMatching(/demo provider is in force/) }),
      stripeConnectionTest: { success: false, accountLiveMode: null, error: "Skipped: no Stripe secret key is configured." },
    });
    await updateKey({ secretKey: SECRET_TEST, publishableKey: PUBLISHABLE_TEST });
    const clean = (await call(app, "GET", "/api/debug/stripe-config")).json();
    expect(clean.configuration).toMatchObject({
      provider: "stripe",
      secretKey: { source: "stored", isTestMode: true },
      keyMismatch: { mismatchDetected: false },
      diagnosis: { explanation: "Both keys are test keys: Stripe.js and the server work in the same Stripe mode." },
      stripeConnectionTest: { success: true, accountLiveMode: false, error: null },
    });
  });

  it("Emergency Clean removes every stored key, leaves the environment alone, and a second run removes none", async () => {
    await updateKey({ secretKey: SECRET_TEST, publishableKey: PUBLISHABLE_TEST });
    await app.services.settings.storeStripeKey("webhookSecret", WEBHOOK_SECRET);
    const refused = await call(app, "POST", "/api/admin/emergency-stripe-clean", { payload: { everything: true } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: "This call takes no body" });
    expect(await storedRows()).toHaveLength(3);

    const first = await call(app, "POST", "/api/admin/emergency-stripe-clean");
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, removed: 3, message: "Removed 3 stored Stripe keys. Only the environment variables are used now." });
    expect(await storedRows()).toHaveLength(0);
    expect((await status()).json().status).toMatchObject({ kv: { foundKeys: [] }, inForce: "none" });
    const second = await call(app, "POST", "/api/admin/emergency-stripe-clean");
    expect(second.json()).toMatchObject({ success: true, removed: 0 });

    const envBefore = (await status(envApp)).json().status.environment;
    expect((await call(envApp, "POST", "/api/admin/emergency-stripe-clean")).statusCode).toBe(200);
    expect((await status(envApp)).json().status.environment).toEqual(envBefore);
  });

  it("runs the payment flow with a test key: creates a PaymentIntent of the report price, then cancels it", async () => {
    await updateKey({ secretKey: SECRET_TEST, publishableKey: PUBLISHABLE_TEST });
    const answer = await call(app, "POST", "/api/test/payment-flow");
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({ success: true, message: "Payment flow test passed: Stripe created a test payment of $49.99 and canceled it.", details: { keyMode: "test", errorMessage: null } });
    expect(body.details.steps.map((step: { step: string; success: boolean }) => [step.step, step.success])).toEqual([
      ["Find the secret key in force", true],
      ["Check that it is a test key", true],
      ["Create a test PaymentIntent", true],
      ["Cancel the test PaymentIntent", true],
    ]);
    const intent = fake.paymentIntents.get(body.details.testPaymentIntentId);
    expect(intent).toMatchObject({ status: "canceled", amount: REPORT_PRICE_CENTS, currency: "usd", metadata: { purpose: "operator_test" } });
    expect(intent?.description).toMatch(/operator test payment/);
  });

  it("refuses the payment flow with a live key without creating anything at Stripe", async () => {
    expect((await updateKey({ secretKey: SECRET_LIVE, publishableKey: PUBLISHABLE_LIVE })).statusCode).toBe(200);
    const before = fake.requests.length;
    const body = (await call(app, "POST", "/api/test/payment-flow")).json();
    expect(body).toMatchObject({ success: false, details: { keyMode: "live", testPaymentIntentId: null } });
    expect(body.error).toMatch(/^A live secret key is in force: this test would create a real charge attempt .* Run the payment flow test with a test key \(sk_test_\)\.$/);
    expect(stripeCallsSince(before).filter((request) => request.method === "POST")).toEqual([]);
  });

  it("says the demo provider is in force when no Stripe key is configured", async () => {
    const body = (await call(app, "POST", "/api/test/payment-flow")).json();
    expect(body).toMatchObject({ success: false, message: "Payment flow test not run: no Stripe secret key is configured.", details: { keyMode: null } });
    expect(body.error).toMatch(/^The demo provider is in force and no Stripe secret key is configured/);
  });

  it("reports the step Stripe refused, with its message and a diagnosis", async () => {
    await updateKey({ secretKey: SECRET_TEST, publishableKey: PUBLISHABLE_TEST });
    fake.failNext(400, { type: "invalid_request_error", message: "Your account cannot currently make charges." });
    const body = (await call(app, "POST", "/api/test/payment-flow")).json();
    expect(body).toMatchObject({
      success: false,
      error: "The payment flow test failed at the step: Create a test PaymentIntent.",
      details: { keyMode: "test", testPaymentIntentId: null, errorMessage: "Your account cannot currently make charges." },
    });
    expect(body.details.steps.at(-1)).toEqual({ step: "Create a test PaymentIntent", success: false, detail: "Your account cannot currently make charges." });
    expect(body.details.diagnosis).toMatch(/^Stripe refused the request/);

    await updateKey({ secretKey: REVOKED_TEST });
    const revoked = (await call(app, "POST", "/api/test/payment-flow")).json();
    expect(revoked.details.diagnosis).toMatch(/^Stripe refused the secret key/);
  });

  it("never puts a full key, the webhook secret, the APP_SECRET, the password or the session cookie in an answer or a log line", async () => {
    expect(bodies.length).toBeGreaterThan(50);
    expect(logLines.length).toBeGreaterThan(20);
    const cookieValues = [headers.cookie, envHeaders.cookie].map((cookie) => cookie.split("=")[1] as string);
    for (const secret of [...FULL_SECRETS, ...cookieValues]) {
      for (const body of bodies) expect(body.includes(secret), `an answer contains ${secret.slice(0, 8)}...`).toBe(false);
      for (const line of logLines) expect(line.includes(secret), `a log line contains ${secret.slice(0, 8)}...`).toBe(false);
    }
  });
});
