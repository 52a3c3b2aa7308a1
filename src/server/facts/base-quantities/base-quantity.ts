/**
 * Quantities other figures are defined from, with every dated edition (decision 0015): a minimum wage, a public
 * index such as Spain's IPREM. A residence route's income floor written as "four times the minimum wage" reads the
 * edition in force on the day it is shown, so a report never pairs the 2025 wage with the 2026 one, and says from
 * when the edition applies.
 */
import { z } from "zod";
import { COUNTRY_SLUGS } from "@server/destinations/data/dataset.schema";
import { citationSchema, crossCheckSchema, type Citation } from "../citation";

const daySchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, "a date as YYYY-MM-DD");

export const editionSchema = z.object({
  value: z.number().positive(),
  /** The first day this value applies (the decree's or the index's own date). */
  appliesFrom: daySchema,
  citation: citationSchema,
  /** A second, independent source of this edition's value (issue 30); `differs` when it gives another one. */
  crossCheck: crossCheckSchema.optional(),
});
export type Edition = z.infer<typeof editionSchema>;

export const baseQuantitySchema = z
  .object({
    /** "<country>.<name>", e.g. "portugal.minimum-wage". */
    id: z.string().regex(/^[a-z-]+\.[a-z0-9-]+$/),
    country: z.enum(COUNTRY_SLUGS),
    /** What it is, as a reader says it: "the national minimum wage". */
    what: z.string().min(5),
    currency: z.string().regex(/^[A-Z]{3}$/),
    /** "once" for a one-off sum a rule re-sets (Canada's proof of settlement funds). */
    period: z.enum(["day", "month", "year", "once"]),
    /** Oldest first. */
    editions: z.array(editionSchema).min(1),
  })
  .refine((q) => q.editions.every((e, i) => i === 0 || (q.editions[i - 1] as Edition).appliesFrom < e.appliesFrom), "editions go oldest first, one per date")
  .refine((q) => q.id.startsWith(`${q.country}.`), "the id starts with the country");
export type BaseQuantity = z.infer<typeof baseQuantitySchema>;

const isoDay = (on: Date) => on.toISOString().slice(0, 10);

/** The edition in force on a day: the latest that applies from that day or before; null before the first. */
export function editionOn(quantity: BaseQuantity, on: Date): Edition | null {
  const day = isoDay(on);
  return [...quantity.editions].reverse().find((edition) => edition.appliesFrom <= day) ?? null;
}

/** "1 January 2026" for the day an edition applies from (YYYY-MM-DD). */
export const formatDay = (day: string): string =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

const PERIOD_WORDS = { day: " a day", month: " a month", year: " a year", once: "" } as const;

/** "the national minimum wage, EUR 920 a month from 1 January 2026,"  */
export function describeEdition(quantity: BaseQuantity, edition: Edition): string {
  const from = formatDay(edition.appliesFrom);
  const amount = edition.value.toLocaleString("en-US", { maximumFractionDigits: 2 });
  return `${quantity.what}, ${quantity.currency} ${amount}${PERIOD_WORDS[quantity.period]} from ${from}`;
}

export type { Citation };
