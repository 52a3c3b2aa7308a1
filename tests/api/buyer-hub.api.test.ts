/**
 * The buyer's hub (issue 20.4, 20.5) through the real app on both databases: the hub opens with the cookie set at
 * purchase or with a one-time sign-in link e-mailed to the purchase address, never with an assessment id; the plan's
 * start date and ticks are saved and seen from another sign-in; the calendar parses; a fresh download link follows
 * the re-send rules; export and erase work from the hub.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "@server/app";
import { issueSignInLink, useSignInLink } from "@server/hub/buyer-sessions";
import { HUB_MESSAGES, type BuyerHub, type HubReport } from "@shared/contracts/hub";
import { buildTestApp, portugalRequest } from "../support/test-app";
import { inForceByDay } from "@server/in-force";
import { rawKnowledgeBase, type KnowledgeBaseData } from "@server/knowledge/index";
import { compareLiveReports } from "@server/report-updates/compare-live-reports";
import { testDatabases, type TestDatabase } from "../support/test-databases";
import { SettableClock } from "../support/settable-clock";

const cookieHeader = (setCookie: string | string[] | undefined) => [setCookie ?? []].flat().map((cookie) => cookie.split(";")[0]).join("; ");

/** The calendar's content lines, unfolded (RFC 5545 section 3.1). */
const icsLines = (ics: string) => ics.replace(/\r\n[ \t]/g, "").split("\r\n").filter(Boolean);

