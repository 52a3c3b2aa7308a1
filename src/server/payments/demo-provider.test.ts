import { describe, expect, it } from "vitest";
import { luhnValid } from "@shared/card-rules";
import { demoCardProblem } from "./demo-provider";

const now = new Date("2026-11-23T00:00:00Z");
const card = (overrides: Partial<{ cardNumber: string; expiry: string; cvc: string }> = {}) => ({
  cardNumber: "4242 4242 4242 4242",
  expiry: "12 / 30",
  cvc: "123",
  ...overrides,
});

describe("demo card rules", () => {
  it("accepts Stripe's test card numbers and refuses a mistyped one (Luhn)", () => {
    expect(luhnValid("4242424242424242")).toBe(true);
    expect(luhnValid("4000000000000002")).toBe(true);
    expect(luhnValid("4242424242424241")).toBe(false);
  });

  it("names the first problem: number, expiry, past expiry, security code", () => {
    expect(demoCardProblem(card(), now)).toBeNull();
    expect(demoCardProblem(card({ cardNumber: "1234" }), now)).toBe("Your card number is invalid.");
    expect(demoCardProblem(card({ expiry: "13/30" }), now)).toBe("Your card's expiration date is incomplete.");
    expect(demoCardProblem(card({ expiry: "10/26" }), now)).toBe("Your card's expiration year is in the past.");
    expect(demoCardProblem(card({ expiry: "11/26" }), now)).toBeNull();
    expect(demoCardProblem(card({ cvc: "1" }), now)).toBe("Your card's security code is incomplete.");
  });
});
