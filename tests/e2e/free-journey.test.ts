/** The free journey as a newcomer takes it: landing -> wizard (every validation message) -> results. */
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser";

const browser = useBrowser();

describe("the free assessment journey", () => {
  it("goes from the landing page through every validation message and a climate conflict to explained results", async () => {
    // The climate conflict shows on step 2 as soon as it exists, before anything is sent (issue 16.4).
    const { page, url } = await browser.open();
    await page.goto(url("/"));
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain("Find the country");
    await page.getByRole("link", { name: "Start Free Assessment" }).click();
    await page.waitForURL("**/assessment");

    const alert = page.getByRole("alert");
    await expect.poll(() => page.getByText("Step 1 of 3").count()).toBe(1);
    expect(await page.getByText("33% complete").count()).toBe(1);
    expect(await page.getByLabel("Age").inputValue()).toBe("30");
    expect(await page.getByLabel("Monthly Housing Budget (USD)").inputValue()).toBe("2,000");

    await page.getByRole("button", { name: "Next Step" }).click();
    expect(await alert.textContent()).toBe("Please enter your occupation");

    await page.getByLabel("Occupation").fill("Software engineer");
    expect(await alert.count()).toBe(0);

    // Out-of-range and unreadable answers keep what was typed, show the spec's message and block Next (decision 0010).
    await page.getByLabel("Age").fill("");
    await page.getByLabel("Age").blur();
    expect(await page.getByLabel("Age").inputValue()).toBe("");
    expect(await alert.textContent()).toBe("Please enter a valid age between 18 and 100");
    await page.getByLabel("Age").fill("7");
    await page.getByLabel("Age").press("Enter");
    expect(await alert.textContent()).toBe("Please enter a valid age between 18 and 100");
    expect(await page.getByLabel("Age").inputValue()).toBe("7");
    await page.getByLabel("Age").fill("150");
    await page.getByLabel("Age").blur();
    expect(await page.getByLabel("Age").inputValue()).toBe("150");
    expect(await page.getByLabel("Age").getAttribute("aria-invalid")).toBe("true");
    await page.getByLabel("Age").fill("32");
    expect(await alert.count()).toBe(0);

    await page.getByLabel("Monthly Housing Budget (USD)").fill("50");
    await page.getByLabel("Monthly Housing Budget (USD)").press("Enter");
    expect(await alert.textContent()).toBe("Please enter a valid monthly budget between $100 and $50,000");
    await page.getByLabel("Monthly Housing Budget (USD)").fill("");
    await page.getByLabel("Monthly Housing Budget (USD)").blur();
    expect(await page.getByLabel("Monthly Housing Budget (USD)").inputValue()).toBe("");
    await page.getByLabel("Monthly Housing Budget (USD)").fill("$2,500");
    await page.getByLabel("Monthly Housing Budget (USD)").blur();
    expect(await page.getByLabel("Monthly Housing Budget (USD)").inputValue()).toBe("2,500");
    await page.getByRole("button", { name: "Next Step" }).click();

    await expect.poll(() => page.getByText("Step 2 of 3").count()).toBe(1);
    await page.getByRole("button", { name: "Next Step" }).click();
    expect(await alert.textContent()).toBe("Please select your preferred country");
    await expect.poll(() => page.getByLabel("Preferred Country").locator("option").count()).toBe(39);
    await page.getByLabel("Preferred Country").selectOption("Norway");
    await page.getByRole("button", { name: "Next Step" }).click();
    expect(await alert.textContent()).toBe("Please select your preferred climate type");
    // The conflict shows on step 2 as soon as both are chosen, and Next stays on step 2.
    await page.getByLabel("Climate Preference").selectOption("tropical");
    expect(await alert.textContent()).toMatch(
      /^Climate incompatibility detected: You selected "tropical" climate preference, but Norway has a ".+" climate\. Please choose a different country or adjust your climate preference\./,
    );
    await page.getByRole("button", { name: "Next Step" }).click();
    expect(await page.getByText("Step 2 of 3").count()).toBe(1);

    await page.getByLabel("Preferred Country").selectOption("Portugal");
    expect(await page.getByLabel("Preferred City (optional)").locator("option").first().textContent()).toBe("Any city in Portugal");
    await page.getByLabel("Preferred City (optional)").selectOption("Lisbon");
    await page.getByLabel("Climate Preference").selectOption("mediterranean");
    expect(await alert.count()).toBe(0);
    await page.getByRole("button", { name: "Next Step" }).click();

    await expect.poll(() => page.getByText("Step 3 of 3").count()).toBe(1);
    await page.getByRole("button", { name: "Get My Results" }).click();
    expect(await alert.textContent()).toBe("Please rate all factors before submitting your assessment");
    for (const factor of ["Immigration Policies", "Healthcare Quality", "Safety & Security", "High-Speed Internet", "USA Emigration Process", "Ease of Immigration", "Local Acceptance"]) {
      await page.getByRole("radiogroup", { name: factor }).getByRole("radio", { name: "4 stars" }).check({ force: true });
    }
    await page.getByRole("button", { name: "Get My Results" }).click();

    await page.waitForURL(/\/results\/\d{15,16}$/);
    await expect.poll(() => page.getByRole("heading", { name: "Your Migration Assessment Results" }).count()).toBe(1);
    // The heading is painted before the answer arrives; the results follow it.
    await expect.poll(() => page.getByText("Portugal, Lisbon").count()).toBe(1);
    const routes = page.getByRole("region", { name: "Residence routes and your eligibility" });
    await expect.poll(() => routes.getByRole("listitem").count()).toBe(4);
    expect(await routes.getByRole("heading", { name: "D7 residence visa (pension and passive income)" }).count()).toBe(1);
    // No income was given: income rules are not judged from the housing budget; the routes ask for the income.
    expect(await routes.getByText(/Tell us your monthly income before tax/).count()).toBeGreaterThan(0);
    expect(await routes.getByText("Below the threshold").count()).toBe(0);
    const addIncome = routes.getByRole("link", { name: "Add your monthly income and your savings to your answers" });
    expect(await addIncome.getAttribute("href")).toMatch(/^\/assessment\?from=\d{15,16}&country=Portugal$/);
    expect(await routes.getByRole("link", { name: /^Official page for / }).first().getAttribute("href")).toMatch(/^https:\/\//);
    expect(await page.getByRole("heading", { name: "How your score was calculated" }).count()).toBe(1);
    expect(await page.getByText(/Limited Time/).count()).toBe(0);
    expect(await page.getByRole("link", { name: "Take New Assessment" }).getAttribute("href")).toBe("/assessment");
  });

  it("shows the top alternatives and assesses one with the same answers in two clicks", async () => {
    const { page, url } = await browser.open();
    const created = await page.request.post(url("/api/assessments"), {
      data: {
        user_age: 61, user_job: "Retired teacher", monthly_budget: 1800, preferred_country: "Spain", preferred_city: null,
        location_preference: "beachside", climate_preference: "mediterranean",
        immigration_policies_importance: 2, healthcare_importance: 5, safety_importance: 5, internet_importance: 1,
        emigration_process_importance: 3, ease_of_immigration_importance: 4, local_acceptance_importance: 3,
      },
    });
    const { id } = (await created.json()) as { id: number };
    await page.goto(url(`/results/${id}`));
    const section = page.getByRole("region", { name: "Your top alternatives" });
    await expect.poll(() => section.getByRole("listitem").count()).toBe(3);
    const first = section.getByRole("listitem").first();
    const country = (await first.locator("span").nth(1).textContent()) ?? "";
    const listedScore = Number(/^(\d+)\/100/.exec((await first.locator("span").nth(2).textContent()) ?? "")?.[1]);
    expect(country).not.toBe("Spain");

    await first.getByRole("link", { name: `Assess ${country}` }).click();
    await page.waitForURL(/\/assessment\?from=/);
    await expect.poll(() => page.getByRole("status").textContent()).toContain(`with ${country} as the country`);
    expect(await page.getByLabel("Occupation").inputValue()).toBe("Retired teacher");
    expect(await page.getByLabel("Age").inputValue()).toBe("61");
    await page.getByRole("button", { name: "Next Step" }).click();
    expect(await page.getByLabel("Preferred Country").inputValue()).toBe(country);
    expect(await page.getByLabel("Climate Preference").inputValue()).toBe("mediterranean");
    await page.getByRole("button", { name: "Next Step" }).click();
    await page.getByRole("button", { name: "Get My Results" }).click();

    await page.waitForURL(/\/results\/\d{15,16}$/);
    const summary = page.getByRole("img", { name: /^Score \d+ out of 100/ });
    await expect.poll(() => summary.getAttribute("aria-label")).toContain(`Score ${listedScore} out of 100`);
  });

  it("shows Assessment Not Found for an unknown id", async () => {
    const { page, url } = await browser.open({ allowConsole: [/status of 404/] });
    await page.goto(url("/results/123456789012345"));
    await expect.poll(() => page.getByRole("heading", { name: "Assessment Not Found" }).count()).toBe(1);
    expect(await page.getByRole("link", { name: "Return to Home" }).getAttribute("href")).toBe("/");
  });

  it("shows Page not found with a link home for an unknown route", async () => {
    const { page, url } = await browser.open({ allowConsole: [/status of 404/] });
    const response = await page.goto(url("/no-such-page"));
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByRole("heading", { name: "Page not found" }).count()).toBe(1);
  });
});
