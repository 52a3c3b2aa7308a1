/**
 * A route limit's 429 says when to try again (issue 27.8): after the buyer's fifth sign-in link request in an hour,
 * the sixth is refused with Retry-After, `retryAt` and the time in words, by the app's clock, on both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "@server/app";
import { buildTestApp } from "../support/test-app";
import { testDatabases, type TestDatabase } from "../support/test-databases";
import { SettableClock } from "../support/settable-clock";

/** The time a message names ("... after November 28, 2026 at 3:10 PM UTC ..."), or NaN. */
function namedTime(message: string): number {
  const found = /after (\w+ \d{1,2}, \d{4}) at (\d{1,2}:\d{2} [AP]M) UTC/.exec(message);
  return found ? Date.parse(`${found[1]} ${found[2]} UTC`) : Number.NaN;
}

describe.each(testDatabases())("route limits say when to try again on $name", ({ open }) => {
  let database: TestDatabase;
  let app: App;
  const clock = new SettableClock();

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database, { overrides: { clock } });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("refuses a sixth sign-in link request from one client with Retry-After, retryAt and the time in words", async () => {
    const client = "203.0.113.80";
    const ask = (turn: number) => app.inject({ method: "POST", url: "/api/hub/sign-in-link", payload: { email: `limit-${turn}@example.com` }, remoteAddress: client });
    clock.at = new Date("2026-11-28T14:10:00Z");
    expect((await ask(1)).statusCode).toBe(202);
    clock.at = new Date("2026-11-28T14:15:12Z");
    for (let turn = 2; turn <= 5; turn += 1) expect((await ask(turn)).statusCode).toBe(202);

    const refused = await ask(6);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBe(54 * 60 + 48);
    const body = refused.json<{ error: string; retryAt: string }>();
    expect(body.error).toBe("Too many requests. Please try again after November 28, 2026 at 3:10 PM UTC (in about 55 minutes).");
    expect(body.retryAt).toBe("2026-11-28T15:10:00.000Z");
    // The words and Retry-After name the same time, to the minute.
    expect(Math.abs(namedTime(body.error) - (clock.now().getTime() + retryAfter * 1000))).toBeLessThan(60_000);

    // Another client is not refused.
    const other = await app.inject({ method: "POST", url: "/api/hub/sign-in-link", payload: { email: "limit-7@example.com" }, remoteAddress: "203.0.113.81" });
    expect(other.statusCode).toBe(202);
  });

  it("says the time on every route limit, here the sign-in attempts', by the clock as it moves", async () => {
    const client = "203.0.113.90";
    const attempt = () => app.inject({ method: "POST", url: "/api/hub/sessions", payload: { token: "A".repeat(43) }, remoteAddress: client });
    clock.at = new Date("2026-12-01T09:00:00Z");
    for (let turn = 0; turn < 20; turn += 1) expect((await attempt()).statusCode).toBe(404);
    clock.at = new Date("2026-12-01T09:58:30Z");
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe("90");
    expect(refused.json()).toEqual({
      error: "Too many requests. Please try again after December 1, 2026 at 10:00 AM UTC (in about 2 minutes).",
      retryAt: "2026-12-01T10:00:00.000Z",
    });
  });
});
