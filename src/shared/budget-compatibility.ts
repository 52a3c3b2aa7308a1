/**
 * `budget_compatibility`'s text form, fixed by the spec: "status - explanation" (the status alone is allowed).
 * The scoring engine writes it with `joinBudgetCompatibility`; the site and the report read it with
 * `splitBudgetCompatibility`, so the format lives in one place.
 */
export type BudgetCompatibility = { status: string; explanation: string };

const SEPARATOR = " - ";

export function joinBudgetCompatibility({ status, explanation }: BudgetCompatibility): string {
  return `${status}${SEPARATOR}${explanation}`;
}

export function splitBudgetCompatibility(text: string): BudgetCompatibility {
  const at = text.indexOf(SEPARATOR);
  if (at === -1) return { status: text.trim(), explanation: text };
  return { status: text.slice(0, at).trim(), explanation: text.slice(at + SEPARATOR.length) };
}
