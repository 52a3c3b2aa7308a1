import { describe, expect, it } from "vitest";
import { LOGIN_DELAY_MS } from "@shared/contracts/operator";
import { loginOutcome, remainingLoginDelay } from "./gate-rules";

describe("a sign-in answer (operator spec section 8, decisions.md)", () => {
  it("signs in on 200 and says the password is wrong on 401", () => {
    expect(loginOutcome(200, { success: true })).toEqual({ kind: "signed_in" });
    expect(loginOutcome(401, { error: "anything" })).toEqual({ kind: "refused", message: "Invalid password. Access denied." });
  });

  it("shows the server's text on 429, the not-configured state on its 503, and the generic failure otherwise", () => {
    expect(loginOutcome(429, { error: "Too many failed sign-in attempts. Please wait before trying again." })).toEqual({
      kind: "refused",
      message: "Too many failed sign-in attempts. Please wait before trying again.",
    });
    expect(loginOutcome(503, { error: "Operator access is not configured. Set ADMIN_PASSWORD on the server and restart it." })).toEqual({ kind: "not_configured" });
    expect(loginOutcome(503, null)).toEqual({ kind: "refused", message: "Login failed. Please try again." });
    expect(loginOutcome(500, { error: "boom" })).toEqual({ kind: "refused", message: "Login failed. Please try again." });
    expect(loginOutcome(403, null)).toEqual({ kind: "refused", message: "Login failed. Please try again." });
  });
});

describe("the 0.5 s login delay", () => {
  it("holds a quick answer until 0.5 s have passed, and never a slow one", () => {
    expect(LOGIN_DELAY_MS).toBe(500);
    expect(remainingLoginDelay(1_000, 1_100)).toBe(400);
    expect(remainingLoginDelay(1_000, 1_700)).toBe(0);
  });
});
