// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Assessment } from "@shared/contracts/assessments";
import { chapterListing } from "@shared/report-chapters";
import { HUB_SECTIONS } from "@shared/hub-sections";
import { HubBonus } from "./hub-bonus";
import { ReportOffer } from "./report-offer";
import { ScoreSummary } from "./score-summary";
import { StarRating } from "../assessment/star-rating";

afterEach(cleanup);

const assessment = {
  id: 123456789012345, overall_score: 74, match_level: "very_good", preferred_country: "Portugal", preferred_city: "Porto",
} as Assessment;

describe("ScoreSummary", () => {
  it("shows the score in a badge coloured by match level, four stars and the score message", () => {
    render(<MemoryRouter><ScoreSummary assessment={assessment} /></MemoryRouter>);
    const badge = screen.getByRole("img", { name: "Score 74 out of 100, Very Good match" });
    expect(badge.className).toContain("bg-blue-700");
    expect(screen.getByRole("img", { name: "4 out of 5 stars" })).toBeTruthy();
    expect(screen.getByText("Portugal, Porto")).toBeTruthy();
    expect(screen.getByText("This destination aligns very well with most of your preferences.")).toBeTruthy();
  });
});

describe("ReportOffer", () => {
  it("promises the spec's 40+ pages and lists exactly the report's chapters", () => {
    render(<MemoryRouter><ReportOffer country="Portugal" showPrice={false} /></MemoryRouter>);
    expect(screen.getByText(/^A 40\+ page PDF built from the sources behind your score/)).toBeTruthy();
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(chapterListing());
  });
});

describe("sales claims on the results page", () => {
  it("promise the report's delivery as it happens: usually within a minute, by e-mail only when an address is given", () => {
    render(<MemoryRouter><ReportOffer country="Portugal" showPrice={false} /></MemoryRouter>);
    const text = screen.getByText(/^A 40\+ page PDF/).textContent ?? "";
    expect(text).not.toMatch(/seconds|instant/i);
    expect(text).toContain("usually ready within a minute");
    expect(text).toMatch(/by e-mail if you give an address/);
  });

  it("describe the hub bonus as exactly the sections the hub has", () => {
    render(<MemoryRouter><HubBonus /></MemoryRouter>);
    expect(screen.getByRole("heading", { name: "Bonus: two years of your relocation hub" })).toBeTruthy();
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(Object.values(HUB_SECTIONS).map((section) => section.offer));
  });
});

describe("StarRating", () => {
  it("is a radio group named by its factor with radios named 1 star to 5 stars, showing Not rated at 0", () => {
    render(<StarRating name="safety" label="Safety & Security" value={0} onChange={() => undefined} />);
    expect(screen.getByRole("radiogroup", { name: "Safety & Security" })).toBeTruthy();
    expect(screen.getAllByRole("radio").map((radio) => radio.getAttribute("aria-label"))).toEqual([
      "1 star", "2 stars", "3 stars", "4 stars", "5 stars",
    ]);
    expect(screen.getByText("Not rated")).toBeTruthy();
  });
});
