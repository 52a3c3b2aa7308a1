/**
 * Buying the report as a visitor does, with the demo provider (no keys, the laptop default): results ->
 * buy -> pay -> report-ready -> a real PDF; then the paid and expired states, and buying from the hub.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { portugalRequest } from "../support/requests";
import { useBrowser } from "./support/browser";

const browser = useBrowser();

async function createAssessment(base: string): Promise<{ id: number; score: number }> {
  const created = await fetch(`${base}/api/assessments`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(portugalRequest) });
  const { id } = (await created.json()) as { id: number };
  const assessment = (await (await fetch(`${base}/api/assessments/${id}`)).json()) as { overall_score: number };
  return { id, score: assessment.overall_score };
}

async function payWithDemoCard(page: Page, email?: string): Promise<void> {
  const dialog = page.getByRole("dialog", { name: "Get Your Personalised Report" });
  await dialog.getByText("Demo mode - no real charge").first().waitFor();
  if (email) await dialog.getByLabel("E-mail for your report link").fill(email);
  await dialog.getByLabel("Card number").fill("4242424242424242");
  await dialog.getByLabel("Expiry (MM / YY)").fill("1234");
  await dialog.getByLabel("Security code (CVC)").fill("123");
  await dialog.getByRole("button", { name: "Pay $49.99" }).click();
}

describe("buying the report", () => {
  it("goes from the results page through the demo card form to a downloaded PDF naming the country and score", async () => {
    const { page, url } = await browser.open();
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    const { id, score } = await createAssessment(url(""));
    await page.goto(url(`/results/${id}`));
    await page.getByText("Demo mode - no real charge").first().waitFor();
    // No former price is set on this product: $49.99 alone (decision 0011).
    expect(await page.getByText(/Limited Time/).count()).toBe(0);
    await page.getByRole("button", { name: "Buy Your Report" }).click();

    // The card form refuses an incomplete card with the spec's message, then Try Again starts over.
    const dialog = page.getByRole("dialog", { name: "Get Your Personalised Report" });
    await dialog.getByRole("button", { name: "Pay $49.99" }).click();
    await expect.poll(() => dialog.getByRole("alert").textContent()).toContain("Please complete your card information");
    await dialog.getByRole("button", { name: "Try Again" }).click();

    await payWithDemoCard(page, "buyer@example.com");
    const ready = page.getByRole("dialog", { name: "Your Report Is Ready!" });
    await ready.getByText("Your download link stays active for 7 days.").waitFor({ timeout: 15_000 });
    const [download] = await Promise.all([page.waitForEvent("download"), ready.getByRole("button", { name: "Download Report" }).click()]);
    expect(download.suggestedFilename()).toBe("Emigration_Report_Portugal.pdf");
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "newshores-download-")), "report.pdf");
    await download.saveAs(file);
    // In demo mode neither Stripe.js nor the Stripe card form's code is ever downloaded.
    expect(requested.filter((address) => /stripe/i.test(address))).toEqual([]);
    const text = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" });
    expect(text).toContain("Lisbon, Portugal");
    expect(text).toContain(`${portugalRequest.preferred_city}, Portugal scores ${score} out of 100 for you`);

    // Reopened by the same browser: paid, with the download button; the e-mail is in the outbox.
    await page.reload();
    await page.getByRole("button", { name: "Download Your Report" }).waitFor();
    expect(await page.getByRole("button", { name: "Buy Your Report" }).count()).toBe(0);
    const outbox = path.join(inject("dataDir"), "outbox");
    await expect.poll(() => fs.readdirSync(outbox).some((name) => fs.readFileSync(path.join(outbox, name), "utf8").includes("buyer@example.com"))).toBe(true);

    // Once the link has expired, the spec's message and a way to get a fresh link by e-mail.
    const db = new SQLite(path.join(inject("dataDir"), "newshores.sqlite"));
    db.prepare("update download_tokens set expires_at = '2000-01-01T00:00:00.000Z' where assessment_id = ?").run(id);
    db.close();
    await page.reload();
    await page.getByText("Your download link has expired. Please contact support for assistance.").waitFor();
    await page.getByRole("button", { name: "Send a new link to my e-mail" }).click();
    await expect.poll(() => page.getByRole("status").textContent()).toContain("A new download link is on its way");
  });

  it("shows a browser that did not buy that the report is paid, without its download link", async () => {
    const { page, url } = await browser.open();
    const { id } = await createAssessment(url(""));
    const post = (route: string, body: object) => fetch(url(route), { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    const intent = (await (await post("/api/payments/create-intent", { assessmentId: id })).json()) as { clientSecret: string; paymentIntentId: string };
    await post("/api/payments/demo/pay", { clientSecret: intent.clientSecret, cardNumber: "4242424242424242", expiry: "12/34", cvc: "123" });
    await post(`/api/payments/confirm/${intent.paymentIntentId}`, {});
    await page.goto(url(`/results/${id}`));
    await page.getByText("This report has been bought.").waitFor();
    expect(await page.getByRole("button", { name: "Download Your Report" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Send a new link to my e-mail" }).count()).toBe(1);
  });

  it("buys from the relocation hub and lands on the results page with the report", async () => {
    const { page, url } = await browser.open();
    const { id } = await createAssessment(url(""));
    await page.goto(url(`/results/${id}`));
    await page.getByRole("link", { name: "Open your temporary relocation hub" }).click();
    await page.waitForURL(`**/relocation-hub/${id}`);
    await page.getByRole("heading", { level: 1, name: "Your move to Lisbon, Portugal" }).waitFor();
    expect(await page.getByRole("link", { name: /Watch videos/ }).count()).toBe(6);
    expect(await page.getByRole("link", { name: /Visit official directory/ }).count()).toBeGreaterThanOrEqual(6);
    await page.getByRole("button", { name: "Buy Your Report" }).click();
    await payWithDemoCard(page);
    await page.waitForURL(`**/results/${id}`);
    await page.getByRole("button", { name: "Download Your Report" }).waitFor({ timeout: 15_000 });
    await page.goto(url(`/relocation-hub/${id}`));
    await page.getByText(/Your hub access lasts until/).waitFor();
  });

  it("works by keyboard alone: the modal takes focus, Escape closes it and focus returns to the button", async () => {
    const { page, url } = await browser.open();
    const { id } = await createAssessment(url(""));
    await page.goto(url(`/results/${id}`));
    const buy = page.getByRole("button", { name: "Buy Your Report" });
    await buy.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Get Your Personalised Report" });
    await dialog.getByLabel("Card number").waitFor();
    expect(await page.evaluate(() => document.activeElement?.closest("dialog") !== null)).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await buy.evaluate((button) => button === document.activeElement)).toBe(true);
  });
});
