import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMoney, parseMoney } from "./money";

describe("reading money as people type it", () => {
  it.each([
    ["2000", 2000],
    ["2,000", 2000],
    ["$2,000", 2000],
    ["2000.00", 2000],
    ["$ 2,000.50", 2000.5],
    ["US$2000", 2000],
    ["2000 USD", 2000],
    ["2k", 2000],
    ["2.5K", 2500],
    ["  1,234,567 ", 1234567],
    ["50000", 50000],
  ])("reads %j as %d", (typed, amount) => {
    expect(parseMoney(typed)).toBe(amount);
  });

  it.each(["", "two thousand", "20,00", "2,0000", "2.000.000", "2000.555", "-2000", "$", "2 000", "1e3"])("does not read %j (the field shows its message)", (typed) => {
    expect(parseMoney(typed)).toBeNull();
  });

  it("formats what it reads with thousands separators, and reads the formatted text back as the same amount", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000_000 }), (cents) => {
        const amount = cents / 100;
        expect(parseMoney(formatMoney(amount))).toBe(amount);
        expect(parseMoney(`$${formatMoney(amount)}`)).toBe(amount);
      }),
    );
    expect(formatMoney(2000)).toBe("2,000");
    expect(formatMoney(2000.5)).toBe("2,000.50");
  });
});
