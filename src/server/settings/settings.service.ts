/**
 * Settings that can change while the product runs (the operator area stores a Stripe key and may set a
 * former price). Environment variables always win over stored values; stored secrets are sealed with
 * APP_SECRET. Reads go to the database each time (a few rows by primary key), so every instance sees a
 * change at once.
 */
import { z } from "zod";
import type { FormerPrice } from "@shared/contracts/report-offer";
import type { Clock } from "@server/clock";
import type { Config } from "@server/config";
import type { Database } from "@server/db/database";
import type { SecretBox } from "./secret-box";
import { deleteSettings, readSettings, writeSetting } from "./settings.repository";

export const STORED_STRIPE_KEYS = {
  secretKey: "stripe.secret_key",
  publishableKey: "stripe.publishable_key",
  webhookSecret: "stripe.webhook_secret",
} as const;
export type StripeKeyName = keyof typeof STORED_STRIPE_KEYS;

/** The operator's former price (decision 0011): not a secret, stored as JSON in whole cents. */
export const FORMER_PRICE_SETTING = "offer.former_price";
const storedFormerPriceSchema = z.object({ amountCents: z.number().int().positive(), endsOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });

export type KeySource = "environment" | "stored" | "none";
export type StripeKeys = {
  secretKey: string | undefined;
  publishableKey: string | undefined;
  webhookSecret: string | undefined;
  /** Where the secret key in force comes from. */
  source: KeySource;
};

/** One stored Stripe key as the operator area lists it: `value` is null when it cannot be opened. */
export type StoredStripeKey = { name: StripeKeyName; setting: string; value: string | null };

export type Settings = {
  stripeKeys(): Promise<StripeKeys>;
  /**
   * Every Stripe key stored in the settings table, opened where possible; a value sealed under another
   * APP_SECRET (or altered) is listed with value null, so the operator area can say so.
   */
  storedStripeKeys(): Promise<StoredStripeKey[]>;
  storeStripeKey(name: StripeKeyName, value: string): Promise<void>;
  /** Deletes every stored Stripe key (the operator's Emergency Clean); returns how many were removed. */
  clearStoredStripeKeys(): Promise<number>;
  /** The stored former price, whether or not its last day has passed; null when none (the default). */
  formerPrice(): Promise<FormerPrice | null>;
  storeFormerPrice(formerPrice: FormerPrice): Promise<void>;
  /** Deletes the former price; true when one was stored. */
  clearFormerPrice(): Promise<boolean>;
};

export function createSettings(options: { db: Database; config: Config; secretBox: SecretBox; clock: Clock }): Settings {
  const { db, config, secretBox, clock } = options;
  const names = Object.keys(STORED_STRIPE_KEYS) as StripeKeyName[];

  async function readStoredStripeKeys(): Promise<StoredStripeKey[]> {
    const rows = await readSettings(db, Object.values(STORED_STRIPE_KEYS));
    const found: StoredStripeKey[] = [];
    for (const name of names) {
      const row = rows.find((candidate) => candidate.key === STORED_STRIPE_KEYS[name]);
      if (!row) continue;
      let value: string | null = null;
      try {
        value = row.encrypted ? secretBox.open(row.value) : row.value;
      } catch {
        // Sealed under another APP_SECRET: unusable, treated as absent (the operator area shows it).
      }
      found.push({ name, setting: row.key, value });
    }
    return found;
  }

  async function storedStripeKeys(): Promise<Partial<Record<StripeKeyName, string>>> {
    const stored: Partial<Record<StripeKeyName, string>> = {};
    for (const key of await readStoredStripeKeys()) if (key.value !== null) stored[key.name] = key.value;
    return stored;
  }

  return {
    async stripeKeys() {
      const env = config.stripe;
      const stored = env.secretKey && env.publishableKey ? {} : await storedStripeKeys();
      const secretKey = env.secretKey ?? stored.secretKey;
      return {
        secretKey,
        publishableKey: env.publishableKey ?? stored.publishableKey,
        webhookSecret: env.webhookSecret ?? stored.webhookSecret,
        source: env.secretKey ? "environment" : secretKey ? "stored" : "none",
      };
    },
    storedStripeKeys: readStoredStripeKeys,
    async storeStripeKey(name, value) {
      const sealed = name !== "publishableKey";
      await writeSetting(
        db,
        { key: STORED_STRIPE_KEYS[name], value: sealed ? secretBox.seal(value) : value, encrypted: sealed },
        clock.now(),
      );
    },
    async clearStoredStripeKeys() {
      return deleteSettings(db, Object.values(STORED_STRIPE_KEYS));
    },
    async formerPrice() {
      const [row] = await readSettings(db, [FORMER_PRICE_SETTING]);
      if (!row) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(row.value);
      } catch {
        return null;
      }
      // A value that does not read as a former price shows none: never a comparison nobody set.
      const stored = storedFormerPriceSchema.safeParse(parsed);
      return stored.success ? { amountUsd: stored.data.amountCents / 100, endsOn: stored.data.endsOn } : null;
    },
    async storeFormerPrice(formerPrice) {
      const value = JSON.stringify({ amountCents: Math.round(formerPrice.amountUsd * 100), endsOn: formerPrice.endsOn });
      await writeSetting(db, { key: FORMER_PRICE_SETTING, value, encrypted: false }, clock.now());
    },
    async clearFormerPrice() {
      return (await deleteSettings(db, [FORMER_PRICE_SETTING])) > 0;
    },
  };
}
