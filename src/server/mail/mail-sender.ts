/**
 * Sends queued e-mail: polls for due messages (every second, and at once when woken after a report
 * completes), claims each with a lease just before sending it (a message about an order only while the order's data
 * is held), sends, and records the outcome with backoff on failure. A pass
 * that fails as a whole (the database is away) is retried with backoff too: pollMs doubled per failed
 * pass up to 30 s, back to pollMs after one that works. Logs never carry message bodies or links: the
 * message id, its purpose and the recipient's domain only.
 */
import type { Clock } from "@server/clock";
import type { Database } from "@server/db/database";
import type { QueueLog } from "@server/jobs/queue-log";
import { claimMail, dueMailIds, markMailAttemptFailed, markMailSent, MAIL_RETRY, type RetryPolicy } from "./mail.repository";
import type { Mailer } from "./mailer";

export type MailSender = {
  start(): void;
  /** Stops polling and waits for a send in flight. */
  stop(): Promise<void>;
  /** One pass over due messages (tests, operators). */
  sendDueNow(): Promise<{ sent: number; failed: number }>;
  /** Poll now instead of at the next tick. */
  wake(): void;
};

export type MailOutcome = "sent" | "failed" | "retried";

const MAX_PASS_BACKOFF_MS = 30_000;

const domainOf = (address: string) => address.split("@")[1] ?? "unknown";
const purposeOf = (dedupeKey: string) => dedupeKey.split(":")[0];

export function createMailSender(options: {
  db: Database;
  mailer: Mailer;
  clock: Clock;
  log: QueueLog;
  pollMs?: number;
  leaseMs?: number;
  batch?: number;
  retry?: RetryPolicy;
  /** Told of each try: "retried" when it follows a failed one, then "sent" or "failed" (the metrics). */
  onOutcome?: (outcome: MailOutcome) => void;
}): MailSender {
  const { db, mailer, clock, log } = options;
  const told = options.onOutcome ?? (() => {});
  const pollMs = options.pollMs ?? 1000;
  const leaseMs = options.leaseMs ?? 60_000;
  const batch = options.batch ?? 10;
  const retry = options.retry ?? MAIL_RETRY;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let inFlight: Promise<unknown> = Promise.resolve();
  let failedPasses = 0;
  const nextPollMs = () => (failedPasses === 0 ? pollMs : Math.min(MAX_PASS_BACKOFF_MS, pollMs * 2 ** failedPasses));

  async function sendDueNow(): Promise<{ sent: number; failed: number }> {
    let sent = 0;
    let failed = 0;
    for (const id of await dueMailIds(db, clock.now(), batch)) {
      // Claimed just before it is sent, so the lease covers the send (the SMTP time limits in mailer.ts stay well under it).
      const message = await claimMail(db, id, clock.now(), leaseMs);
      if (!message) continue;
      const about = { mailId: message.id, purpose: purposeOf(message.dedupe_key), domain: domainOf(message.to_address) };
      if (message.attempts > 0) told("retried");
      try {
        const { messageId } = await mailer.send({
          to: message.to_address,
          subject: message.subject,
          text: message.text_body,
          html: message.html_body,
          unsubscribeUrl: message.list_unsubscribe,
        });
        await markMailSent(db, message.id, messageId, clock.now());
        sent += 1;
        told("sent");
        log.info(about, "e-mail sent");
      } catch (error) {
        failed += 1;
        told("failed");
        const reason = error instanceof Error ? error.message : String(error);
        const status = await markMailAttemptFailed(db, message, reason, clock.now(), retry);
        log.warn({ ...about, status, reason }, "e-mail not sent; will retry");
      }
    }
    return { sent, failed };
  }

  function tick(): void {
    if (!running) return;
    inFlight = sendDueNow()
      .then(() => {
        failedPasses = 0;
      })
      .catch((error: unknown) => {
        failedPasses += 1;
        log.error({ err: error, retryInMs: nextPollMs() }, "mail sender pass failed");
      })
      .finally(() => {
        if (running) timer = setTimeout(tick, nextPollMs());
      });
  }

  return {
    start() {
      if (running) return;
      running = true;
      tick();
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      await inFlight;
    },
    sendDueNow,
    wake() {
      if (!running) return;
      clearTimeout(timer);
      // Let a pass in flight finish first, then poll at once.
      void inFlight.then(() => {
        if (!running) return;
        clearTimeout(timer);
        tick();
      });
    },
  };
}
