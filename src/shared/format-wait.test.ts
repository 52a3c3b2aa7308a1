/** format.ts: the one wording of a wait (route limits, re-send cap), and amounts in their own currency. */
import { describe, expect, it } from "vitest";
import { formatAmount, waitInWords, whenInWords } from "./format";

describe("whenInWords", () => {
  it("says the minute in UTC, rounded up so it is never before the time", () => {
    expect(whenInWords(new Date("2026-11-28T15:05:00Z"))).toBe("November 28, 2026 at 3:05 PM UTC");
    expect(whenInWords(new Date("2026-11-28T15:04:00.001Z"))).toBe("November 28, 2026 at 3:05 PM UTC");
    expect(whenInWords(new Date("2026-11-24T00:59:30Z"))).toBe("November 24, 2026 at 1:00 AM UTC");
  });

  it("keeps a plain space before AM/PM whatever the ICU version writes", () => {
    expect(whenInWords(new Date("2026-11-28T15:05:00Z"))).not.toMatch(/\u202f/);
  });
});

describe("waitInWords", () => {
  it.each([
    [10_000, "less than a minute"],
    [45_000, "about a minute"],
    [3312_000, "about 55 minutes"],
    [59 * 60_000 + 40_000, "about an hour"],
    [90 * 60_000, "about 2 hours"],
    [23 * 3_600_000, "about 23 hours"],
    [72 * 3_600_000, "about 3 days"],
  ])("says a wait of %d ms as %j", (ms, words) => {
    expect(waitInWords(ms)).toBe(words);
  });
});

describe("an amount in its own currency", () => {
  it("never writes decimals a currency does not have (yen, won), and keeps them for one that does", () => {
    expect(formatAmount(3_000_000.4, "JPY")).toBe("JPY 3,000,000");
    expect(formatAmount(1234.56, "KRW")).toBe("KRW 1,235");
    expect(formatAmount(920.5, "EUR")).toBe("EUR 920.5");
    expect(formatAmount(4128.244, "EUR")).toBe("EUR 4,128.24");
  });
});
