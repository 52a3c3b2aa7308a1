/**
 * No fictitious former price (issue 16 point 8, decision 0011), through the real app on both databases:
 * the public offer shows $49.99 with no former price by default; an operator sets a real former price with
 * its last day (bad input is a specific 400 that stores nothing), buyers see it only until that day ends
 * by the server clock, and the operator clears it. Signed out, the setting answers 401.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { App } from "@server/app";
import { FORMER_PRICE_SETTING } from "@server/settings/settings.service";
import { OPERATOR_MESSAGES } from "@shared/contracts/operator";
import { FORMER_PRICE_MESSAGES, type ReportOfferResponse } from "@shared/contracts/report-offer";
import { OPERATOR_ENV, operatorHeaders } from "../support/operator";
import { buildTestApp } from "../support/test-app";
import { testDatabases, type TestDatabase } from "../support/test-databases";
import { SettableClock } from "../support/settable-clock";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The server clock, set by the test: starts at the real time. */
/** The UTC date `days` after the clock's day, as YYYY-MM-DD. */
const dayFrom = (clock: SettableClock, days: number) => new Date(clock.at.getTime() + days * DAY_MS).toISOString().slice(0, 10);

describe.each(testDatabases())("former price on $name", ({ open }) => {
  let database: TestDatabase;
  let app: App;
  const clock = new SettableClock();

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database, { env: { ...OPERATOR_ENV }, overrides: { clock } });
  });
  afterEach(async () => {
    clock.at = new Date();
    await database.db.deleteFrom("settings").where("key", "=", FORMER_PRICE_SETTING).execute();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const offer = async () => {
    const answer = await app.inject({ method: "GET", url: "/api/payments/offer" });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["cache-control"]).toBe("no-store");
    return answer.json<ReportOfferResponse>();
  };
  const put = async (payload: unknown) =>
    app.inject({ method: "PUT", url: "/api/admin/former-price", headers: await operatorHeaders(app), payload: payload as object });
  const storedRows = () => database.db.selectFrom("settings").selectAll().where("key", "=", FORMER_PRICE_SETTING).execute();

  it("offers $49.99 with no former price by default", async () => {
    expect(await offer()).toEqual({ priceUsd: 49.99, currency: "usd", formerPrice: null });
    const setting = await app.inject({ method: "GET", url: "/api/admin/former-price", headers: await operatorHeaders(app) });
    expect(setting.json()).toEqual({ formerPrice: null, shownNow: false });
  });

  it("shows a former price set by the operator until the end of its last day (UTC), then no longer", async () => {
    const endsOn = dayFrom(clock, 10);
    const set = await put({ amountUsd: 69.95, endsOn });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ formerPrice: { amountUsd: 69.95, endsOn }, shownNow: true });
    expect(await offer()).toEqual({ priceUsd: 49.99, currency: "usd", formerPrice: { amountUsd: 69.95, endsOn } });

    const endOfLastDay = Date.parse(`${endsOn}T00:00:00.000Z`) + DAY_MS;
    clock.at = new Date(endOfLastDay - 1);
    expect((await offer()).formerPrice).toEqual({ amountUsd: 69.95, endsOn });

    clock.at = new Date(endOfLastDay);
    expect((await offer()).formerPrice).toBeNull();
    // The operator still sees what was set, and that it has ended.
    const setting = await app.inject({ method: "GET", url: "/api/admin/former-price", headers: await operatorHeaders(app) });
    expect(setting.json()).toEqual({ formerPrice: { amountUsd: 69.95, endsOn }, shownNow: false });
  });

  it("accepts today as the last day, and clears the former price on DELETE", async () => {
    const endsOn = dayFrom(clock, 0);
    expect((await put({ amountUsd: 100, endsOn })).statusCode).toBe(200);
    expect((await offer()).formerPrice).toEqual({ amountUsd: 100, endsOn });

    const headers = await operatorHeaders(app);
    const cleared = await app.inject({ method: "DELETE", url: "/api/admin/former-price", headers: { ...headers, "content-type": "application/json" } });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ formerPrice: null, shownNow: false });
    expect(await storedRows()).toHaveLength(0);
    expect((await offer()).formerPrice).toBeNull();
  });

  it.each([
    ["a past last day", () => ({ amountUsd: 69.95, endsOn: dayFrom(clock, -1) }), FORMER_PRICE_MESSAGES.endsOnPast],
    ["a last day more than a year ahead", () => ({ amountUsd: 69.95, endsOn: dayFrom(clock, 400) }), FORMER_PRICE_MESSAGES.endsOnTooFar],
    ["a date that is not a calendar date", () => ({ amountUsd: 69.95, endsOn: "2031-02-30" }), FORMER_PRICE_MESSAGES.endsOnFormat],
    ["a date in another format", () => ({ amountUsd: 69.95, endsOn: "12/31/2031" }), FORMER_PRICE_MESSAGES.endsOnFormat],
    ["no last day", () => ({ amountUsd: 69.95 }), FORMER_PRICE_MESSAGES.endsOnFormat],
    ["the report price itself", () => ({ amountUsd: 49.99, endsOn: dayFrom(clock, 5) }), FORMER_PRICE_MESSAGES.amountNotAbovePrice],
    ["a price below the report price", () => ({ amountUsd: 39, endsOn: dayFrom(clock, 5) }), FORMER_PRICE_MESSAGES.amountNotAbovePrice],
    ["a price above $1000", () => ({ amountUsd: 1000.01, endsOn: dayFrom(clock, 5) }), FORMER_PRICE_MESSAGES.amountTooHigh],
    ["fractions of a cent", () => ({ amountUsd: 69.955, endsOn: dayFrom(clock, 5) }), FORMER_PRICE_MESSAGES.amountCents],
    ["a price written as text", () => ({ amountUsd: "69.95", endsOn: dayFrom(clock, 5) }), FORMER_PRICE_MESSAGES.amountNotNumber],
    ["no price", () => ({ endsOn: dayFrom(clock, 5) }), FORMER_PRICE_MESSAGES.amountNotNumber],
    ["a body that is not an object", () => [69.95], FORMER_PRICE_MESSAGES.body],
  ])("refuses %s with a specific 400 and stores nothing", async (_label, payload, message) => {
    const answer = await put(payload());
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error: message });
    expect(await storedRows()).toHaveLength(0);
    expect((await offer()).formerPrice).toBeNull();
  });

  it("keeps the former price in force when a replacement is refused", async () => {
    const endsOn = dayFrom(clock, 3);
    expect((await put({ amountUsd: 59.5, endsOn })).statusCode).toBe(200);
    expect((await put({ amountUsd: 79, endsOn: dayFrom(clock, -2) })).statusCode).toBe(400);
    expect((await offer()).formerPrice).toEqual({ amountUsd: 59.5, endsOn });
  });

  it("answers 401 signed out and 403 to another site on every former-price call, changing nothing", async () => {
    const origin = new URL(app.services.config.publicUrl).origin;
    const payload = { amountUsd: 69.95, endsOn: dayFrom(clock, 5) };
    for (const method of ["GET", "PUT", "DELETE"] as const) {
      const signedOut = await app.inject({ method, url: "/api/admin/former-price", headers: { origin }, ...(method === "PUT" ? { payload } : {}) });
      expect(signedOut.statusCode, method).toBe(401);
      expect(signedOut.json()).toEqual({ error: OPERATOR_MESSAGES.signInRequired });
    }
    const { cookie } = await operatorHeaders(app);
    const crossSite = await app.inject({ method: "PUT", url: "/api/admin/former-price", headers: { cookie, origin: "https://evil.example" }, payload });
    expect(crossSite.statusCode).toBe(403);
    expect(await storedRows()).toHaveLength(0);
  });

  it("writes setting and clearing the former price to the audit log", async () => {
    await put({ amountUsd: 69.95, endsOn: dayFrom(clock, 5) });
    await app.inject({ method: "DELETE", url: "/api/admin/former-price", headers: await operatorHeaders(app) });
    const actions = async () => (await database.db.selectFrom("operator_audit_log").select(["action", "status_code"]).execute()).map((row) => [row.action, row.status_code]);
    await expect.poll(actions).toContainEqual(["DELETE /api/admin/former-price", 200]);
    expect(await actions()).toContainEqual(["PUT /api/admin/former-price", 200]);
  });
});
