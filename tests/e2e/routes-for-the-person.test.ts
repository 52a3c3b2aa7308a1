/**
 * Issue 28 in the browser: for each of the ten people of tests/support/route-profiles.ts, the results page says of
 * every route what the eligibility answer says (the status, "For you" and the deciding reason), and that answer is
 * what an adviser would say (the API test holds the report to the same answer on both databases).
 */
import { describe, expect, it } from "vitest";
import type { EligibilityResponse, EligibilityStatus } from "@shared/contracts/eligibility";
import { portugalRequest } from "../support/requests";
import { ROUTE_PROFILES } from "../support/route-profiles";
import { useBrowser } from "./support/browser";

const browser = useBrowser();

/** The badge the results page shows for each status (eligibility-block.tsx). */
const BADGE: Record<EligibilityStatus, string> = {
  meets: "Likely meets",
  below: "Below the threshold",
  "not-open": "Not open to you",
  "points-tested": "Points-tested: check your points",
  unknown: "Cannot tell from your answers",
};

describe("the results page judges routes for the person", () => {
  it.each(ROUTE_PROFILES)("shows $who the routes the eligibility answer gives, each with its reason", async (profile) => {
    const { page, url } = await browser.open();
    const created = await page.request.post(url("/api/assessments"), { data: { ...portugalRequest, ...profile.answers } });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const answer = (await (await page.request.get(url(`/api/assessments/${id}/eligibility`))).json()) as EligibilityResponse;

    await page.goto(url(`/results/${id}`));
    const block = page.getByRole("region", { name: "Residence routes and your eligibility" });
    await expect.poll(() => block.getByRole("listitem").count()).toBe(answer.verdicts.length);

    for (const [fragment, wanted] of Object.entries(profile.expect)) {
      const verdict = answer.verdicts.find((entry) => entry.route.includes(fragment));
      expect(verdict, `${profile.who}: a route named like "${fragment}"`).toMatchObject(wanted);
    }
    for (const verdict of answer.verdicts) {
      const item = block.getByRole("listitem").filter({ has: page.getByRole("heading", { name: verdict.route, exact: true }) });
      expect(await item.count(), verdict.route).toBe(1);
      const text = (await item.textContent()) ?? "";
      expect(text, verdict.route).toContain(BADGE[verdict.status]);
      expect(text.includes("For you"), `${verdict.route}: "For you"`).toBe(verdict.forYou);
      expect(text).toContain(verdict.summary);
    }
  });
});
