/**
 * Chooses the provider for each call (decisions.md, Payments): PAYMENT_PROVIDER forces one; otherwise
 * Stripe when both Stripe keys are configured (environment first, then keys stored at run time), demo
 * when they are not and NODE_ENV is not production, and "needs configuration" in production without keys.
 * Stripe clients are reused while the key in force stays the same.
 */
import type { Clock } from "@server/clock";
import type { Config } from "@server/config";
import type { Database } from "@server/db/database";
import type { Settings } from "@server/settings/settings.service";
import { createDemoProvider } from "./demo-provider";
import type { PaymentProvider } from "./payment-provider";
import { createStripeProvider } from "./stripe-provider";

export type DemoProvider = ReturnType<typeof createDemoProvider>;
export type ProviderChoice = { kind: "ready"; provider: PaymentProvider } | { kind: "needs_config" };

export type PaymentGateway = {
  current(): Promise<ProviderChoice>;
  /** The demo provider, when it is the one in force (its card step has its own route). */
  demo(): Promise<DemoProvider | undefined>;
  webhookSecret(): Promise<string | undefined>;
};

export function createPaymentGateway(options: { config: Config; settings: Settings; db: Database; clock: Clock }): PaymentGateway {
  const { config, settings } = options;
  const demoProvider = createDemoProvider(options.db, options.clock);
  let cached: { key: string; provider: PaymentProvider } | undefined;

  async function current(): Promise<ProviderChoice> {
    if (config.paymentProviderForced === "demo") return { kind: "ready", provider: demoProvider };
    const keys = await settings.stripeKeys();
    if (keys.secretKey && keys.publishableKey) {
      const cacheKey = `${keys.secretKey}|${keys.publishableKey}`;
      if (cached?.key !== cacheKey) {
        cached = {
          key: cacheKey,
          provider: createStripeProvider({ secretKey: keys.secretKey, publishableKey: keys.publishableKey, apiBase: config.stripe.apiBase }),
        };
      }
      return { kind: "ready", provider: cached.provider };
    }
    if (config.paymentProviderForced === "stripe" || config.production) return { kind: "needs_config" };
    return { kind: "ready", provider: demoProvider };
  }

  return {
    current,
    async demo() {
      const choice = await current();
      return choice.kind === "ready" && choice.provider.name === "demo" ? demoProvider : undefined;
    },
    async webhookSecret() {
      return (await settings.stripeKeys()).webhookSecret;
    },
  };
}