describe.each(testDatabases())("the buyer's hub on $name", ({ open }) => {
  let database: TestDatabase;
  let app: App;
  let clock: SettableClock;

  beforeAll(async () => {
    database = await open();
    clock = new SettableClock();
    app = await buildTestApp(database, { overrides: { clock } });
    await app.services.startWorkers(1);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /** Buys a report with the demo provider; answers the assessment, the order and the buying browser's cookies. */
  async function buy(email: string) {
    const id = (await app.inject({ method: "POST", url: "/api/assessments", payload: portugalRequest })).json<{ id: number }>().id;
    const intent = (await app.inject({ method: "POST", url: "/api/payments/create-intent", payload: { assessmentId: id, customerEmail: email } })).json();
    await app.inject({ method: "POST", url: "/api/payments/demo/pay", payload: { clientSecret: intent.clientSecret, cardNumber: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123" } });
    const confirmed = await app.inject({ method: "POST", url: `/api/payments/confirm/${intent.paymentIntentId}`, headers: { "content-type": "application/json" } });
    expect(String(confirmed.headers["set-cookie"])).toContain("Path=/api/hub");
    const order = await database.db.selectFrom("orders").selectAll().where("assessment_id", "=", id).executeTakeFirstOrThrow();
    await expect.poll(async () => Boolean(await database.db.selectFrom("reports").select("id").where("order_id", "=", order.id).executeTakeFirst()), { timeout: 20_000 }).toBe(true);
    return { id, orderId: order.id, cookie: cookieHeader(confirmed.headers["set-cookie"]) };
  }

  const hub = (cookie?: string) => app.inject({ method: "GET", url: "/api/hub", ...(cookie ? { headers: { cookie } } : {}) });

  /** Asks for a sign-in link and reads its token from the e-mail queued for the address. */
  async function signInLinkToken(email: string): Promise<string> {
    const asked = await app.inject({ method: "POST", url: "/api/hub/sign-in-link", payload: { email } });
    expect(asked.statusCode).toBe(202);
    expect(asked.json().message).toBe(HUB_MESSAGES.linkSent);
    await app.services.background.drain();
    const mails = await database.db.selectFrom("mail_messages").selectAll().where("dedupe_key", "like", "hub-sign-in:%").orderBy("created_at", "desc").execute();
    const mail = mails.find((row) => row.to_address.toLowerCase() === email.trim().toLowerCase());
    const token = /\/my-hub\/sign-in#token=([A-Za-z0-9_-]{43})/.exec(mail?.text_body ?? "")?.[1];
    if (!token) throw new Error("no sign-in link e-mailed");
    return token;
  }

  it("opens for the buying browser and never on an assessment id alone", async () => {
    const bought = await buy("hub-buyer@example.com");
    const mine = await hub(bought.cookie);
    expect(mine.statusCode).toBe(200);
    const body = mine.json<BuyerHub>();
    expect(body.signedIn).toBe(true);
    expect(body.email).toBe("h***@example.com");
    expect(body.reports).toHaveLength(1);
    const report = body.reports[0] as HubReport;
    expect(report).toMatchObject({ orderId: bought.orderId, assessmentId: bought.id, country: "Portugal", report: { ready: true } });
    expect(report.plan.items.length).toBeGreaterThan(15);
    expect(report.plan.items.every((item) => item.due === null && !item.done)).toBe(true);
    const roles = report.officialLinks.map((link) => link.role);
    expect(roles).toEqual(expect.arrayContaining(["Immigration authority", "US embassy"]));
    // An office the catalogue has no official page for is said plainly, never left out silently.
    for (const role of ["Immigration authority", "Tax authority", "US embassy"]) {
      expect(roles.includes(role) || report.officialGaps.some((gap) => gap.startsWith(`${role}:`)), role).toBe(true);
    }
    for (const link of report.officialLinks) expect(link.url).toMatch(/^https:\/\//);
    expect(report.officialLinks.find((link) => link.role === "US embassy")?.phone).toMatch(/\d/);

    const stranger = await hub();
    expect(stranger.json()).toEqual({ signedIn: false, email: null, reports: [] });
    const withReportCookieOnly = await hub(bought.cookie.split("; ").filter((cookie) => !cookie.startsWith("ns_buyer=")).join("; "));
    expect(withReportCookieOnly.json<BuyerHub>().reports).toEqual([]);
    const strangerExport = await app.inject({ method: "GET", url: "/api/hub/export" });
    expect(strangerExport.statusCode).toBe(401);
    expect(strangerExport.json().error).toBe(HUB_MESSAGES.signedOut);
    const otherBuyer = await buy("someone-else@example.com");
    const plan = await app.inject({ method: "PUT", url: `/api/hub/orders/${bought.orderId}/plan`, headers: { cookie: otherBuyer.cookie }, payload: { startDate: "2027-01-15" } });
    expect(plan.statusCode).toBe(404);
    expect(plan.json().error).toBe(HUB_MESSAGES.notInHub);
  });

  it("shows what changed since the report: a corrected figure's old and new value, from when, and its source (issue 31)", async () => {
    const bought = await buy("changes@example.com");
    const before = (await hub(bought.cookie)).json<BuyerHub>().reports[0] as HubReport;
    expect(before.changes).toEqual([]);

    const raw = rawKnowledgeBase;
    const emergency = raw.emergency.portugal;
    if (!("numbers" in emergency)) throw new Error("Portugal's emergency numbers are researched");
    const corrected: KnowledgeBaseData = { ...raw, emergency: { ...raw.emergency, portugal: { ...emergency, numbers: { ...emergency.numbers, police: "999" } } } };
    await compareLiveReports({ db: database.db, clock, inForce: inForceByDay(corrected) });

    const after = (await hub(bought.cookie)).json<BuyerHub>().reports[0] as HubReport;
    expect(after.changes[0]).toMatchObject({
      what: "Emergency numbers",
      was: "police 112, ambulance 112, fire 112, general 112",
      now: "police 999, ambulance 112, fire 112, general 112",
      since: clock.now().toISOString().slice(0, 10),
      important: true,
    });
    expect(after.changes[0]?.source.url).toMatch(/^https:\/\//);
  });

  it("signs in on another device with a one-time e-mailed link, and the plan's ticks show on both", async () => {
    const bought = await buy("two-devices@example.com");
    const token = await signInLinkToken("  Two-Devices@Example.com ");
    const signedIn = await app.inject({ method: "POST", url: "/api/hub/sessions", payload: { token } });
    expect(signedIn.statusCode).toBe(201);
    const second = cookieHeader(signedIn.headers["set-cookie"]);
    expect(String(signedIn.headers["set-cookie"])).toMatch(/ns_buyer=.*HttpOnly/);

    const again = await app.inject({ method: "POST", url: "/api/hub/sessions", payload: { token } });
    expect(again.statusCode).toBe(410);
    expect(again.json().error).toBe(HUB_MESSAGES.linkUsed);
    const wrong = await app.inject({ method: "POST", url: "/api/hub/sessions", payload: { token: "A".repeat(43) } });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error).toBe(HUB_MESSAGES.linkUnknown);

    const start = await app.inject({ method: "PUT", url: `/api/hub/orders/${bought.orderId}/plan`, headers: { cookie: bought.cookie }, payload: { startDate: "2027-01-31" } });
    expect(start.statusCode).toBe(200);
    const items = start.json<HubReport>().plan.items;
    expect(items.find((item) => item.id === "m1-1")?.due).toBe("2027-02-27");
    expect(items.find((item) => item.id === "m9-1")?.due).toBe("2027-10-30");
    const ticked = await app.inject({ method: "PUT", url: `/api/hub/orders/${bought.orderId}/plan/steps/m1-1`, headers: { cookie: bought.cookie }, payload: { done: true } });
    expect(ticked.statusCode).toBe(200);

    const seen = (await hub(second)).json<BuyerHub>().reports.find((report) => report.orderId === bought.orderId);
    expect(seen?.plan.startDate).toBe("2027-01-31");
    expect(seen?.plan.items.filter((item) => item.done).map((item) => item.id)).toEqual(["m1-1"]);

    const badDate = await app.inject({ method: "PUT", url: `/api/hub/orders/${bought.orderId}/plan`, headers: { cookie: second }, payload: { startDate: "2027-02-30" } });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().error).toContain("Enter a real calendar date.");
    const unknownStep = await app.inject({ method: "PUT", url: `/api/hub/orders/${bought.orderId}/plan/steps/m99-1`, headers: { cookie: second }, payload: { done: true } });
    expect(unknownStep.statusCode).toBe(404);
    expect((await hub(second)).json<BuyerHub>().reports[0]?.plan.startDate).toBe("2027-01-31");
  });

  it("serves the plan's deadlines as a calendar that parses, one all-day event per month of the plan", async () => {
    const bought = await buy("calendar@example.com");
    const before = await app.inject({ method: "GET", url: `/api/hub/orders/${bought.orderId}/plan.ics`, headers: { cookie: bought.cookie } });
    expect(before.statusCode).toBe(409);
    expect(before.json().error).toBe(HUB_MESSAGES.noStartDate);
    await app.inject({ method: "PUT", url: `/api/hub/orders/${bought.orderId}/plan`, headers: { cookie: bought.cookie }, payload: { startDate: "2027-03-01" } });
    const ics = await app.inject({ method: "GET", url: `/api/hub/orders/${bought.orderId}/plan.ics`, headers: { cookie: bought.cookie } });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers["content-type"]).toContain("text/calendar");
    expect(ics.body.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const lines = icsLines(ics.body);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines.at(-1)).toBe("END:VCALENDAR");
    expect(lines.filter((line) => line === "BEGIN:VEVENT").length).toBe(lines.filter((line) => line === "END:VEVENT").length);
    const starts = lines.filter((line) => line.startsWith("DTSTART;VALUE=DATE:")).map((line) => line.split(":")[1]);
    expect(starts).toEqual(["20270331", "20270430", "20270531", "20270630", "20270731", "20270831", "20271130"]);
    expect(new Set(lines.filter((line) => line.startsWith("UID:"))).size).toBe(starts.length);
    expect(lines.find((line) => line.startsWith("SUMMARY:"))).toContain("Portugal move\\, Month 1: Decide and check");
  });

  it("gives a fresh download link under the re-send rules", async () => {
    const bought = await buy("download@example.com");
    const ask = () => app.inject({ method: "POST", url: `/api/hub/orders/${bought.orderId}/download-link`, headers: { cookie: bought.cookie } });
    const first = await ask();
    expect(first.statusCode).toBe(200);
    const { downloadUrl, expiresAt } = first.json<{ downloadUrl: string; expiresAt: string }>();
    expect(new Date(expiresAt).getTime() - clock.now().getTime()).toBe(7 * 24 * 60 * 60_000);
    const pdf = await app.inject({ method: "GET", url: new URL(downloadUrl).pathname });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    await ask();
    await ask();
    const fourth = await ask();
    expect(fourth.statusCode).toBe(429);
  });

  it("says the same whether or not an address bought, and e-mails only a buyer", async () => {
    const before = await database.db.selectFrom("mail_messages").select("id").where("to_address", "=", "nobody@example.com").execute();
    const asked = await app.inject({ method: "POST", url: "/api/hub/sign-in-link", payload: { email: "nobody@example.com" } });
    expect(asked.statusCode).toBe(202);
    expect(asked.json().message).toBe(HUB_MESSAGES.linkSent);
    await app.services.background.drain();
    expect(await database.db.selectFrom("mail_messages").select("id").where("to_address", "=", "nobody@example.com").execute()).toEqual(before);
    const bad = await app.inject({ method: "POST", url: "/api/hub/sign-in-link", payload: { email: "not an address" } });
    expect(bad.statusCode).toBe(400);
  });

  it("lets a sign-in link expire after an hour", async () => {
    const now = clock.now();
    const link = await issueSignInLink(database.db, "late@example.com", now);
    expect(await useSignInLink(database.db, link.token, new Date(now.getTime() + 61 * 60_000))).toEqual({ kind: "expired" });
    expect(await useSignInLink(database.db, link.token, now)).toEqual({ kind: "valid", email: "late@example.com", sentAt: now });
  });

  it("exports the buyer's data and erases it in one confirmed action, after which the hub is closed", async () => {
    const bought = await buy("erase-me@example.com");
    const exported = await app.inject({ method: "GET", url: "/api/hub/export", headers: { cookie: bought.cookie } });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-disposition"]).toContain("attachment");
    expect(exported.body).toContain("erase-me@example.com");
    expect(exported.body).not.toMatch(/token_hash|[0-9a-f]{64}/);

    const unconfirmed = await app.inject({ method: "POST", url: "/api/hub/erase", headers: { cookie: bought.cookie }, payload: { confirm: "yes" } });
    expect(unconfirmed.statusCode).toBe(400);
    expect(await database.db.selectFrom("assessments").select("id").where("id", "=", bought.id).executeTakeFirst()).toBeDefined();

    const erased = await app.inject({ method: "POST", url: "/api/hub/erase", headers: { cookie: bought.cookie }, payload: { confirm: "DELETE" } });
    expect(erased.statusCode).toBe(200);
    expect(erased.json().message).toBe(HUB_MESSAGES.erased);
    expect((await hub(bought.cookie)).json<BuyerHub>().signedIn).toBe(false);
    const order = await database.db.selectFrom("orders").selectAll().where("id", "=", bought.orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ customer_email: null, assessment_id: null, amount_cents: 4999 });
    expect(order.erased_at).not.toBeNull();
    expect(await database.db.selectFrom("assessments").select("id").where("id", "=", bought.id).executeTakeFirst()).toBeUndefined();
    expect(await database.db.selectFrom("reports").select("id").where("order_id", "=", bought.orderId).executeTakeFirst()).toBeUndefined();
    const status = await app.inject({ method: "GET", url: `/api/reports/status/${bought.id}` });
    expect(status.statusCode).toBe(404);
  });
});
