/**
 * Assessment ids: random integers from a CSPRNG in [10^14, 2^53 - 1], so they stay JSON-safe numbers
 * (the spec's routes use numbers) but cannot be guessed or enumerated (decisions.md, "Identifiers").
 */
import { randomInt } from "node:crypto";

export const ID_MIN = 10 ** 14;
export const ID_MAX = Number.MAX_SAFE_INTEGER;

/** randomInt accepts ranges below 2^48, so the id is built from two draws. */
export function newAssessmentId(): number {
  const span = ID_MAX - ID_MIN + 1;
  const high = randomInt(0, Math.ceil(span / 2 ** 32));
  const low = randomInt(0, 2 ** 32);
  const candidate = high * 2 ** 32 + low;
  return candidate < span ? ID_MIN + candidate : newAssessmentId();
}

/** Parses a route parameter; anything but a well-formed id in range is `null` (answered as not found). */
export function parseAssessmentId(raw: string): number | null {
  if (!/^[1-9]\d{14,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id >= ID_MIN && id <= ID_MAX ? id : null;
}
