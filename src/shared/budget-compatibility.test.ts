import { describe, expect, it } from "vitest";
import { joinBudgetCompatibility, splitBudgetCompatibility } from "./budget-compatibility";

describe("budget_compatibility text", () => {
  it("round-trips a status and an explanation that itself contains the separator", () => {
    const verdict = { status: "tight", explanation: "Covers rent outside the centre - but not central rent." };
    expect(joinBudgetCompatibility(verdict)).toBe("tight - Covers rent outside the centre - but not central rent.");
    expect(splitBudgetCompatibility(joinBudgetCompatibility(verdict))).toEqual(verdict);
  });

  it("reads a status given alone, as the spec allows", () => {
    expect(splitBudgetCompatibility(" excellent ")).toEqual({ status: "excellent", explanation: " excellent " });
  });
});
