/**
 * The living report as a buyer meets it (issue 31): after the purchase, a fact the report printed changes (here the
 * report's stored manifest is given an older emergency number, as if the figure had been corrected since); the
 * operator checks live reports from Data freshness; the buyer's hub shows what changed, the buyer gets edition 2
 * (its PDF opens with "Changes in edition 2"), and unsubscribes from the e-mail's link without signing in.
 */
import { execFileSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProduct, type RunningProduct } from "../../scripts/product-process";
import { portugalRequest } from "../support/requests";
import { useBrowser } from "./support/browser";

const PASSWORD = `operator-${randomBytes(8).toString("hex")}`;
let product: RunningProduct;

beforeAll(async () => {
  product = await startProduct("newshores-living-report-", { ADMIN_PASSWORD: PASSWORD });
}, 180_000);
afterAll(async () => {
  await product?.stop();
});

const browser = useBrowser({ baseUrl: () => product.baseUrl });

/** The report's stored manifest printed an older police number: its list of printed facts, given another one. */
function printOlderNumber(orderId: string): void {
  const db = new Database(path.join(product.dataDir, "newshores.sqlite"));
  try {
    const manifest = db.prepare("select printed_facts from report_manifests where order_id = ? and edition = 1").get(orderId) as { printed_facts: string };
    const { facts } = db.prepare("select facts from printed_facts where hash = ?").get(manifest.printed_facts) as { facts: string };
    const older = (JSON.parse(facts) as { id: string; value: string; fingerprint: string }[]).map((fact) =>
      fact.id === "emergency/portugal/numbers" ? { ...fact, value: fact.value.replace("police 112", "police 115"), fingerprint: "older-number" } : fact,
    );
    const hash = `e2e-${randomUUID()}`;
    db.prepare("insert into printed_facts (hash, facts, created_at) values (?, ?, ?)").run(hash, JSON.stringify(older), new Date().toISOString());
    db.prepare("update report_manifests set printed_facts = ? where order_id = ? and edition = 1").run(hash, orderId);
  } finally {
    db.close();
  }
}

function outboxMail(subject: string, email: string): string | undefined {
  const outbox = path.join(product.dataDir, "outbox");
  for (const name of fs.existsSync(outbox) ? fs.readdirSync(outbox) : []) {
    const eml = fs.readFileSync(path.join(outbox, name), "utf8").replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    if (eml.includes(email) && eml.includes(subject)) return eml;
  }
  return undefined;
}

describe("the living report", () => {
  it("shows the buyer what changed, makes edition 2, and unsubscribes from the e-mail's link", { timeout: 180_000 }, async () => {
    const email = `living-${randomUUID().slice(0, 8)}@example.com`;
    const buyer = await browser.open();
    const created = await fetch(buyer.url("/api/assessments"), { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(portugalRequest) });
    const { id } = (await created.json()) as { id: number };
    await buyer.page.goto(buyer.url(`/results/${id}`));
    await buyer.page.getByRole("button", { name: "Buy Your Report" }).click();
    const dialog = buyer.page.getByRole("dialog", { name: "Get Your Personalised Report" });
    await dialog.getByLabel("E-mail for your report link").fill(email);
    await dialog.getByLabel("Card number").fill("4242424242424242");
    await dialog.getByLabel("Expiry (MM / YY)").fill("1234");
    await dialog.getByLabel("Security code (CVC)").fill("123");
    await dialog.getByRole("button", { name: "Pay $49.99" }).click();
    await buyer.page.getByRole("dialog", { name: "Your Report Is Ready!" }).getByText("Your download link stays active for 7 days.").waitFor({ timeout: 30_000 });

    await buyer.page.goto(buyer.url("/my-hub"));
    await buyer.page.getByRole("heading", { name: "Lisbon, Portugal" }).waitFor();
    await buyer.page.getByText("Nothing yet: every fact your report printed is still what its sources say.").waitFor();
    const orderId = await buyer.page.evaluate(async () => ((await (await fetch("/api/hub")).json()) as { reports: { orderId: string }[] }).reports[0]?.orderId);
    printOlderNumber(orderId as string);

    // The operator checks live reports now (as after shipping a corrected figure).
    const operator = await browser.open();
    await operator.page.goto(operator.url("/admin/data-freshness"));
    await operator.page.getByLabel("System password").fill(PASSWORD);
    await operator.page.getByRole("button", { name: "Access System Status" }).click();
    await operator.page.getByRole("button", { name: "Check live reports now" }).click();
    await operator.page.getByText(/Compared \d+ live reports: [1-9]\d* new changes recorded/).waitFor({ timeout: 30_000 });

    // The buyer sees it, marked important, with what the report said and what the source says now.
    await buyer.page.reload();
    const change = buyer.page.getByRole("listitem").filter({ hasText: "Emergency numbers" });
    await change.getByText("Important").waitFor();
    await change.getByText("police 115, ambulance 112, fire 112, general 112").waitFor();
    await change.getByText("police 112, ambulance 112, fire 112, general 112").waitFor();
    const axe = await new AxeBuilder({ page: buyer.page }).analyze();
    expect(axe.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical").map((violation) => violation.id)).toEqual([]);

    // Edition 2, with the changes at the front; edition 1 stays.
    await buyer.page.getByRole("button", { name: "Get the updated edition of your report" }).click();
    await buyer.page.getByRole("status").filter({ hasText: "Your updated edition is being made" }).waitFor();
    await expect
      .poll(async () => {
        await buyer.page.reload();
        return buyer.page.getByRole("link", { name: /^Edition 2 of / }).count();
      }, { timeout: 90_000, interval: 2_000 })
      .toBe(1);
    await buyer.page.getByRole("link", { name: /^Edition 1 of / }).waitFor();
    const [download] = await Promise.all([buyer.page.waitForEvent("download"), buyer.page.getByRole("link", { name: /^Edition 2 of / }).click()]);
    expect(download.suggestedFilename()).toBe("Emigration_Report_Portugal_edition_2.pdf");
    const text = execFileSync("pdftotext", ["-raw", (await download.path()) as string, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
    expect(text).toContain("Changes in edition 2");
    expect(text).toContain("Edition before: police 115, ambulance 112, fire 112, general 112. Now: police 112, ambulance 112, fire 112, general 112");
    await buyer.page.getByText("Nothing yet: every fact your report printed is still what its sources say.").waitFor();

    // The important change was e-mailed at once; its unsubscribe link works without signing in.
    let eml: string | undefined;
    await expect.poll(() => (eml = outboxMail("Important: a fact in your NewShores report has changed", email)) !== undefined, { timeout: 30_000 }).toBe(true);
    expect((eml ?? "").replace(/\r?\n[ \t]+/g, " ")).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const link = /https?:\/\/[^\s"<>]+\/api\/report-updates\/unsubscribe\?order=[^\s"<>&]+&(?:amp;)?token=[A-Za-z0-9_-]+/.exec(eml ?? "")?.[0]?.replace("&amp;", "&");
    expect(link).toBeDefined();
    const stranger = await browser.open();
    await stranger.page.goto(link as string);
    await stranger.page.getByRole("button", { name: "Stop these e-mails" }).click();
    await stranger.page.getByRole("heading", { name: "You are unsubscribed" }).waitFor();
  });
});
