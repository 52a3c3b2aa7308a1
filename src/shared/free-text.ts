/**
 * What a free-text answer (the occupation; the country and city an API client types) may hold: one line of text
 * the report can print. The API refuses anything else (contracts/assessments.ts) and the wizard shows the same
 * reason, so the report never meets a character it cannot draw.
 *
 * The report sets text in DejaVu Sans (server/report-pdf/fonts.ts) with pdfkit, which draws each character's glyph
 * from left to right: it does no right-to-left reordering (Arabic or Hebrew would come out reversed and unjoined), the
 * font has no colour emoji and no glyph for most (nor can pdfkit join a sequence such as 👩‍💻 or a flag), and it has
 * glyphs for few other scripts. So a character is admitted when it belongs to a script
 * set left to right without joining (Latin, Greek, Cyrillic, and the Common and Inherited punctuation, symbols and
 * accents) and lies in a range of code points both report fonts have every glyph for. server/report-pdf/
 * free-text-glyphs.test.ts proves the second half against the fonts themselves: widen PRINTED only with it.
 */

/** Why a free-text answer is refused, the first problem found. */
export type FreeTextProblem = "control" | "emoji" | "right-to-left" | "other";

/** Line and paragraph breaks, tabs and the other C0 and C1 controls: a free-text answer is one line. */
const BREAKS_THE_LINE = /[\p{Cc}\p{Zl}\p{Zp}]/u;

/** Scripts pdfkit sets correctly: written left to right, each character its own glyph. */
const SET_LEFT_TO_RIGHT = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Common}\p{Script=Inherited}]$/u;
/** Controls, invisible format characters, unassigned and private-use code points: nothing the report should draw. */
const NOT_A_CHARACTER = /^[\p{C}\p{Zl}\p{Zp}]$/u;

/** The code points both report fonts (regular and bold) have a glyph for, among those SET_LEFT_TO_RIGHT admits. */
const PRINTED: ReadonlyArray<readonly [first: number, last: number]> = [
  [0x0020, 0x007e], // Basic Latin
  [0x00a0, 0x02ee], // Latin-1 Supplement, Latin Extended-A and -B, IPA, most spacing modifier letters (ʼ)
  [0x0300, 0x034f], // combining accents
  [0x0370, 0x03ff], // Greek
  [0x0400, 0x0525], // Cyrillic and most of Cyrillic Supplement
  [0x1e00, 0x1efb], // Latin Extended Additional (Vietnamese, Welsh)
  [0x1f00, 0x1fff], // Greek Extended (polytonic)
  [0x2000, 0x209f], // spaces, dashes, quotes, bullets, ellipsis; superscripts and subscripts
  [0x20a0, 0x20b5], // currency signs (€, £, ₴ …)
  [0x20b8, 0x20ba], // ₸ ₹ ₺
  [0x20bd, 0x20bd], // ₽
  [0x2100, 0x2109], // letterlike symbols (℃, №, ™ …)
  [0x210b, 0x2149],
  [0x214b, 0x214b],
  [0x214e, 0x214e],
  [0x2150, 0x2185], // fractions and Roman numerals
  [0x2189, 0x2189],
  [0x2190, 0x22ff], // arrows and mathematical operators
  [0xfb00, 0xfb06], // Latin ligatures (ﬁ, ﬂ), as text copied from a PDF holds them
];

const EMOJI = /[\p{Extended_Pictographic}\p{Emoji_Presentation}\p{Emoji_Component}\p{Regional_Indicator}]/u;
const RIGHT_TO_LEFT =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/** Whether the report prints `character` (one code point) as it is meant to be read. */
export function reportCanPrint(character: string): boolean {
  const code = character.codePointAt(0) ?? -1;
  return (
    PRINTED.some(([first, last]) => code >= first && code <= last) && SET_LEFT_TO_RIGHT.test(character) && !NOT_A_CHARACTER.test(character)
  );
}

/** Why the report could not print `character`, for a character it cannot print. */
function whyNotPrinted(character: string): FreeTextProblem {
  if (EMOJI.test(character)) return "emoji";
  if (RIGHT_TO_LEFT.test(character)) return "right-to-left";
  if (/^\p{Cf}$/u.test(character)) return "control";
  return "other";
}

/** The first reason `text` cannot be a free-text answer, or null when it can. Breaking the line is checked first. */
export function freeTextProblem(text: string): FreeTextProblem | null {
  if (BREAKS_THE_LINE.test(text)) return "control";
  for (const character of text) {
    if (!reportCanPrint(character)) return whyNotPrinted(character);
  }
  return null;
}

const WRITE_IN = "in Latin, Greek or Cyrillic letters";

/**
 * The refusal in plain words: `field` names the answer ("user_job" to an API client, "Your occupation" in the
 * wizard) and `subject` is how the advice refers to it ("your occupation", "it").
 */
export function freeTextMessage(problem: FreeTextProblem, field: string, subject: string): string {
  switch (problem) {
    case "control":
      return `${field} must be one line of text: no line breaks, tabs or other control characters`;
    case "emoji":
      return `${field} contains emoji, which our report cannot print: its font has no colour emoji and draws most as empty boxes. Please write ${subject} ${WRITE_IN}.`;
    case "right-to-left":
      return `${field} contains right-to-left text (such as Arabic or Hebrew), which our report cannot print in the right order. Please write ${subject} ${WRITE_IN}.`;
    case "other":
      return `${field} contains characters our report cannot print: its font has Latin, Greek and Cyrillic letters and common punctuation and symbols only. Please write ${subject} ${WRITE_IN}.`;
  }
}
