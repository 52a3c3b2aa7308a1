/**
 * The operator's Data freshness page in a browser (issue 18 point 7): behind the gate; signed in, reached from
 * the operator nav, a summary of the audit, a filter by country that shows that country's counts by topic (the
 * same as the API's) and the lists behind them; no serious axe issue; no sideways scrolling at 375 px. This file
 * runs its own product with ADMIN_PASSWORD, so the shared product never sees an operator session.
 */
import AxeBuilder from "@axe-core/playwright";
import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DataFreshnessResponse } from "@shared/contracts/data-freshness";
import { startProduct, type RunningProduct } from "../../scripts/product-process";
import { useBrowser } from "./support/browser";

const PASSWORD = `operator-${randomBytes(8).toString("hex")}`;
const PAGE_PATH = "/admin/data-freshness";

let product: RunningProduct;

beforeAll(async () => {
  product = await startProduct("newshores-freshness-", { ADMIN_PASSWORD: PASSWORD });
}, 180_000);

afterAll(async () => {
  await product?.stop();
});

const browser = useBrowser({ baseUrl: () => product.baseUrl });

async function signIn(page: Page, url: (path: string) => string, pagePath: string): Promise<void> {
  await page.goto(url(pagePath));
  await page.getByLabel("System password").fill(PASSWORD);
  await page.getByRole("button", { name: "Access System Status" }).click();
  await page.getByRole("navigation", { name: "Operator" }).waitFor();
}

async function seriousViolations(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${label}: ${violation.id} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`);
}

/** The audit as the signed-in page's own session reads it. */
const readAudit = (page: Page) => page.evaluate(async () => (await (await fetch("/api/admin/data-freshness")).json()) as DataFreshnessResponse);

describe("the Data freshness page", () => {
  it("stands behind the operator gate, and the API answers 401 without a session", async () => {
    const { page, url } = await browser.open();
    await page.goto(url(PAGE_PATH));
    await page.getByRole("button", { name: "Access System Status" }).waitFor();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Data freshness");
    expect(await page.title()).toBe("Data freshness | NewShores");
    expect(await page.getByRole("navigation", { name: "Operator" }).count()).toBe(0);
    expect((await fetch(url("/api/admin/data-freshness"))).status).toBe(401);
  });

  it("opens from the operator nav, filters to one country and shows its counts by topic and the lists behind them", async () => {
    const { page, url } = await browser.open();
    await signIn(page, url, "/admin/orders");
    await page.getByRole("navigation", { name: "Operator" }).getByRole("link", { name: "Data freshness" }).click();
    await page.getByRole("heading", { level: 1, name: "Data freshness" }).waitFor();
    expect(await page.title()).toBe("Data freshness | NewShores");

    const summary = page.getByRole("region", { name: "Summary" });
    await summary.getByText("Facts missing").waitFor();
    const audit = await readAudit(page);
    expect(await summary.textContent()).toContain(`Citations checked${audit.citations}`);

    // Every group is listed until the filter picks one.
    expect(await page.getByRole("heading", { level: 2, name: "Portugal" }).count()).toBe(1);
    expect(await page.getByRole("heading", { level: 2, name: "Japan" }).count()).toBe(1);

    await page.getByLabel("Country").selectOption({ label: "Portugal" });
    await page.getByRole("heading", { level: 2, name: "Japan" }).waitFor({ state: "detached" });
    const portugal = page.getByRole("region", { name: "Portugal", exact: true });
    const table = portugal.getByRole("table");
    const rows = await table.getByRole("row").allInnerTexts();
    const expected = audit.countries.find((country) => country.id === "portugal")!;
    expect(rows.slice(1).map((row) => row.split("\t").map((cell) => cell.trim()))).toEqual(
      expected.topics.map((topic) => [
        expect.any(String),
        String(topic.overdue.length),
        String(topic.differing.length),
        String(topic.missing.length),
        String(topic.stale.length),
        String(topic.secondaryOnly.length),
      ]),
    );
    expect(await table.getByRole("rowheader").allInnerTexts()).toContain("Residence routes");

    // The lists behind the counts open on demand.
    const firstMissing = expected.topics.flatMap((topic) => topic.missing)[0];
    if (firstMissing) {
      await portugal.getByText(`Missing facts (${expected.totals.missing})`).click();
      await portugal.getByText(firstMissing.path, { exact: true }).waitFor();
    }
    const firstCritical = expected.topics.flatMap((topic) => topic.secondaryOnly.filter((item) => item.safetyCritical))[0];
    if (firstCritical) {
      await portugal.getByText(`Safety-critical figures without an official or publisher page (${expected.totals.safetyCritical})`).click();
      await portugal.getByText(firstCritical.path, { exact: true }).waitFor();
    }
    const firstStale = expected.topics.flatMap((topic) => topic.stale)[0];
    if (firstStale) {
      await portugal.getByText(`Stale citations (${expected.totals.stale})`).click();
      expect(await portugal.getByRole("link", { name: firstStale.label }).first().getAttribute("href")).toBe(firstStale.url);
    }

    expect(await seriousViolations(page, "data freshness, Portugal, lists open")).toEqual([]);

    // Where two sources differ, both are named and what the second gives is said.
    await page.getByLabel("Country").selectOption({ label: "Panama" });
    const panama = page.getByRole("region", { name: "Panama", exact: true });
    const panamaAudit = audit.countries.find((country) => country.id === "panama")!;
    await panama.getByText(`Sources differ (${panamaAudit.totals.differing})`).click();
    await panama.getByText("gives 911 for the police as well").waitFor();
  });

  it("fits a 375 px wide screen without sideways scrolling, filtered and unfiltered", async () => {
    const { page, url } = await browser.open({ width: 375, height: 740 });
    await signIn(page, url, PAGE_PATH);
    await page.getByLabel("Country").waitFor();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByLabel("Country").selectOption({ label: "Shared sources" });
    const shared = page.getByRole("region", { name: "Shared sources", exact: true });
    await shared.getByRole("table").waitFor();
    // Open every list the shared sources have: long labels and links must wrap, not widen the page.
    for (const summary of await shared.locator("summary").all()) await summary.click();
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page, "data freshness at 375 px")).toEqual([]);
  });
});
