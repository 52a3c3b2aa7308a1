import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { city, destination } from "../../../tests/support/destinations";
import { bedroomsFor, equivalentAdults, householdInWords, householdOf, ONE_ADULT } from "./household";
import { homeRents } from "./home-rents";

const households = fc.record({ adults: fc.integer({ min: 1, max: 10 }), children: fc.integer({ min: 0, max: 15 }) });

describe("the household", () => {
  it("reads the answers, one adult when they say nothing", () => {
    expect(householdOf({})).toEqual(ONE_ADULT);
    expect(householdOf({ household_adults: 2, household_children: 2 })).toEqual({ adults: 2, children: 2 });
    expect(householdInWords({ adults: 2, children: 1 })).toBe("2 adults and 1 child");
    expect(householdInWords(ONE_ADULT)).toBe("1 adult");
  });

  it("needs one bedroom for one or two adults, two with one child, three with two or more", () => {
    expect(bedroomsFor({ adults: 1, children: 0 })).toBe(1);
    expect(bedroomsFor({ adults: 2, children: 0 })).toBe(1);
    expect(bedroomsFor({ adults: 2, children: 1 })).toBe(2);
    expect(bedroomsFor({ adults: 2, children: 2 })).toBe(3);
    expect(bedroomsFor({ adults: 1, children: 5 })).toBe(3);
  });

  it("counts a family of four at 2.1 adults on the modified OECD scale, one adult at 1", () => {
    expect(equivalentAdults({ adults: 2, children: 2 })).toBeCloseTo(2.1);
    expect(equivalentAdults(ONE_ADULT)).toBe(1);
  });

  it("property: one more person never needs a smaller home or costs less", () => {
    fc.assert(
      fc.property(households, fc.boolean(), (household, adult) => {
        const bigger = adult ? { ...household, adults: household.adults + 1 } : { ...household, children: household.children + 1 };
        return bedroomsFor(bigger) >= bedroomsFor(household) && equivalentAdults(bigger) > equivalentAdults(household);
      }),
    );
  });
});

describe("the rent of the home a household needs", () => {
  const ratios = { rent2Centre: null, rent2Outside: null, rent3Centre: { ratio: 2.2, cities: 12 }, rent3Outside: { ratio: 2, cities: 9 } };

  it("uses a published 3-bedroom rent as published", () => {
    const withThree = city("Capital", 1000, 700, null, {
      rent3Centre: { usd: 2500, published: "2500 USD", source: { publisher: "Test source", title: "Rents", url: "https://example.org/rents", asOf: "2025-06" } },
    });
    const rents = homeRents(withThree, destination({ cities: [withThree], homeSizeRatios: ratios }), 3);
    expect(rents.centre).toMatchObject({ usd: 2500, estimate: null });
    expect(rents.outside?.usd).toBe(1400);
    expect(rents.outside?.estimate).toContain("estimated: 2.00 times Capital's sourced 1-bedroom rent outside the centre, the median ratio of 3- to 1-bedroom rents across the 9 cities");
  });

  it("estimates two bedrooms midway between one and three when the data has no ratio for two", () => {
    const plain = city("Capital", 1000, 700);
    const rents = homeRents(plain, destination({ cities: [plain], homeSizeRatios: ratios }), 2);
    expect(rents.centre?.usd).toBe(1600);
    expect(rents.centre?.estimate).toContain("midway between Capital's 1-bedroom rent and its estimated 3-bedroom rent");
  });

  it("without a ratio or a published figure, lets the 1-bedroom rent stand in and say the home will cost more", () => {
    const plain = city("Capital", 1000, null);
    const none = destination({ cities: [plain] });
    const rents = homeRents(plain, none, 3);
    expect(rents.centre?.usd).toBe(1000);
    expect(rents.centre?.estimate).toContain("a 1-bedroom rent standing in: no source gives a 3-bedroom rent for Capital");
    expect(rents.outside).toBeNull();
    expect(homeRents(plain, none, 1).centre).toMatchObject({ usd: 1000, estimate: null });
  });
});
