/**
 * Words a person should never meet on the results page, the hub, the e-mails or the report (issue 16.6):
 * the engine's own vocabulary, formula fragments and raw numbers. Each pattern names what it catches.
 */
export const MACHINERY_PHRASES: { name: string; pattern: RegExp }[] = [
  { name: "the engine's 'balance rule'", pattern: /balance rule/i },
  { name: "'(clamped)' or 'clamped'", pattern: /clamped/i },
  { name: "a weight written as 'weighs 3/5'", pattern: /weighs \d\/\d/i },
  { name: "a climate repeated in brackets ('mediterranean regions (mediterranean)')", pattern: /\b(\w+) regions \(\1\b/i },
  { name: "a formula fragment ('linearly', 'logarithmic', 'scores 0 and')", pattern: /linearly|logarithmic|scores 0 and/i },
  { name: "a raw decimal such as 87.90821 (not part of a link)", pattern: /(?<![\w/=.-])\d+\.\d{5,}(?![\w.])/ },
  { name: "a programming value", pattern: /\b(undefined|NaN)\b/ },
];

/** The machinery phrases found in a text, each with the words around it (empty when the text speaks plainly). */
export function machineryIn(text: string): string[] {
  return MACHINERY_PHRASES.flatMap(({ name, pattern }) => {
    const found = pattern.exec(text);
    return found ? [`${name}: "...${text.slice(Math.max(0, found.index - 40), found.index + found[0].length + 40)}..."`] : [];
  });
}
