/**
 * The buyer's e-mail address as the payment provider gives it back (receipt_email, or the card's billing
 * e-mail) is whatever was typed into a page we do not control, so it is checked with the same rule as
 * create-intent's customerEmail before it can become a recipient. One that fails (a line break, a comma,
 * two addresses) means "no e-mail": the report is still made and downloadable, the address never used.
 */
import { customerEmailSchema } from "@shared/contracts/payments";

/** Enough to recognise a case in the log, never the address: its first character and its length. */
export function maskedAddress(raw: string): string {
  const first = /^[A-Za-z0-9]/.test(raw) ? raw[0] : "?";
  return `${first}*** (${raw.length} characters)`;
}

/** The checked, trimmed address, or null; `refused` hears of an address that was given but failed. */
export function recipientFrom(raw: string | null, refused: (masked: string) => void): string | null {
  if (raw === null || raw === "") return null;
  const checked = customerEmailSchema.safeParse(raw);
  if (checked.success) return checked.data;
  refused(maskedAddress(raw));
  return null;
}
