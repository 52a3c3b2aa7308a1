import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { systemClock } from "@server/clock";
import { loadConfig } from "@server/config";
import { testDatabases, type TestDatabase } from "../../../tests/support/test-databases";
import { resolveAppSecret } from "./app-secret";
import { createSecretBox } from "./secret-box";
import { createSettings, FORMER_PRICE_SETTING } from "./settings.service";

describe("secret box", () => {
  const box = createSecretBox("a-secret-that-is-at-least-32-characters-long");

  it("opens what it sealed, with a fresh nonce each time", () => {
    const sealed = box.seal("sk_test_abc");
    expect(box.open(sealed)).toBe("sk_test_abc");
    expect(box.seal("sk_test_abc")).not.toBe(sealed);
    expect(sealed).not.toContain("sk_test_abc");
  });

  it("refuses a value sealed under another secret or altered", () => {
    const sealed = box.seal("sk_test_abc");
    expect(() => createSecretBox("another-secret-that-is-at-least-32-characters").open(sealed)).toThrow();
    const parts = sealed.split(".");
    parts[3] = Buffer.from("tampered").toString("base64url");
    expect(() => box.open(parts.join("."))).toThrow();
  });
});

describe("APP_SECRET", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "newshores-secret-"));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("is generated once into DATA_DIR, readable by the owner only, and reused", () => {
    const first = resolveAppSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(path.join(dir, "app-secret")).mode & 0o077).toBe(0);
    expect(resolveAppSecret(undefined, dir)).toBe(first);
  });

  it("uses the configured value when set, writing nothing", () => {
    expect(resolveAppSecret("configured-secret-configured-secret-1234", dir)).toBe("configured-secret-configured-secret-1234");
    expect(fs.existsSync(path.join(dir, "app-secret"))).toBe(false);
  });
});

describe.each(testDatabases())("settings on $name", ({ open }) => {
  let database: TestDatabase;
  const secretBox = createSecretBox("a-secret-that-is-at-least-32-characters-long");
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => database?.close());

  it("stores a Stripe secret key sealed, and uses stored keys only when the environment has none", async () => {
    const none = createSettings({ db: database.db, config: loadConfig({}), secretBox, clock: systemClock });
    expect(await none.stripeKeys()).toMatchObject({ secretKey: undefined, source: "none" });
    await none.storeStripeKey("secretKey", "sk_test_stored_key_123");
    await none.storeStripeKey("publishableKey", "pk_test_stored_key_123");
    expect(await none.stripeKeys()).toMatchObject({ secretKey: "sk_test_stored_key_123", publishableKey: "pk_test_stored_key_123", source: "stored" });
    const row = await database.db.selectFrom("settings").selectAll().where("key", "=", "stripe.secret_key").executeTakeFirstOrThrow();
    expect(row.value).not.toContain("sk_test_stored_key_123");

    const fromEnv = createSettings({
      db: database.db,
      config: loadConfig({ STRIPE_SECRET_KEY: "sk_test_env_key_456", STRIPE_PUBLISHABLE_KEY: "pk_test_env_key_456" }),
      secretBox,
      clock: systemClock,
    });
    expect(await fromEnv.stripeKeys()).toMatchObject({ secretKey: "sk_test_env_key_456", source: "environment" });

    expect(await none.clearStoredStripeKeys()).toBe(2);
    expect(await none.stripeKeys()).toMatchObject({ secretKey: undefined, source: "none" });
  });

  it("has no former price by default, stores one in whole cents in the clear, and clears it", async () => {
    const settings = createSettings({ db: database.db, config: loadConfig({}), secretBox, clock: systemClock });
    expect(await settings.formerPrice()).toBeNull();
    await settings.storeFormerPrice({ amountUsd: 69.95, endsOn: "2031-01-31" });
    expect(await settings.formerPrice()).toEqual({ amountUsd: 69.95, endsOn: "2031-01-31" });
    const row = await database.db.selectFrom("settings").selectAll().where("key", "=", FORMER_PRICE_SETTING).executeTakeFirstOrThrow();
    expect(JSON.parse(row.value)).toEqual({ amountCents: 6995, endsOn: "2031-01-31" });
    expect(Number(row.encrypted)).toBe(0);
    expect(await settings.clearFormerPrice()).toBe(true);
    expect(await settings.formerPrice()).toBeNull();
    expect(await settings.clearFormerPrice()).toBe(false);
  });

  it("reads a stored former price it cannot understand as none, never as a comparison", async () => {
    const settings = createSettings({ db: database.db, config: loadConfig({}), secretBox, clock: systemClock });
    for (const value of ["not json", JSON.stringify({ amountCents: "6995", endsOn: "2031-01-31" }), JSON.stringify({ amountCents: 6995 })]) {
      await database.db.deleteFrom("settings").where("key", "=", FORMER_PRICE_SETTING).execute();
      await database.db.insertInto("settings").values({ key: FORMER_PRICE_SETTING, value, encrypted: 0, updated_at: new Date().toISOString() }).execute();
      expect(await settings.formerPrice(), value).toBeNull();
    }
  });
});
