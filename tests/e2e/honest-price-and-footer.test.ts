/**
 * Issue 16 points 8 and 9 in a browser (decision 0011): $49.99 alone unless an operator sets a real former
 * price with its last day, which buyers then see struck through with the end date; footer items that are
 * links where a page exists and plain text where none does; the contact address as a mailto: link; Escape
 * closing the phone menu. This file runs its own product with ADMIN_PASSWORD, so the shared product the
 * other journeys use never has a former price.
 */
import AxeBuilder from "@axe-core/playwright";
import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CONTACT_EMAIL } from "@shared/constants";
import { FORMER_PRICE_MESSAGES } from "@shared/contracts/report-offer";
import { startProduct, type RunningProduct } from "../../scripts/product-process";
import { portugalRequest } from "../support/requests";
import { useBrowser } from "./support/browser";

const PASSWORD = `operator-${randomBytes(8).toString("hex")}`;
const DAY_MS = 24 * 60 * 60 * 1000;
let product: RunningProduct;

beforeAll(async () => {
  product = await startProduct("newshores-honest-price-", { ADMIN_PASSWORD: PASSWORD });
}, 180_000);

afterAll(async () => {
  await product?.stop();
});

const browser = useBrowser({ baseUrl: () => product.baseUrl });

/** The UTC date `days` from today, YYYY-MM-DD, and how the site writes it. */
function dayFromToday(days: number): { endsOn: string; label: string } {
  const endsOn = new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
  const label = new Date(`${endsOn}T00:00:00Z`).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
  return { endsOn, label };
}

/** The operator API from the test itself (sign in, then the call with the session and the site's Origin). */
async function operatorCall(method: "PUT" | "DELETE", body?: object): Promise<Response> {
  const headers = { Origin: product.baseUrl, "Content-Type": "application/json" };
  const login = await fetch(`${product.baseUrl}/api/admin/login`, { method: "POST", headers, body: JSON.stringify({ password: PASSWORD }) });
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  return fetch(`${product.baseUrl}/api/admin/former-price`, { method, headers: { ...headers, cookie }, ...(body ? { body: JSON.stringify(body) } : {}) });
}

async function createAssessment(): Promise<number> {
  const created = await fetch(`${product.baseUrl}/api/assessments`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(portugalRequest),
  });
  return ((await created.json()) as { id: number }).id;
}

/** Opens a page that shows the price and waits until the offer has been read. */
async function openWithOffer(page: Page, url: string): Promise<void> {
  const offerRead = page.waitForResponse((response) => response.url().endsWith("/api/payments/offer"));
  await page.goto(url);
  await offerRead;
  await page.getByText("$49.99", { exact: true }).first().waitFor();
}

/** The text of every element drawn struck through. */
const struckThrough = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .filter((element) => getComputedStyle(element).textDecorationLine.includes("line-through"))
      .map((element) => element.textContent?.trim() ?? ""),
  );

