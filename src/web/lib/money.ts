/**
 * Dollar amounts as people type them, the site's one reader (the wizard's budget, the operator's former
 * price): `2000`, `2,000`, `$2,000`, `2000.00`, `$ 2,000.50`, `US$2000`, `2000 USD`, `2k` and `2.5k` are read;
 * thousands separators must group by three (`20,00` is not read) and at most two decimals are allowed.
 * An amount is either read exactly or not at all (null): never guessed.
 */

const MONEY_PATTERN = /^(?:US\s?\$|USD\s?|\$)?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*(k)?\s*(?:USD)?$/i;

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
