/**
 * Issue 28.5 as a visitor meets it: Mexico City is a subtropical highland (Köppen Cwb) in a country with tropical
 * coasts. Step 2 says so when a tropical climate is asked for there, one click chooses any city instead, and the
 * results page scores and explains the city's own climate.
 */
import { describe, expect, it } from "vitest";
import { portugalRequest } from "../support/requests";
import { useBrowser } from "./support/browser";

const browser = useBrowser();

describe("climate per city", () => {
  it("says on step 2 that the chosen city's own climate is not the one asked for, and offers the way out", async () => {
    const { page, url } = await browser.open();
    await page.goto(url("/assessment"));
    await expect.poll(() => page.getByText("Step 1 of 3").count()).toBe(1);
    await page.getByLabel("Occupation").fill("UX designer");
    await page.getByRole("button", { name: "Next Step" }).click();
    await expect.poll(() => page.getByText("Step 2 of 3").count()).toBe(1);
    await expect.poll(() => page.getByLabel("Preferred Country").locator("option").count()).toBeGreaterThan(1);
    await page.getByLabel("Preferred Country").selectOption("Mexico");
    await page.getByLabel("Preferred City (optional)").selectOption("Mexico City");
    await page.getByLabel("Climate Preference").selectOption("tropical");

    const notice = page.getByRole("status").filter({ hasText: "own climate" });
    await expect.poll(() => notice.textContent()).toContain("Mexico City's own climate is temperate (Köppen Cwb), not tropical");
    expect(await page.getByRole("alert").count(), "not a conflict: Mexico has tropical regions").toBe(0);

    await notice.getByRole("button", { name: "Any city in Mexico" }).click();
    expect(await page.getByLabel("Preferred City (optional)").inputValue()).toBe("");
    expect(await notice.count()).toBe(0);
  });

  it("scores Mexico City on its own climate and says why on the results page", async () => {
    const { page, url } = await browser.open();
    const created = await page.request.post(url("/api/assessments"), {
      data: { ...portugalRequest, preferred_country: "Mexico", preferred_city: "Mexico City", climate_preference: "tropical" },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await page.goto(url(`/results/${id}`));
    await expect.poll(() => page.getByText(/Mexico City's climate is temperate \(Köppen Cwb, subtropical highland climate\), not the tropical climate you prefer/).count()).toBeGreaterThan(0);
  });
});
