/** A real SMTP server for tests: no TLS, any login accepted, every message kept as received. */
import { SMTPServer } from "smtp-server";

export type TestSmtp = { received: string[]; close: () => Promise<void> };

export async function startSmtp(port: number): Promise<TestSmtp> {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push(Buffer.concat(chunks).toString("utf8"));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
