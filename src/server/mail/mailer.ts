/**
 * The one mail transport: nodemailer over SMTP (SMTP_URL), or, without it, each message written as an
 * `.eml` file to `{DATA_DIR}/outbox/` so the product works on a laptop. The only importer of nodemailer.
 */
import fs from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";

/** `unsubscribeUrl`: sent as List-Unsubscribe with List-Unsubscribe-Post (one click, RFC 8058). */
export type OutgoingMail = { to: string; subject: string; text: string; html: string; unsubscribeUrl?: string | null };

/** The message nodemailer sends: the unsubscribe address as its List-Unsubscribe headers. */
function message(from: string, { unsubscribeUrl, ...mail }: OutgoingMail) {
  return unsubscribeUrl
    ? { from, ...mail, list: { unsubscribe: { url: unsubscribeUrl } }, headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } }
    : { from, ...mail };
}

export type Mailer = {
  readonly kind: "smtp" | "outbox";
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  /** A live check of the transport, answered in words (SMTP handshake, or the outbox is writable). */
  verify(): Promise<string>;
  close(): void;
};

export function createMailer(options: { smtpUrl: string | undefined; from: string; outboxDir: string }): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options.from) : outboxMailer(options.outboxDir, options.from);
}

function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as never);
  const host = new URL(smtpUrl).hostname;
  return {
    kind: "smtp",
    async send(mail) {
      const info = await transport.sendMail(message(from, mail));
      return { messageId: String(info.messageId) };
    },
    async verify() {
      await transport.verify();
      return `SMTP server ${host} accepted the connection`;
    },
    close: () => transport.close(),
  };
}

function outboxMailer(outboxDir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "outbox",
    async send(mail) {
      const info = await transport.sendMail(message(from, mail));
      const messageId = String(info.messageId);
      fs.mkdirSync(outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${messageId.replace(/[^A-Za-z0-9]/g, "").slice(0, 32)}.eml`;
      const target = path.join(outboxDir, name);
      // Written whole, then renamed: a reader never sees half a message.
      fs.writeFileSync(`${target}.tmp`, info.message as Buffer);
      fs.renameSync(`${target}.tmp`, target);
      return { messageId };
    },
    async verify() {
      fs.mkdirSync(outboxDir, { recursive: true });
      fs.accessSync(outboxDir, fs.constants.W_OK);
      return `No SMTP_URL: messages are written to ${outboxDir}`;
    },
    close: () => transport.close(),
  };
}
