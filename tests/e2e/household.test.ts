/** Issue 29 as a family meets it on the results page: the schools chapter in brief, with its sources, only when children move. */
import { describe, expect, it } from "vitest";
import { portugalRequest } from "../support/requests";
import { useBrowser } from "./support/browser";

const browser = useBrowser();

describe("the results page for a household", () => {
  it("shows a family moving to Amsterdam how schooling works there, with sources, and shows a single adult nothing of it", async () => {
    const { page, url } = await browser.open();
    const family = { ...portugalRequest, preferred_country: "Netherlands", preferred_city: "Amsterdam", climate_preference: "temperate", household_adults: 2, household_children: 2 };
    const created = await page.request.post(url("/api/assessments"), { data: family });
    expect(created.status()).toBe(201);
    await page.goto(url(`/results/${((await created.json()) as { id: number }).id}`));
    const schools = page.getByRole("region", { name: "Schools for your children" });
    await expect.poll(() => schools.textContent()).toContain("You told us 2 children move with you.");
    expect(await schools.textContent()).toContain("The school year starts");
    expect(await schools.getByRole("link", { name: /source for the school year starts/ }).getAttribute("href")).toMatch(/^https:\/\//);

    const single = await page.request.post(url("/api/assessments"), { data: portugalRequest });
    await page.goto(url(`/results/${((await single.json()) as { id: number }).id}`));
    await expect.poll(() => page.getByRole("region", { name: "Residence routes and your eligibility" }).count()).toBe(1);
    expect(await page.getByRole("region", { name: "Schools for your children" }).count()).toBe(0);
  });
});
