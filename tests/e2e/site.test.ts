/** Every public page: reachable, accessible (axe), usable at 375 px, and its links lead where the spec says. */
import { execFileSync } from "node:child_process";
import AxeBuilder from "@axe-core/playwright";
import { REPORT_MIN_PAGES } from "@shared/report-chapters";
import { describe, expect, it } from "vitest";
import type { BestCountriesResponse } from "@shared/contracts/destinations";
import { useBrowser } from "./support/browser";

const browser = useBrowser();

const PUBLIC_PAGES = [
  "/", "/assessment", "/best-countries", "/sample-report", "/about", "/privacy", "/terms", "/methodology",
  "/social-login", "/my-hub", "/city/Portugal/Lisbon", "/city/Portugal/Porto", "/city/Spain/Barcelona", "/city/Mexico/Mexico%20City",
];

async function createAssessment(base: string): Promise<number> {
  const response = await fetch(`${base}/api/assessments`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      user_age: 40, user_job: "Teacher", monthly_budget: 1800, preferred_country: "Spain", preferred_city: "Valencia",
      location_preference: "beachside", climate_preference: "mediterranean", immigration_policies_importance: 3,
      healthcare_importance: 5, safety_importance: 4, internet_importance: 2, emigration_process_importance: 3,
      ease_of_immigration_importance: 3, local_acceptance_importance: 4,
    }),
  });
  return ((await response.json()) as { id: number }).id;
}

