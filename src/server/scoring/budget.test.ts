import { describe, expect, it } from "vitest";
import { city, destination } from "../../../tests/support/destinations";
import { assessBudget } from "./budget";

const dest = destination({
  name: "Testland",
  cities: [city("Capital", 1000, 700), city("Second", 800, 600), city("Unknown", null, null)],
});

const status = (text: string | null) => text?.split(" - ")[0];

describe("assessBudget", () => {
  it.each([
    [1500, "excellent"],
    [1499, "good"],
    [1000, "good"],
    [999, "tight"],
    [700, "tight"],
    [699, "insufficient"],
  ])("a budget of %i in the capital is %s", (budget, expected) => {
    expect(status(assessBudget(budget, dest, "Capital"))).toBe(expected);
  });

  it("names the figures used, their source date and the other monthly costs", () => {
    const text = assessBudget(2000, dest, "Capital") ?? "";
    expect(text).toMatch(/^excellent - Your \$2,000 monthly housing budget/);
    expect(text).toContain("$1,000 in the centre and $700 outside it");
    expect(text).toContain("Test source, 2025-01");
    expect(text).toContain("$1,000 to spare");
    expect(text).toContain("utilities $120");
  });

  it("uses the median of the country's cities when no city is chosen", () => {
    const text = assessBudget(950, dest, null) ?? "";
    expect(text).toContain("Testland (median of Capital, Second)");
    expect(text).toContain("$900 in the centre");
    expect(status(text)).toBe("good");
  });

  it("falls back to the country's figure, saying so, when the city has no sourced rent", () => {
    const text = assessBudget(950, dest, "Unknown") ?? "";
    expect(text).toContain("No sourced central rent or rent outside the centre for Unknown, so Testland's median is used for it.");
  });

  it("says a rent stood in only when a country figure actually stands in (Porto had central rent, and no outside rent anywhere)", () => {
    const noOutside = destination({ name: "Testland", cities: [city("Porto", 1300, null), city("Lisbon", 2000, null)] });
    const text = assessBudget(3000, noOutside, "Porto") ?? "";
    expect(text).toContain("$1,300 in the centre");
    expect(text).not.toMatch(/No sourced/);
  });

  it("answers null when no rent figure exists at all", () => {
    const empty = destination({ cities: [city("A", null, null)] });
    expect(assessBudget(2000, empty, "A")).toBeNull();
  });
});
