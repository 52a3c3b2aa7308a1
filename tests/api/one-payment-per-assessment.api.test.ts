/**
 * Issue 17 (defects 2, 3, 4), through the real apps on both databases: one open payment per assessment
 * (concurrent create-intents make one PaymentIntent), a second succeeded payment for an assessment already
 * bought refunded once through the provider and never fulfilled (whatever mix of confirms and webhooks,
 * on two instances sharing the database), assessment ids from payment metadata checked before any query,
 * and the e-mail address read back from the provider never used unchecked as a recipient.
 */
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "@server/app";
import type { OperatorOrder } from "@shared/contracts/operator";
import { startFakeStripe, type FakeStripe } from "../support/fake-stripe";
import { capturedLogs, OPERATOR_ENV, operatorHeaders } from "../support/operator";
import { buildTestApp, portugalRequest } from "../support/test-app";
import { testDatabases, type TestDatabase } from "../support/test-databases";

const SECRET_KEY = "sk_test_newshores_fake_0123456789";
const PUBLISHABLE_KEY = "pk_test_newshores_fake_0123456789";
const WEBHOOK_SECRET = "whsec_newshores_test_secret";
const VISA = "4242 4242 4242 4242";
const REFUNDED = /already purchased.*refunded/i;

/** Each call from its own address, so the per-client limits of create-intent and confirm never interfere. */
let client = 0;
const nextAddress = () => `10.17.${Math.floor(++client / 250)}.${client % 250}`;

