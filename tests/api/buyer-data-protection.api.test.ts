/**
 * Issue 27: the buyer's data is the buyer's alone, on both databases, through the real app (two instances sharing one
 * database where it matters): an address typed at checkout opens nothing of anyone else's; erase reaches every copy
 * on every instance at once; a write racing the erase leaves nothing and sends nothing; a payment whose assessment is
 * gone is refunded, never kept silently; the sign-in link request answers before anything about the address is
 * looked up; another site cannot use the buyer's cookie.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "@server/app";
import type { Background } from "@server/background";
import type { Clock } from "@server/clock";
import { CROSS_SITE_REFUSED } from "@server/http/same-site";
import { MESSAGES } from "@server/payments/payments.service";
import { FULFILMENT_MESSAGES } from "@server/payments/fulfilment";
import { ordersPage } from "@server/operator/operator-orders";
import { HUB_MESSAGES, type BuyerHub } from "@shared/contracts/hub";
import { buildTestApp, portugalRequest } from "../support/test-app";
import { testDatabases, type TestDatabase } from "../support/test-databases";

const cookieHeader = (setCookie: string | string[] | undefined) => [setCookie ?? []].flat().map((cookie) => cookie.split(";")[0]).join("; ");
/** Joins cookies, a later one of the same name replacing the earlier (as a browser keeps them). */
function mergeCookies(...headers: string[]): string {
  const jar = new Map<string, string>();
  for (const header of headers) {
    for (const pair of header.split("; ").filter(Boolean)) jar.set(pair.split("=")[0] as string, pair);
  }
  return [...jar.values()].join("; ");
}

const ROUNDS = 20;

