/** The fake Stripe server speaks well enough for the real SDK: proven through the SDK itself. */
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeStripe, type FakeStripe } from "./fake-stripe";

describe("the fake Stripe server", () => {
  let fake: FakeStripe;
  let stripe: Stripe;
  beforeAll(async () => {
    fake = await startFakeStripe({ rejectedKeys: ["sk_test_revoked_key_1"] });
    stripe = new Stripe("sk_test_fake_123456", { host: "127.0.0.1", port: fake.port, protocol: "http", maxNetworkRetries: 0 });
  });
  afterAll(async () => fake?.close());

  it("creates, retrieves and confirms a PaymentIntent, declines the decline card, and cancels", async () => {
    const intent = await stripe.paymentIntents.create({ amount: 4999, currency: "usd", metadata: { assessmentId: "42" }, receipt_email: "a@b.co" });
    expect(intent).toMatchObject({ amount: 4999, currency: "usd", status: "requires_payment_method", metadata: { assessmentId: "42" }, livemode: false });
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_`));
    await expect(stripe.paymentIntents.confirm(intent.id, { payment_method: "pm_card_chargeDeclined" })).rejects.toMatchObject({
      type: "StripeCardError",
      message: "Your card was declined.",
    });
    expect((await stripe.paymentIntents.confirm(intent.id, { payment_method: "pm_card_visa" })).status).toBe("succeeded");
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe("succeeded");
    const other = await stripe.paymentIntents.create({ amount: 4999, currency: "usd" });
    expect((await stripe.paymentIntents.cancel(other.id)).status).toBe("canceled");
  });

  it("answers Stripe's errors: unknown id, bad and revoked keys (masked), a forced failure", async () => {
    await expect(stripe.paymentIntents.retrieve("pi_missing")).rejects.toMatchObject({ type: "StripeInvalidRequestError", statusCode: 404 });
    const bad = new Stripe("not_a_key", { host: "127.0.0.1", port: fake.port, protocol: "http", maxNetworkRetries: 0 });
    await expect(bad.accounts.retrieveCurrent()).rejects.toMatchObject({ type: "StripeAuthenticationError" });
    const revoked = new Stripe("sk_test_revoked_key_1", { host: "127.0.0.1", port: fake.port, protocol: "http", maxNetworkRetries: 0 });
    const error = (await revoked.accounts.retrieveCurrent().catch((caught: unknown) => caught)) as Error;
    expect(error.message).not.toContain("sk_test_revoked_key_1");
    fake.failNext(400, { type: "invalid_request_error", message: "Forced failure" });
    await expect(stripe.paymentIntents.create({ amount: 4999, currency: "usd" })).rejects.toMatchObject({ message: "Forced failure" });
  });

  it("returns the account, marks live mode for live keys, and replays an idempotent request", async () => {
    expect(await stripe.accounts.retrieveCurrent()).toMatchObject({ id: "acct_fake_newshores", country: "US", charges_enabled: true });
    const live = new Stripe("sk_live_fake_123456", { host: "127.0.0.1", port: fake.port, protocol: "http", maxNetworkRetries: 0 });
    expect((await live.paymentIntents.create({ amount: 4999, currency: "usd" })).livemode).toBe(true);
    const first = await stripe.paymentIntents.create({ amount: 4999, currency: "usd" }, { idempotencyKey: "same-key" });
    const second = await stripe.paymentIntents.create({ amount: 4999, currency: "usd" }, { idempotencyKey: "same-key" });
    expect(second.id).toBe(first.id);
  });

  it("refuses an idempotency key reused with other parameters, and records the key an object was created with", async () => {
    const first = await stripe.paymentIntents.create({ amount: 4999, currency: "usd", metadata: { assessmentId: "7" } }, { idempotencyKey: "key-7" });
    expect(fake.idempotencyKeyOf(first.id)).toBe("key-7");
    expect(fake.createParamsOf(first.id)).toMatchObject({ amount: "4999", currency: "usd", metadata: { assessmentId: "7" } });
    await expect(stripe.paymentIntents.create({ amount: 5000, currency: "usd", metadata: { assessmentId: "7" } }, { idempotencyKey: "key-7" })).rejects.toMatchObject({
      type: "StripeIdempotencyError",
    });
    await expect(stripe.refunds.create({ payment_intent: first.id }, { idempotencyKey: "key-7" })).rejects.toMatchObject({ type: "StripeIdempotencyError" });
  });

  it("refunds a succeeded PaymentIntent once: the same key answers the same refund, another refund is refused", async () => {
    const intent = await stripe.paymentIntents.create({ amount: 4999, currency: "usd" });
    await expect(stripe.refunds.create({ payment_intent: intent.id })).rejects.toMatchObject({ code: "payment_intent_unexpected_state" });
    fake.succeed(intent.id);
    const refund = await stripe.refunds.create({ payment_intent: intent.id, reason: "duplicate" }, { idempotencyKey: `refund:${intent.id}` });
    expect(refund).toMatchObject({ object: "refund", amount: 4999, currency: "usd", payment_intent: intent.id, reason: "duplicate", status: "succeeded" });
    const again = await stripe.refunds.create({ payment_intent: intent.id, reason: "duplicate" }, { idempotencyKey: `refund:${intent.id}` });
    expect(again.id).toBe(refund.id);
    await expect(stripe.refunds.create({ payment_intent: intent.id, reason: "duplicate" })).rejects.toMatchObject({ code: "charge_already_refunded" });
    expect((await stripe.refunds.retrieve(refund.id)).id).toBe(refund.id);
    expect((await stripe.refunds.list({ payment_intent: intent.id })).data.map((listed) => listed.id)).toEqual([refund.id]);
    expect([...fake.refunds.values()].filter((listed) => listed.payment_intent === intent.id)).toHaveLength(1);
    await expect(stripe.refunds.create({ payment_intent: "pi_missing" })).rejects.toMatchObject({ statusCode: 404 });
  });

  it("signs webhook payloads with the SDK's test helper so constructEvent verifies them", () => {
    const payload = JSON.stringify({ id: "evt_1", object: "event", type: "payment_intent.succeeded", data: { object: { id: "pi_1", object: "payment_intent" } } });
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_test" });
    expect(stripe.webhooks.constructEvent(payload, header, "whsec_test").type).toBe("payment_intent.succeeded");
    expect(() => stripe.webhooks.constructEvent(payload, header, "whsec_other")).toThrow();
  });
});
