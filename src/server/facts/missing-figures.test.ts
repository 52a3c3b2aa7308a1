import { describe, expect, it } from "vitest";
import { allMissingFigures, nullFiguresIn } from "./missing-figures";

describe("missing figures", () => {
  it("finds a knowledge-base null, an indicator null and a null city cost, with their paths, notes and research", () => {
    const country = {
      tax: { incomeTax: { value: null, note: "No official page gives the 2026 brackets.", research: "searched the tax office" } },
      indicator: { value: null, note: "Not covered by the 2020 edition." },
      cities: [{ costs: { rentCentre: { value: null, currency: "EUR", note: "No source gives a rent." }, utilities: { value: 120, currency: "EUR" } } }],
    };
    expect(nullFiguresIn("tax", "portugal", "x.portugal", country)).toEqual([
      { area: "tax", country: "portugal", path: "x.portugal.tax.incomeTax", note: "No official page gives the 2026 brackets.", research: "searched the tax office" },
      { area: "tax", country: "portugal", path: "x.portugal.indicator", note: "Not covered by the 2020 edition." },
      { area: "tax", country: "portugal", path: "x.portugal.cities.0.costs.rentCentre", note: "No source gives a rent." },
    ]);
  });

  it("does not count a field that is null by design (a route with no minimum age) or a known figure", () => {
    expect(nullFiguresIn("routes", "spain", "r", { minimumAge: null, fee: { amount: 80, currency: "EUR" }, value: false })).toEqual([]);
  });

  it("a whole topic no one has researched is one missing figure", () => {
    expect(nullFiguresIn("directory", "ghana", "directory.ghana", { value: null, note: "Not researched yet." })).toHaveLength(1);
  });

  it("every missing figure in the data names its area and a note for the reader", () => {
    const figures = allMissingFigures();
    expect(figures.filter((figure) => figure.note.trim() === "").map((figure) => figure.path)).toEqual([]);
  });
});
