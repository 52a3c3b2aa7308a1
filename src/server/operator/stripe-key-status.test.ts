import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { StoredStripeKey } from "@server/settings/settings.service";
import { analyseKeys, describeKey, describeStoredKey, diagnose, keyMode, keyPicture, maskKey, recommendationsFor, URGENT_FIX } from "./stripe-key-status";

// Key-shaped strings are built at run time: no live-key-shaped literal is ever written in the repository.
const key = (kind: string, mode: string, body = "newshoresFake" + "0123456789abcdef") => [kind, mode, body].join("_");
const bodyArb = fc.stringMatching(/^[A-Za-z0-9]{1,60}$/);
const modeArb = fc.constantFrom("test", "live");
const secretArb = fc.tuple(fc.constantFrom("sk", "rk"), modeArb, bodyArb).map(([kind, mode, body]) => key(kind, mode, body));
const publishableArb = fc.tuple(modeArb, bodyArb).map(([mode, body]) => key("pk", mode, body));
const anyKeyArb = fc.oneof(secretArb, publishableArb, fc.stringMatching(/^[A-Za-z0-9_]{12,80}$/));
const stored = (name: StoredStripeKey["name"], value: string | null): StoredStripeKey => ({
  name,
  setting: { secretKey: "stripe.secret_key", publishableKey: "stripe.publishable_key", webhookSecret: "stripe.webhook_secret" }[name],
  value,
});

describe("describing a key without revealing it", () => {
  it("shows Stripe's prefix, a mask and the last four characters of a real-length key", () => {
    const secret = key("sk", "test");
    expect(describeKey(secret, "secret")).toEqual({ value: "sk_test_****cdef", prefix: "sk_test_", isTest: true, isLive: false, length: secret.length, last4: "cdef" });
    expect(describeKey(key("pk", "live"), "publishable")).toMatchObject({ prefix: "pk_live_", isTest: false, isLive: true, last4: "cdef" });
  });

  it("calls a key Invalid when its prefix does not fit its role", () => {
    expect(describeKey(key("pk", "test"), "secret")).toMatchObject({ isTest: false, isLive: false });
    expect(keyMode(key("sk", "live"), "publishable")).toBe("invalid");
    expect(keyMode("whatever", "secret")).toBe("invalid");
  });

  it("never contains the key, and shows at most four characters beyond a Stripe prefix (none of a short key)", () => {
    fc.assert(
      fc.property(anyKeyArb, fc.constantFrom("secret", "publishable", "webhook") as fc.Arbitrary<"secret" | "publishable" | "webhook">, (value, role) => {
        const description = describeKey(value, role);
        expect(JSON.stringify(description)).not.toContain(value);
        const revealed = description.value.slice(description.prefix.length).replace("****", "");
        expect(revealed.length).toBeLessThanOrEqual(4);
        expect(value.startsWith(description.prefix)).toBe(true);
        expect(value.endsWith(revealed)).toBe(true);
        if (value.length - description.prefix.length < 16) expect(revealed).toBe("");
      }),
    );
  });

  it("shows nothing of a value that has no Stripe prefix but its last four characters", () => {
    expect(maskKey("hunter2-is-not-a-key-at-all")).toBe("****-all");
    expect(maskKey("short")).toBe("****");
  });

  it("lists a stored key masked, and one that cannot be opened as such", () => {
    expect(describeStoredKey(stored("secretKey", key("sk", "test")))).toBe("stripe.secret_key: sk_test_****cdef");
    expect(describeStoredKey(stored("secretKey", null))).toMatch(/^stripe\.secret_key: stored value cannot be opened/);
  });
});

describe("the keys in force", () => {
  it("takes each key from the environment first, then from what is stored and can be opened", () => {
    fc.assert(
      fc.property(
        fc.option(secretArb, { nil: undefined }),
        fc.option(publishableArb, { nil: undefined }),
        fc.option(fc.option(secretArb, { nil: null }), { nil: undefined }),
        fc.option(fc.option(publishableArb, { nil: null }), { nil: undefined }),
        (envSecret, envPublishable, storedSecret, storedPublishable) => {
          const storedKeys = [
            ...(storedSecret !== undefined ? [stored("secretKey", storedSecret)] : []),
            ...(storedPublishable !== undefined ? [stored("publishableKey", storedPublishable)] : []),
          ];
          const picture = keyPicture({ secretKey: envSecret, publishableKey: envPublishable }, storedKeys);
          expect(picture.secret?.key).toBe(envSecret ?? storedSecret ?? undefined);
          expect(picture.secret?.source).toBe(envSecret ? "environment" : storedSecret ? "stored" : undefined);
          expect(picture.publishable?.key).toBe(envPublishable ?? storedPublishable ?? undefined);
        },
      ),
    );
  });

  it("does not use a stored webhook secret when the environment provides both Stripe keys (as settings do)", () => {
    const webhook = ["whsec", "stored0123456789abcdef"].join("_");
    const env = { secretKey: key("sk", "test"), publishableKey: key("pk", "test") };
    expect(keyPicture(env, [stored("webhookSecret", webhook)]).webhookSecret).toBeNull();
    expect(keyPicture({ secretKey: env.secretKey }, [stored("webhookSecret", webhook)]).webhookSecret).toEqual({ key: webhook, source: "stored" });
  });
});

