/**
 * The operator area in a browser (operator spec; decisions.md "Operator area"): every page behind the
 * gate the server decides, sign-in, key entry, the key diagnostic's mismatch and Emergency Clean, a test
 * report downloaded, a test e-mail in the outbox, worker diagnostics, the job processor, the orders table,
 * accessibility and phone width. This file runs its own product (with ADMIN_PASSWORD and a fake Stripe),
 * so the shared product the other journeys use never sees an operator session or a stored key.
 */
import AxeBuilder from "@axe-core/playwright";
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPORT_MIN_PAGES } from "@shared/report-chapters";
import { startProduct, type RunningProduct } from "../../scripts/product-process";
import { startFakeStripe, type FakeStripe } from "../support/fake-stripe";
import { useBrowser, type TestPage } from "./support/browser";

const PASSWORD = `operator-${randomBytes(8).toString("hex")}`;
// Key-shaped strings are built here at run time: no literal key is ever written in the repository.
const key = (...parts: string[]) => parts.join("_");
const SECRET_TEST_KEY = key("sk", "test", "e2e".repeat(9));
const SECRET_LIVE_KEY = key("sk", "live", "e2e".repeat(9));
const PUBLISHABLE_LIVE_KEY = key("pk", "live", "e2e".repeat(9));

const OPERATOR_PAGES = [
  { path: "/system-login", heading: "System Login" },
  { path: "/admin/config", heading: "Runtime Configuration" },
  { path: "/test-reports", heading: "Test Reports" },
  { path: "/email-test", heading: "Email Test" },
  { path: "/payment-debug", heading: "Payment Debug" },
  { path: "/stripe-diagnostic", heading: "Stripe Key Emergency Diagnostic" },
  { path: "/worker-diagnostics", heading: "Worker Diagnostics" },
  { path: "/job-processor", heading: "Job Processor" },
  { path: "/admin/orders", heading: "Orders" },
] as const;

let fakeStripe: FakeStripe;
let product: RunningProduct;

beforeAll(async () => {
  fakeStripe = await startFakeStripe();
  // No report worker in the web process: a test report waits in the queue until Process All Pending
  // Jobs runs it, so the report test's polling and the job processor are both exercised for real.
  product = await startProduct("newshores-operator-", { ADMIN_PASSWORD: PASSWORD, STRIPE_API_BASE: fakeStripe.url, REPORT_WORKERS: "0" });
}, 180_000);

afterAll(async () => {
  await product?.stop();
  await fakeStripe?.close();
});

const browser = useBrowser({ baseUrl: () => product.baseUrl });

/** Opens `path`, passes the gate with `password`, and waits for the operator nav. */
async function signIn(page: Page, url: (path: string) => string, pagePath: string, password = PASSWORD): Promise<void> {
  await page.goto(url(pagePath));
  await page.getByLabel("System password").fill(password);
  await page.getByRole("button", { name: "Access System Status" }).click();
  if (password === PASSWORD) await page.getByRole("navigation", { name: "Operator" }).waitFor();
}

/** Each window.alert the page raises, accepted. */
function collectAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  return alerts;
}

async function openSignedIn(pagePath: string, options: Parameters<typeof browser.open>[0] = {}): Promise<TestPage> {
  const opened = await browser.open(options);
  await signIn(opened.page, opened.url, pagePath);
  return opened;
}

