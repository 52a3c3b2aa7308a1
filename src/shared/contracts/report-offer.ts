/**
 * The report offer (decisions.md "Honest answers, prices and scores"; decision 0011): the price the site
 * shows and, only while an operator has set a real former price whose last day has not passed, that former
 * price and its last day. No former price is set by default, so no comparison is shown.
 *
 * A former price ends with its last day, `endsOn` (YYYY-MM-DD), in UTC: it is shown until that day's end.
 */
import { z } from "zod";
import { REPORT_PRICE_USD } from "../constants";

export const FORMER_PRICE_MAX_USD = 1000;
/** How far ahead the last day may be: a "limited time" of years is not limited. */
export const FORMER_PRICE_MAX_DAYS_AHEAD = 366;
const DAY_MS = 24 * 60 * 60 * 1000;

export const FORMER_PRICE_MESSAGES = {
  body: "Request body must be a JSON object with amountUsd and endsOn",
  amountNotNumber: "amountUsd must be a number of US dollars, e.g. 69.95",
  amountNotAbovePrice: `amountUsd must be more than the report price of $${REPORT_PRICE_USD}`,
  amountTooHigh: `amountUsd must be at most $${FORMER_PRICE_MAX_USD}`,
  amountCents: "amountUsd must have at most two decimals (whole cents)",
  endsOnFormat: "endsOn must be a date written YYYY-MM-DD, e.g. 2030-12-31",
  endsOnPast: "endsOn is in the past: give the last day the former price is shown, today or later (UTC)",
  endsOnTooFar: `endsOn must be within ${FORMER_PRICE_MAX_DAYS_AHEAD} days from today: a limited-time offer has to end`,
} as const;

/** True when `value` has at most two decimals (69.95 is, 69.955 is not), allowing for binary fractions. */
function wholeCents(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/** True for a real calendar date written YYYY-MM-DD (2030-02-30 is not one). */
function calendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** PUT /api/admin/former-price */
export const formerPriceRequestSchema = z.object(
  {
    amountUsd: z
      .number({ error: FORMER_PRICE_MESSAGES.amountNotNumber })
      .gt(REPORT_PRICE_USD, { error: FORMER_PRICE_MESSAGES.amountNotAbovePrice })
      .max(FORMER_PRICE_MAX_USD, { error: FORMER_PRICE_MESSAGES.amountTooHigh })
      .refine(wholeCents, { error: FORMER_PRICE_MESSAGES.amountCents }),
    endsOn: z
      .string({ error: FORMER_PRICE_MESSAGES.endsOnFormat })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: FORMER_PRICE_MESSAGES.endsOnFormat })
      .refine(calendarDate, { error: FORMER_PRICE_MESSAGES.endsOnFormat }),
  },
  { error: FORMER_PRICE_MESSAGES.body },
);
export type FormerPriceRequest = z.input<typeof formerPriceRequestSchema>;

/** A former price: what the report was really sold at, and the last day it may be shown (UTC). */
export type FormerPrice = { amountUsd: number; endsOn: string };

/** The instant a former price stops being shown: the end of its last day, UTC. */
export function formerPriceEndsAt(endsOn: string): Date {
  return new Date(Date.parse(`${endsOn}T00:00:00.000Z`) + DAY_MS);
}

export function isFormerPriceLive(formerPrice: FormerPrice, now: Date): boolean {
  return now.getTime() < formerPriceEndsAt(formerPrice.endsOn).getTime();
}

/** What is wrong with a last day set at `now` (past, or too far ahead), or null. The server decides. */
export function endsOnProblem(endsOn: string, now: Date): string | null {
  const endsAt = formerPriceEndsAt(endsOn).getTime();
  if (endsAt <= now.getTime()) return FORMER_PRICE_MESSAGES.endsOnPast;
  if (endsAt - DAY_MS > now.getTime() + FORMER_PRICE_MAX_DAYS_AHEAD * DAY_MS) return FORMER_PRICE_MESSAGES.endsOnTooFar;
  return null;
}

/** GET, PUT and DELETE /api/admin/former-price: the stored setting, and whether buyers see it now. */
export type FormerPriceSettingResponse = { formerPrice: FormerPrice | null; shownNow: boolean };

/** GET /api/payments/offer: what the site shows beside "Buy Your Report". */
export type ReportOfferResponse = {
  priceUsd: number;
  currency: "usd";
  /** Only while a former price is set and its last day has not passed; otherwise null. */
  formerPrice: FormerPrice | null;
};
