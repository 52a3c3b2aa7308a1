/**
 * Issue 18.6, the site's side: every public page speaks to a buyer, never in research notes or programming
 * values. Each page of the route table (src/shared/routes.ts) is visited as a visitor meets it, its whole text
 * (header, main, footer and any open dialog) is read once the content has loaded, and `machineryIn` must find
 * nothing: no 'stored copy', 'GitHub copy', 'commit', 'not entered', 'not researched', TODO, undefined, NaN,
 * null, engine words or raw numbers with more than two decimals. The results page and the relocation hub are
 * read for an assessment of every one of the destinations, the results page also at 375 px, and the wizard at
 * each step. The reports themselves are checked in src/server/reports/every-country-report.test.ts.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { FACTORS } from "@shared/constants";
import type { DestinationSummary, DestinationsResponse } from "@shared/contracts/destinations";
import { machineryIn } from "../support/plain-words";
import { useBrowser } from "./support/browser";

const browser = useBrowser();

/** The pages anyone can open without an assessment (the results page and hub are read per destination below). */
const STATIC_PAGES: { name: string; path: string }[] = [
  { name: "landing page", path: "/" },
  { name: "best countries", path: "/best-countries" },
  { name: "sample report", path: "/sample-report" },
  { name: "methodology", path: "/methodology" },
  { name: "about", path: "/about" },
  { name: "privacy policy", path: "/privacy" },
  { name: "terms of service", path: "/terms" },
  { name: "social login", path: "/social-login" },
  { name: "system login", path: "/system-login" },
];

/** The four city guides GET /api/city-guides/{country}/{city} serves (src/server/content/city-guides). */
const CITY_GUIDES = ["/city/Portugal/Lisbon", "/city/Portugal/Porto", "/city/Spain/Barcelona", "/city/Mexico/Mexico%20City"];

/** The operator pages a visitor can reach: each shows the system login gate until an operator signs in. */
const OPERATOR_GATES = [
  "/admin/config", "/admin/orders", "/admin/data-freshness", "/test-reports", "/email-test", "/payment-debug",
  "/stripe-diagnostic", "/worker-diagnostics", "/job-processor",
];

/** Everything a visitor reads on the page: header, main, footer and any open dialog. */
async function visibleText(page: Page): Promise<string> {
  return page.locator("body").innerText();
}

/** Waits for a page's content: a heading, and no "Loading..." status left. */
async function loaded(page: Page): Promise<void> {
  await page.waitForSelector("h1");
  await page.waitForFunction(() => ![...document.querySelectorAll('[role="status"]')].some((status) => /^\s*Loading/.test(status.textContent ?? "")));
}

async function expectPlain(page: Page, name: string): Promise<void> {
  expect(machineryIn(await visibleText(page)), `buyer-facing text on the ${name}`).toEqual([]);
}

/** Like expectPlain, but collects the findings so one run names every destination that fails. */
async function expectPlainInto(failures: string[], page: Page, name: string): Promise<void> {
  failures.push(...machineryIn(await visibleText(page)).map((found) => `${name}: ${found}`));
}

async function destinations(base: string): Promise<DestinationSummary[]> {
  const response = (await (await fetch(`${base}/api/destinations`)).json()) as DestinationsResponse;
  return response.countries;
}

