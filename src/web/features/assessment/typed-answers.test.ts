import { describe, expect, it } from "vitest";
import { countDigits, limitDigits, MONEY_MAX_DIGITS, parseAge } from "./typed-answers";

describe("the budget field's digit limit", () => {
  it("limits the number of digits, never the characters: $50,000.00 fits, an eighth digit is refused", () => {
    expect(limitDigits("", "$50,000.00", MONEY_MAX_DIGITS)).toBe("$50,000.00");
    expect(limitDigits("$50,000.00", "$50,000.001", MONEY_MAX_DIGITS)).toBe("$50,000.00");
    expect(countDigits("$2,000")).toBe(4);
  });
});

describe("reading an age", () => {
  it("reads whole years and nothing else", () => {
    expect(parseAge("30")).toBe(30);
    expect(parseAge(" 67 ")).toBe(67);
    expect(parseAge("15")).toBe(15);
    expect(parseAge("sixty")).toBeNull();
    expect(parseAge("30.5")).toBeNull();
    expect(parseAge("")).toBeNull();
  });
});
