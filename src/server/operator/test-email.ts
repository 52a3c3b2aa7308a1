/**
 * The operator's e-mail test (POST /api/test/send-email): one short message straight through the real
 * transport (SMTP when SMTP_URL is set, else an .eml file in DATA_DIR/outbox), not through the mail
 * queue, so the answer says at once whether delivery works. A failure is told in words built from the
 * error's codes (failure-text.ts): SMTP_URL may hold a password, and server replies may quote it.
 */
import { BRAND_NAME } from "@shared/constants";
import type { SendTestEmailResponse } from "@shared/contracts/operator";
import { mailFailureText } from "@server/health/failure-text";
import { AppError } from "@server/http/errors";
import type { Services } from "@server/services";

export const TEST_EMAIL_SUBJECT = `${BRAND_NAME} test e-mail`;

export function testEmailBody(transport: "smtp" | "outbox", sentAt: Date): { text: string; html: string } {
  const how = transport === "smtp" ? "through the configured SMTP server" : "to the outbox folder (no SMTP_URL is set)";
  const line = `This is a test message from the ${BRAND_NAME} operator area, sent ${how} at ${sentAt.toISOString()}. If it reached you, e-mail delivery works.`;
  return { text: `${line}\n`, html: `<p>${line}</p>` };
}

export async function sendTestEmail(services: Pick<Services, "mailer" | "clock" | "log">, to: string): Promise<SendTestEmailResponse> {
  const transport = services.mailer.kind;
  try {
    const { messageId } = await services.mailer.send({ to, subject: TEST_EMAIL_SUBJECT, ...testEmailBody(transport, services.clock.now()) });
    return { success: true, messageId, transport };
  } catch (error) {
    const reason = mailFailureText(error);
    services.log.warn({ transport, reason, code: (error as { code?: unknown } | null)?.code }, "operator test e-mail failed");
    throw new AppError(502, `The test e-mail could not be sent. ${reason}`);
  }
}