describe("public pages", () => {
  it("have no serious or critical accessibility violations (axe)", async () => {
    const { page, url } = await browser.open();
    const id = await createAssessment(url(""));
    for (const path of [...PUBLIC_PAGES, `/results/${id}`, `/relocation-hub/${id}`]) {
      await page.goto(url(path));
      await page.waitForSelector("h1");
      await page.waitForFunction(() => !document.querySelector('[role="status"]'));
      if (path.startsWith("/results/")) {
        // The eligibility and alternatives blocks load after the page: check them too.
        await page.getByRole("heading", { name: "Residence routes and your eligibility" }).waitFor();
        await page.getByRole("heading", { name: "Your top alternatives" }).waitFor();
      }
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .map((violation) => `${path}: ${violation.id} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`);
      expect(serious, path).toEqual([]);
    }
  });

  it("fit a 375 px wide phone screen without sideways scrolling, with the nav behind a menu button", async () => {
    const { page, url } = await browser.open({ width: 375, height: 740 });
    const id = await createAssessment(url(""));
    for (const path of [...PUBLIC_PAGES, `/results/${id}`, `/relocation-hub/${id}`]) {
      await page.goto(url(path));
      await page.waitForSelector("h1");
      await page.waitForFunction(() => !document.querySelector('[role="status"]'));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await page.goto(url("/"));
    expect(await page.getByRole("link", { name: "Best Countries" }).isVisible()).toBe(false);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("link", { name: "Best Countries" }).click();
    await page.waitForURL("**/best-countries");
  });

  it("link best countries to assessments and city guides, and guides back to the list when unknown", async () => {
    const { page, url } = await browser.open({ allowConsole: [/status of 404/] });
    await page.goto(url("/best-countries"));
    await expect.poll(() => page.getByRole("link", { name: "Get Assessment" }).count()).toBe(6);
    const served = (await (await fetch(url("/api/best-countries"))).json()) as BestCountriesResponse;
    expect(await page.getByText(served.referenceProfile.summary, { exact: true }).count()).toBe(1);
    expect((await page.locator('ol[aria-label="Ranked destinations"] h2').allTextContents()).map((name) => name.trim())).toEqual(
      served.countries.map((country) => country.name),
    );
    for (const country of served.countries) {
      expect(await page.getByLabel(`Reference profile score ${country.overallScore} out of 100`).first().textContent()).toBe(String(country.overallScore));
    }
    const assessmentLinks = await page.getByRole("link", { name: "Get Assessment" }).evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(assessmentLinks.map((href) => new URL(href, url("")).searchParams.get("country"))).toEqual(served.countries.map((country) => country.name));
    expect(assessmentLinks.every((href) => href.startsWith("/assessment?"))).toBe(true);
    await page.getByRole("link", { name: "Lisbon", exact: true }).click();
    await page.waitForURL("**/city/Portugal/Lisbon");
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "Lisbon" }).count()).toBe(1);
    expect(await page.getByRole("link", { name: /source:/ }).count()).toBeGreaterThan(3);

    await page.goto(url("/city/Portugal/Faro"));
    await expect.poll(() => page.getByRole("heading", { name: "City Information Not Available" }).count()).toBe(1);
    await page.getByRole("link", { name: "Back to Best Countries" }).click();
    await page.waitForURL("**/best-countries");
  });

  it("lead every city chip on best countries to a real city guide", async () => {
    const { page, url } = await browser.open();
    await page.goto(url("/best-countries"));
    await expect.poll(() => page.getByRole("link", { name: "Get Assessment" }).count()).toBe(6);
    const chips = await page.locator('a[href^="/city/"]').evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(chips.length).toBeGreaterThanOrEqual(4);
    for (const chip of chips) {
      await page.goto(url(chip));
      await page.waitForSelector("h1");
      await page.waitForFunction(() => !document.querySelector('[role="status"]'));
      expect(await page.getByRole("heading", { name: "City Information Not Available" }).count(), chip).toBe(0);
      expect(await page.getByRole("heading", { level: 1 }).textContent(), chip).toBe(decodeURIComponent(chip.split("/")[3] ?? ""));
    }
  });

  it("let the results page open the sample report with a way back", async () => {
    const { page, url } = await browser.open();
    const id = await createAssessment(url(""));
    await page.goto(url(`/results/${id}`));
    await page.getByRole("link", { name: "View Sample Report" }).click();
    await page.waitForURL("**/sample-report");
    await page.getByRole("link", { name: "Back to Your Assessment Results" }).click();
    await page.waitForURL(`**/results/${id}`);
    await page.goto(url("/sample-report"));
    await page.waitForSelector("h1");
    expect(await page.getByRole("link", { name: "Back to Your Assessment Results" }).count()).toBe(0);
  });

  it("let anyone download the sample report as the real PDF, its score the one the page shows", async () => {
    const { page, url } = await browser.open();
    await page.goto(url("/sample-report"));
    const link = page.getByRole("link", { name: /Download the sample PDF/ });
    await link.waitFor();
    const [download] = await Promise.all([page.waitForEvent("download", { timeout: 60_000 }), link.click()]);
    expect(download.suggestedFilename()).toBe("newshores-sample-report-lisbon.pdf");
    const file = (await download.path()) as string;
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [file], { encoding: "utf8" }))?.[1]);
    expect(pages).toBeGreaterThanOrEqual(REPORT_MIN_PAGES);
    const cover = execFileSync("pdftotext", ["-f", "1", "-l", "1", file, "-"], { encoding: "utf8" });
    expect(cover).toContain("illustrative profile");
    const score = (await page.locator("strong", { hasText: "out of 100" }).first().textContent()) ?? "";
    expect(cover.replace(/\s+/g, " ")).toContain(`${/(\d+)/.exec(score)?.[1]} out of 100`);
  });

  it("show the landing page chrome: footer entries, social links, copyright and operator links", async () => {
    const { page, url } = await browser.open();
    await page.goto(url("/"));
    await page.waitForSelector("h1");
    expect(await page.getByText(`Copyright 127.0.0.1`).count()).toBe(1);
    expect(await page.getByRole("link", { name: "hello@newshores.app" }).getAttribute("href")).toBe("mailto:hello@newshores.app");
    expect(await page.locator('a[href="/social-login"]').count()).toBe(5);
    expect(await page.getByRole("link", { name: "System Status" }).getAttribute("href")).toBe("/system-login");
    expect(await page.getByRole("link", { name: "Run Time" }).getAttribute("href")).toBe("/admin/config");
    expect(await page.getByText("(illustrative)").count()).toBe(3);
  });
});

