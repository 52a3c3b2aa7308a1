/**
 * Issue 31: the buyer is told. One e-mail per address per batch of changes, at most one a week, at once for an
 * important change, never after unsubscribing; the unsubscribe link works without signing in.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { factsInForce, inForceByDay } from "@server/in-force";
import { printedFact } from "@server/reports/report-manifest";
import { insertManifestOnce } from "@server/reports/report-manifests.repository";
import { testDatabases, type TestDatabase } from "../../../tests/support/test-databases";
import { insertTestAssessment, insertTestOrder } from "../../../tests/support/orders";
import { compareLiveReports } from "./compare-live-reports";
import { recordChanges } from "./fact-changes.repository";
import { NOTICE_EVERY_MS, sendChangeNotices, unsubscribe, unsubscribeUrl, UNSUBSCRIBE_MESSAGES } from "./change-notices";

const SECRET = "test-app-secret-0123456789abcdefghij";
const PUBLIC_URL = "https://newshores.example";
const onDay = inForceByDay();

describe.each(testDatabases())("telling buyers what changed on $name", ({ open }) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database?.close();
  });

  const deps = (iso: string) => ({ db: database.db, clock: { now: () => new Date(iso) }, inForce: onDay, publicUrl: PUBLIC_URL, appSecret: SECRET });
  const mails = () => database.db.selectFrom("mail_messages").selectAll().orderBy("created_at").execute();

  async function buyer(email: string, country: "France" | "Portugal", routesForYou: string[]) {
    const assessmentId = await insertTestAssessment(database.db, { preferred_country: country, preferred_city: null });
    const order = await insertTestOrder(database.db, assessmentId, { customer_email: email, paid_at: "2026-05-31T10:00:00.000Z" });
    const slug = country.toLowerCase();
    const facts = factsInForce(onDay(new Date("2026-05-31T12:00:00Z")))
      .facts.filter((fact) => fact.country === slug)
      .map((fact) => printedFact(fact, slug, routesForYou));
    await insertManifestOnce(database.db, order.id, 1, { scoringVersion: "test", dataEditions: "test", facts }, new Date("2026-05-31T12:00:00Z"));
    return order.id;
  }

  it("sends one e-mail per address for its changes, with a working one-click unsubscribe, and nothing twice", async () => {
    const france = await buyer("Retiree@Example.com", "France", ["visitor"]);
    await compareLiveReports(deps("2026-06-01T08:00:00Z"));
    expect(await sendChangeNotices(deps("2026-06-01T08:00:00Z"))).toBe(1);
    const [mail] = await mails();
    expect(mail).toMatchObject({ to_address: "Retiree@Example.com", order_id: null, subject: "Important: a fact in your NewShores report has changed" });
    expect(mail?.text_body).toContain("Your France report:\n- Important: ");
    expect(mail?.text_body).toMatch(/\n- Important: [^\n]*: the money it asks for: your report said EUR 1,443\.11 a month; now EUR 1,477\.93 a month \(since June 1, 2026\)\./);
    expect(mail?.text_body).toContain(`${PUBLIC_URL}/my-hub`);
    expect(mail?.list_unsubscribe).toBe(unsubscribeUrl(PUBLIC_URL, SECRET, france));
    expect(mail?.text_body).toContain(`To stop these e-mails: ${mail?.list_unsubscribe}`);
    expect(await sendChangeNotices(deps("2026-06-01T09:00:00Z"))).toBe(0);
    expect(await mails()).toHaveLength(1);

    // Unsubscribing needs only the link; afterwards even an important change is not e-mailed.
    const token = new URL(mail?.list_unsubscribe as string).searchParams.get("token") as string;
    await expect(unsubscribe(deps("2026-06-02T08:00:00Z"), france, `${token.slice(0, -2)}xx`)).rejects.toThrow(UNSUBSCRIBE_MESSAGES.unknown);
    await unsubscribe(deps("2026-06-02T08:00:00Z"), france, token);
    const change = { factId: "emergency/france/numbers", oldValue: "police 17", newValue: "police 112", newFingerprint: "corrected", since: "2026-06-02", source: { name: "Test", url: "https://fixture.example/" }, important: true };
    await recordChanges(database.db, [{ orderId: france, change }], new Date("2026-06-02T09:00:00Z"));
    expect(await sendChangeNotices(deps("2026-06-02T09:00:00Z"))).toBe(0);
    expect(await mails()).toHaveLength(1);
  });

  it("e-mails at most once a week, except at once for an important change", async () => {
    const portugal = await buyer("weekly@example.com", "Portugal", []);
    const change = (factId: string, fingerprint: string, important: boolean) => ({ factId, oldValue: "before", newValue: "after", newFingerprint: fingerprint, since: "2026-06-01", source: { name: "Test", url: "https://fixture.example/" }, important });
    await recordChanges(database.db, [{ orderId: portugal, change: change("places/portugal/cities/lisbon/rent-centre", "a", false) }], new Date("2026-06-01T08:00:00Z"));
    expect(await sendChangeNotices(deps("2026-06-01T08:00:00Z"))).toBe(1);
    await recordChanges(database.db, [{ orderId: portugal, change: change("places/portugal/cities/porto/rent-centre", "b", false) }], new Date("2026-06-03T08:00:00Z"));
    expect(await sendChangeNotices(deps("2026-06-03T08:00:00Z"))).toBe(0);
    const weekLater = new Date(Date.parse("2026-06-01T08:00:00Z") + NOTICE_EVERY_MS).toISOString();
    expect(await sendChangeNotices(deps(weekLater))).toBe(1);
    await recordChanges(database.db, [{ orderId: portugal, change: change("residence-routes/portugal/d7/fee", "c", true) }], new Date(weekLater));
    expect(await sendChangeNotices(deps(new Date(Date.parse(weekLater) + 60_000).toISOString()))).toBe(1);
    const sent = await mails();
    expect(sent.map((mail) => mail.subject)).toEqual([
      "What changed since your NewShores report",
      "What changed since your NewShores report",
      "Important: a fact in your NewShores report has changed",
    ]);
  });
});