async function createAssessment(base: string, country: DestinationSummary, city: string | undefined = country.cities[0]): Promise<number> {
  const response = await fetch(`${base}/api/assessments`, {
    method: "POST",
    // Its own client address (the product trusts the loopback proxy in these journeys): one assessment per
    // destination would otherwise use up the create limit the other journeys share.
    headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.18" },
    body: JSON.stringify({
      user_age: 40, user_job: "Nurse", monthly_budget: 1500, preferred_country: country.name, ...(city ? { preferred_city: city } : {}),
      location_preference: country.coastal ? "beachside" : "city", climate_preference: country.climateTypes[0],
      immigration_policies_importance: 5, healthcare_importance: 4, safety_importance: 5, internet_importance: 1,
      emigration_process_importance: 3, ease_of_immigration_importance: 2, local_acceptance_importance: 4,
    }),
  });
  expect(response.status, `creating an assessment for ${country.name}`).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** The results page with its late blocks (eligibility, alternatives) and the price block loaded. */
async function openResults(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByRole("heading", { name: "Your top alternatives" }).waitFor();
  await page.getByRole("heading", { name: "Residence routes and your eligibility" }).waitFor();
  await page.getByRole("button", { name: "Buy Your Report" }).first().waitFor();
  await loaded(page);
}

async function openHub(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByRole("heading", { level: 1, name: /^Your move to / }).waitFor();
  await page.getByRole("button", { name: "Buy Your Report" }).first().waitFor();
  await loaded(page);
}

describe("buyer-facing text on every public page", () => {
  it.each(STATIC_PAGES)("the $name ($path) speaks plainly", async ({ name, path }) => {
    const { page, url } = await browser.open({ allowConsole: [/status of 401/] });
    await page.goto(url(path));
    await loaded(page);
    if (path === "/best-countries") await expect.poll(() => page.getByRole("link", { name: "Get Assessment" }).count()).toBe(6);
    if (path === "/sample-report") await page.locator("main h2").first().waitFor();
    if (path === "/methodology") await page.locator("main h2").first().waitFor();
    await expectPlain(page, name);
  });

  it("every city guide speaks plainly, including any guide a page links to", async () => {
    const { page, url } = await browser.open();
    const linked = new Set<string>();
    for (const path of ["/", "/best-countries"]) {
      await page.goto(url(path));
      await loaded(page);
      if (path === "/best-countries") await expect.poll(() => page.getByRole("link", { name: "Get Assessment" }).count()).toBe(6);
      for (const href of await page.locator('a[href^="/city/"]').evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))) {
        linked.add(href.replace(/ /g, "%20"));
      }
    }
    const guides = [...new Set([...CITY_GUIDES, ...linked])];
    for (const path of guides) {
      const served = await fetch(url(`/api${path.replace("/city/", "/city-guides/")}`));
      expect(served.status, `the API serves the guide ${path}`).toBe(200);
      await page.goto(url(path));
      await loaded(page);
      await page.getByRole("link", { name: /^Assess / }).first().waitFor();
      await expectPlain(page, `city guide ${decodeURIComponent(path)}`);
    }
  });

  it("the page-not-found page and the operator pages' login gate speak plainly", async () => {
    const { page, url } = await browser.open({ allowConsole: [/status of 40[14]/] });
    await page.goto(url("/no-such-page"));
    await page.getByRole("heading", { name: "Page not found" }).waitFor();
    await expectPlain(page, "page-not-found page");
    for (const path of OPERATOR_GATES) {
      await page.goto(url(path));
      await loaded(page);
      await page.locator("main form, main [role='alert']").first().waitFor();
      await expectPlain(page, `operator login gate at ${path}`);
    }
  });

  it("the assessment wizard speaks plainly at every step, with a climate conflict shown, and on the results it leads to", async () => {
    const { page, url } = await browser.open();
    await page.goto(url("/assessment"));
    await expect.poll(() => page.getByText("Step 1 of 3").count()).toBe(1);
    await page.getByRole("button", { name: "Next Step" }).click();
    await expect.poll(() => page.getByRole("alert").count()).toBe(1);
    await expectPlain(page, "wizard step 1 (with its occupation message)");
    await page.getByLabel("Occupation").fill("Nurse");
    await page.getByRole("button", { name: "Next Step" }).click();
    await expect.poll(() => page.getByText("Step 2 of 3").count()).toBe(1);
    await expect.poll(() => page.getByLabel("Preferred Country").locator("option").count()).toBeGreaterThan(1);
    await expectPlain(page, "wizard step 2");
    await page.getByLabel("Preferred Country").selectOption("Japan");
    await page.getByLabel("Climate Preference").selectOption("tropical");
    await expect.poll(() => page.getByRole("alert").count()).toBe(1);
    await expectPlain(page, "wizard step 2 (with a climate conflict)");
    await page.getByLabel("Climate Preference").selectOption("temperate");
    await page.getByRole("button", { name: "Next Step" }).click();
    await expect.poll(() => page.getByText("Step 3 of 3").count()).toBe(1);
    await expectPlain(page, "wizard step 3");
    for (const { label } of FACTORS) {
      await page.getByRole("radiogroup", { name: label }).getByRole("radio", { name: "3 stars" }).check({ force: true });
    }
    await page.getByRole("button", { name: "Get My Results" }).click();
    await page.waitForURL(/\/results\/\d+$/);
    await openResults(page, page.url());
    await expectPlain(page, "results page the wizard leads to (Japan)");
  });

  it("the results page speaks plainly at 375 px, and so do its buying dialog and the relocation hub", async () => {
    const { page, url } = await browser.open({ width: 375, height: 740 });
    const portugal = (await destinations(url(""))).find((country) => country.name === "Portugal");
    if (!portugal) throw new Error("Portugal is not served");
    const id = await createAssessment(url(""), portugal, "Porto");
    await openResults(page, url(`/results/${id}`));
    await expectPlain(page, "results page at 375 px (Porto, Portugal)");
    await page.getByRole("button", { name: "Buy Your Report" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Get Your Personalised Report" });
    await dialog.getByLabel("Card number").waitFor();
    await expectPlain(page, "buying dialog on the results page at 375 px");
    await page.keyboard.press("Escape");
    await openHub(page, url(`/relocation-hub/${id}`));
    await expectPlain(page, "relocation hub at 375 px (Porto, Portugal)");
  });

  it("after buying, the report-ready dialog, the paid results page and the paid hub speak plainly", async () => {
    const { page, url } = await browser.open();
    const portugal = (await destinations(url(""))).find((country) => country.name === "Portugal");
    if (!portugal) throw new Error("Portugal is not served");
    const id = await createAssessment(url(""), portugal);
    await openResults(page, url(`/results/${id}`));
    await page.getByRole("button", { name: "Buy Your Report" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Get Your Personalised Report" });
    await dialog.getByText("Demo mode - no real charge").first().waitFor();
    await dialog.getByLabel("Card number").fill("4242424242424242");
    await dialog.getByLabel("Expiry (MM / YY)").fill("1234");
    await dialog.getByLabel("Security code (CVC)").fill("123");
    await dialog.getByRole("button", { name: /^Pay / }).click();
    const ready = page.getByRole("dialog", { name: "Your Report Is Ready!" });
    await ready.getByRole("button", { name: "Download Report" }).waitFor({ timeout: 15_000 });
    await expectPlain(page, "report-ready dialog");
    await page.reload();
    await page.getByRole("button", { name: "Download Your Report" }).waitFor();
    await page.getByRole("heading", { name: "Residence routes and your eligibility" }).waitFor();
    await expectPlain(page, "paid results page");
    await page.goto(url(`/relocation-hub/${id}`));
    await page.getByText(/Your hub access lasts until/).waitFor();
    await expectPlain(page, "paid relocation hub");
  });
});

describe("buyer-facing text on the results page and relocation hub of every destination", () => {
  it("every destination's results page and hub speak plainly", { timeout: 600_000 }, async () => {
    const { page, url } = await browser.open();
    const countries = await destinations(url(""));
    expect(countries.length).toBeGreaterThanOrEqual(38);
    const failures: string[] = [];
    for (const country of countries) {
      const id = await createAssessment(url(""), country);
      const place = `${country.cities[0] ? `${country.cities[0]}, ` : ""}${country.name}`;
      await openResults(page, url(`/results/${id}`));
      await expectPlainInto(failures, page, `results page (${place})`);
      await openHub(page, url(`/relocation-hub/${id}`));
      await expectPlainInto(failures, page, `relocation hub (${place})`);
    }
    expect(failures, "buyer-facing text on the results pages and hubs").toEqual([]);
  });
});