describe("flags", () => {
  it("are images the site serves itself, never emoji that need an emoji font", async () => {
    const { page, url } = await browser.open();
    const id = await createAssessment(url(""));
    for (const path of [...PUBLIC_PAGES, `/results/${id}`, `/relocation-hub/${id}`]) {
      await page.goto(url(path));
      await page.waitForSelector("h1");
      await page.waitForFunction(() => !document.querySelector('[role="status"]'));
      const text = await page.evaluate(() => document.body.innerText);
      expect(text, path).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
    }
    for (const [path, count] of [["/", 4], ["/best-countries", 6]] as const) {
      await page.goto(url(path));
      const flags = page.locator('img[src^="/flags/"]');
      await expect.poll(() => flags.count()).toBe(count);
      await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('img[src^="/flags/"]')].every((img) => img.complete));
      const sizes = await flags.evaluateAll((images) => (images as HTMLImageElement[]).map((img) => img.naturalWidth));
      for (const width of sizes) expect(width, path).toBeGreaterThan(0);
    }
  });
});

describe("document titles", () => {
  it("differ per page, and the results title names the country and the score", async () => {
    const { page, url } = await browser.open({ allowConsole: [/status of 404/] });
    const id = await createAssessment(url(""));
    const assessment = (await (await fetch(url(`/api/assessments/${id}`))).json()) as { overall_score: number };
    const titles = new Map<string, string>();
    for (const path of [...PUBLIC_PAGES, `/results/${id}`, `/relocation-hub/${id}`, "/no-such-page"]) {
      await page.goto(url(path));
      await page.waitForSelector("h1");
      await page.waitForFunction(() => !document.querySelector('[role="status"]'));
      const title = await page.title();
      expect(title, path).toMatch(/ \| NewShores$/);
      titles.set(path, title);
    }
    expect(new Set(titles.values()).size).toBe(titles.size);
    expect(titles.get(`/results/${id}`)).toBe(`Spain (Valencia) - score ${assessment.overall_score}/100 | NewShores`);
    expect(titles.get("/no-such-page")).toBe("Page not found | NewShores");
  });
});

describe("the wizard by keyboard alone", () => {
  it("can be completed with Tab, typing, arrow keys and Enter", async () => {
    const { page, url } = await browser.open();
    await page.goto(url("/assessment"));
    await page.waitForSelector("#age");
    await page.focus("#age");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Nurse");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByText("Step 2 of 3").count()).toBe(1);
    await page.waitForFunction(() => document.activeElement?.tagName === "H1");

    await page.waitForFunction(() => !(document.querySelector("#country") as HTMLSelectElement).disabled);
    await page.focus("#country");
    await page.keyboard.type("Spain");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Mediterranean");
    // Enter does not submit from a <select>: Tab past Location and Previous to Next Step.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByText("Step 3 of 3").count()).toBe(1);
    // A new step moves focus to the page heading (next animation frame); keys typed before that would be lost.
    await page.waitForFunction(() => document.activeElement?.tagName === "H1");

    // Tab into each star group; ArrowRight moves from 1 star to 2, 3, 4 stars.
    await page.keyboard.press("Tab");
    for (let factor = 0; factor < 7; factor += 1) {
      if (factor > 0) await page.keyboard.press("Tab");
      await page.keyboard.press("Space");
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
    }
    await expect.poll(() => page.getByText("4/5").count()).toBe(7);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/results\/\d+$/);
    await expect.poll(() => page.getByRole("heading", { name: "Your Migration Assessment Results" }).count()).toBe(1);
  });
});

describe("social connect", () => {
  it("opens the network's login page in a popup and marks it Connected on the page only", async () => {
    const { page, url, context } = await browser.open({ allowConsole: [/ERR_|net::/] });
    await context.route(/^https:\/\//, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>login</title>" }));
    await page.goto(url("/social-login"));
    const button = page.getByRole("button", { name: "Connect Professional network" });
    await button.waitFor();
    const popup = page.waitForEvent("popup");
    await button.click();
    expect((await popup).url()).toContain("linkedin.com");
    const connected = page.getByRole("button", { name: "Connected" });
    expect(await connected.isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: /^Connect / }).count()).toBe(4);
  });
});
