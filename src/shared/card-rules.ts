/**
 * The demo provider's card rules, shared by the demo card form (inline errors) and the server (which
 * applies them again): a number that passes the Luhn check, an expiry MM / YY not in the past, a 3-4
 * digit security code. The messages are Stripe's own wording for the same problems.
 */
export type CardFields = { number: string; expiry: string; cvc: string };
export type CardProblems = Partial<Record<keyof CardFields, string>>;

export const CARD_MESSAGES = {
  number: "Your card number is invalid.",
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryPast: "Your card's expiration year is in the past.",
  cvc: "Your card's security code is incomplete.",
} as const;

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

/** Every problem of a card, by field; empty when the card is complete. Months are compared in UTC. */
export function cardProblems(card: CardFields, now: Date): CardProblems {
  const problems: CardProblems = {};
  const number = card.number.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) problems.number = CARD_MESSAGES.number;
  const expiry = /^(\d{2})\s*\/?\s*(\d{2}|\d{4})$/.exec(card.expiry.trim());
  const month = Number(expiry?.[1]);
  const year = expiry ? Number(expiry[2]?.length === 2 ? `20${expiry[2]}` : expiry[2]) : NaN;
  if (!expiry || month < 1 || month > 12) problems.expiry = CARD_MESSAGES.expiryIncomplete;
  else if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) problems.expiry = CARD_MESSAGES.expiryPast;
  if (!/^\d{3,4}$/.test(card.cvc.trim())) problems.cvc = CARD_MESSAGES.cvc;
  return problems;
}