describe.each(testDatabases())("one payment per assessment with Stripe on $name", ({ open }) => {
  let database: TestDatabase;
  let fake: FakeStripe;
  // Two instances of the product on one database, as behind a load balancer; only the first runs workers.
  let first: App;
  let second: App;
  let stripe: Stripe;
  const { log, lines } = capturedLogs();

  beforeAll(async () => {
    database = await open();
    fake = await startFakeStripe();
    const env = { ...OPERATOR_ENV, STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: fake.url };
    first = await buildTestApp(database, { env, overrides: { log } });
    second = await buildTestApp(database, { env });
    await first.services.startWorkers(1);
    stripe = new Stripe(SECRET_KEY, { host: "127.0.0.1", port: fake.port, protocol: "http", maxNetworkRetries: 0 });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await fake?.close();
    await database?.close();
  });

  const instance = (which: number) => (which % 2 === 0 ? first : second);
  async function newAssessment(): Promise<number> {
    return (await first.inject({ method: "POST", url: "/api/assessments", payload: portugalRequest })).json<{ id: number }>().id;
  }
  const createIntent = (payload: object, app = first) =>
    app.inject({ method: "POST", url: "/api/payments/create-intent", payload, remoteAddress: nextAddress() });
  const confirm = (id: string, app = first) =>
    app.inject({ method: "POST", url: `/api/payments/confirm/${id}`, headers: { "content-type": "application/json" }, remoteAddress: nextAddress() });
  function webhook(intentId: string, app = first) {
    const payload = JSON.stringify({ id: `evt_${intentId}`, object: "event", type: "payment_intent.succeeded", data: { object: { id: intentId, object: "payment_intent" } } });
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    return app.inject({ method: "POST", url: "/api/payments/webhook", headers: { "content-type": "application/json", "stripe-signature": signature }, payload });
  }
  /** A PaymentIntent made outside create-intent (a tab opened before this fix, or a payment made elsewhere). */
  async function paidElsewhere(assessmentId: number | string, receiptEmail?: string): Promise<string> {
    const intent = await stripe.paymentIntents.create({
      amount: 4999,
      currency: "usd",
      metadata: { assessmentId: String(assessmentId) },
      ...(receiptEmail ? { receipt_email: receiptEmail } : {}),
    });
    fake.succeed(intent.id);
    return intent.id;
  }
  const intentsFor = (assessmentId: number) => [...fake.paymentIntents.values()].filter((intent) => intent.metadata.assessmentId === String(assessmentId));
  const refundsOf = (intentId: string) => [...fake.refunds.values()].filter((refund) => refund.payment_intent === intentId);
  const ordersFor = (assessmentId: number) => database.db.selectFrom("orders").selectAll().where("assessment_id", "=", assessmentId).orderBy("created_at").execute();
  const count = async (table: "report_jobs" | "reports", assessmentId: number) =>
    (await database.db.selectFrom(table).select("id").where("assessment_id", "=", assessmentId).execute()).length;
  async function reportOf(orderId: string): Promise<void> {
    await expect.poll(async () => (await database.db.selectFrom("reports").select("id").where("order_id", "=", orderId).execute()).length, { timeout: 30_000 }).toBe(1);
  }
  const mailTo = async (address: string) => (await database.db.selectFrom("mail_messages").select("id").where("to_address", "=", address).execute()).length;

  it("answers concurrent create-intents for one assessment, on two instances, with one PaymentIntent", async () => {
    const id = await newAssessment();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, n) => createIntent({ assessmentId: id }, instance(n))));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const ids = new Set(answers.map((answer) => answer.json().paymentIntentId));
    expect(ids.size).toBe(1);
    expect(new Set(answers.map((answer) => answer.json().clientSecret)).size).toBe(1);
    expect(intentsFor(id)).toHaveLength(1);
    const [intentId] = [...ids] as [string];
    expect(fake.paymentIntents.get(intentId)?.status).toBe("requires_payment_method");

    // A later call (another tab, or Try Again after a decline) gets the same open payment, with the
    // e-mail it gives recorded on it.
    const later = await createIntent({ assessmentId: id, customerEmail: "tab@example.com" }, second);
    expect(later.json()).toMatchObject({ paymentIntentId: intentId, clientSecret: fake.paymentIntents.get(intentId)?.client_secret });
    expect(fake.paymentIntents.get(intentId)?.receipt_email).toBe("tab@example.com");
    expect(intentsFor(id)).toHaveLength(1);
  });

  it("passes an idempotency key on create, so a retried request cannot make a second PaymentIntent", async () => {
    const id = await newAssessment();
    const { paymentIntentId } = (await createIntent({ assessmentId: id })).json();
    const key = fake.idempotencyKeyOf(paymentIntentId);
    expect(key).toBe(`create-intent:${id}:1`);
    // The same request again, as a retry after a lost answer: Stripe answers the same PaymentIntent.
    const retried = await stripe.paymentIntents.create(fake.createParamsOf(paymentIntentId) as unknown as Stripe.PaymentIntentCreateParams, { idempotencyKey: key });
    expect(retried.id).toBe(paymentIntentId);
    expect(intentsFor(id)).toHaveLength(1);
  });

  it("opens a new PaymentIntent (a new attempt) only once the open one is canceled", async () => {
    const id = await newAssessment();
    const { paymentIntentId } = (await createIntent({ assessmentId: id })).json();
    await stripe.paymentIntents.cancel(paymentIntentId);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, n) => createIntent({ assessmentId: id }, instance(n))));
    const ids = new Set(answers.map((answer) => answer.json().paymentIntentId));
    expect(ids.size).toBe(1);
    expect(ids.has(paymentIntentId)).toBe(false);
    const [next] = [...ids] as [string];
    expect(fake.idempotencyKeyOf(next)).toBe(`create-intent:${id}:2`);
    expect(intentsFor(id)).toHaveLength(2);
  });

  it("answers reportExists, without a new payment, when the open PaymentIntent was paid but not yet confirmed", async () => {
    const id = await newAssessment();
    const { paymentIntentId } = (await createIntent({ assessmentId: id, customerEmail: "paid-then-closed@example.com" })).json();
    fake.succeed(paymentIntentId);
    const again = await createIntent({ assessmentId: id }, second);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ reportExists: true });
    expect(intentsFor(id)).toHaveLength(1);
    const orders = await ordersFor(id);
    expect(orders.map((order) => order.status)).toEqual(["paid"]);
  });

  it("two tabs that both paid: one order, job, report and e-mail; the second payment refunded once; the operator sees it", async () => {
    const id = await newAssessment();
    const firstTab = await paidElsewhere(id, "two-tabs@example.com");
    const secondTab = await paidElsewhere(id, "two-tabs@example.com");

    const bought = await confirm(firstTab);
    expect(bought.statusCode).toBe(200);
    expect(bought.json().success).toBe(true);
    const duplicate = await confirm(secondTab, second);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ reportExists: true, refunded: true, error: expect.stringMatching(REFUNDED) });
    expect(duplicate.headers["set-cookie"]).toBeUndefined();

    const orders = await ordersFor(id);
    expect(orders.map((order) => [order.payment_intent_id, order.status])).toEqual([
      [firstTab, "paid"],
      [secondTab, "refunded_duplicate"],
    ]);
    const refunds = refundsOf(secondTab);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: 4999, currency: "usd", status: "succeeded", reason: "duplicate" });
    expect(refundsOf(firstTab)).toHaveLength(0);
    const refundedOrder = orders[1];
    expect(refundedOrder?.refund_id).toBe(refunds[0]?.id);
    expect(refundedOrder?.refunded_at).toEqual(expect.any(String));

    const paidOrder = orders[0];
    await reportOf(paidOrder?.id as string);
    expect(await count("report_jobs", id)).toBe(1);
    expect(await count("reports", id)).toBe(1);
    expect(await mailTo("two-tabs@example.com")).toBe(1);

    // Confirming either payment again changes nothing.
    expect((await confirm(secondTab)).json()).toMatchObject({ reportExists: true, refunded: true });
    expect((await confirm(firstTab, second)).json().success).toBe(true);
    expect(refundsOf(secondTab)).toHaveLength(1);
    expect(await ordersFor(id)).toHaveLength(2);

    const headers = await operatorHeaders(first);
    const page = (await first.inject({ method: "GET", url: "/api/admin/orders", headers })).json<{ orders: OperatorOrder[] }>();
    const listed = page.orders.filter((order) => order.assessmentId === id);
    expect(listed.map((order) => order.status).sort()).toEqual(["paid", "refunded_duplicate"]);
    const refundedRow = listed.find((order) => order.status === "refunded_duplicate");
    expect(refundedRow).toMatchObject({ job: null, report: null, refund: { id: refunds[0]?.id, refundedAt: refundedOrder?.refunded_at } });
  });

  /** payments_total{outcome} summed over both instances' metrics. */
  async function paymentsCounted(outcome: "fulfilled" | "refunded"): Promise<number> {
    let total = 0;
    for (const app of [first, second]) {
      const values = (await app.services.metrics.payments.get()).values;
      total += values.find((value) => value.labels.outcome === outcome)?.value ?? 0;
    }
    return total;
  }

  it("refunds a duplicate exactly once under concurrent confirms and webhooks on two instances", async () => {
    const id = await newAssessment();
    const [fulfilledBefore, refundedBefore] = [await paymentsCounted("fulfilled"), await paymentsCounted("refunded")];
    const bought = await paidElsewhere(id, "busy@example.com");
    expect((await confirm(bought)).json().success).toBe(true);
    const duplicate = await paidElsewhere(id, "busy@example.com");
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, n) => (n % 3 === 0 ? webhook(duplicate, instance(n)) : confirm(duplicate, instance(n)))),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBeLessThan(500);
    for (const answer of answers.filter((_, n) => n % 3 === 0)) expect(answer.json()).toMatchObject({ received: true, fulfilled: false, refunded: true });
    for (const answer of answers.filter((_, n) => n % 3 !== 0)) expect(answer.json()).toMatchObject({ reportExists: true, refunded: true });
    expect(refundsOf(duplicate)).toHaveLength(1);
    expect((await ordersFor(id)).map((order) => order.status)).toEqual(["paid", "refunded_duplicate"]);
    expect(await count("report_jobs", id)).toBe(1);
    // The metrics count each once, whichever instance settled it.
    expect(await paymentsCounted("fulfilled")).toBe(fulfilledBefore + 1);
    expect(await paymentsCounted("refunded")).toBe(refundedBefore + 1);
  });

  it("fulfils exactly one of two payments confirmed at the same moment, and refunds the other once", async () => {
    const id = await newAssessment();
    const one = await paidElsewhere(id, "race@example.com");
    const other = await paidElsewhere(id, "race@example.com");
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, n) => {
        const intentId = n % 2 === 0 ? one : other;
        return n % 4 < 2 ? confirm(intentId, instance(n >> 1)) : webhook(intentId, instance(n >> 1));
      }),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBeLessThan(500);
    const orders = await ordersFor(id);
    expect(orders.map((order) => order.status).sort()).toEqual(["paid", "refunded_duplicate"]);
    const refunded = orders.find((order) => order.status === "refunded_duplicate");
    expect(refundsOf(refunded?.payment_intent_id as string)).toHaveLength(1);
    expect(refundsOf(one).length + refundsOf(other).length).toBe(1);
    expect(await count("report_jobs", id)).toBe(1);
    await reportOf(orders.find((order) => order.status === "paid")?.id as string);
    expect(await mailTo("race@example.com")).toBe(1);
  });

  it("leaves a duplicate pending when the refund fails, answers the webhook 5xx so Stripe retries, and refunds once on the retry", async () => {
    const id = await newAssessment();
    expect((await confirm(await paidElsewhere(id))).json().success).toBe(true);
    const duplicate = await paidElsewhere(id);
    // A 4xx is not retried by the SDK: the refund call fails for this delivery.
    fake.failNext(400, { type: "api_error", message: "Refunds are unavailable right now." }, "/v1/refunds");
    const failed = await webhook(duplicate);
    expect(failed.statusCode).toBe(502);
    expect((await ordersFor(id)).map((order) => order.status)).toEqual(["paid", "duplicate_refund_pending"]);
    expect(refundsOf(duplicate)).toHaveLength(0);
    const retried = await webhook(duplicate, second);
    expect(retried.json()).toMatchObject({ received: true, fulfilled: false, refunded: true });
    expect((await ordersFor(id)).map((order) => order.status)).toEqual(["paid", "refunded_duplicate"]);
    expect(refundsOf(duplicate)).toHaveLength(1);
    expect(await count("report_jobs", id)).toBe(1);
  });

  it("records a refund Stripe already made (its key forgotten after 24 hours) instead of asking for a second", async () => {
    const id = await newAssessment();
    expect((await confirm(await paidElsewhere(id))).json().success).toBe(true);
    const duplicate = await paidElsewhere(id);
    const earlier = await stripe.refunds.create({ payment_intent: duplicate });
    const answer = await confirm(duplicate);
    expect(answer.json()).toMatchObject({ reportExists: true, refunded: true });
    expect(refundsOf(duplicate).map((refund) => refund.id)).toEqual([earlier.id]);
    const [, refunded] = await ordersFor(id);
    expect(refunded).toMatchObject({ status: "refunded_duplicate", refund_id: earlier.id });
  });

  it("answers an assessment id out of range or malformed in the metadata like an unknown one, never 500", async () => {
    const ids = ["99999999999999999999", "9223372036854775808", "99999999999999", "9007199254740992", "0", "-5", "1e20", " 100000000000000"];
    const intentIds: string[] = [];
    for (const assessmentId of ids) {
      const intentId = await paidElsewhere(assessmentId);
      intentIds.push(intentId);
      const confirmed = await confirm(intentId);
      expect(confirmed.statusCode, `confirm with ${assessmentId}`).toBe(422);
      const delivered = await webhook(intentId, second);
      expect(delivered.statusCode, `webhook with ${assessmentId}`).toBe(200);
      expect(delivered.json()).toMatchObject({ received: true, fulfilled: false });
    }
    expect(await database.db.selectFrom("orders").select("id").where("payment_intent_id", "in", intentIds).execute()).toEqual([]);
  });

  it("never mails a report to a receipt e-mail with a line break, a comma or two addresses; logs it without the address", async () => {
    const bad = [
      "victim@example.com\r\nBcc: thief@evil.example",
      "victim@example.com,thief@evil.example",
      "victim@example.com thief@evil.example",
      "victim@example.com; thief@evil.example",
      "<thief@evil.example>",
    ];
    for (const address of bad) {
      const id = await newAssessment();
      const { paymentIntentId } = (await createIntent({ assessmentId: id })).json();
      const intent = fake.succeed(paymentIntentId);
      intent.receipt_email = address;
      const confirmed = await confirm(paymentIntentId);
      expect(confirmed.json().success).toBe(true);
      const [order] = await ordersFor(id);
      expect(order?.customer_email).toBeNull();
      await reportOf(order?.id as string);
      expect(await database.db.selectFrom("mail_messages").select("id").where("dedupe_key", "=", `report-ready:${order?.id}`).execute()).toEqual([]);
    }
    expect(await database.db.selectFrom("mail_messages").select("id").where("to_address", "like", "%evil.example%").execute()).toEqual([]);
    const warnings = lines.filter((line) => line.includes("receipt e-mail"));
    expect(warnings.length).toBeGreaterThanOrEqual(bad.length);
    for (const line of lines) expect(line).not.toContain("thief@evil.example");
  });

  it("still mails the report to a valid receipt e-mail, trimmed", async () => {
    const id = await newAssessment();
    const { paymentIntentId } = (await createIntent({ assessmentId: id })).json();
    fake.succeed(paymentIntentId).receipt_email = "  fine.buyer@example.com ";
    expect((await confirm(paymentIntentId)).json().success).toBe(true);
    const [order] = await ordersFor(id);
    expect(order?.customer_email).toBe("fine.buyer@example.com");
    await reportOf(order?.id as string);
    expect(await mailTo("fine.buyer@example.com")).toBe(1);
  });
});

