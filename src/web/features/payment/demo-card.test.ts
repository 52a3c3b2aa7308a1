import { describe, expect, it } from "vitest";
import { formatCardNumber, formatExpiry, isCardComplete, validateDemoCard } from "./demo-card";

const now = new Date(2026, 10, 23);

describe("the demo card form's rules", () => {
  it("groups card digits by four and formats the expiry as MM / YY", () => {
    expect(formatCardNumber("4242-4242x4242 42424")).toBe("4242 4242 4242 4242 4");
    expect(formatExpiry("1234")).toBe("12 / 34");
    expect(formatExpiry("1")).toBe("1");
  });

  it("accepts a valid test card and names each problem of an invalid one", () => {
    expect(validateDemoCard({ number: "4242 4242 4242 4242", expiry: "12 / 30", cvc: "123" }, now)).toEqual({});
    expect(validateDemoCard({ number: "4242 4242 4242 4241", expiry: "13 / 30", cvc: "12" }, now)).toEqual({
      number: "Your card number is invalid.",
      expiry: "Your card's expiration date is incomplete.",
      cvc: "Your card's security code is incomplete.",
    });
    expect(validateDemoCard({ number: "4242424242424242", expiry: "10 / 26", cvc: "1234" }, now)).toEqual({ expiry: "Your card's expiration year is in the past." });
    expect(isCardComplete({ number: "4242424242424242", expiry: "11 / 26", cvc: "123" })).toBe(true);
  });
});
