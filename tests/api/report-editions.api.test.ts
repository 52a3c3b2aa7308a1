/**
 * Issue 31, through the real app on both databases: a France report bought before France's net SMIC edition of
 * 1 June 2026; the clock moves across it; the fact watch records the change once; the buyer's hub lists it; the
 * buyer asks for edition 2, made by the edition worker, whose PDF has the new value where the old one stood and a
 * "Changes in edition 2" chapter at the front; edition 1 stays downloadable; the report is then up to date.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "@server/app";
import { HUB_MESSAGES, type BuyerHub, type HubReport } from "@shared/contracts/hub";
import { buildTestApp } from "../support/test-app";
import { buyAsFranceRetiree } from "../support/france-retiree";
import { testDatabases, type TestDatabase } from "../support/test-databases";
import { SettableClock } from "../support/settable-clock";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "report-editions-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function pdfText(pdf: Buffer, name: string): string {
  const file = path.join(dir, `${name}.pdf`);
  fs.writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-raw", file, "-"], { encoding: "utf8" }).replace(/-\n/g, "-").replace(/\s+/g, " ");
}

describe.each(testDatabases())("an updated edition of a bought report on $name", ({ name, open }) => {
  let database: TestDatabase;
  let app: App;
  const clock = new SettableClock(new Date("2026-05-31T09:00:00Z"));

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database, { overrides: { clock } });
    await app.services.startWorkers(1);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const hubReport = async (cookie: string) => (await app.inject({ method: "GET", url: "/api/hub", headers: { cookie } })).json<BuyerHub>().reports[0] as HubReport;

  it("lists what changed when an edition takes effect, makes edition 2 with the new value and its changes, and keeps edition 1", { timeout: 90_000 }, async () => {
    const { cookie } = await buyAsFranceRetiree(app, "editions@example.com");
    await expect.poll(async () => (await hubReport(cookie)).report.ready, { timeout: 30_000 }).toBe(true);
    const bought = await hubReport(cookie);
    expect(bought.changes).toEqual([]);
    expect(bought.editions.map((edition) => edition.edition)).toEqual([1]);
    expect(bought.canUpdate).toBe(false);
    const upToDate = await app.inject({ method: "POST", url: `/api/hub/orders/${bought.orderId}/editions`, headers: { cookie } });
    expect(upToDate.statusCode).toBe(409);
    expect(upToDate.json().error).toBe(HUB_MESSAGES.upToDate);

    clock.at = new Date("2026-06-01T09:00:00Z");
    expect(await app.services.factWatch.checkNow()).toMatchObject({ ordersCompared: 1 });
    expect(await app.services.factWatch.checkNow()).toBeNull();
    const changed = await hubReport(cookie);
    // The visitor visa's floor is the net SMIC (a route for this retiree): its June 2026 edition, from that day.
    const visitor = changed.changes.find((change) => change.what.endsWith(": the money it asks for") && change.was.startsWith("EUR 1,443.11"));
    expect(visitor).toMatchObject({ since: "2026-06-01", important: true });
    expect(visitor?.now).toMatch(/^EUR 1,477\.93/);
    expect(changed.canUpdate).toBe(true);

    const asked = await app.inject({ method: "POST", url: `/api/hub/orders/${bought.orderId}/editions`, headers: { cookie } });
    expect(asked.statusCode).toBe(202);
    expect(asked.json<HubReport>().editions.map((edition) => edition.edition)).toEqual([1, 2]);
    await expect.poll(async () => (await hubReport(cookie)).editions[1]?.status, { timeout: 60_000 }).toBe("ready");
    const updated = await hubReport(cookie);
    expect(updated.changes).toEqual([]);
    expect(updated.canUpdate).toBe(false);

    const second = await app.inject({ method: "GET", url: `/api/hub/orders/${bought.orderId}/editions/2/pdf`, headers: { cookie } });
    expect(second.statusCode).toBe(200);
    expect(second.headers["content-type"]).toBe("application/pdf");
    expect(second.headers["content-disposition"]).toBe('attachment; filename="Emigration_Report_France_edition_2.pdf"');
    const text = pdfText(second.rawPayload, `${name}-edition-2`);
    expect(text).toContain("Changes in edition 2");
    expect(text).toMatch(/Edition before: EUR 1,443\.11[^.]*\. Now: EUR 1,477\.93/);
    expect(text).toContain("Your score in edition 1");
    expect(text.indexOf("Changes in edition 2")).toBeLessThan(text.indexOf("Executive summary") === -1 ? Infinity : text.lastIndexOf("Executive summary"));

    const first = await app.inject({ method: "GET", url: `/api/hub/orders/${bought.orderId}/editions/1/pdf`, headers: { cookie } });
    expect(first.statusCode).toBe(200);
    expect(pdfText(first.rawPayload, `${name}-edition-1`)).not.toContain("Changes in edition");
    const missing = await app.inject({ method: "GET", url: `/api/hub/orders/${bought.orderId}/editions/3/pdf`, headers: { cookie } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(HUB_MESSAGES.noSuchEdition);
    const stranger = await app.inject({ method: "GET", url: `/api/hub/orders/${bought.orderId}/editions/2/pdf` });
    expect(stranger.statusCode).toBe(401);
  });

  it("e-mailed the buyer about the change once, with one-click unsubscribe headers, and the link unsubscribes without signing in", async () => {
    const mails = () => database.db.selectFrom("mail_messages").selectAll().where("dedupe_key", "like", "report-changes:%").execute();
    await expect.poll(async () => {
      await app.services.mailSender.sendDueNow();
      return (await mails()).map((mail) => mail.status);
    }, { timeout: 20_000 }).toEqual(["sent"]);
    const [mail] = await mails();
    expect(mail?.subject).toBe("Important: a fact in your NewShores report has changed");
    const outbox = path.join(app.services.config.dataDir, "outbox");
    const eml = fs.readdirSync(outbox).map((file) => fs.readFileSync(path.join(outbox, file), "utf8")).find((text) => text.includes("Important: a fact in your"));
    const unfolded = (eml ?? "").replace(/\r?\n[ \t]+/g, " ");
    expect(unfolded).toContain(`List-Unsubscribe: <${mail?.list_unsubscribe}>`);
    expect(unfolded).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");

    const address = new URL(mail?.list_unsubscribe as string);
    const pageAnswer = await app.inject({ method: "GET", url: `${address.pathname}${address.search}`, headers: { accept: "text/html" } });
    expect(pageAnswer.statusCode).toBe(200);
    expect(pageAnswer.body).toContain('<form method="post"');
    expect(await database.db.selectFrom("report_update_notices").select("unsubscribed_at").where("email", "=", "editions@example.com").executeTakeFirst()).toMatchObject({ unsubscribed_at: null });
    const oneClick = await app.inject({ method: "POST", url: `${address.pathname}${address.search}`, headers: { "content-type": "application/x-www-form-urlencoded" }, payload: "List-Unsubscribe=One-Click" });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toMatchObject({ unsubscribed: true });
    expect((await database.db.selectFrom("report_update_notices").select("unsubscribed_at").where("email", "=", "editions@example.com").executeTakeFirst())?.unsubscribed_at).toEqual(expect.any(String));
    const forged = await app.inject({ method: "POST", url: `${address.pathname}?order=${address.searchParams.get("order")}&token=forged`, headers: { "content-type": "application/x-www-form-urlencoded" }, payload: "List-Unsubscribe=One-Click" });
    expect(forged.statusCode).toBe(404);
  });
});
