import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("applies the runtime contract's defaults", () => {
    const config = loadConfig({});
    expect(config.port).toBe(8787);
    expect(config.host).toBe("127.0.0.1");
    expect(config.publicUrl).toBe("http://localhost:8787");
    expect(config.dataDir).toBe(path.resolve("./data"));
    expect(config.database).toEqual({ kind: "sqlite", file: path.resolve("./data/newshores.sqlite") });
    expect(config.paymentProvider).toBe("demo");
    expect(config.reportWorkers).toBe(1);
    expect(Object.isFrozen(config)).toBe(true);
  });

  it("switches to PostgreSQL for a postgres:// DATABASE_URL", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://localhost/test", APP_SECRET: "s".repeat(32) }).database).toEqual({
      kind: "postgres",
      url: "postgres://localhost/test",
    });
  });

  it.each([
    [{ PORT: "abc" }, 'Invalid configuration: PORT must be an integer from 1 to 65535 (got "abc")'],
    [{ PORT: "70000" }, 'Invalid configuration: PORT must be an integer from 1 to 65535 (got "70000")'],
    [{ DATABASE_URL: "mysql://x" }, "Invalid configuration: DATABASE_URL must be a postgres:// URL"],
    [{ REPORT_WORKERS: "-1" }, 'Invalid configuration: REPORT_WORKERS must be an integer from 0 to 16 (got "-1")'],
    [{ PAYMENT_PROVIDER: "paypal" }, "Invalid configuration: PAYMENT_PROVIDER must be stripe or demo"],
  ])("refuses %o with one line naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("never echoes a secret's value in the error", () => {
    try {
      loadConfig({ STRIPE_SECRET_KEY: "not-a-key-but-secret-material" });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toContain("STRIPE_SECRET_KEY");
      expect((error as Error).message).not.toContain("secret-material");
    }
  });

  it("requires APP_SECRET with DATABASE_URL, since instances sharing the database must share it", () => {
    expect(() => loadConfig({ DATABASE_URL: "postgres://localhost/test" })).toThrow(
      "Invalid configuration: APP_SECRET must be set when DATABASE_URL is set",
    );
  });

  it("trusts no proxy by default, even in production, and reads TRUST_PROXY as true, hops or addresses", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: "production" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.1, 192.168.0.0/16" }).trustProxy).toEqual(["10.0.0.1", "192.168.0.0/16"]);
    expect(() => loadConfig({ TRUST_PROXY: "yes please" })).toThrow(/^Invalid configuration: TRUST_PROXY must be false, true/);
  });

  it("refuses demo payments in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production", PAYMENT_PROVIDER: "demo" })).toThrow(/demo is not allowed/);
  });
});
