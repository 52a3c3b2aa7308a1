/**
 * What a person types into the wizard's number fields, read as they meant it (decision 0010). Nothing here
 * changes an answer into another number: an answer is either read exactly or not read at all (null), and
 * the wizard then shows the field's message and keeps what was typed.
 *
 * Money: `2000`, `2,000`, `$2,000`, `2000.00`, `$ 2,000.50`, `US$2000`, `2k` and `2.5k` are read; thousands
 * separators must group by three (`20,00` is not read), at most two decimals. Fields limit the number of
 * digits, never the characters, so a `$` or `,` can never push a digit out.
 */

/** Digits a money answer may hold: 50,000.00 is 7. */
export const MONEY_MAX_DIGITS = 7;
/** Digits an age answer may hold. */
export const AGE_MAX_DIGITS = 3;

const MONEY_PATTERN = /^(?:US\s?\$|USD\s?|\$)?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*(k)?\s*(?:USD)?$/i;
const AGE_PATTERN = /^\d{1,3}$/;

export function countDigits(text: string): number {
  return text.replace(/\D/g, "").length;
}

/** The typed text if it holds no more than `max` digits, else the previous text (the keystroke is refused). */
export function limitDigits(previous: string, typed: string, max: number): string {
  return countDigits(typed) <= max ? typed : previous;
}

/** The amount a money answer means, in dollars (cents kept), or null when it cannot be read. */
export function parseMoney(text: string): number | null {
  const match = MONEY_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, whole = "", decimals, thousands] = match;
  const amount = Number(`${whole.replace(/,/g, "")}.${decimals ?? "0"}`);
  if (!Number.isFinite(amount)) return null;
  return thousands ? Math.round(amount * 1000 * 100) / 100 : amount;
}

/** An amount as the field shows it after reading: "2,000" or "2,000.50". */
export function formatMoney(amount: number): string {
  const cents = Math.round(amount * 100) % 100 !== 0;
  return amount.toLocaleString("en-US", { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 });
}

/** The age a typed answer means (whole years), or null when it is not a plain number of years. */
export function parseAge(text: string): number | null {
  const trimmed = text.trim();
  return AGE_PATTERN.test(trimmed) ? Number(trimmed) : null;
}