describe("analysing the keys", () => {
  it("flags a mismatch exactly when a valid test key meets a valid live key, with no clean verdict beside it", () => {
    fc.assert(
      fc.property(fc.option(anyKeyArb, { nil: undefined }), fc.option(anyKeyArb, { nil: undefined }), (secretKey, publishableKey) => {
        const analysis = analyseKeys(keyPicture({ secretKey, publishableKey }, []));
        const secretMode = secretKey ? keyMode(secretKey, "secret") : null;
        const publishableMode = publishableKey ? keyMode(publishableKey, "publishable") : null;
        const valid = (mode: string | null) => mode === "test" || mode === "live";
        expect(analysis.keyMismatch).toBe(valid(secretMode) && valid(publishableMode) && secretMode !== publishableMode);
        expect([analysis.keyMismatch, analysis.bothAreTest, analysis.bothAreLive].filter(Boolean).length).toBeLessThanOrEqual(1);
        // No issues exactly when a valid pair of one mode is in force.
        expect(analysis.issues.length === 0).toBe(valid(secretMode) && secretMode === publishableMode);
      }),
    );
  });

  it("explains a mismatch, gives the five-step urgent fix and says payments fail with No such payment_intent", () => {
    const picture = keyPicture({ secretKey: key("sk", "test") }, [stored("publishableKey", key("pk", "live"))]);
    const analysis = analyseKeys(picture);
    expect(analysis).toMatchObject({ keyMismatch: true, bothAreTest: false, bothAreLive: false });
    expect(analysis.issues.join(" ")).toContain("Mode mismatch: the secret key (environment variable STRIPE_SECRET_KEY) is a test key and the publishable key (stored stripe.publishable_key) is a live key");
    expect(URGENT_FIX).toHaveLength(5);
    expect(URGENT_FIX[0]).toMatch(/Emergency Clean/);
    expect(URGENT_FIX[4]).toMatch(/Test payments again/);
    expect(recommendationsFor(picture, analysis)[0]).toMatch(/mode mismatch/);
    const diagnosis = diagnose(picture, "stripe");
    expect(diagnosis.impact).toContain("No such payment_intent");
    expect(diagnosis.explanation).toContain("Stripe.js creates and confirms the card payment in live mode");
  });

  it("names a missing half of the pair, an invalid prefix, a shadowed stored key and one that cannot be opened", () => {
    expect(analyseKeys(keyPicture({ secretKey: key("sk", "test") }, [])).issues[0]).toMatch(/^A secret key is set .* but no publishable key/);
    expect(analyseKeys(keyPicture({ publishableKey: key("pk", "test") }, [])).issues[0]).toMatch(/^A publishable key is set .* but no secret key/);
    expect(analyseKeys(keyPicture({}, [])).issues).toEqual([expect.stringMatching(/^No Stripe keys are configured/)]);
    const invalid = analyseKeys(keyPicture({ publishableKey: key("pk", "test") }, [stored("secretKey", "not-a-stripe-key-0123456789")]));
    expect(invalid.issues).toContainEqual(expect.stringMatching(/^The secret key in force \(stored stripe.secret_key\) does not start with sk_test_ or sk_live_, so Stripe will refuse it/));
    const shadowed = analyseKeys(
      keyPicture({ secretKey: key("sk", "test"), publishableKey: key("pk", "test") }, [stored("secretKey", key("sk", "test", "storedKey0123456789wxyz")), stored("publishableKey", null)]),
    );
    expect(shadowed.bothAreTest).toBe(true);
    expect(shadowed.issues).toEqual([
      expect.stringMatching(/^The stored secret key \(stripe.secret_key: sk_test_\*\*\*\*wxyz\) is not used because the environment variable STRIPE_SECRET_KEY wins/),
      expect.stringMatching(/^The stored publishable key \(stripe.publishable_key\) cannot be opened/),
    ]);
  });

  it("always recommends something, ending with the tests to run after a change", () => {
    fc.assert(
      fc.property(fc.option(secretArb, { nil: undefined }), fc.option(publishableArb, { nil: undefined }), (secretKey, publishableKey) => {
        const picture = keyPicture({ secretKey, publishableKey }, []);
        const recommendations = recommendationsFor(picture, analyseKeys(picture));
        expect(recommendations.at(-1)).toBe("After any change to the keys, run the key test and the payment flow test.");
      }),
    );
  });

  it("diagnoses a clean pair, a missing configuration and a demo provider forced over valid keys", () => {
    const pair = keyPicture({ secretKey: key("sk", "test"), publishableKey: key("pk", "test") }, []);
    expect(diagnose(pair, "stripe").explanation).toBe("Both keys are test keys: Stripe.js and the server work in the same Stripe mode.");
    expect(diagnose(pair, "demo").explanation).toMatch(/PAYMENT_PROVIDER=demo forces the demo provider/);
    expect(diagnose(keyPicture({}, []), "demo")).toMatchObject({ explanation: "Stripe is not configured: no Stripe keys are set.", impact: expect.stringMatching(/demo provider is in force/) });
    expect(diagnose(keyPicture({}, []), "needs_config").impact).toMatch(/^Buyers cannot pay/);
  });
});
