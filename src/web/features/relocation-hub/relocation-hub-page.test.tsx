// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HUB_SECTIONS } from "@shared/hub-sections";
import RelocationHubPage from "./relocation-hub-page";
import { REPORT_ADVANTAGES } from "./hub-content";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const assessment = {
  id: 123456789012345, overall_score: 80, match_level: "very_good", preferred_country: "Portugal", preferred_city: "Porto",
  user_age: 40, user_job: "Teacher", monthly_budget: 2000, location_preference: "city", climate_preference: "mediterranean",
};

function answer(path: string): Response {
  const body = path.startsWith("/api/assessments/") ? assessment : { exists: false, isPaid: false, downloadToken: null, isExpired: false, hubAccessUntil: null };
  return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
}

async function renderHub() {
  vi.stubGlobal("fetch", vi.fn(async (path: string) => answer(path)));
  render(
    <MemoryRouter initialEntries={[`/relocation-hub/${assessment.id}`]}>
      <Routes><Route path="/relocation-hub/:id" element={<RelocationHubPage />} /></Routes>
    </MemoryRouter>,
  );
  await screen.findByRole("heading", { level: 1, name: "Your move to Porto, Portugal" });
}

describe("the relocation hub holds what the site promises", () => {
  it("has a section for every part of the hub the results page and the report promise", async () => {
    await renderHub();
    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    for (const section of Object.values(HUB_SECTIONS)) expect(headings).toContain(section.title);
  });

  it("invents no ratings, reviews, verified badges, community support or cost updates", async () => {
    await renderHub();
    expect(document.body.textContent).not.toMatch(/verified|reviews?\b|rating|stars?\b|community support|updated costs/i);
  });

  it("lists the report's advantages, each one a chapter the report has, e-mail only as the buyer's option", async () => {
    await renderHub();
    for (const advantage of REPORT_ADVANTAGES) expect(screen.getByText(advantage.text)).toBeTruthy();
    const email = REPORT_ADVANTAGES.filter((advantage) => /e-mail/.test(advantage.text));
    for (const advantage of email) expect(advantage.text).toMatch(/if you give/);
  });
});