describe.each(testDatabases())("the buyer's data is the buyer's alone on $name", ({ open }) => {
  let database: TestDatabase;
  let again: TestDatabase;
  let app: App;
  /** A second instance on the same database, as a second web process. */
  let other: App;
  let origin: string;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    await app.services.startWorkers(1);
    again = await database.connectAgain();
    other = await buildTestApp(again);
    origin = new URL(app.services.config.publicUrl).origin;
  });
  afterAll(async () => {
    await other?.close();
    await again?.close();
    await app?.close();
    await database?.close();
  });

  /** Each buyer is a client of its own (its own network address), as the per-client route limits expect. */
  let clients = 0;
  const newClient = () => {
    clients += 1;
    return `10.27.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
  };

  const post = (url: string, options: { cookie?: string; payload?: object; origin?: string; client?: string } = {}) =>
    app.inject({
      method: "POST",
      url,
      remoteAddress: options.client ?? newClient(),
      headers: { origin: options.origin ?? origin, "content-type": "application/json", ...(options.cookie ? { cookie: options.cookie } : {}) },
      ...(options.payload ? { payload: options.payload } : {}),
    });

  /** Pays with the demo card in a browser holding `cookie` (none: a new browser); answers what that browser then holds. */
  async function pay(email: string, options: { cookie?: string; wait?: boolean } = {}) {
    const client = newClient();
    const id = (await app.inject({ method: "POST", url: "/api/assessments", payload: portugalRequest, remoteAddress: client })).json<{ id: number }>().id;
    const intent = (await post("/api/payments/create-intent", { client, payload: { assessmentId: id, customerEmail: email } })).json();
    await post("/api/payments/demo/pay", { client, payload: { clientSecret: intent.clientSecret, cardNumber: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123" } });
    const confirmed = await post(`/api/payments/confirm/${intent.paymentIntentId}`, { client, ...(options.cookie ? { cookie: options.cookie } : {}) });
    expect(confirmed.statusCode).toBe(200);
    const order = await database.db.selectFrom("orders").selectAll().where("assessment_id", "=", id).executeTakeFirstOrThrow();
    if (options.wait !== false) {
      await expect.poll(async () => Boolean(await database.db.selectFrom("reports").select("id").where("order_id", "=", order.id).executeTakeFirst()), { timeout: 20_000 }).toBe(true);
      // The report e-mail goes out before the buyer acts on it.
      await expect.poll(async () => (await database.db.selectFrom("mail_messages").select("status").where("order_id", "=", order.id).execute()).every((row) => row.status === "sent"), { timeout: 10_000 }).toBe(true);
    }
    const cookie = mergeCookies(options.cookie ?? "", cookieHeader(confirmed.headers["set-cookie"]));
    return { id, orderId: order.id, paymentIntentId: intent.paymentIntentId as string, cookie };
  }

  const hub = (cookie: string) => app.inject({ method: "GET", url: "/api/hub", headers: { cookie } });

  async function signInByLink(email: string): Promise<string> {
    expect((await post("/api/hub/sign-in-link", { payload: { email } })).statusCode).toBe(202);
    await app.services.background.drain();
    const mail = await database.db.selectFrom("mail_messages").selectAll().where("dedupe_key", "like", "hub-sign-in:%").where("to_address", "=", email).orderBy("created_at", "desc").executeTakeFirst();
    const token = /#token=([A-Za-z0-9_-]{43})/.exec(mail?.text_body ?? "")?.[1];
    if (!token) throw new Error("no sign-in link e-mailed");
    const signedIn = await post("/api/hub/sessions", { payload: { token } });
    expect(signedIn.statusCode).toBe(201);
    return cookieHeader(signedIn.headers["set-cookie"]);
  }

  async function erase(cookie: string) {
    return post("/api/hub/erase", { cookie, payload: { confirm: "DELETE" } });
  }

  it("after erase, no instance serves the assessment, its eligibility, alternatives or report status", async () => {
    const bought = await pay("erased-everywhere@example.com");
    const reads = ["", "/eligibility", "/alternatives"].map((tail) => `/api/assessments/${bought.id}${tail}`).concat(`/api/reports/status/${bought.id}`);
    for (const instance of [app, other]) {
      for (const url of reads) expect((await instance.inject({ method: "GET", url })).statusCode, url).toBe(200);
    }
    expect(other.services.recentAnswers.holds(bought.id)).toBe(true);

    expect((await erase(bought.cookie)).statusCode).toBe(200);
    expect(app.services.recentAnswers.holds(bought.id)).toBe(false);
    for (const instance of [app, other]) {
      for (const url of reads) expect((await instance.inject({ method: "GET", url })).statusCode, url).toBe(404);
    }
    // The other instance dropped its copy when it found the assessment gone.
    expect(other.services.recentAnswers.holds(bought.id)).toBe(false);
  });

  it("opens only the order paid in that browser when someone pays with another buyer's address", async () => {
    const victimEmail = "victim@example.com";
    const victim = await pay(victimEmail);
    const victimMail = await database.db.selectFrom("mail_messages").select("id").where("to_address", "=", victimEmail).execute();
    const attacker = await pay(victimEmail);

    const seen = (await hub(attacker.cookie)).json<BuyerHub>();
    expect(seen.reports.map((report) => report.orderId)).toEqual([attacker.orderId]);
    for (const call of [
      () => post(`/api/hub/orders/${victim.orderId}/download-link`, { cookie: attacker.cookie }),
      () => app.inject({ method: "PUT", url: `/api/hub/orders/${victim.orderId}/plan`, headers: { origin, cookie: attacker.cookie }, payload: { startDate: "2027-01-01" } }),
      () => app.inject({ method: "GET", url: `/api/hub/orders/${victim.orderId}/plan.ics`, headers: { cookie: attacker.cookie } }),
    ]) {
      const answer = await call();
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error).toBe(HUB_MESSAGES.notInHub);
    }
    const exported = await app.inject({ method: "GET", url: "/api/hub/export", headers: { cookie: attacker.cookie } });
    expect(exported.statusCode).toBe(200);
    const data = exported.json();
    expect(data.orders.map((order: { id: string }) => order.id)).toEqual([attacker.orderId]);
    expect(exported.body).not.toContain(victim.orderId);
    expect(exported.body).not.toContain(String(victim.id));
    expect(data.emails.every((mail: { text: string }) => !mail.text.includes(String(victim.id)))).toBe(true);
    expect(data.signInLinks).toEqual([]);

    expect((await erase(attacker.cookie)).statusCode).toBe(200);
    // The victim's purchase is untouched: answers, report, e-mails and hub.
    expect(await database.db.selectFrom("assessments").select("id").where("id", "=", victim.id).executeTakeFirst()).toBeDefined();
    expect(await database.db.selectFrom("reports").select("id").where("order_id", "=", victim.orderId).executeTakeFirst()).toBeDefined();
    expect(await database.db.selectFrom("mail_messages").select("id").where("to_address", "=", victimEmail).execute()).toEqual(victimMail);
    expect((await hub(victim.cookie)).json<BuyerHub>().reports.map((report) => report.orderId)).toEqual([victim.orderId]);
    expect((await post(`/api/hub/orders/${victim.orderId}/download-link`, { cookie: victim.cookie })).statusCode).toBe(200);
  });

  it("opens with a sign-in link only the orders bought with the address before the link was sent", async () => {
    const email = "proven@example.com";
    const first = await pay(email);
    const proven = await signInByLink(email);
    expect((await hub(proven)).json<BuyerHub>().reports.map((report) => report.orderId)).toEqual([first.orderId]);

    // A later purchase with the same address (anyone's) joins no session that exists already...
    const later = await pay(email);
    expect((await hub(proven)).json<BuyerHub>().reports.map((report) => report.orderId)).toEqual([first.orderId]);
    expect((await hub(later.cookie)).json<BuyerHub>().reports.map((report) => report.orderId)).toEqual([later.orderId]);
    // ...until the address is proven again.
    const again = await signInByLink(email);
    expect((await hub(again)).json<BuyerHub>().reports.map((report) => report.orderId).sort()).toEqual([first.orderId, later.orderId].sort());
  });

  it("adds a second purchase in the same browser to that browser's hub", async () => {
    const first = await pay("same-browser@example.com");
    const second = await pay("same-browser@example.com", { cookie: first.cookie });
    expect((await hub(second.cookie)).json<BuyerHub>().reports.map((report) => report.orderId).sort()).toEqual([first.orderId, second.orderId].sort());
  });

  /** Nothing of the buyer left in the tables a racing write could have written to. */
  async function leftOf(bought: { id: number; orderId: string }, email: string) {
    const db = database.db;
    return {
      tokens: await db.selectFrom("download_tokens").select("token_hash").where((eb) => eb.or([eb("order_id", "=", bought.orderId), eb("assessment_id", "=", bought.id)])).execute(),
      sessionOrders: await db.selectFrom("buyer_session_orders").selectAll().where("order_id", "=", bought.orderId).execute(),
      sessionsOpeningNothing: await db.selectFrom("buyer_sessions").select("id").where("id", "not in", (eb) => eb.selectFrom("buyer_session_orders").select("session_id")).execute(),
      sessionsOfAddress: await db.selectFrom("buyer_sessions").select("id").where("customer_email", "=", email).execute(),
      mail: await db.selectFrom("mail_messages").select("id").where((eb) => eb.or([eb("order_id", "=", bought.orderId), eb("to_address", "=", email)])).execute(),
      assessment: await db.selectFrom("assessments").select("id").where("id", "=", bought.id).execute(),
      attempts: await db.selectFrom("payment_attempts").select("assessment_id").where("assessment_id", "=", bought.id).execute(),
    };
  }
  const nothingLeft = { tokens: [], sessionOrders: [], sessionsOpeningNothing: [], sessionsOfAddress: [], mail: [], assessment: [], attempts: [] };

  /** The outbox's messages to an address written after `at` (the product's stand-in for a mail server here). */
  function mailSentAfter(email: string, at: string): string[] {
    const outbox = path.join(app.services.config.dataDir, "outbox");
    if (!fs.existsSync(outbox)) return [];
    return fs
      .readdirSync(outbox)
      .filter((name) => name.endsWith(".eml"))
      .filter((name) => fs.readFileSync(path.join(outbox, name), "latin1").includes(email))
      .filter((name) => fs.statSync(path.join(outbox, name)).mtime.toISOString() > at);
  }

  it(`leaves nothing of an erased buyer when the erase races five confirms (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const email = `race-confirm-${round}@example.com`;
      const bought = await pay(email);
      const confirmNew = () => post(`/api/payments/confirm/${bought.paymentIntentId}`);
      const [erased, ...confirms] = await Promise.all([erase(bought.cookie), ...Array.from({ length: 5 }, confirmNew)]);
      expect(erased.statusCode, `round ${round}`).toBe(200);
      for (const confirmed of confirms) {
        expect([200, 410], `round ${round}`).toContain(confirmed.statusCode);
        if (confirmed.statusCode === 410) expect(confirmed.json().error).toBe(FULFILMENT_MESSAGES.erased);
      }
      expect(await leftOf(bought, email), `round ${round}`).toEqual(nothingLeft);
      // A confirm after the erase is answered, never refunded: the report was delivered.
      expect((await confirmNew()).statusCode).toBe(410);
      const order = await database.db.selectFrom("orders").selectAll().where("id", "=", bought.orderId).executeTakeFirstOrThrow();
      expect(order).toMatchObject({ status: "paid", refund_id: null, customer_email: null, assessment_id: null });
    }
  }, 240_000);

  it(`sends nothing after the erase when it races three re-sends (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const email = `race-resend-${round}@example.com`;
      const bought = await pay(email);
      const resend = () => post("/api/reports/resend", { payload: { assessmentId: bought.id } });
      const [erased, ...resends] = await Promise.all([erase(bought.cookie), resend(), resend(), resend()]);
      expect(erased.statusCode, `round ${round}`).toBe(200);
      for (const answer of resends) expect([200, 404, 410], `round ${round}`).toContain(answer.statusCode);
      const order = await database.db.selectFrom("orders").select("erased_at").where("id", "=", bought.orderId).executeTakeFirstOrThrow();
      await app.services.mailSender.sendDueNow();
      expect(await leftOf(bought, email), `round ${round}`).toEqual(nothingLeft);
      expect(mailSentAfter(email, order.erased_at as string), `round ${round}`).toEqual([]);
    }
  }, 240_000);

  it("refunds, once, a payment whose assessment was erased while it was being made, and lists it for the operator", async () => {
    const bought = await pay("paid-while-erasing@example.com");
    // A second tab's payment for the same assessment, made before the erase and confirmed after it.
    const demo = await app.services.payments.demo();
    if (!demo) throw new Error("demo provider expected");
    const { clientSecret } = await demo.createPayment({ assessmentId: bought.id, amountCents: 4999, currency: "usd", idempotencyKey: `second-tab-${bought.id}` });
    const { paymentIntentId } = await demo.payWithCard({ clientSecret, cardNumber: "4242 4242 4242 4242", expiry: "12 / 40", cvc: "123" });
    expect((await erase(bought.cookie)).statusCode).toBe(200);

    const answers = [await post(`/api/payments/confirm/${paymentIntentId}`), await post(`/api/payments/confirm/${paymentIntentId}`)];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ success: false, refunded: true, error: MESSAGES.refundedNoAssessment });
    }
    const orders = await database.db.selectFrom("orders").selectAll().where("payment_intent_id", "=", paymentIntentId).execute();
    expect(orders).toEqual([expect.objectContaining({ status: "refunded_no_assessment", assessment_id: null, customer_email: null, refund_id: expect.any(String) })]);
    const refunds = await database.db.selectFrom("demo_payments").select(["refund_id", "status"]).where("id", "=", paymentIntentId).execute();
    expect(refunds).toEqual([{ refund_id: orders[0]?.refund_id, status: "succeeded" }]);
    const page = await ordersPage(app.services, 1);
    expect(page.orders.find((order) => order.id === orders[0]?.id)).toMatchObject({ status: "refunded_no_assessment", refund: { id: orders[0]?.refund_id } });
    expect(await database.db.selectFrom("payment_attempts").select("assessment_id").where("assessment_id", "=", bought.id).execute()).toEqual([]);
  });

  it("refunds a paid payment naming an assessment that never existed", async () => {
    const demo = await app.services.payments.demo();
    if (!demo) throw new Error("demo provider expected");
    const never = 424_242_424_242_424;
    const { clientSecret } = await demo.createPayment({ assessmentId: never, amountCents: 4999, currency: "usd", idempotencyKey: "unknown-assessment" });
    const { paymentIntentId } = await demo.payWithCard({ clientSecret, cardNumber: "4242 4242 4242 4242", expiry: "12 / 40", cvc: "123" });
    const answer = await post(`/api/payments/confirm/${paymentIntentId}`);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ refunded: true, error: MESSAGES.refundedNoAssessment });
    expect(await database.db.selectFrom("assessments").select("id").where("id", "=", never).execute()).toEqual([]);
    expect(await database.db.selectFrom("orders").select(["status", "assessment_id"]).where("payment_intent_id", "=", paymentIntentId).execute()).toEqual([
      { status: "refunded_no_assessment", assessment_id: null },
    ]);
  });

  it("refuses every hub call and state-changing payment call sent from another site", async () => {
    const bought = await pay("cross-site@example.com");
    const evil = "http://evil.example";
    const calls = [
      { method: "PUT" as const, url: `/api/hub/orders/${bought.orderId}/plan`, payload: { startDate: "2027-01-01" } },
      { method: "PUT" as const, url: `/api/hub/orders/${bought.orderId}/plan/steps/m1-1`, payload: { done: true } },
      { method: "POST" as const, url: `/api/hub/orders/${bought.orderId}/download-link` },
      { method: "GET" as const, url: "/api/hub/export" },
      { method: "GET" as const, url: "/api/hub" },
      { method: "POST" as const, url: "/api/hub/sign-out" },
      { method: "POST" as const, url: "/api/hub/erase", payload: { confirm: "DELETE" } },
      { method: "POST" as const, url: "/api/hub/sign-in-link", payload: { email: "cross-site@example.com" } },
      { method: "POST" as const, url: "/api/payments/create-intent", payload: { assessmentId: bought.id } },
      { method: "POST" as const, url: `/api/payments/confirm/${bought.paymentIntentId}` },
      { method: "POST" as const, url: "/api/reports/resend", payload: { assessmentId: bought.id } },
    ];
    for (const call of calls) {
      for (const headers of [{ origin: evil }, { origin: "null" }, { "sec-fetch-site": "cross-site" }]) {
        const answer = await app.inject({ method: call.method, url: call.url, headers: { ...headers, cookie: bought.cookie, "content-type": "application/json" }, ...(call.payload ? { payload: call.payload } : {}) });
        expect(answer.statusCode, `${call.method} ${call.url} ${JSON.stringify(headers)}`).toBe(403);
        expect(answer.json().error).toBe(CROSS_SITE_REFUSED);
      }
    }
    // Nothing changed: the data is there, the session works, and the site's own pages still can.
    expect(await database.db.selectFrom("assessments").select("id").where("id", "=", bought.id).executeTakeFirst()).toBeDefined();
    const own = await app.inject({ method: "PUT", url: `/api/hub/orders/${bought.orderId}/plan`, headers: { origin, cookie: bought.cookie }, payload: { startDate: "2027-01-01" } });
    expect(own.statusCode).toBe(200);
    const sameOriginFetch = await app.inject({ method: "GET", url: "/api/hub", headers: { "sec-fetch-site": "same-origin", cookie: bought.cookie } });
    expect(sameOriginFetch.json<BuyerHub>().signedIn).toBe(true);
  });
});

/** Work the route starts, held until the test lets it run. */
function heldBackground(): Background & { held: (() => Promise<void>)[]; runAll: () => Promise<void> } {
  const held: (() => Promise<void>)[] = [];
  return {
    held,
    run: (_what, work) => void held.push(work),
    drain: async () => undefined,
    runAll: async () => {
      for (const work of held.splice(0)) await work();
    },
  };
}

describe.each(testDatabases())("the sign-in link request on $name", ({ open }) => {
  let database: TestDatabase;
  let app: App;
  const background = heldBackground();

  beforeAll(async () => {
    database = await open();
    const clock: Clock = { now: () => new Date() };
    app = await buildTestApp(database, { overrides: { background, clock } });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("answers before anything about the address is looked up, the same for a customer and a stranger", async () => {
    const id = (await app.inject({ method: "POST", url: "/api/assessments", payload: portugalRequest })).json<{ id: number }>().id;
    const intent = (await app.inject({ method: "POST", url: "/api/payments/create-intent", payload: { assessmentId: id, customerEmail: "customer@example.com" } })).json();
    await app.inject({ method: "POST", url: "/api/payments/demo/pay", payload: { clientSecret: intent.clientSecret, cardNumber: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123" } });
    expect((await app.inject({ method: "POST", url: `/api/payments/confirm/${intent.paymentIntentId}`, headers: { "content-type": "application/json" } })).statusCode).toBe(200);
    const signInMail = () => database.db.selectFrom("mail_messages").select("to_address").where("dedupe_key", "like", "hub-sign-in:%").execute();
    const links = () => database.db.selectFrom("hub_sign_in_links").select("customer_email").execute();

    const customer = await app.inject({ method: "POST", url: "/api/hub/sign-in-link", payload: { email: "customer@example.com" } });
    const stranger = await app.inject({ method: "POST", url: "/api/hub/sign-in-link", payload: { email: "stranger@example.com" } });
    expect([customer.statusCode, stranger.statusCode]).toEqual([202, 202]);
    expect(customer.body).toBe(stranger.body);
    // Both answered with the work still waiting: nothing was written, the same one piece of work was left for each.
    expect(await signInMail()).toEqual([]);
    expect(await links()).toEqual([]);
    expect(background.held).toHaveLength(2);

    await background.runAll();
    expect(await signInMail()).toEqual([{ to_address: "customer@example.com" }]);
    expect(await links()).toEqual([{ customer_email: "customer@example.com" }]);
  });
});
