// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BestCountry } from "@shared/contracts/destinations";
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

describe("BestCountriesPage ratings", () => {
  it("says 'No sourced figure' once for a missing figure and links its source by name, and shows a known figure with its source", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ countries: [country({})] }), { status: 200, headers: { "content-type": "application/json" } })));
    render(<MemoryRouter><BestCountriesPage /></MemoryRouter>);
    const safety = (await screen.findByText("Safety")).closest("div");
    expect(safety?.textContent).toBe("SafetyNo sourced figure Global Peace Index score (2025-06)");
    expect(document.body.textContent?.match(/No sourced figure/g)).toHaveLength(1);
    const healthcare = screen.getByText("Healthcare coverage").closest("div");
    expect(healthcare?.textContent).toBe("Healthcare coverage84/100 UHC service coverage index: 84 (2021)");
  });
});
