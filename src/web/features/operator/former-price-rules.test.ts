import { describe, expect, it } from "vitest";
import { formerPriceStatusText, parseDollars } from "./former-price-rules";

describe("the former price form", () => {
  it("reads dollars as people type them, and nothing else", () => {
    expect(parseDollars("69.95")).toBe(69.95);
    expect(parseDollars(" $69.95 ")).toBe(69.95);
    expect(parseDollars("1,000")).toBe(1000);
    for (const text of ["", "abc", "69.95.1", "-70", "$"]) expect(parseDollars(text), text).toBeNull();
  });

  it("says whether buyers see the former price now", () => {
    expect(formerPriceStatusText({ formerPrice: null, shownNow: false })).toMatch(/^No former price is set/);
    expect(formerPriceStatusText({ formerPrice: { amountUsd: 69.95, endsOn: "2031-12-31" }, shownNow: true })).toBe(
      "Former price $69.95, last day December 31, 2031 (UTC): shown to buyers now, struck through.",
    );
    expect(formerPriceStatusText({ formerPrice: { amountUsd: 69.95, endsOn: "2031-12-31" }, shownNow: false })).toMatch(/has ended and is no longer shown/);
  });
});
