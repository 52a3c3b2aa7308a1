import { describe, expect, it } from "vitest";
import { formatPrice, limitedTimeLabel, liveFormerPrice } from "./offer-rules";

describe("the report offer as the page reads it", () => {
  const now = new Date("2031-06-15T12:00:00.000Z");

  it("writes prices with their cents", () => {
    expect(formatPrice(49.99)).toBe("$49.99");
    expect(formatPrice(100)).toBe("$100.00");
  });

  it("states the end date in the Limited Time Offer label", () => {
    expect(limitedTimeLabel({ amountUsd: 69.95, endsOn: "2031-12-31" })).toBe("Limited Time Offer — until December 31, 2031");
  });

  it("shows a former price only when the answer carries a live, well-formed one", () => {
    expect(liveFormerPrice({ priceUsd: 49.99, currency: "usd", formerPrice: { amountUsd: 69.95, endsOn: "2031-06-15" } }, now)).toEqual({
      amountUsd: 69.95,
      endsOn: "2031-06-15",
    });
    expect(liveFormerPrice({ priceUsd: 49.99, currency: "usd", formerPrice: null }, now)).toBeNull();
    expect(liveFormerPrice({ formerPrice: { amountUsd: 69.95, endsOn: "2031-06-14" } }, now)).toBeNull();
    expect(liveFormerPrice({ formerPrice: { amountUsd: "69.95", endsOn: "2031-06-20" } }, now)).toBeNull();
    expect(liveFormerPrice({ exists: false }, now)).toBeNull();
    expect(liveFormerPrice(null, now)).toBeNull();
  });
});