async function seriousViolations(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${label}: ${violation.id} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`);
}

describe("the operator gate", () => {
  it("stands in front of every operator page without a session, and the API answers 401", async () => {
    const { page, url } = await browser.open();
    for (const { path: pagePath, heading } of OPERATOR_PAGES) {
      await page.goto(url(pagePath));
      await page.getByRole("button", { name: "Access System Status" }).waitFor();
      expect(await page.getByRole("heading", { level: 1 }).textContent(), pagePath).toBe(heading);
      expect(await page.getByRole("navigation", { name: "Operator" }).count(), pagePath).toBe(0);
      expect(await page.title(), pagePath).toBe(`${titleOf(heading)} | NewShores`);
    }
    const origin = { Origin: product.baseUrl, "Content-Type": "application/json" };
    for (const [method, apiPath] of [
      ["GET", "/api/admin/stripe-key-status"],
      ["GET", "/api/test/stripe-key"],
      ["GET", "/api/debug/stripe-config"],
      ["GET", "/api/health/detailed"],
      ["GET", "/api/admin/orders?page=1"],
      ["POST", "/api/jobs/process"],
      ["POST", "/api/admin/emergency-stripe-clean"],
    ] as const) {
      const response = await fetch(url(apiPath), { method, headers: origin });
      expect(response.status, `${method} ${apiPath}`).toBe(401);
    }
  });

  it("refuses a wrong password with the spec's message, opens with the right one, and signs out", async () => {
    const { page, url } = await browser.open({ allowConsole: [/status of 401/] });
    await signIn(page, url, "/job-processor", "not-the-password");
    await page.getByText("Invalid password. Access denied.").waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem("systemLoginAuthenticated"))).toBeNull();

    await page.getByLabel("System password").fill(PASSWORD);
    await page.getByRole("button", { name: "Access System Status" }).click();
    await page.getByRole("navigation", { name: "Operator" }).waitFor();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Job Processor");
    expect(await page.evaluate(() => sessionStorage.getItem("systemLoginAuthenticated"))).toBe("true");

    // The session is the server's: another page opens without the gate, and Sign out closes them all.
    await page.goto(url("/worker-diagnostics"));
    await page.getByRole("button", { name: "Ping Worker" }).waitFor();
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByRole("button", { name: "Access System Status" }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem("systemLoginAuthenticated"))).toBeNull();
    await page.goto(url("/job-processor"));
    await page.getByRole("button", { name: "Access System Status" }).waitFor();
  });

  it("drops a stale session flag: the server decides", async () => {
    const { page, url } = await browser.open();
    await page.goto(url("/"));
    await page.evaluate(() => sessionStorage.setItem("systemLoginAuthenticated", "true"));
    await page.goto(url("/payment-debug"));
    await page.getByRole("button", { name: "Access System Status" }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem("systemLoginAuthenticated"))).toBeNull();
  });

  it("shows the gate again when a call answers 401 (the session ended on the server)", async () => {
    const { page, context } = await openSignedIn("/job-processor", { allowConsole: [/status of 401/] });
    await context.clearCookies();
    await page.getByRole("button", { name: "Check Pending Jobs" }).click();
    await page.getByRole("button", { name: "Access System Status" }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem("systemLoginAuthenticated"))).toBeNull();
    await page.getByLabel("System password").fill(PASSWORD);
    await page.getByRole("button", { name: "Access System Status" }).click();
    await page.getByRole("button", { name: "Check Pending Jobs" }).waitFor();
  });

  it("takes the standalone /system-login to /test-reports, replacing the history entry", async () => {
    const { page, url } = await browser.open();
    await page.goto(url("/system-login"));
    await page.getByRole("button", { name: "Access System Status" }).waitFor();
    expect(await page.title()).toBe("System login | NewShores");
    const before = await page.evaluate(() => history.length);
    await page.getByLabel("System password").fill(PASSWORD);
    await page.getByRole("button", { name: "Access System Status" }).click();
    await page.waitForURL("**/test-reports");
    await page.getByRole("heading", { level: 1, name: "Test Reports" }).waitFor();
    expect(await page.evaluate(() => history.length)).toBe(before);
  });
});

/** The title each page gives the document (the gate shows the page's own title). */
function titleOf(heading: string): string {
  return heading === "System Login" ? "System login" : heading;
}

describe("payment keys", () => {
  it("checks the typed key with the spec's messages and saves a valid test key", async () => {
    const { page, url } = await openSignedIn("/admin/config");
    const main = page.getByRole("main");
    await main.getByText("No Stripe secret key").waitFor();
    expect(await main.getByText("4242 4242 4242 4242").count()).toBe(1);

    const field = page.getByLabel("Stripe secret key");
    expect(await field.getAttribute("type")).toBe("password");
    const toggle = page.getByRole("button", { name: "Show key" });
    await toggle.click();
    expect(await field.getAttribute("type")).toBe("text");
    expect(await toggle.getAttribute("aria-pressed")).toBe("true");
    await toggle.click();
    expect(await field.getAttribute("type")).toBe("password");

    const alert = main.getByRole("region", { name: "Enter a key" }).getByRole("alert");
    await page.getByRole("button", { name: "Test Key" }).click();
    await expect.poll(() => alert.textContent()).toBe("Please enter a Stripe key first");
    await field.fill("not-a-key");
    await page.getByRole("button", { name: "Test Key" }).click();
    await expect.poll(() => alert.textContent()).toBe("Invalid key format. Must start with sk_test_ or sk_live_");

    const update = page.getByRole("button", { name: "Update Secret Key" });
    await field.fill(key("rk", "test", "e2e".repeat(9)));
    await update.click();
    await expect.poll(() => alert.textContent()).toBe("You entered a Restricted API Key. Please use a Secret Key instead (starts with sk_test_ or sk_live_).");
    await field.fill(key("pk", "test", "e2e".repeat(9)));
    await update.click();
    await expect.poll(() => alert.textContent()).toBe("You entered a Publishable Key. Please use a Secret Key instead (starts with sk_test_ or sk_live_).");
    await field.fill(key("sk", "nope"));
    await update.click();
    await expect.poll(() => alert.textContent()).toBe("Invalid key format. Must start with sk_test_ or sk_live_");

    await field.fill(SECRET_TEST_KEY);
    await update.click();
    await main.getByText("Returning to the home page in 3 seconds...").waitFor();
    await page.waitForURL(url("/"), { timeout: 10_000 });

    // The stored key is now in force, and the key test reaches the (fake) Stripe account with it.
    await page.goto(url("/admin/config"));
    await page.getByText("The key stored on this page").waitFor();
    await page.getByLabel("Stripe secret key").fill(SECRET_TEST_KEY);
    await page.getByRole("button", { name: "Test Key" }).click();
    await page.getByText("acct_fake_newshores").waitFor();
    expect(await page.getByRole("main").getByText("The key in force works.").count()).toBe(1);
  });

  it("shows a mode mismatch on the diagnostic, then a clean state after Emergency Clean", async () => {
    const { page, url } = await openSignedIn("/admin/config", { allowConsole: [/status of 400/] });
    const secret = page.getByLabel("Stripe secret key");
    const publishable = page.getByLabel(/Stripe publishable key/);
    const update = page.getByRole("button", { name: "Update Secret Key" });
    // The server refuses a mismatched pair given together ...
    await secret.fill(SECRET_TEST_KEY);
    await publishable.fill(PUBLISHABLE_LIVE_KEY);
    await update.click();
    await page.locator("form").getByText(/copy both keys from the same mode/).waitFor();
    // ... but a mismatch can still arise over two updates: a live pair, then a test secret key alone.
    await secret.fill(SECRET_LIVE_KEY);
    await update.click();
    await page.getByText("Returning to the home page in 3 seconds...").waitFor();
    await page.goto(url("/admin/config"));
    await page.getByLabel("Stripe secret key").fill(SECRET_TEST_KEY);
    await page.getByRole("button", { name: "Update Secret Key" }).click();
    await page.getByText(/Warning: the publishable key in force/).waitFor();

    await page.goto(url("/stripe-diagnostic"));
    const main = page.getByRole("main");
    await main.getByText("YES - THIS BREAKS PAYMENTS").waitFor();
    expect(await main.getByRole("heading", { name: "Critical Issues Found" }).count()).toBe(1);
    expect(await main.getByText("NOT SET").count()).toBe(2);
    expect(await main.getByText(/may conflict with the environment variables/).count()).toBe(1);
    expect(await main.getByRole("heading", { name: "Urgent fix" }).count()).toBe(1);
    expect(await main.locator("#urgent-heading + ol > li").count()).toBe(5);
    expect(await seriousViolations(page, "stripe-diagnostic with a mismatch")).toEqual([]);

    await page.goto(url("/payment-debug"));
    await page.getByText(/Card payments fail with "No such payment_intent" errors/).waitFor();

    await page.goto(url("/stripe-diagnostic"));
    await main.getByText("YES - THIS BREAKS PAYMENTS").waitFor();
    const alerts = collectAlerts(page);
    await page.getByRole("button", { name: "Emergency Clean" }).click();
    await main.getByText("No keys found in KV storage (clean)").waitFor();
    expect(alerts).toEqual(["Emergency cleanup completed! Check the results below."]);
    expect(await main.getByText("YES - THIS BREAKS PAYMENTS").count()).toBe(0);
    expect(await main.getByText("Mode mismatch:").textContent()).toBe("Mode mismatch: NO");
  });

  it("shows the payment configuration on open and runs the payment flow test", async () => {
    const { page } = await openSignedIn("/payment-debug");
    const main = page.getByRole("main");
    await main.getByText("Provider", { exact: true }).waitFor();
    expect(await main.getByRole("heading", { name: "Stripe connection test" }).count()).toBe(1);
    await page.getByRole("button", { name: "Test Payment Flow" }).click();
    await main.getByText("Test PaymentIntent", { exact: true }).waitFor();
    expect(await main.getByText(/^(PASS|FAIL)$/).count()).toBeGreaterThan(0);
  });
});

describe("report, e-mail, worker and job tools", () => {
  it("generates the test report through the queue, downloads a real PDF, previews one, and lists the order", async () => {
    const { page, url, context } = await openSignedIn("/test-reports");
    const main = page.getByRole("main");
    expect(await main.getByText("software engineer").count()).toBe(1);
    await page.getByRole("button", { name: "Generate Test Report" }).click();
    await main.getByText(/^Queued as job /).waitFor({ timeout: 15_000 });
    expect(await page.getByRole("button", { name: "Generating..." }).isDisabled()).toBe(true);

    // With no worker in the process the job waits; the job processor (another tab, same session) runs it.
    const processor = await context.newPage();
    await processor.goto(url("/job-processor"));
    await processor.getByRole("button", { name: "Process All Pending Jobs" }).click();
    const results = processor.getByLabel("Processing results as JSON");
    await results.waitFor({ timeout: 60_000 });
    expect(JSON.parse((await results.textContent()) ?? "")).toMatchObject({ success: true, processed: 1 });
    await processor.close();

    const link = page.getByRole("link", { name: "Download Emigration_Report_Portugal.pdf" });
    await link.waitFor({ timeout: 20_000 });
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe("Emigration_Report_Portugal.pdf");
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "newshores-operator-download-")), "report.pdf");
    await download.saveAs(file);
    expect(fs.readFileSync(file).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [file], { encoding: "utf8" }))?.[1]);
    expect(pages).toBeGreaterThanOrEqual(REPORT_MIN_PAGES);
    expect(execFileSync("pdftotext", [file, "-"], { encoding: "utf8" })).toContain("Lisbon, Portugal");

    await page.getByRole("button", { name: "Preview Test Report" }).click();
    await main.getByRole("heading", { name: "Executive summary" }).waitFor({ timeout: 60_000 });
    expect(await main.locator("#preview-heading ~ div ol > li").count()).toBeGreaterThan(3);
    expect(await seriousViolations(page, "test-reports with a download and a preview")).toEqual([]);

    await page.goto(url("/admin/orders"));
    const row = main.getByRole("row").filter({ hasText: "Operator test" }).first();
    await row.waitFor();
    expect(await row.textContent()).toContain("Portugal");
    expect(await row.textContent()).toContain("completed");
    await main.getByRole("heading", { name: "Recent operator actions" }).waitFor();
  });

  it("sends a test e-mail that lands in the outbox", async () => {
    const { page } = await openSignedIn("/email-test");
    const send = page.getByRole("button", { name: "Send Test Email" });
    expect(await send.isDisabled()).toBe(true);
    const field = page.getByLabel("Email address");
    expect(await field.getAttribute("type")).toBe("email");
    await field.press("Enter");
    await page.getByText("Please enter an email address").waitFor();

    const address = `ops-${randomBytes(4).toString("hex")}@example.com`;
    await field.fill(address);
    await send.click();
    await page.getByText("Message ID:").waitFor();
    const outbox = path.join(product.dataDir, "outbox");
    await expect
      .poll(() => fs.existsSync(outbox) && fs.readdirSync(outbox).some((name) => name.endsWith(".eml") && fs.readFileSync(path.join(outbox, name), "utf8").includes(address)))
      .toBe(true);
    expect(await page.getByRole("link", { name: "Back to Runtime Configuration" }).getAttribute("href")).toBe("/admin/config");
  });

  it("pings the worker and shows the full diagnosis with its named checks", async () => {
    const { page } = await openSignedIn("/worker-diagnostics", { allowConsole: [/status of 503/] });
    const main = page.getByRole("main");
    await page.getByRole("button", { name: "Ping Worker" }).click();
    await main.getByText("Ping successful: PONG").waitFor();
    expect(await main.getByRole("heading", { name: "Worker Status: HEALTHY" }).count()).toBe(1);

    await page.getByRole("button", { name: "Health Check (basic)" }).click();
    await main.getByRole("heading", { name: /^Worker Status: (HEALTHY|UNHEALTHY)$/ }).waitFor();
    await expect.poll(() => main.getByText("Ping successful: PONG").count()).toBe(0);

    await page.getByRole("button", { name: "Full Diagnosis (detailed)" }).click();
    await main.getByRole("heading", { name: /^Worker Status: (HEALTHY|UNHEALTHY)$/ }).waitFor();
    await expect.poll(() => main.getByText("PASS", { exact: true }).count()).toBeGreaterThan(2);
    expect((await main.locator("#worker-status-heading ~ ul span.capitalize").allTextContents()).filter((name) => name.includes("_"))).toEqual([]);
    expect(await main.locator("details").count()).toBeGreaterThan(0);
    expect(await main.getByRole("heading", { name: "Troubleshooting a 502 error" }).count()).toBe(1);
    expect(await seriousViolations(page, "worker-diagnostics with a full diagnosis")).toEqual([]);
  });

  it("processes pending jobs, restores lost ones and merges the pending list into the results", async () => {
    const { page } = await openSignedIn("/job-processor");
    const main = page.getByRole("main");
    const results = main.getByLabel("Processing results as JSON");
    await page.getByRole("button", { name: "Process All Pending Jobs" }).click();
    await results.waitFor();
    expect(JSON.parse((await results.textContent()) ?? "")).toMatchObject({ success: true, processed: expect.any(Number) });

    await page.getByRole("button", { name: "Restore KV Jobs" }).click();
    await expect.poll(async () => JSON.parse((await results.textContent()) ?? "{}")).toMatchObject({ success: true, restored: expect.any(Number) });

    await page.getByRole("button", { name: "Check Pending Jobs" }).click();
    await expect.poll(async () => JSON.parse((await results.textContent()) ?? "{}")).toMatchObject({ restored: expect.any(Number), pendingJobs: { counts: expect.any(Object) } });
    expect(await seriousViolations(page, "job-processor with results")).toEqual([]);
  });
});

describe("the operator pages' accessibility and phone width", () => {
  it("have no serious or critical axe violations, gated or open", async () => {
    const gated = await browser.open();
    await gated.page.goto(gated.url("/job-processor"));
    await gated.page.getByRole("button", { name: "Access System Status" }).waitFor();
    expect(await seriousViolations(gated.page, "gate")).toEqual([]);

    const { page, url } = await openSignedIn("/admin/config");
    for (const { path: pagePath, heading } of OPERATOR_PAGES.filter((item) => item.path !== "/system-login")) {
      await page.goto(url(pagePath));
      await page.getByRole("navigation", { name: "Operator" }).waitFor();
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
      await page.waitForFunction(() => !document.body.textContent?.includes("Loading"));
      expect(await seriousViolations(page, pagePath)).toEqual([]);
    }
  });

  it("fit a 375 px wide screen without sideways scrolling", async () => {
    const { page, url } = await openSignedIn("/admin/config", { width: 375, height: 740 });
    for (const { path: pagePath, heading } of OPERATOR_PAGES.filter((item) => item.path !== "/system-login")) {
      await page.goto(url(pagePath));
      await page.getByRole("navigation", { name: "Operator" }).waitFor();
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
      await page.waitForFunction(() => !document.body.textContent?.includes("Loading"));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, pagePath).toBeLessThanOrEqual(0);
    }
  });
});

describe("leaving the product clean", () => {
  it("removes every stored key with Emergency Clean", async () => {
    const { page } = await openSignedIn("/stripe-diagnostic");
    const alerts = collectAlerts(page);
    await page.getByRole("button", { name: "Emergency Clean" }).click();
    await expect.poll(() => alerts).toEqual(["Emergency cleanup completed! Check the results below."]);
    await page.getByRole("main").getByText("No keys found in KV storage (clean)").waitFor();
  });
});
