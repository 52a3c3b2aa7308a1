/**
 * Words a person should never meet on the results page, the hub, the e-mails, a public page or the report
 * (issues 16.6 and 18.6): the engine's own vocabulary, formula fragments, raw numbers, programming values and
 * research notes about how a figure was found. Each pattern names what it catches. Links are left out of the
 * check (a URL is what it is).
 */
export const MACHINERY_PHRASES: { name: string; pattern: RegExp }[] = [
  { name: "the engine's 'balance rule'", pattern: /balance rule/i },
  { name: "'(clamped)' or 'clamped'", pattern: /clamped/i },
  { name: "a weight written as 'weighs 3/5'", pattern: /weighs \d\/\d/i },
  { name: "a climate repeated in brackets ('mediterranean regions (mediterranean)')", pattern: /\b(\w+) regions \(\1\b/i },
  { name: "a formula fragment ('linearly', 'logarithmic', 'scores 0 and')", pattern: /linearly|logarithmic|scores 0 and/i },
  // Three digits after a dot are also how Spanish, Portuguese and German write thousands ("Ley 21.325", "1.000 Euro"),
  // so a three-decimal figure counts only as a rate or a fraction (2.475%, 2.475 points, 0.945).
  {
    name: "a number with more than two decimals, such as 87.90821 or 2.475%",
    pattern: /(?<![\w/=.-])(?:\d+\.\d{4,}(?![\w.])|\d+\.\d{3}(?=\s?(?:%|points?\b))|0\.\d{3,}(?![\w.]))/,
  },
  { name: "a programming value", pattern: /\b(undefined|NaN|null)\b|\bTODO\b/ },
  { name: "a research note ('stored copy', 'GitHub copy', 'commit', 'not entered', 'not researched')", pattern: /stored copy|github copy|\bcommit\b|not entered|not researched/i },
];

/** The machinery phrases found in a text, each with the words around it (empty when the text speaks plainly). */
export function machineryIn(withLinks: string): string[] {
  const text = withLinks.replace(/https?:\/\/\S+/g, "");
  return MACHINERY_PHRASES.flatMap(({ name, pattern }) =>
    [...text.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))].map(
      (found) => `${name}: "...${text.slice(Math.max(0, found.index - 40), found.index + found[0].length + 40)}..."`,
    ),
  );
}
