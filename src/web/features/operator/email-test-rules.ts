/** The e-mail test's rules (operator spec sections 5, 8). */
import { OPERATOR_MESSAGES, type SendTestEmailResponse } from "@shared/contracts/operator";
import { errorText } from "./operator-api";

export const EMAIL_TEST_MESSAGES = { failed: "Failed to send test email", network: "Network error occurred." } as const;

export type EmailOutcome = { kind: "sent"; messageId: string; transport: SendTestEmailResponse["transport"] } | { kind: "error"; message: string };

/** The typed address's problem before sending, if any. */
export function emailProblem(email: string): string | null {
  return email.trim() === "" ? OPERATOR_MESSAGES.enterEmail : null;
}

export function emailOutcome(ok: boolean, body: unknown): EmailOutcome {
  const answer = body as Partial<SendTestEmailResponse> | null;
  if (ok && answer?.success === true && typeof answer.messageId === "string") {
    return { kind: "sent", messageId: answer.messageId, transport: answer.transport ?? "smtp" };
  }
  return { kind: "error", message: errorText(body) ?? EMAIL_TEST_MESSAGES.failed };
}
