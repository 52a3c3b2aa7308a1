/**
 * Issue 9, reliability and security: defects found by probing a running server, each proven fixed here.
 * Control characters (both databases), the miss limiter (proxy trust, IPv6 /64, concurrency, Retry-After,
 * what exists always served), the create limit and body size, Fastify's pre-routing errors, framing headers
 * and the built-file 404s.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { App } from "@server/app";
import { CREATE_LIMIT } from "@server/assessments/assessments.routes";
import { MISS_LIMIT } from "@server/http/miss-limiter";
import { buildTestApp, portugalRequest } from "../support/test-app";
import { testDatabases, type TestDatabase } from "../support/test-databases";

const unknownId = (index: number) => String(100_000_000_000_000 + index);

describe.each(testDatabases())("control characters on $name", ({ open }) => {
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

  it("refuses a NUL or other control character in any text field with 400 naming the field, storing nothing", async () => {
    const before = await database.db.selectFrom("assessments").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    for (const [field, value] of [
      ["user_job", "a\u0000b"],
      ["user_job", "bell\u0007"],
      ["preferred_city", "Lis\u001bbon"],
    ] as const) {
      const answer = await app.inject({ method: "POST", url: "/api/assessments", payload: { ...portugalRequest, [field]: value } });
      expect(answer.statusCode, `${field}=${JSON.stringify(value)}`).toBe(400);
      expect(answer.json()).toEqual({ error: `${field} must not contain control characters` });
    }
    const after = await database.db.selectFrom("assessments").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("keeps ordinary text (accents) and refuses encoded control characters in the address", async () => {
    // A one-line answer (the occupation) refuses tabs and line breaks too (issue 27.6: assessments.api.test.ts).
    const created = await app.inject({ method: "POST", url: "/api/assessments", payload: { ...portugalRequest, user_job: "Désigner de mode" } });
    expect(created.statusCode).toBe(201);
    for (const url of ["/api/assessments/%00", "/api/jobs/job%00x/status", "/api/reports/download/abc%1F"]) {
      const answer = await app.inject({ method: "GET", url });
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json()).toEqual({ error: "The address must not contain control characters" });
    }
  });
});

describe("the miss limiter and the create limit", () => {
  // One database for the whole block, and limits are counted in it: each test is its own client.
  const [sqlite] = testDatabases();
  let database: TestDatabase;
  const opened: App[] = [];
  const app = async (env: Record<string, string> = {}) => {
    const built = await buildTestApp(database, { env });
    opened.push(built);
    return built;
  };
  beforeAll(async () => {
    database = await sqlite!.open();
  });
  afterEach(async () => {
    for (const built of opened.splice(0)) await built.close();
  });
  afterAll(async () => database?.close());

  it("does not believe X-Forwarded-For unless TRUST_PROXY says so, even in production", async () => {
    const subject = await app({ NODE_ENV: "production" });
    const answers = [];
    for (let index = 0; index <= MISS_LIMIT.maxMisses; index += 1) {
      const headers = { "x-forwarded-for": `198.51.100.${index}` };
      answers.push((await subject.inject({ method: "GET", url: `/api/assessments/${unknownId(index)}`, headers, remoteAddress: "192.0.2.1" })).statusCode);
    }
    expect(answers.slice(0, MISS_LIMIT.maxMisses).every((status) => status === 404)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });

  it("with a trusted proxy, keys clients by forwarded address, one IPv6 /64 counting as one client", async () => {
    const subject = await app({ TRUST_PROXY: "127.0.0.1" });
    const lookup = (forwarded: string, index: number) =>
      subject.inject({ method: "GET", url: `/api/assessments/${unknownId(index)}`, headers: { "x-forwarded-for": forwarded } });
    for (let index = 0; index < MISS_LIMIT.maxMisses; index += 1) {
      expect((await lookup(`2001:db8:7:7::${(index + 1).toString(16)}`, index)).statusCode).toBe(404);
    }
    expect((await lookup("2001:db8:7:7:ffff::1", 99)).statusCode).toBe(429);
    expect((await lookup("2001:db8:7:8::1", 100)).statusCode).toBe(404);
    expect((await lookup("203.0.113.9", 101)).statusCode).toBe(404);
  });

  it("counts each miss atomically: a burst of concurrent unknown ids gets exactly the limit through, then 429 with Retry-After", async () => {
    const subject = await app();
    const answers = await Promise.all(
      Array.from({ length: 256 }, (_, index) => subject.inject({ method: "GET", url: `/api/assessments/${unknownId(1000 + index)}`, remoteAddress: "192.0.2.3" })),
    );
    const notFound = answers.filter((answer) => answer.statusCode === 404).length;
    const limited = answers.filter((answer) => answer.statusCode === 429);
    expect(notFound).toBe(MISS_LIMIT.maxMisses);
    expect(limited).toHaveLength(256 - MISS_LIMIT.maxMisses);
    const retryAfter = Number(limited[0]?.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(MISS_LIMIT.windowMs / 1000);
  });

  it("refuses a client over its miss budget only its misses: its own results and any known id are still served", async () => {
    const subject = await app();
    const client = "192.0.2.4";
    const get = (url: string, cookie?: string) => subject.inject({ method: "GET", url, remoteAddress: client, ...(cookie ? { headers: { cookie } } : {}) });
    const created = await subject.inject({ method: "POST", url: "/api/assessments", payload: portugalRequest, remoteAddress: client });
    const { id } = created.json<{ id: number }>();
    const owned = created.cookies.find((cookie) => cookie.name === "ns_owned");
    expect(owned).toMatchObject({ httpOnly: true, path: "/api" });
    const other = (await subject.inject({ method: "POST", url: "/api/assessments", payload: portugalRequest, remoteAddress: "192.0.2.5" })).json<{ id: number }>().id;

    for (let index = 0; index < MISS_LIMIT.maxMisses; index += 1) expect((await get(`/api/assessments/${unknownId(5000 + index)}`)).statusCode).toBe(404);
    expect((await get(`/api/assessments/${unknownId(5999)}`)).statusCode).toBe(429);
    const ownCookie = `ns_owned=${owned?.value}`;
    expect((await get(`/api/assessments/${id}`, ownCookie)).statusCode).toBe(200);
    expect((await get(`/api/assessments/${id}/alternatives`, ownCookie)).statusCode).toBe(200);
    expect((await get(`/api/reports/status/${id}`, ownCookie)).statusCode).toBe(200);
    for (const url of [`/api/assessments/${other}`, `/api/assessments/${other}/eligibility`, `/api/reports/status/${other}`]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
    // A forged cookie (unsigned, naming an unknown id) does not exempt a miss.
    expect((await get(`/api/assessments/${unknownId(6000)}`, `ns_owned=${unknownId(6000)}`)).statusCode).toBe(429);
  });

  it("limits how many assessments one client creates (429 with Retry-After), without limiting others", async () => {
    const subject = await app({ TRUST_PROXY: "127.0.0.1" });
    const create = (client: string) =>
      subject.inject({ method: "POST", url: "/api/assessments", payload: portugalRequest, headers: { "x-forwarded-for": client } });
    for (let index = 0; index < CREATE_LIMIT.max; index += 1) expect((await create("198.51.100.20")).statusCode).toBe(201);
    const refused = await create("198.51.100.20");
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json().error).toMatch(/Too many requests/);
    expect((await create("198.51.100.21")).statusCode).toBe(201);
  });

  it("refuses an assessment body over 16 KB with 413 before reading it", async () => {
    const subject = await app();
    const answer = await subject.inject({ method: "POST", url: "/api/assessments", payload: { ...portugalRequest, padding: "x".repeat(17 * 1024) } });
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toEqual({ error: "Request body is too large" });
  });
});

describe("framework errors, framing and built files", () => {
  const [sqlite] = testDatabases();
  let database: TestDatabase;
  let app: App;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), "newshores-web-"));
    fs.writeFileSync(path.join(webRoot, "index.html"), "<!doctype html><head><title>NewShores</title></head>");
    fs.writeFileSync(path.join(webRoot, "index.html.br"), brotliCompressSync("<!doctype html>"));
    fs.mkdirSync(path.join(webRoot, "assets"));
    fs.writeFileSync(path.join(webRoot, "assets", "app-1.js"), "console.log(1)");
    fs.writeFileSync(path.join(webRoot, "assets", "app-1.js.br"), brotliCompressSync("console.log(1)"));
    database = await sqlite!.open();
    app = await buildTestApp(database, { webRoot });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  const expectSecurityHeaders = (headers: Record<string, unknown>) => {
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["x-content-type-options"]).toBe("nosniff");
  };

  it("answers a malformed address through the one error shape, with the security headers, echoing nothing", async () => {
    const answer = await app.inject({ method: "GET", url: "/api/assessments/%ff%fe" });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error: "The address is not valid" });
    expect(answer.body).not.toMatch(/FST_|%ff/i);
    expectSecurityHeaders(answer.headers);
  });

  it("answers an over-long parameter the same way", async () => {
    const answer = await app.inject({ method: "GET", url: `/api/assessments/${"9".repeat(500)}` });
    expect([404, 414]).toContain(answer.statusCode);
    expect(Object.keys(answer.json())).toEqual(["error"]);
    expect(answer.body).not.toMatch(/FST_|9999999999/);
    expectSecurityHeaders(answer.headers);
  });

  it("refuses framing consistently: X-Frame-Options DENY and frame-ancestors 'none' on pages and API", async () => {
    for (const url of ["/", "/api/destinations"]) expectSecurityHeaders((await app.inject({ method: "GET", url })).headers);
  });

  it("never serves a pre-compressed copy as a download, and answers an unknown built file with a plain 404", async () => {
    for (const url of ["/index.html.br", "/assets/app-1.js.br", "/assets/missing-2.js"]) {
      const answer = await app.inject({ method: "GET", url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers["content-type"], url).toMatch(/^text\/plain/);
      expect(answer.headers["content-encoding"], url).toBeUndefined();
      expect(answer.body, url).toBe("Not found");
    }
    const compressed = await app.inject({ method: "GET", url: "/assets/app-1.js", headers: { "accept-encoding": "br" } });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers["content-encoding"]).toBe("br");
  });
});
