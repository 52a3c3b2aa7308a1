import { describe, expect, it } from "vitest";
import { mailFailureText, safeErrorText } from "./failure-text";

const withCode = (message: string, fields: Record<string, unknown>) => Object.assign(new Error(message), fields);

describe("failure texts safe to show an operator", () => {
  it("describes a mail failure from its codes, never from the server's words", () => {
    const auth = withCode("Invalid login: 535 Authentication failed for user bob password hunter2", { code: "EAUTH", responseCode: 535 });
    expect(mailFailureText(auth)).toBe("The SMTP server refused the login: check the user name and password in SMTP_URL. (SMTP status 535)");
    expect(mailFailureText(auth)).not.toContain("hunter2");
    const refused = withCode("connect ECONNREFUSED 127.0.0.1:2525", { code: "ESOCKET" });
    expect(mailFailureText(refused)).toBe("The SMTP server refused the connection: check the host and port in SMTP_URL. [ESOCKET]");
    expect(mailFailureText(withCode("EACCES: permission denied, open '/srv/data/outbox/x.eml'", { code: "EACCES" }))).toMatch(/^The outbox folder .* permission denied\.$/);
    expect(mailFailureText(new Error("smtp://bob:hunter2@mail.example failed"))).toBe("The mail transport failed.");
    expect(mailFailureText(undefined)).toBe("The mail transport failed.");
  });

  it("masks credentials in URLs and cuts long texts", () => {
    expect(safeErrorText(new Error("connect to postgres://app:s3cret@db.internal:5432/x failed"))).toBe("connect to postgres://***@db.internal:5432/x failed");
    expect(safeErrorText("x".repeat(500))).toHaveLength(300);
  });
});
