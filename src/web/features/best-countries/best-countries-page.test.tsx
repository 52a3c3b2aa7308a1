// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BestCountriesResponse, BestCountry } from "@shared/contracts/destinations";
import BestCountriesPage from "./best-countries-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const source = (asOf: string) => ({ name: "Publisher", url: "https://example.org/index", asOf });

function country(overrides: Partial<BestCountry>): BestCountry {
  return {
    name: "Testland",
    flag: { src: "/flags/portugal.svg", width: 3, height: 2 },
    image: { src: "/images/countries/portugal.svg", alt: "Illustration" },
    rank: 1,
    overallScore: 94,
    referenceClimate: "mediterranean",
    description: "A test country.",
    highlights: [],
    immigrationPaths: [],
    costOfLiving: "Moderate",
    costOfLivingBasis: "Basis.",
    healthcareRating: { score: 84, indicator: "UHC service coverage index", value: "84", source: source("2021") },
    safetyRating: { score: null, indicator: "Global Peace Index score", value: null, source: source("2025-06") },
    language: "Testish",
    climate: ["mediterranean"],
    popularCities: [],
    cityGuides: [],
    keyBenefits: [],
    ...overrides,
  };
}

const SUMMARY = "Scores are for one reference profile: a test sentence.";

function serve(countries: BestCountry[]) {
  const body: BestCountriesResponse = {
    referenceProfile: {
      answers: {
        user_age: 30, user_job: "Software engineer", monthly_budget: 2000, preferred_city: null, location_preference: "city",
        immigration_policies_importance: 3, healthcare_importance: 3, safety_importance: 3, internet_importance: 3,
        emigration_process_importance: 3, ease_of_immigration_importance: 3, local_acceptance_importance: 3,
        monthly_income: null, income_kind: null, income_basis: null, savings: null, household_adults: null, household_children: null,
      },
      summary: SUMMARY,
    },
    countries,
  };
  vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } })));
}

describe("BestCountriesPage scores", () => {
  it("says which reference profile the scores are for, and each card's score, rank and climate preference in the served order", async () => {
    serve([
      country({ name: "Highland", rank: 1, overallScore: 89, referenceClimate: "mediterranean" }),
      country({ name: "Lowland", rank: 2, overallScore: 53, referenceClimate: "tropical" }),
    ]);
    render(<MemoryRouter><BestCountriesPage /></MemoryRouter>);
    expect(await screen.findByText(SUMMARY)).toBeTruthy();
    const cards = screen.getAllByRole("listitem").filter((item) => item.querySelector("h2"));
    expect(cards.map((card) => card.querySelector("h2")?.textContent?.trim())).toEqual(["Highland", "Lowland"]);
    expect(screen.getByLabelText("Reference profile score 89 out of 100").textContent).toBe("89");
    expect(screen.getByLabelText("Reference profile score 53 out of 100").className).toContain("bg-red-700");
    expect(cards[0]?.textContent).toContain("#1");
    expect(cards[1]?.textContent).toContain("#2");
    expect(cards[1]?.textContent).toContain("Score for the reference profile with a tropical climate preference.");
  });

  it("opens the wizard with the card's country chosen from each Get Assessment link", async () => {
    serve([country({ name: "Costa Rica" }), country({ name: "Portugal", rank: 2 })]);
    render(<MemoryRouter><BestCountriesPage /></MemoryRouter>);
    const links = await screen.findAllByRole("link", { name: "Get Assessment" });
    const targets = links.map((link) => new URL(link.getAttribute("href") ?? "", "http://site.test"));
    expect(targets.map((target) => [target.pathname, target.searchParams.get("country")])).toEqual([
      ["/assessment", "Costa Rica"],
      ["/assessment", "Portugal"],
    ]);
  });
});

describe("BestCountriesPage ratings", () => {
  it("says 'No sourced figure' once for a missing figure and links its source by name, and shows a known figure with its source", async () => {
    serve([country({})]);
    render(<MemoryRouter><BestCountriesPage /></MemoryRouter>);
    const safety = (await screen.findByText("Safety")).closest("div");
    expect(safety?.textContent).toBe("SafetyNo sourced figure Global Peace Index score (2025-06)");
    expect(document.body.textContent?.match(/No sourced figure/g)).toHaveLength(1);
    const healthcare = screen.getByText("Healthcare coverage").closest("div");
    expect(healthcare?.textContent).toBe("Healthcare coverage84/100 UHC service coverage index: 84 (2021)");
  });
});
