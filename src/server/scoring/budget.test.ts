import { describe, expect, it } from "vitest";
import { city, destination } from "../../../tests/support/destinations";
import { assessBudget, budgetCity } from "./budget";

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

  it("uses the cheapest sourced city when no city is chosen, and says which and why", () => {
    const text = assessBudget(850, dest, null) ?? "";
    expect(text).toContain("a 1-bedroom apartment in Second, the cheapest of Testland's cities with a current sourced rent, because you named no city");
    expect(text).toContain("$800 in the centre and $600 outside it");
    expect(status(text)).toBe("good");
  });

  it("stands in the cheapest sourced city, saying so, when the chosen city has no sourced rent", () => {
    const text = assessBudget(850, dest, "Unknown") ?? "";
    expect(text).toContain("in Second, the cheapest of Testland's cities with a current sourced rent, because no source gives a rent for Unknown");
    expect(budgetCity(dest, "Unknown")?.name).toBe("Second");
  });

  it("measures a named city against its own rents only, saying which one is missing (Porto has central rent, no outside rent)", () => {
    const noOutside = destination({ name: "Testland", cities: [city("Porto", 1300, null), city("Lisbon", 2000, 900)] });
    const text = assessBudget(3000, noOutside, "Porto") ?? "";
    expect(text).toContain("in Porto: $1,300 in the centre (no sourced rent outside the centre)");
    expect(text).not.toContain("Lisbon");
  });

  it("prefers a city with both rents as the cheapest, so a budget can still be measured against central rent", () => {
    const mixed = destination({ cities: [city("OnlyOutside", null, 300), city("Both", 900, 500)] });
    expect(budgetCity(mixed, null)?.name).toBe("Both");
    expect(budgetCity(destination({ cities: [city("OnlyOutside", null, 300), city("None", null, null)] }), null)?.name).toBe("OnlyOutside");
  });

  it("answers null when no rent figure exists at all", () => {
    const empty = destination({ cities: [city("A", null, null)] });
    expect(assessBudget(2000, empty, "A")).toBeNull();
  });

  describe("for the household that moves", () => {
    const ratios = { rent2Centre: null, rent2Outside: null, rent3Centre: { ratio: 2.2, cities: 12 }, rent3Outside: { ratio: 2, cities: 9 } };
    const place = destination({ name: "Testland", cities: [city("Capital", 1000, 700)], homeSizeRatios: ratios });
    const family = { adults: 2, children: 2 };

    it("measures a family of four against a 3-bedroom home, saying the rule and how the rent was estimated", () => {
      const text = assessBudget(3200, place, "Capital", family) ?? "";
      expect(status(text)).toBe("good");
      expect(text).toContain("against a 3-bedroom apartment (the size for 2 adults and 2 children: one bedroom for one or two adults, two bedrooms with one child, three with two or more children) in Capital");
      expect(text).toContain("$2,200 in the centre (estimated: 2.20 times Capital's sourced 1-bedroom rent in the centre");
      expect(text).toContain("for 2 adults and 2 children (one adult's utilities $120, groceries $300, transport pass $40, times 2.1 on the modified OECD equivalence scale)");
      expect(status(assessBudget(3200, place, "Capital"))).toBe("excellent");
    });

    it("keeps a single adult's words as they were", () => {
      const text = assessBudget(2000, place, "Capital") ?? "";
      expect(text).toContain("against a 1-bedroom apartment in Capital: $1,000 in the centre and $700 outside it");
      expect(text).toContain("Beyond rent, plan for about $460 a month (utilities $120, groceries $300, transport pass $40), plus health insurance.");
    });
  });
});
