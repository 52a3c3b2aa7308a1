/**
 * The hub's routes answer a malformed body in plain words that name the field (issue 27.9), like every other route:
 * a missing field, a wrong type and an over-long value each get 400 and never zod's own text. The body is checked
 * before the route asks for a session, so no sign-in is needed here; the schemas' unit test covers the rest.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "@server/app";
import { buildTestApp } from "../support/test-app";
import { testDatabases, type TestDatabase } from "../support/test-databases";

type Route = { method: "POST" | "PUT"; url: string; field: string; missing: object; wrongType: object; tooLong: object };

const ROUTES: Route[] = [
  { method: "POST", url: "/api/hub/sign-in-link", field: "email", missing: {}, wrongType: { email: 42 }, tooLong: { email: `${"a".repeat(250)}@example.com` } },
  { method: "POST", url: "/api/hub/sessions", field: "token", missing: {}, wrongType: { token: ["A"] }, tooLong: { token: "A".repeat(201) } },
  { method: "PUT", url: "/api/hub/orders/ord_1/plan", field: "startDate", missing: {}, wrongType: { startDate: 20270115 }, tooLong: { startDate: "2027-01-15T00:00:00.000Z" } },
  { method: "PUT", url: "/api/hub/orders/ord_1/plan/steps/m1-1", field: "done", missing: {}, wrongType: { done: "yes" }, tooLong: { done: "true".repeat(100) } },
  { method: "POST", url: "/api/hub/erase", field: "confirm", missing: {}, wrongType: { confirm: true }, tooLong: { confirm: "DELETE".repeat(50) } },
];

describe.each(testDatabases())("the hub's words for a malformed body on $name", ({ open }) => {
  let database: TestDatabase;
  let app: App;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  let client = 0;
  /** Each call from its own address, so the sign-in routes' per-client limits never answer first. */
  const send = (route: Route, payload: object) => app.inject({ method: route.method, url: route.url, payload, remoteAddress: `198.18.0.${(client += 1)}` });

  it.each(ROUTES)("$method $url names $field when it is missing, of the wrong type or too long", async (route) => {
    const answers = {
      missing: await send(route, route.missing),
      wrongType: await send(route, route.wrongType),
      tooLong: await send(route, route.tooLong),
    };
    for (const [kind, answer] of Object.entries(answers)) {
      expect(answer.statusCode, kind).toBe(400);
      const error = answer.json<{ error: string }>().error;
      expect(error, kind).toMatch(new RegExp(`^${route.field} `));
      expect(error, kind).not.toMatch(/Invalid input|expected/i);
    }
    expect(answers.missing.json().error).toBe(`${route.field} is required`);
  });
});