async function seriousViolations(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${label}: ${violation.id} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`);
}

beforeEach(async () => {
  expect((await operatorCall("DELETE")).status).toBe(200);
});

describe("the report price", () => {
  it("is $49.99 alone, with nothing struck through and no Limited Time, when no former price is set", async () => {
    const { page, url } = await browser.open();
    const id = await createAssessment();
    for (const path of [`/results/${id}`, `/relocation-hub/${id}`]) {
      await openWithOffer(page, url(path));
      expect(await struckThrough(page), path).toEqual([]);
      expect(await page.getByText(/Limited Time/).count(), path).toBe(0);
      expect(await page.getByText("$69.95").count(), path).toBe(0);
    }
  });

  it("shows a former price the operator sets on /admin/config struck through, with its end date, until it is cleared", async () => {
    const { page, url } = await browser.open({ allowConsole: [/status of 400/] });
    const id = await createAssessment();
    await page.goto(url("/admin/config"));
    await page.getByLabel("System password").fill(PASSWORD);
    await page.getByRole("button", { name: "Access System Status" }).click();
    const panel = page.getByRole("region", { name: "Former price" });
    await panel.getByText(/No former price is set/).waitFor();
    expect(await panel.getByText(/16 CFR 233\.1/).count()).toBe(1);

    // A past last day is refused with the server's message, and nothing is set.
    await panel.getByLabel("Former price (US dollars)").fill("69.95");
    await panel.getByLabel("Last day shown (UTC)").fill(dayFromToday(-1).endsOn);
    await panel.getByRole("button", { name: "Set Former Price" }).click();
    await expect.poll(() => panel.getByRole("alert").textContent()).toBe(FORMER_PRICE_MESSAGES.endsOnPast);

    const { endsOn, label } = dayFromToday(30);
    await panel.getByLabel("Last day shown (UTC)").fill(endsOn);
    await panel.getByRole("button", { name: "Set Former Price" }).click();
    await panel.getByText(`Former price $69.95, last day ${label} (UTC): shown to buyers now, struck through.`).waitFor();
    expect(await seriousViolations(page, "/admin/config with a former price")).toEqual([]);

    for (const path of [`/results/${id}`, `/relocation-hub/${id}`]) {
      await openWithOffer(page, url(path));
      await page.getByText(`Limited Time Offer — until ${label}`).waitFor();
      expect(await struckThrough(page), path).toEqual(["Former price $69.95"]);
    }

    await page.goto(url("/admin/config"));
    await panel.getByRole("button", { name: "Clear Former Price" }).click();
    await panel.getByText(/No former price is set/).waitFor();
    await openWithOffer(page, url(`/results/${id}`));
    expect(await struckThrough(page)).toEqual([]);
    expect(await page.getByText(/Limited Time/).count()).toBe(0);
  });
});

describe("the footer", () => {
  it("links only what has a page, keeps the rest plain text, and gives the contact address as a mailto: link", async () => {
    const { page, url } = await browser.open();
    await page.goto(url("/"));
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: "Country Guides" }).waitFor();
    for (const name of ["Emigration Consultation", "Relocation Planning", "Emigration News", "Cost Calculators"]) {
      const item = footer.getByText(name);
      expect(await item.count(), name).toBe(1);
      expect(await footer.getByRole("link", { name }).count(), name).toBe(0);
      expect(await item.evaluate((element) => element.closest("a") === null && getComputedStyle(element).textDecorationLine), name).toBe("none");
    }
    expect(await footer.locator('img[src="/contact-email.svg"]').count()).toBe(0);
    const contact = footer.getByRole("link", { name: CONTACT_EMAIL });
    expect(await contact.getAttribute("href")).toBe(`mailto:${CONTACT_EMAIL}`);
    expect(await contact.textContent()).toBe(CONTACT_EMAIL);

    await footer.getByRole("link", { name: "Country Guides" }).click();
    await page.waitForURL("**/best-countries");
    await page.getByRole("contentinfo").getByRole("link", { name: "Country Assessment" }).click();
    await page.waitForURL("**/assessment");
  });
});

describe("the header on a phone", () => {
  it("opens the menu with its button and closes it with Escape, focus back on the button", async () => {
    const { page, url } = await browser.open({ width: 375, height: 740 });
    await page.goto(url("/"));
    const button = page.getByRole("button", { name: "Open menu" });
    await button.click();
    const menu = page.locator("#mobile-nav");
    await menu.getByRole("link", { name: "Best Countries" }).waitFor();
    expect(await page.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded")).toBe("true");

    await menu.getByRole("link", { name: "Best Countries" }).focus();
    await page.keyboard.press("Escape");
    await expect.poll(() => menu.count()).toBe(0);
    const focused = await page.evaluate(() => ({ controls: document.activeElement?.getAttribute("aria-controls"), expanded: document.activeElement?.getAttribute("aria-expanded") }));
    expect(focused).toEqual({ controls: "mobile-nav", expanded: "false" });
    expect(await page.getByRole("button", { name: "Open menu" }).isVisible()).toBe(true);
  });
});

describe("accessibility", () => {
  it("finds no serious or critical axe violations on the pages touched, with and without a former price", async () => {
    const { page, url } = await browser.open();
    const id = await createAssessment();
    const check = async (label: string) => {
      for (const path of ["/", `/results/${id}`, `/relocation-hub/${id}`]) {
        if (path === "/") await page.goto(url(path));
        else await openWithOffer(page, url(path));
        await page.waitForSelector("h1");
        await page.waitForFunction(() => !document.querySelector('[role="status"]'));
        if (path.startsWith("/results/")) {
          await page.getByRole("heading", { name: "Residence routes and your eligibility" }).waitFor();
          await page.getByRole("heading", { name: "Your top alternatives" }).waitFor();
        }
        expect(await seriousViolations(page, `${path} ${label}`)).toEqual([]);
      }
    };
    await check("without a former price");
    expect((await operatorCall("PUT", { amountUsd: 69.95, endsOn: dayFromToday(10).endsOn })).status).toBe(200);
    await check("with a former price");
  });
});
