/**
 * The Stripe SDK's request telemetry is off. With it on, every answered call queues a metrics entry that
 * only the next request's header drains, so under concurrent calls the SDK emits a process warning
 * ("Request metrics buffer is full") for about every other call, flooding the log.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startFakeStripe, type FakeStripe } from "../../../tests/support/fake-stripe";
import { createStripeProvider } from "./stripe-provider";

describe("the Stripe provider's SDK client", () => {
  let fake: FakeStripe;

  beforeAll(async () => {
    fake = await startFakeStripe();
  });

  afterAll(async () => {
    await fake.close();
  });

  it("makes 400 concurrent calls without a single telemetry warning", async () => {
    const warnings: string[] = [];
    const record = (warning: unknown) => warnings.push(warning instanceof Error ? warning.message : String(warning));
    const emitWarning = vi.spyOn(process, "emitWarning").mockImplementation(record);
    const consoleWarn = vi.spyOn(console, "warn").mockImplementation(record);
    process.on("warning", record);
    try {
      const provider = createStripeProvider({ secretKey: "sk_test_newshores_telemetry_0123456789", publishableKey: "pk_test_x", apiBase: fake.url });
      const created = await Promise.all(Array.from({ length: 200 }, (_, n) => provider.createPayment({ assessmentId: 1, amountCents: 4999, currency: "usd", idempotencyKey: `telemetry-${n}` })));
      const read = await Promise.all(created.map((payment) => provider.retrievePayment(payment.id)));
      expect(read.filter((payment) => payment?.status === "requires_payment_method")).toHaveLength(200);
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off("warning", record);
      emitWarning.mockRestore();
      consoleWarn.mockRestore();
    }
    const telemetryWarnings = warnings.filter((warning) => /metrics buffer/i.test(warning));
    expect(telemetryWarnings.length, telemetryWarnings[0]).toBe(0);
  });
});
