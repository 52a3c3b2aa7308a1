import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FACTORS } from "@shared/constants";
import { destinationArb, requestArb } from "../../../tests/support/arbitraries";
import { destination, request } from "../../../tests/support/destinations";
import { ratingSensitivity } from "./rating-sensitivity";
import { overallScore, scoreAssessment, SCORE_FLOOR } from "./score-assessment";

describe("how each rating moves the score", () => {
  it("scores the same answers with one rating a star lower and a star higher, and nothing past 0 or 5", () => {
    const req = request({ safety_importance: 5, internet_importance: 0, healthcare_importance: 3 });
    const dest = destination({ scores: { safety: 90, internet: 20 } });
    const rows = ratingSensitivity(req, dest, "unknown");
    const safety = rows.find((row) => row.key === "safety");
    expect(safety).toMatchObject({ rating: 5, higher: null, lower: overallScore({ ...req, safety_importance: 4 }, dest, "unknown") });
    expect(rows.find((row) => row.key === "internet")).toMatchObject({ rating: 0, lower: null, higher: overallScore({ ...req, internet_importance: 1 }, dest, "unknown") });
    expect(rows.map((row) => row.key)).toEqual(FACTORS.map((factor) => factor.key));
  });

  it("a factor scoring above the overall score lifts it when rated higher and lowers it when rated lower", () => {
    fc.assert(
      fc.property(requestArb, destinationArb, (req, dest) => {
        const scored = scoreAssessment(req, dest);
        if (scored.kind !== "scored") return;
        for (const row of ratingSensitivity(req, dest, "unknown")) {
          const line = scored.breakdown.factors.find((factor) => factor.factor === row.key);
          if (!line || line.destinationScore < Math.max(scored.overall_score + 1, SCORE_FLOOR)) continue;
          if (row.higher !== null) expect(row.higher).toBeGreaterThanOrEqual(scored.overall_score);
          if (row.lower !== null) expect(row.lower).toBeLessThanOrEqual(scored.overall_score);
        }
      }),
    );
  });
});
