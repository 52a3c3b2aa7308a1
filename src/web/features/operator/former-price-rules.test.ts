import { describe, expect, it } from "vitest";
import { formerPriceStatusText } from "./former-price-rules";

describe("the former price form", () => {
  it("says whether buyers see the former price now", () => {
    expect(formerPriceStatusText({ formerPrice: null, shownNow: false })).toMatch(/^No former price is set/);
    expect(formerPriceStatusText({ formerPrice: { amountUsd: 69.95, endsOn: "2031-12-31" }, shownNow: true })).toBe(
      "Former price $69.95, last day December 31, 2031 (UTC): shown to buyers now, struck through.",
    );
    expect(formerPriceStatusText({ formerPrice: { amountUsd: 69.95, endsOn: "2031-12-31" }, shownNow: false })).toMatch(/has ended and is no longer shown/);
  });
});
