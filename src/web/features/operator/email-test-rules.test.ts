import { describe, expect, it } from "vitest";
import { emailOutcome, emailProblem } from "./email-test-rules";

describe("the e-mail test (operator spec sections 5, 8)", () => {
  it("requires an address", () => {
    expect(emailProblem("")).toBe("Please enter an email address");
    expect(emailProblem("  ")).toBe("Please enter an email address");
    expect(emailProblem("ops@example.com")).toBeNull();
  });

  it("shows the message id, the server's error, or the spec's fallback", () => {
    expect(emailOutcome(true, { success: true, messageId: "<m1@newshores>", transport: "outbox" })).toEqual({ kind: "sent", messageId: "<m1@newshores>", transport: "outbox" });
    expect(emailOutcome(false, { error: "email must be a valid e-mail address" })).toEqual({ kind: "error", message: "email must be a valid e-mail address" });
    expect(emailOutcome(false, null)).toEqual({ kind: "error", message: "Failed to send test email" });
  });
});
