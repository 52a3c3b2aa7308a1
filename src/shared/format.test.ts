import { describe, expect, it } from "vitest";
import { formatNumber, formatUsd } from "./format";

describe("formatUsd", () => {
  it.each([
    [0, "$0"], [999, "$999"], [1000, "$1,000"], [1250.4, "$1,250"], [1250.5, "$1,251"], [1234567, "$1,234,567"], [-2500, "$-2,500"],
  ])("formats %d as %s", (amount, text) => {
    expect(formatUsd(amount)).toBe(text);
  });

  it("matches Intl's en-US grouping for whole dollars", () => {
    const intl = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
    for (const amount of [7, 70, 700, 7000, 70000, 700000, 7000000]) expect(formatUsd(amount)).toBe(`$${intl.format(amount)}`);
  });
});

describe("formatNumber", () => {
  it("keeps up to two decimals with grouping", () => {
    expect(formatNumber(1234.567)).toBe("1,234.57");
    expect(formatNumber(27487)).toBe("27,487");
  });
});
