import { describe, expect, it } from "vitest";
import { endsOnProblem, FORMER_PRICE_MESSAGES, formerPriceEndsAt, formerPriceRequestSchema, isFormerPriceLive } from "./report-offer";

const firstError = (body: unknown) => {
  const parsed = formerPriceRequestSchema.safeParse(body);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe("the former price request", () => {
  it("accepts a price above $49.99 up to $1000 in whole cents, with a calendar date", () => {
    for (const amountUsd of [50, 69.95, 0.1 + 69.2, 1000]) expect(firstError({ amountUsd, endsOn: "2031-12-31" }), String(amountUsd)).toBeNull();
  });

  it("names what is wrong with the price", () => {
    expect(firstError({ amountUsd: 49.99, endsOn: "2031-12-31" })).toBe(FORMER_PRICE_MESSAGES.amountNotAbovePrice);
    expect(firstError({ amountUsd: 1000.01, endsOn: "2031-12-31" })).toBe(FORMER_PRICE_MESSAGES.amountTooHigh);
    expect(firstError({ amountUsd: 69.999, endsOn: "2031-12-31" })).toBe(FORMER_PRICE_MESSAGES.amountCents);
    for (const amountUsd of ["69.95", null, undefined, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(firstError({ amountUsd, endsOn: "2031-12-31" }), String(amountUsd)).toBe(FORMER_PRICE_MESSAGES.amountNotNumber);
    }
  });

  it("takes the last day only as a real YYYY-MM-DD date", () => {
    for (const endsOn of ["2031-02-29", "2031-13-01", "31-12-2031", "2031-12-31T00:00:00Z", 20311231, ""]) {
      expect(firstError({ amountUsd: 69.95, endsOn }), String(endsOn)).toBe(FORMER_PRICE_MESSAGES.endsOnFormat);
    }
  });
});

describe("a former price's last day", () => {
  const now = new Date("2031-06-15T12:00:00.000Z");

  it("lasts to the end of that day, UTC", () => {
    expect(formerPriceEndsAt("2031-06-15").toISOString()).toBe("2031-06-16T00:00:00.000Z");
    expect(isFormerPriceLive({ amountUsd: 69.95, endsOn: "2031-06-15" }, new Date("2031-06-15T23:59:59.999Z"))).toBe(true);
    expect(isFormerPriceLive({ amountUsd: 69.95, endsOn: "2031-06-15" }, new Date("2031-06-16T00:00:00.000Z"))).toBe(false);
  });

  it("may be today or a later day within a year when set, never a past day", () => {
    expect(endsOnProblem("2031-06-15", now)).toBeNull();
    expect(endsOnProblem("2032-06-15", now)).toBeNull();
    expect(endsOnProblem("2031-06-14", now)).toBe(FORMER_PRICE_MESSAGES.endsOnPast);
    expect(endsOnProblem("2032-06-17", now)).toBe(FORMER_PRICE_MESSAGES.endsOnTooFar);
  });
});
