/**
 * What a fact says, and the words for it. A fact is an object of the data that carries a citation; what it says is
 * its figures and statements (amounts, rates, numbers, dates, texts), not the prose about where they come from
 * (research notes, the basis sentence, the citation), so rewording a note never counts as a change of the fact.
 */
import { formatAmount } from "@shared/format";

/** Fields that describe a fact or its source rather than state it. */
const NOT_SAID = new Set(["source", "citation", "crossCheck", "research", "reviewedOn", "note", "basis", "what", "reads", "whoFor", "described", "checked"]);

/** A child value that is a fact of its own (it or something in it carries a citation): the catalogue lists it separately. */
export type IsOwnFact = (value: unknown) => boolean;

/** The fact's statements, without its source prose and without the facts nested in it. */
export function saidBy(fact: Record<string, unknown>, isOwnFact: IsOwnFact): Record<string, unknown> {
  const said: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(fact)) {
    if (NOT_SAID.has(key) || child === undefined || isOwnFact(child)) continue;
    said[key] = child !== null && typeof child === "object" && !Array.isArray(child) ? saidBy(child as Record<string, unknown>, isOwnFact) : child;
  }
  return said;
}

const PERIOD_WORDS: Record<string, string> = { month: " a month", year: " a year", week: " a week", once: "" };
const number = (value: number) => value.toLocaleString("en-US", { maximumFractionDigits: 2 });
const money = (amount: number, currency: string) => (currency.length === 3 ? formatAmount(amount, currency) : `${number(amount)} ${currency}`);

/** A field's value in words: a number, a text, a list of them, or a small record of them. */
function plain(value: unknown): string {
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return value.map(plain).filter((words) => words !== "").join(", ");
  if (value !== null && typeof value === "object") return valueInWords(value as Record<string, unknown>);
  return "";
}

/** The fact's value in words: the amount with its currency and period, a rate, the numbers to call, or its text. */
export function valueInWords(said: Record<string, unknown>): string {
  const { amount, value, currency, period, ratePercent, topRatePercent, years, text, phone, level, perDependant } = said as Record<string, unknown>;
  const per = typeof period === "string" ? (PERIOD_WORDS[period] ?? ` a ${period}`) : "";
  if (typeof amount === "number" && typeof currency === "string") {
    const each = typeof perDependant === "number" ? `, ${money(perDependant, currency)} for each dependant` : "";
    return `${money(amount, currency)}${per}${each}`;
  }
  if (typeof value === "number" && typeof currency === "string") return `${money(value, currency)}${per}`;
  if (typeof ratePercent === "number") return `${number(ratePercent)}%`;
  if (typeof topRatePercent === "number") return `top rate ${number(topRatePercent)}%`;
  if (typeof years === "number") return `${number(years)} years`;
  if (typeof text === "string") return text;
  if (typeof phone === "string") return phone;
  const services = ["police", "ambulance", "fire", "general"].filter((service) => typeof said[service] === "string");
  if (services.length > 0) return services.map((service) => `${service} ${String(said[service])}`).join(", ");
  if (typeof level === "number") return `level ${level}`;
  if (typeof value === "number" || typeof value === "string" || typeof value === "boolean") return String(value);
  if (value === null) return "no figure stated";
  return Object.entries(said)
    .map(([key, child]) => [key, plain(child)] as const)
    .filter(([, words]) => words !== "")
    .map(([key, words]) => `${key}: ${words}`)
    .join("; ");
}

/** The fact as one figure with its unit and period (an amount of money, a rate, a number of years), or null. */
export function figureOf(said: Record<string, unknown>): { amount: number; unit: string; period: string | null } | null {
  const { amount, value, currency, period, ratePercent, topRatePercent, years } = said;
  const per = typeof period === "string" ? period : null;
  if (typeof amount === "number" && typeof currency === "string") return { amount, unit: currency, period: per };
  if (typeof value === "number" && typeof currency === "string") return { amount: value, unit: currency, period: per };
  if (typeof ratePercent === "number") return { amount: ratePercent, unit: "%", period: null };
  if (typeof topRatePercent === "number") return { amount: topRatePercent, unit: "%", period: null };
  if (typeof years === "number") return { amount: years, unit: "years", period: null };
  return null;
}
