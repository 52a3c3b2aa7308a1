/**
 * A fact as the catalogue knows it (issue 31): one sourced figure or statement of the data, under an id that survives
 * edits of the data (`residence-routes/portugal/d7/threshold`, never an array position), with the value as a reader
 * sees it, a fingerprint of what it says, the day it applies from (an edition's first day) and its citation.
 */
import { createHash } from "node:crypto";
import type { Citation } from "@server/facts/citation";

/** Lower-case segments joined by "/": area, country (or "shared"), then the keys down to the fact. */
export type FactId = string;

export type Fact = {
  id: FactId;
  /** The country the fact is about, or null for the shared pages (US tax rules, exchange rates). */
  country: string | null;
  /** The fact's value in words, as the report states it ("EUR 870 a month", "police 104, ambulance 911"). */
  value: string;
  /** The figure, its unit (a currency, "%", "years") and its period ("month", "year", "once"), where the fact is one figure. */
  figure: { amount: number; unit: string; period: string | null } | null;
  /** A short hash of what the fact says (its figures and statements, not its prose about sources): equal means unchanged. */
  fingerprint: string;
  /** The first day of the edition in force, where the figure comes from a dated edition (a minimum wage, an index). */
  appliesFrom: string | null;
  citation: Citation;
  /** When it was last confirmed against its source (the citation's review date, else its as-of date). */
  reviewedOn: string;
};

/** A key of the data as an id segment: "rentCentre" -> "rent-centre", "Panama City" -> "panama-city". */
export function idSegment(key: string): string {
  return key
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The same JSON for the same content whatever the order of its keys. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value).filter(([, child]) => child !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, child]) => `${JSON.stringify(key)}:${canonical(child)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

export const fingerprintOf = (said: unknown): string => createHash("sha256").update(canonical(said)).digest("hex").slice(0, 16);
