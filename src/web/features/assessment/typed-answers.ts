/**
 * What a person types into the wizard's number fields, read as they meant it (decision 0010). Nothing here
 * changes an answer into another number: an answer is either read exactly or not read at all (null), and
 * the wizard then shows the field's message and keeps what was typed.
 *
 * Money is read by the site's one money reader (web/lib/money.ts). Fields limit the number of digits, never
 * the characters, so a `$` or `,` can never push a digit out.
 */

/** Digits a money answer may hold: 50,000.00 is 7. */
export const MONEY_MAX_DIGITS = 7;
/** Digits an income answer may hold: 1,000,000.00 is 9. */
export const INCOME_MAX_DIGITS = 9;
/** Digits a savings answer may hold: 100,000,000.00 is 11. */
export const SAVINGS_MAX_DIGITS = 11;
/** Digits an age answer may hold. */
export const AGE_MAX_DIGITS = 3;
/** Digits a number of people may hold. */
export const PEOPLE_MAX_DIGITS = 2;

const AGE_PATTERN = /^\d{1,3}$/;

export function countDigits(text: string): number {
  return text.replace(/\D/g, "").length;
}

/** The typed text if it holds no more than `max` digits, else the previous text (the keystroke is refused). */
export function limitDigits(previous: string, typed: string, max: number): string {
  return countDigits(typed) <= max ? typed : previous;
}

/** A whole number typed as digits only (a number of people), or null when it is not one. */
export function parseCount(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,2}$/.test(trimmed) ? Number(trimmed) : null;
}

/** The age a typed answer means (whole years), or null when it is not a plain number of years. */
export function parseAge(text: string): number | null {
  const trimmed = text.trim();
  return AGE_PATTERN.test(trimmed) ? Number(trimmed) : null;
}
