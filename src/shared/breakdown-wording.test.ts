import { describe, expect, it } from "vitest";
import { weightInWords } from "./breakdown-wording";

describe("how much a breakdown line counts, in words", () => {
  it("gives the person's own rating for the seven factors, and never a rating they did not give", () => {
    expect(weightInWords({ factor: "safety", rating: 5 })).toBe("you rated it 5 of 5");
    expect(weightInWords({ factor: "climate", rating: 3 })).toBe("counts as a middle priority");
    expect(weightInWords({ factor: "climate", rating: 4 })).toBe("counts a little more than a middle priority");
    expect(weightInWords({ factor: "budget", rating: 3 })).toBe("counts as a middle priority");
    expect(weightInWords({ factor: "location", rating: 3 })).toBe("counts because of your location choice");
  });
});
