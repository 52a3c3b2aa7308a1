/**
 * A person described as a person would say it (issue 28.6): "a 29-year-old UX designer", "an 80-year-old retired
 * person", "an 18-year-old software engineer". The occupation keeps what the person typed, except that an ordinary
 * first word loses its capital ("Software engineer" -> "software engineer") and a known abbreviation typed in lower case
 * gets its capitals ("ux designer" -> "UX designer"). "Retired" alone reads "retired person".
 */
const ABBREVIATIONS = new Set(["ux", "ui", "it", "hr", "rn", "lpn", "cpa", "ceo", "cfo", "cto", "coo", "md", "gp", "qa", "seo", "vp", "pr", "ai", "ml", "emt", "ict", "esl", "phd"]);

/** The occupation in the middle of a sentence, as the person would write it. */
export function occupationInWords(occupation: string): string {
  const words = occupation.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "person";
  const written = words.map((word, index) => {
    const bare = word.toLowerCase().replace(/[^a-z]/g, "");
    if (ABBREVIATIONS.has(bare) && word === word.toLowerCase()) return word.toUpperCase();
    // An ordinary word capitalised only because it starts the answer ("Nurse"), not an abbreviation ("UX") or a name ("iOS").
    if (index === 0 && /^[A-Z][a-z'-]*$/.test(word)) return word.toLowerCase();
    return word;
  });
  const text = written.join(" ");
  return /^(retired|retiree|pensioner)$/i.test(text) ? "retired person" : text;
}

/** "a 30-year-old", "an 18-year-old", "an 80-year-old", "an 8-year-old", "an 11-year-old". */
export function ageInWords(age: number): string {
  return `${/^(8|11|18|8\d|8\d\d)$/.test(String(age)) ? "an" : "a"} ${age}-year-old`;
}

/** "a 29-year-old UX designer". */
export function personInWords(age: number, occupation: string): string {
  return `${ageInWords(age)} ${occupationInWords(occupation)}`;
}
