/**
 * The Stripe provider through the real SDK against a local Stripe-compatible server: payments are
 * re-read from Stripe before anything is fulfilled, webhooks are verified with the SDK, and duplicate
 * or concurrent deliveries never double an order.
 */
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "@server/app";
import { startFakeStripe, type FakeStripe } from "../support/fake-stripe";
import { buildTestApp, portugalRequest } from "../support/test-app";
import { testDatabases, type TestDatabase } from "../support/test-databases";

const SECRET_KEY = "sk_test_newshores_fake_0123456789";
const PUBLISHABLE_KEY = "pk_test_newshores_fake_0123456789";
const WEBHOOK_SECRET = "whsec_newshores_test_secret";

describe.each(testDatabases())("purchase with Stripe on $name", ({ open }) => {
  let database: TestDatabase;
  let fake: FakeStripe;
  let app: App;
  let stripe: Stripe;

  beforeAll(async () => {
    database = await open();
    fake = await startFakeStripe();
    app = await buildTestApp(database, {
      env: { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: fake.url },
    });
    await app.services.startWorkers(1);
    stripe = new Stripe(SECRET_KEY, { host: "127.0.0.1", port: fake.port, protocol: "http", maxNetworkRetries: 0 });
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
    await database?.close();
  });

  async function newAssessment(): Promise<number> {
    return (await app.inject({ method: "POST", url: "/api/assessments", payload: portugalRequest })).json<{ id: number }>().id;
  }
  const createIntent = (payload: object) => app.inject({ method: "POST", url: "/api/payments/create-intent", payload });
  const confirm = (id: string) => app.inject({ method: "POST", url: `/api/payments/confirm/${id}`, headers: { "content-type": "application/json" } });
  function webhook(event: object, secret = WEBHOOK_SECRET) {
    const payload = JSON.stringify(event);
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
    return app.inject({ method: "POST", url: "/api/payments/webhook", headers: { "content-type": "application/json", "stripe-signature": signature }, payload });
  }
  const succeededEvent = (intentId: string) => ({
    id: `evt_${intentId}`,
    object: "event",
    type: "payment_intent.succeeded",
    data: { object: { id: intentId, object: "payment_intent" } },
  });
  const ordersFor = (assessmentId: number) => database.db.selectFrom("orders").selectAll().where("assessment_id", "=", assessmentId).execute();

  it("creates a PaymentIntent of 4999 usd with the assessment in its metadata and the receipt e-mail", async () => {
    const id = await newAssessment();
    const answer = await createIntent({ assessmentId: id, customerEmail: "buyer@example.com" });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({ provider: "stripe", stripeMode: "test", publishableKey: PUBLISHABLE_KEY, amount: 4999, currency: "usd" });
    const intent = await stripe.paymentIntents.retrieve(body.paymentIntentId);
    expect(intent).toMatchObject({ amount: 4999, currency: "usd", receipt_email: "buyer@example.com", metadata: { assessmentId: String(id) } });
    expect(body.clientSecret).toBe(intent.client_secret);
    expect(JSON.stringify(body)).not.toContain(SECRET_KEY);
  });

  it("fulfils only after Stripe says the payment succeeded", async () => {
    const id = await newAssessment();
    const { paymentIntentId } = (await createIntent({ assessmentId: id })).json();
    const early = await confirm(paymentIntentId);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe("Payment was not completed successfully. Status: requires_payment_method");
    expect(await ordersFor(id)).toHaveLength(0);

    fake.succeed(paymentIntentId);
    const confirmed = await confirm(paymentIntentId);
    expect(confirmed.json().success).toBe(true);
    expect(await ordersFor(id)).toHaveLength(1);
  });

  it("issues nothing for a succeeded payment of the wrong amount, or one naming no assessment", async () => {
    const id = await newAssessment();
    const cheap = await stripe.paymentIntents.create({ amount: 100, currency: "usd", metadata: { assessmentId: String(id) } });
    fake.succeed(cheap.id);
    const wrongAmount = await confirm(cheap.id);
    expect(wrongAmount.statusCode).toBe(422);
    const anonymous = await stripe.paymentIntents.create({ amount: 4999, currency: "usd" });
    fake.succeed(anonymous.id);
    expect((await confirm(anonymous.id)).statusCode).toBe(422);
    const viaWebhook = await webhook(succeededEvent(cheap.id));
    expect(viaWebhook.statusCode).toBe(200);
    expect(viaWebhook.json()).toMatchObject({ fulfilled: false });
    expect(await ordersFor(id)).toHaveLength(0);
  });

  it("refunds, once, a succeeded payment whose assessment no longer exists, however often Stripe delivers it", async () => {
    const gone = "424242424242425";
    const intent = await stripe.paymentIntents.create({ amount: 4999, currency: "usd", metadata: { assessmentId: gone }, receipt_email: "gone@example.com" });
    fake.succeed(intent.id);
    for (let delivery = 0; delivery < 3; delivery += 1) {
      const answer = await webhook(succeededEvent(intent.id));
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ received: true, fulfilled: false, refunded: true });
    }
    const refunds = [...fake.refunds.values()].filter((refund) => refund.payment_intent === intent.id);
    expect(refunds).toHaveLength(1);
    const orders = await database.db.selectFrom("orders").selectAll().where("payment_intent_id", "=", intent.id).execute();
    expect(orders).toEqual([expect.objectContaining({ status: "refunded_no_assessment", refund_id: refunds[0]?.id, assessment_id: null, customer_email: null })]);
    expect((await confirm(intent.id)).json()).toMatchObject({ success: false, refunded: true });
  });

  it("opens, in a browser that paid giving someone else's address, only the order it paid for", async () => {
    const paidIn = async () => {
      const id = await newAssessment();
      const { paymentIntentId } = (await createIntent({ assessmentId: id, customerEmail: "stripe-victim@example.com" })).json();
      fake.succeed(paymentIntentId);
      const confirmed = await confirm(paymentIntentId);
      expect(confirmed.json().success).toBe(true);
      const cookie = [confirmed.headers["set-cookie"] ?? []].flat().map((line) => line.split(";")[0]).join("; ");
      const order = (await ordersFor(id))[0];
      return { cookie, orderId: order?.id as string };
    };
    const victim = await paidIn();
    const attacker = await paidIn();
    const seen = await app.inject({ method: "GET", url: "/api/hub", headers: { cookie: attacker.cookie } });
    expect(seen.json().reports.map((report: { orderId: string }) => report.orderId)).toEqual([attacker.orderId]);
    const link = await app.inject({ method: "POST", url: `/api/hub/orders/${victim.orderId}/download-link`, headers: { cookie: attacker.cookie } });
    expect(link.statusCode).toBe(404);
    const exported = await app.inject({ method: "GET", url: "/api/hub/export", headers: { cookie: attacker.cookie } });
    expect(exported.body).not.toContain(victim.orderId);
  });

  it("refuses forged and badly signed webhooks, and acknowledges event types it does not handle", async () => {
    const id = await newAssessment();
    const { paymentIntentId } = (await createIntent({ assessmentId: id })).json();
    fake.succeed(paymentIntentId);
    const forged = await webhook(succeededEvent(paymentIntentId), "whsec_someone_else");
    expect(forged.statusCode).toBe(400);
    const unsigned = await app.inject({
      method: "POST",
      url: "/api/payments/webhook",
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=deadbeef" },
      payload: JSON.stringify(succeededEvent(paymentIntentId)),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await ordersFor(id)).toHaveLength(0);
    const other = await webhook({ id: "evt_other", object: "event", type: "customer.created", data: { object: { id: "cus_1", object: "customer" } } });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toMatchObject({ received: true, ignored: "customer.created" });
  });

  it("fulfils from a signed webhook alone, so a buyer who closed the tab still gets the report", async () => {
    const id = await newAssessment();
    const { paymentIntentId } = (await createIntent({ assessmentId: id, customerEmail: "gone@example.com" })).json();
    fake.succeed(paymentIntentId);
    const delivered = await webhook(succeededEvent(paymentIntentId));
    expect(delivered.json()).toMatchObject({ received: true, fulfilled: true, orderCreated: true });
    expect(await ordersFor(id)).toHaveLength(1);
  });

  it("turns 20 concurrent confirms and 20 duplicate webhooks into one order, job, report and e-mail", async () => {
    const id = await newAssessment();
    const { paymentIntentId } = (await createIntent({ assessmentId: id, customerEmail: "many@example.com" })).json();
    fake.succeed(paymentIntentId);
    const calls = [
      ...Array.from({ length: 20 }, () => confirm(paymentIntentId)),
      ...Array.from({ length: 20 }, () => webhook(succeededEvent(paymentIntentId))),
    ];
    const answers = await Promise.all(calls);
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    const orders = await ordersFor(id);
    expect(orders).toHaveLength(1);
    const orderId = orders[0]?.id as string;
    const deadline = Date.now() + 20_000;
    while ((await database.db.selectFrom("reports").select("id").where("order_id", "=", orderId).execute()).length === 0) {
      if (Date.now() > deadline) throw new Error("no report");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await database.db.selectFrom("report_jobs").select("id").where("order_id", "=", orderId).execute()).toHaveLength(1);
    expect(await database.db.selectFrom("reports").select("id").where("order_id", "=", orderId).execute()).toHaveLength(1);
    expect(await database.db.selectFrom("mail_messages").select("id").where("to_address", "=", "many@example.com").execute()).toHaveLength(1);
  });

  it("answers a provider failure with stripeError, the provider's message and no key", async () => {
    const id = await newAssessment();
    // A 4xx: the SDK does not retry it (it does retry 5xx and network errors, with idempotency keys).
    fake.failNext(400, { type: "invalid_request_error", message: "This account cannot currently make live charges." });
    const answer = await createIntent({ assessmentId: id });
    expect(answer.statusCode).toBe(502);
    expect(answer.json()).toEqual({ stripeError: true, stripeMode: "test", error: "This account cannot currently make live charges." });
    expect(answer.body).not.toContain(SECRET_KEY);
  });
});

describe.each(testDatabases())("payments in production without keys on $name", ({ open }) => {
  let database: TestDatabase;
  let app: App;
  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database, { env: { NODE_ENV: "production" } });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("answers needsConfig instead of taking a payment, and the config says it is not configured", async () => {
    const { id } = (await app.inject({ method: "POST", url: "/api/assessments", payload: portugalRequest })).json<{ id: number }>();
    const answer = await app.inject({ method: "POST", url: "/api/payments/create-intent", payload: { assessmentId: id } });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({
      needsConfig: true,
      error: "Payment system configuration required. Please contact support to configure Stripe settings.",
    });
    expect((await app.inject({ method: "GET", url: "/api/payments/config" })).json()).toEqual({ provider: "stripe", stripeMode: null, configured: false });
  });
});
