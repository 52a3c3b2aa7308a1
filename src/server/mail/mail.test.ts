import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Clock } from "@server/clock";
import { freePort } from "../../../scripts/product-process";
import { startSmtp } from "../../../tests/support/smtp-server";
import { testDatabases, type TestDatabase } from "../../../tests/support/test-databases";
import { claimMail, dueMailIds, enqueueMail } from "./mail.repository";
import { createMailSender } from "./mail-sender";
import { createMailer } from "./mailer";
import { escapeHtml, reportLinkResentEmail, reportReadyEmail } from "./report-emails";
import { machineryIn } from "../../../tests/support/plain-words";

const log = pino({ level: "silent" });
const mail = (key: string) => ({ dedupeKey: key, orderId: null, to: "buyer@example.com", subject: `Subject ${key}`, text: `Text ${key}`, html: `<p>HTML ${key}</p>` });

function movableClock(start = new Date("2026-11-23T10:00:00Z")): Clock & { advance: (ms: number) => void } {
  let now = start.getTime();
  return { now: () => new Date(now), advance: (ms) => (now += ms) };
}



describe.each(testDatabases())("queued e-mail on $name", ({ open }) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => database?.close());

  it("queues a message once per dedupe key", async () => {
    const now = new Date();
    expect(await enqueueMail(database.db, mail("report-ready:1"), now)).toEqual({ created: true });
    expect(await enqueueMail(database.db, mail("report-ready:1"), now)).toEqual({ created: false });
    expect(await database.db.selectFrom("mail_messages").selectAll().execute()).toHaveLength(1);
  });

  it("lets only one of two concurrent senders claim a message", async () => {
    const now = new Date();
    for (const key of ["a", "b", "c", "d"]) await enqueueMail(database.db, mail(key), now);
    const claimAll = async () => {
      const claimed = [];
      for (const id of await dueMailIds(database.db, now, 10)) claimed.push(await claimMail(database.db, id, now, 60_000));
      return claimed.flatMap((row) => (row ? [row] : []));
    };
    const [first, second] = await Promise.all([claimAll(), claimAll()]);
    const ids = [...first, ...second].map((row) => row.id);
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);
  });

  it("keeps mail through an SMTP outage and delivers each message exactly once when SMTP is back", async () => {
    const port = await freePort();
    const clock = movableClock();
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: "NewShores <reports@newshores.test>", outboxDir: "/nonexistent" });
    const outcomes: string[] = [];
    const senders = [1, 2].map(() => createMailSender({ db: database.db, mailer, clock, log, onOutcome: (outcome) => outcomes.push(outcome) }));
    for (const key of ["one", "two", "three"]) await enqueueMail(database.db, mail(key), clock.now());

    const refused = await senders[0]?.sendDueNow();
    expect(refused).toEqual({ sent: 0, failed: 3 });
    const smtp = await startSmtp(port);
    try {
      // Not due yet: the retry waits for its backoff.
      expect(await senders[0]?.sendDueNow()).toEqual({ sent: 0, failed: 0 });
      clock.advance(31_000);
      const passes = await Promise.all(senders.map((sender) => sender.sendDueNow()));
      expect(passes.reduce((sum, pass) => sum + pass.sent, 0)).toBe(3);
      clock.advance(60 * 60_000);
      for (const sender of senders) expect(await sender.sendDueNow()).toEqual({ sent: 0, failed: 0 });
      const subjects = (await Promise.all(smtp.received.map((raw) => simpleParser(raw)))).map((parsed) => parsed.subject).sort();
      expect(subjects).toEqual(["Subject one", "Subject three", "Subject two"]);
      const rows = await database.db.selectFrom("mail_messages").select(["status", "attempts"]).execute();
      expect(rows.every((row) => row.status === "sent" && row.attempts === 2)).toBe(true);
      // What the metrics count: three failed tries, then three retries that were sent.
      expect(outcomes.filter((outcome) => outcome === "failed")).toHaveLength(3);
      expect(outcomes.filter((outcome) => outcome === "retried")).toHaveLength(3);
      expect(outcomes.filter((outcome) => outcome === "sent")).toHaveLength(3);
    } finally {
      mailer.close();
      await smtp.close();
    }
  });
});

describe("the outbox mailer", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "newshores-outbox-"));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("writes each message as a parseable .eml file with text and HTML parts", async () => {
    const mailer = createMailer({ smtpUrl: undefined, from: "NewShores <reports@newshores.test>", outboxDir: dir });
    const { messageId } = await mailer.send({ to: "buyer@example.com", subject: "Your report", text: "Plain words", html: "<p>HTML words</p>" });
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    const parsed = await simpleParser(fs.readFileSync(path.join(dir, files[0] as string)));
    expect(parsed.messageId).toBe(messageId);
    expect(parsed.subject).toBe("Your report");
    expect(parsed.text?.trim()).toBe("Plain words");
    expect(parsed.html).toContain("<p>HTML words</p>");
    expect(await mailer.verify()).toContain(dir);
  });
});

describe("the report e-mail", () => {
  it("gives the download link with its expiry date, the hub link, and escapes what it quotes", () => {
    const email = reportReadyEmail({
      country: "Portugal",
      city: "Lisbon <b>",
      score: 82,
      downloadUrl: "https://newshores.example/api/reports/download/abc?x=1&y=2",
      expiresAt: new Date("2026-11-30T10:00:00Z"),
      hubUrl: "https://newshores.example/relocation-hub/1",
      buyerHubUrl: "https://newshores.example/my-hub",
      hubAccessUntil: new Date("2028-11-23T10:00:00Z"),
    });
    expect(email.text).toContain("https://newshores.example/api/reports/download/abc?x=1&y=2");
    expect(email.text).toContain("This link works until November 30, 2026 (7 days).");
    expect(email.text).toContain("until November 23, 2028");
    expect(email.html).toContain("Lisbon &lt;b&gt;");
    expect(email.html).toContain("abc?x=1&amp;y=2");
    expect(email.html).not.toContain("<img");
    expect(escapeHtml(`"'&`)).toBe("&quot;&#39;&amp;");
  });

  it("speaks plainly: neither e-mail holds the engine's words, formula fragments or raw decimals", () => {
    const ready = reportReadyEmail({
      country: "Portugal",
      city: "Porto",
      score: 70,
      downloadUrl: "https://newshores.example/api/reports/download/abc",
      expiresAt: new Date("2026-11-30T10:00:00Z"),
      hubUrl: "https://newshores.example/relocation-hub/1",
      buyerHubUrl: "https://newshores.example/my-hub",
      hubAccessUntil: new Date("2028-11-23T10:00:00Z"),
    });
    const resent = reportLinkResentEmail({ country: "Portugal", downloadUrl: "https://newshores.example/api/reports/download/abc", expiresAt: new Date("2026-11-30T10:00:00Z"), buyerHubUrl: "https://newshores.example/my-hub" });
    for (const email of [ready, resent]) {
      expect(machineryIn(`${email.subject} ${email.text} ${email.html}`)).toEqual([]);
    }
  });
});