describe.each(testDatabases())("one payment per assessment with the demo provider on $name", ({ open }) => {
  let database: TestDatabase;
  let app: App;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database, { env: { ...OPERATOR_ENV } });
    await app.services.startWorkers(1);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  async function newAssessment(): Promise<number> {
    return (await app.inject({ method: "POST", url: "/api/assessments", payload: portugalRequest })).json<{ id: number }>().id;
  }
  const createIntent = (payload: object) => app.inject({ method: "POST", url: "/api/payments/create-intent", payload, remoteAddress: nextAddress() });
  const pay = (clientSecret: string) =>
    app.inject({ method: "POST", url: "/api/payments/demo/pay", payload: { clientSecret, cardNumber: VISA, expiry: "12 / 34", cvc: "123" }, remoteAddress: nextAddress() });
  const confirm = (id: string) =>
    app.inject({ method: "POST", url: `/api/payments/confirm/${id}`, headers: { "content-type": "application/json" }, remoteAddress: nextAddress() });
  const demoPayments = (assessmentId: number) => database.db.selectFrom("demo_payments").selectAll().where("assessment_id", "=", assessmentId).execute();

  it("answers concurrent create-intents with one demo payment", async () => {
    const id = await newAssessment();
    const answers = await Promise.all(Array.from({ length: 10 }, () => createIntent({ assessmentId: id })));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(new Set(answers.map((answer) => answer.json().paymentIntentId)).size).toBe(1);
    expect(await demoPayments(id)).toHaveLength(1);
  });

  it("refunds a second paid demo payment through the demo provider, once, with no second order, job or e-mail", async () => {
    const id = await newAssessment();
    const opened = (await createIntent({ assessmentId: id, customerEmail: "demo-twice@example.com" })).json();
    // A second tab opened before this fix: a payment of its own for the same assessment.
    const demo = await app.services.payments.demo();
    const older = await demo!.createPayment({ assessmentId: id, amountCents: 4999, currency: "usd", idempotencyKey: `older-tab:${id}` });
    expect(older.id).not.toBe(opened.paymentIntentId);
    await pay(opened.clientSecret);
    await pay(older.clientSecret);

    expect((await confirm(opened.paymentIntentId)).json().success).toBe(true);
    const answers = await Promise.all(Array.from({ length: 8 }, () => confirm(older.id)));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ reportExists: true, refunded: true, error: expect.stringMatching(REFUNDED) });
    }
    const rows = await demoPayments(id);
    const refunded = rows.find((row) => row.id === older.id);
    expect(refunded?.refund_id).toMatch(/^demo_re_/);
    expect(refunded?.refunded_at).toEqual(expect.any(String));
    expect(rows.find((row) => row.id === opened.paymentIntentId)?.refund_id).toBeNull();

    const orders = await database.db.selectFrom("orders").selectAll().where("assessment_id", "=", id).execute();
    expect(orders.map((order) => order.status).sort()).toEqual(["paid", "refunded_duplicate"]);
    expect(orders.find((order) => order.status === "refunded_duplicate")?.refund_id).toBe(refunded?.refund_id);
    const paid = orders.find((order) => order.status === "paid");
    await expect.poll(async () => (await database.db.selectFrom("reports").select("id").where("order_id", "=", paid?.id as string).execute()).length, { timeout: 30_000 }).toBe(1);
    expect(await database.db.selectFrom("report_jobs").select("id").where("assessment_id", "=", id).execute()).toHaveLength(1);
    expect(await database.db.selectFrom("mail_messages").select("id").where("to_address", "=", "demo-twice@example.com").execute()).toHaveLength(1);

    const headers = await operatorHeaders(app);
    const listed = (await app.inject({ method: "GET", url: "/api/admin/orders", headers })).json<{ orders: OperatorOrder[] }>().orders;
    expect(listed.find((order) => order.assessmentId === id && order.status === "refunded_duplicate")?.refund?.id).toBe(refunded?.refund_id);
  });

  it("never mails a report to a stored receipt e-mail that is not one address", async () => {
    const id = await newAssessment();
    const opened = (await createIntent({ assessmentId: id })).json();
    await pay(opened.clientSecret);
    await database.db.updateTable("demo_payments").set({ receipt_email: "a@example.com,\r\nb@evil.example" }).where("id", "=", opened.paymentIntentId).execute();
    expect((await confirm(opened.paymentIntentId)).json().success).toBe(true);
    const [order] = await database.db.selectFrom("orders").selectAll().where("assessment_id", "=", id).execute();
    expect(order?.customer_email).toBeNull();
    await expect.poll(async () => (await database.db.selectFrom("reports").select("id").where("order_id", "=", order?.id as string).execute()).length, { timeout: 30_000 }).toBe(1);
    expect(await database.db.selectFrom("mail_messages").select("id").where("to_address", "like", "%evil.example%").execute()).toEqual([]);
  });
});
