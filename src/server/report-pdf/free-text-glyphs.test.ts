/**
 * The free-text rule (shared/free-text.ts) against the fonts the report embeds (fonts.ts): every character the rule
 * admits, and the lower case the report prints it in ("Prepared for a 35-year-old software engineer"), has a glyph in
 * both; emoji and right-to-left text are refused, with the reason.
 */
import { createRequire } from "node:module";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { freeTextMessage, freeTextProblem, reportCanPrint } from "@shared/free-text";
import { catalog } from "../../../tests/support/report-documents";
import { reportFonts } from "./fonts";

/** fontkit, the font engine pdfkit embeds fonts with (no type declarations of its own): what this test reads of it. */
type Font = { hasGlyphForCodePoint(codePoint: number): boolean };
const fontkit = createRequire(import.meta.url)("fontkit") as { create(buffer: Buffer): Font };
const fonts = Object.entries(reportFonts()).map(([name, buffer]) => ({ name, font: fontkit.create(buffer) }));

/** The code points of `text` that some report font has no glyph for. */
const missingGlyphs = (text: string) =>
  [...text].flatMap((character) => {
    const code = character.codePointAt(0) ?? 0;
    return fonts.filter(({ font }) => !font.hasGlyphForCodePoint(code)).map(({ name }) => `U+${code.toString(16).toUpperCase().padStart(4, "0")} (${name})`);
  });

/** What the report prints of an admitted answer: the text itself, and the text in lower case. */
const printed = (text: string) => text + text.toLowerCase();

const SURROGATES = { min: 0xd800, max: 0xdfff };
const codePoint = (range: { min: number; max: number }) =>
  fc.integer(range).filter((code) => code < SURROGATES.min || code > SURROGATES.max).map((code) => String.fromCodePoint(code));
/** A broad sample: anywhere in Unicode, weighted towards the blocks around the scripts the rule admits. */
const characterArb = fc.oneof(
  { arbitrary: codePoint({ min: 0, max: 0x10ffff }), weight: 2 },
  { arbitrary: codePoint({ min: 0, max: 0x3000 }), weight: 4 },
  { arbitrary: codePoint({ min: 0xa000, max: 0xffff }), weight: 1 },
  { arbitrary: codePoint({ min: 0x1f000, max: 0x1faff }), weight: 1 },
);

describe("the characters the free-text rule admits", () => {
  it("each has a glyph in every report font, as typed and in lower case (property)", () => {
    let admitted = 0;
    fc.assert(
      fc.property(characterArb, (character) => {
        if (!reportCanPrint(character)) return;
        admitted += 1;
        expect(missingGlyphs(printed(character)), character).toEqual([]);
      }),
      { numRuns: 20_000 },
    );
    // The sample reaches the admitted characters, not only the refused ones.
    expect(admitted).toBeGreaterThan(1000);
  });

  it("make answers whose every character has a glyph in every report font (property)", () => {
    fc.assert(
      fc.property(fc.string({ unit: characterArb, minLength: 1, maxLength: 12 }), (text) => {
        if (freeTextProblem(text) === null) expect(missingGlyphs(printed(text)), text).toEqual([]);
      }),
      { numRuns: 5_000 },
    );
  });

  it("each has a glyph in every report font: every code point checked", () => {
    const missing: string[] = [];
    for (let code = 0; code <= 0x10ffff; code += 1) {
      if (code >= SURROGATES.min && code <= SURROGATES.max) continue;
      const character = String.fromCodePoint(code);
      if (reportCanPrint(character)) missing.push(...missingGlyphs(printed(character)));
    }
    expect(missing).toEqual([]);
  });

  it("include every destination and city name the wizard offers", () => {
    const names = catalog.destinations.flatMap((destination) => [destination.name, ...destination.cities.map((city) => city.name)]);
    expect(names.length).toBeGreaterThan(38);
    expect(names.filter((name) => freeTextProblem(name) !== null)).toEqual([]);
  });
});

describe("what the free-text rule refuses", () => {
  it.each([
    ["emoji", "Developer 👩‍💻", "emoji"],
    ["a flag", "Expat \u{1F1F5}\u{1F1F9}", "emoji"],
    ["Arabic", "مهندس برمجيات", "right-to-left"],
    ["Hebrew", "מהנדס תוכנה", "right-to-left"],
  ] as const)("refuses %s, with a message naming the field and saying why", (_kind, text, problem) => {
    expect(freeTextProblem(text)).toBe(problem);
    const message = freeTextMessage(problem, "user_job", "your occupation");
    expect(message).toMatch(/^user_job contains /);
    expect(message).toContain("which our report cannot print");
    expect(message).toContain("Please write your occupation in Latin, Greek or Cyrillic letters.");
  });

  it("refuses emoji, most of which the report fonts have no glyph for", () => {
    for (const emoji of ["👩", "💻", "🍳", "\u{1F1F5}", "⭐", "🙂", "👍", "🚀"]) {
      expect(freeTextProblem(emoji), emoji).toBe("emoji");
      expect(missingGlyphs(emoji), emoji).not.toEqual([]);
    }
    // The few the fonts draw, in black and white, are refused all the same: an emoji is one rule, not a lottery.
    expect(freeTextProblem("😀")).toBe("emoji");
  });
});
