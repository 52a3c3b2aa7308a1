import { describe, expect, it } from "vitest";
import { OPERATOR_MESSAGES } from "@shared/contracts/operator";
import { keyModeLabel, keyTestProblem, keyUpdateProblem, updateOutcome } from "./key-rules";

// Key-shaped strings are built at run time so no literal key ever sits in the repository.
const key = (...parts: string[]) => parts.join("_");
const secretTest = key("sk", "test", "a".repeat(24));
const secretLive = key("sk", "live", "b".repeat(24));
const restricted = key("rk", "test", "c".repeat(24));
const publishableLive = key("pk", "live", "d".repeat(24));

describe("the key test button's checks (operator spec section 5)", () => {
  it("asks for a key first, then for the sk_test_/sk_live_ format", () => {
    expect(keyTestProblem("")).toBe("Please enter a Stripe key first");
    expect(keyTestProblem("   ")).toBe("Please enter a Stripe key first");
    expect(keyTestProblem("hello")).toBe("Invalid key format. Must start with sk_test_ or sk_live_");
    expect(keyTestProblem(restricted)).toBe(OPERATOR_MESSAGES.invalidKeyFormat);
    expect(keyTestProblem(secretTest)).toBeNull();
    expect(keyTestProblem(secretLive)).toBeNull();
  });
});

describe("what blocks a key update", () => {
  it("names a restricted or publishable key, and a bad format", () => {
    expect(keyUpdateProblem(restricted, "")).toBe(
      "You entered a Restricted API Key. Please use a Secret Key instead (starts with sk_test_ or sk_live_).",
    );
    expect(keyUpdateProblem(publishableLive, "")).toBe(
      "You entered a Publishable Key. Please use a Secret Key instead (starts with sk_test_ or sk_live_).",
    );
    expect(keyUpdateProblem("sk_nope", "")).toBe(OPERATOR_MESSAGES.invalidKeyFormat);
  });

  it("lets a valid secret key through, with or without a valid publishable key", () => {
    expect(keyUpdateProblem(secretTest, "")).toBeNull();
    expect(keyUpdateProblem(secretTest, publishableLive)).toBeNull();
    expect(keyUpdateProblem(secretTest, secretLive)).toBe("A publishable key must start with pk_test_ or pk_live_");
  });
});

describe("an update's answer", () => {
  it("shows the server's message on success, its error or the spec's fallback otherwise", () => {
    expect(updateOutcome(true, { success: true, message: "Stripe secret key saved." })).toEqual({ kind: "saved", message: "Stripe secret key saved." });
    expect(updateOutcome(false, { error: "secretKey is too long" })).toEqual({ kind: "error", message: "secretKey is too long" });
    expect(updateOutcome(false, null)).toEqual({ kind: "error", message: "Failed to update Stripe secret key" });
  });
});

describe("key modes", () => {
  it("reads Test, Live or Invalid from the server's flags", () => {
    expect(keyModeLabel({ isTest: true, isLive: false })).toBe("Test");
    expect(keyModeLabel({ isTest: false, isLive: true })).toBe("Live");
    expect(keyModeLabel({ isTest: false, isLive: false })).toBe("Invalid");
  });
});
