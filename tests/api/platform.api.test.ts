import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "@server/app";
import { GENERIC_SERVER_ERROR } from "@server/http/error-handler";
import { buildTestApp } from "../support/test-app";
import { testDatabases, type TestDatabase } from "../support/test-databases";

const [sqlite] = testDatabases();

describe("platform endpoints", () => {
  let database: TestDatabase;
  let app: App;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), "newshores-web-"));
    fs.writeFileSync(
      path.join(webRoot, "index.html"),
      '<!doctype html><head><title>NewShores shell</title><link rel="stylesheet" crossorigin href="/assets/site-1.css"></head>',
    );
    fs.mkdirSync(path.join(webRoot, "assets"));
    fs.mkdirSync(path.join(webRoot, ".vite"));
    fs.writeFileSync(path.join(webRoot, "assets", "app-abc123.js"), "console.log('app')");
    fs.writeFileSync(path.join(webRoot, "assets", "app-abc123.js.br"), brotliCompressSync("console.log('app')"));
    fs.writeFileSync(path.join(webRoot, "assets", "site-1.css"), "body{color:black}");
    fs.writeFileSync(
      path.join(webRoot, ".vite", "manifest.json"),
      JSON.stringify({
        "index.html": { file: "assets/app-abc123.js", isEntry: true, imports: ["_shared.js"] },
        "_shared.js": { file: "assets/shared-1.js" },
        "features/results/results-page.tsx": { file: "assets/results-9.js", imports: ["_shared.js", "_chart.js"] },
        "_chart.js": { file: "assets/chart-2.js" },
      }),
    );
    database = await sqlite!.open();
    app = await buildTestApp(database, { webRoot });
    app.get("/api/test-only/explode", async () => {
      throw new Error("secret internal detail: password=hunter2");
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it("answers GET /ping with pong and a timestamp", async () => {
    const body = (await app.inject("/ping")).json();
    expect(body.pong).toBe(true);
    expect(Number.isNaN(Date.parse(body.timestamp))).toBe(false);
  });

  it("reports health with a database round trip", async () => {
    const response = await app.inject("/api/health");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: "healthy", message: "All systems operational" });
    expect(body.checks.database.status).toBe("pass");
    expect(body.checks.destinations.message).toContain("38 destinations");
    expect(Number.isNaN(Date.parse(body.timestamp))).toBe(false);
  });

  it("lists the 38 destinations with their cities and climate types", async () => {
    const { countries } = (await app.inject("/api/destinations")).json();
    expect(countries).toHaveLength(38);
    const portugal = countries.find((c: { name: string }) => c.name === "Portugal");
    expect(portugal.cities).toEqual(["Lisbon", "Porto", "Faro", "Braga", "Coimbra"]);
    expect(portugal.climateTypes).toContain("mediterranean");
  });

  it("publishes the scoring method with sources for every factor", async () => {
    const methodology = (await app.inject("/api/methodology")).json();
    expect(methodology.factors).toHaveLength(7);
    for (const factor of methodology.factors) {
      expect(factor.sources.length).toBeGreaterThan(0);
      for (const source of factor.sources) expect(source.url).toMatch(/^https:\/\//);
    }
    expect(methodology.version).toMatch(/\S/);
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const response = await app.inject("/api/does-not-exist");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: "No API endpoint GET /api/does-not-exist" });
  });

  it("serves the app shell for client routes (200) and for unknown pages (404)", async () => {
    for (const url of ["/", "/assessment", "/results/123456789012345", "/city/Portugal/Lisbon", "/ADMIN/config"]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain("NewShores shell");
    }
    const unknown = await app.inject("/no-such-page");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain("NewShores shell");
    const asset = await app.inject("/assets/app-abc123.js");
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
  });

  it("preloads the requested page's chunk (not the entry's) and inlines the stylesheet", async () => {
    const body = (await app.inject("/results/123456789012345")).body;
    expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/results-9.js">');
    expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/chart-2.js">');
    expect(body).not.toContain('href="/assets/shared-1.js"');
    expect(body).toContain("<style>body{color:black}</style>");
    expect((await app.inject("/")).body).not.toContain("results-9.js");
  });

  it("sends the shell compressed when the browser accepts it, plain otherwise", async () => {
    const brotli = await app.inject({ url: "/about", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toContain("Accept-Encoding");
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain("NewShores shell");
    const gzip = await app.inject({ url: "/about", headers: { "accept-encoding": "gzip" } });
    expect(gunzipSync(gzip.rawPayload).toString()).toContain("NewShores shell");
    const plain = await app.inject({ url: "/about", headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain("NewShores shell");
  });

  it("serves the build's pre-compressed copy of an asset", async () => {
    const response = await app.inject({ url: "/assets/app-abc123.js", headers: { "accept-encoding": "br" } });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe("console.log('app')");
  });

  it("sends security headers with a CSP that allows Stripe.js and nothing else remote", async () => {
    const response = await app.inject("/");
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://js.stripe.com https://*.js.stripe.com");
    expect(csp).toContain("frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com");
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
    const remoteHosts = csp.match(/https:\/\/[^\s;]+/g) ?? [];
    expect(remoteHosts.every((host) => host.includes("stripe.com"))).toBe(true);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBeDefined();
  });

  it("answers a server error with a generic message that leaks nothing", async () => {
    const response = await app.inject("/api/test-only/explode");
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: GENERIC_SERVER_ERROR });
    expect(response.body).not.toContain("hunter2");
  });
});

describe("health when the database is down", () => {
  it("answers 503 unhealthy naming the failing check", async () => {
    const database = await sqlite!.open();
    const app = await buildTestApp(database);
    await database.db.destroy();
    const response = await app.inject("/api/health");
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: "unhealthy", message: "Failing: database" });
    await app.close();
    await database.close().catch(() => undefined);
  });
});
