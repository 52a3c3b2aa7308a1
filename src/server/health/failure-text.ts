/**
 * Words for a failure that are safe to show an operator. Error texts can carry a connection URL with its
 * password (SMTP_URL, DATABASE_URL) or a server response quoting one, so mail failures are described
 * from their error codes alone, and any other text has credentials in URLs masked and is cut short.
 */

type MailError = { code?: unknown; responseCode?: unknown; command?: unknown };

const MAIL_CODES: Record<string, string> = {
  EAUTH: "The SMTP server refused the login: check the user name and password in SMTP_URL.",
  ENOAUTH: "The SMTP server requires a login: SMTP_URL has no user name and password.",
  ECONNREFUSED: "The SMTP server refused the connection: check the host and port in SMTP_URL.",
  ETIMEDOUT: "The SMTP server did not answer in time.",
  ECONNRESET: "The SMTP server closed the connection.",
  EDNS: "The SMTP server's host name could not be resolved.",
  ENOTFOUND: "The SMTP server's host name could not be resolved.",
  ETLS: "The TLS handshake with the SMTP server failed.",
  EENVELOPE: "The SMTP server refused the sender or recipient address.",
  EMESSAGE: "The SMTP server refused the message.",
  EACCES: "The outbox folder (DATA_DIR/outbox) cannot be written: permission denied.",
  EROFS: "The outbox folder (DATA_DIR/outbox) is on a read-only file system.",
  ENOSPC: "The outbox folder (DATA_DIR/outbox) is on a full disk.",
};

/** A mail transport failure in words built from its codes only (never the server's text). */
export function mailFailureText(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as MailError;
  // nodemailer reports a refused or failed connection as ECONNECTION/ESOCKET, with the system code in the text.
  const text = error instanceof Error ? error.message : "";
  const systemCode = /\b(ECONNREFUSED|ETIMEDOUT|ECONNRESET|ENOTFOUND)\b/.exec(text)?.[1];
  const key = typeof code === "string" && code in MAIL_CODES ? code : systemCode;
  const base = key ? (MAIL_CODES[key] as string) : "The mail transport failed.";
  const status = typeof responseCode === "number" ? ` (SMTP status ${responseCode})` : "";
  const label = typeof code === "string" && /^[A-Z]{3,20}$/.test(code) && code !== key ? ` [${code}]` : "";
  return `${base}${status}${label}`;
}

/** Any error's text with the user:password part of URLs masked, at most 300 characters. */
export function safeErrorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/([a-z][a-z0-9+.-]*:\/\/)[^\s/@]*@/gi, "$1***@").slice(0, 300);
}
