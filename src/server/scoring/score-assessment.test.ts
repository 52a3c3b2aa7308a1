import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CLIMATE_PREFERENCES, FACTORS, type ClimatePreference } from "@shared/constants";
import type { AssessmentRequest } from "@shared/contracts/assessments";
import { buildCatalog } from "@server/destinations/catalog";
import { loadDestinationData } from "@server/destinations/data/index";
import { destinationArb, requestArb } from "../../../tests/support/arbitraries";
import { city, destination, request } from "../../../tests/support/destinations";
import { BUDGET_WEIGHT, ELIGIBILITY_ADJUSTMENT, INSUFFICIENT_BUDGET_CAP, matchLevelFor, overallScore, scoreAssessment, type ScoredAssessment } from "./score-assessment";

function scored(req: AssessmentRequest, dest = destination()): ScoredAssessment {
  const result = scoreAssessment(req, dest);
  if (result.kind !== "scored") throw new Error(`expected a score, got ${result.kind}`);
  return result;
}

describe("match levels", () => {
  it("follows the results page thresholds", () => {
    expect(matchLevelFor(100)).toBe("perfect");
    expect(matchLevelFor(90)).toBe("perfect");
    expect(matchLevelFor(89)).toBe("very_good");
    expect(matchLevelFor(71)).toBe("very_good");
    expect(matchLevelFor(70)).toBe("good");
    expect(matchLevelFor(51)).toBe("good");
    expect(matchLevelFor(50)).toBe("poor");
    expect(matchLevelFor(0)).toBe("poor");
  });
});

describe("scoreAssessment", () => {
  it("gives the common score when every factor and the climate score the same", () => {
    const dest = destination({ scores: Object.fromEntries(FACTORS.map((f) => [f.key, 100])) });
    const result = scored(request(), dest);
    expect(result.overall_score).toBe(100);
    expect(result.match_level).toBe("perfect");
    expect(result.breakdown.balancePenalty).toBe(0);
  });

  it("lets a weak factor rated 5 pull the score below the arithmetic mean", () => {
    const dest = destination({ scores: { safety: 20 } });
    const result = scored(request({ safety_importance: 5 }), dest);
    const arithmetic = result.breakdown.weightedAverage;
    expect(result.overall_score).toBeLessThan(arithmetic - 3);
    expect(result.breakdown.balancePenalty).toBeGreaterThan(3);
    expect(result.breakdown.balanceReason).toContain("Safety & Security scores only 20 of 100 here");
  });

  it("ignores factors rated 0", () => {
    const dest = destination({ scores: { safety: 0 } });
    const ignoring = scored(request({ safety_importance: 0 }), dest);
    const caring = scored(request({ safety_importance: 3 }), dest);
    expect(ignoring.overall_score).toBeGreaterThan(caring.overall_score);
    expect(ignoring.breakdown.factors.find((f) => f.factor === "safety")?.pointsPossible).toBe(0);
  });

  it("explains every factor with its rating, score, points and a reason", () => {
    const result = scored(request());
    expect(result.breakdown.factors.map((f) => f.factor)).toEqual([...FACTORS.map((f) => f.key), "climate", "budget"]);
    for (const line of result.breakdown.factors) {
      expect(line.reason.length).toBeGreaterThan(10);
      expect(line.pointsEarned).toBeLessThanOrEqual(line.pointsPossible);
    }
    const possible = result.breakdown.factors.reduce((sum, f) => sum + f.pointsPossible, 0);
    expect(possible).toBeCloseTo(100, 0);
    const earned = result.breakdown.factors.reduce((sum, f) => sum + f.pointsEarned, 0);
    expect(Math.abs(earned - result.breakdown.balancePenalty - result.overall_score)).toBeLessThanOrEqual(1);
  });

  it("counts a factor without a sourced figure as a neutral 50 and says so", () => {
    const result = scored(request(), destination({ scores: { local_acceptance: null } }));
    const line = result.breakdown.factors.find((f) => f.factor === "local_acceptance");
    expect(line?.destinationScore).toBe(50);
    expect(line?.sourced).toBe(false);
    expect(line?.reason).toContain("No sourced figure");
  });

  it("explains each factor to the visitor in plain words, leaving the formula to the methodology", () => {
    const portugal = buildCatalog(loadDestinationData()).destinations.find((d) => d.name === "Portugal");
    if (!portugal) throw new Error("Portugal is in the catalog");
    const result = scored(request({ preferred_country: "Portugal" }), portugal);
    const reason = (key: string) => result.breakdown.factors.find((f) => f.factor === key)?.reason ?? "";
    expect(reason("immigration_policies")).toMatch(/^Portugal scores \d+ out of 100 on MIPEX 2020: its immigration policies are /);
    for (const line of result.breakdown.factors) {
      expect(line.reason, line.factor).not.toMatch(/scores 0 and|linearly|clamped|logarithmic|Points:/);
    }
  });

  it("names an unsourced factor as such, not as a weak score, in the balance reason", () => {
    const result = scored(request({ healthcare_importance: 5 }), destination({ scores: { healthcare: null } }));
    expect(result.breakdown.balanceReason).toContain("Healthcare Quality has no sourced figure here and counts as a neutral 50");
  });

  describe("climate", () => {
    it("reports a conflict when no climate type matches or is adjacent", () => {
      const norway = destination({ name: "Norway", climateTypes: ["temperate", "seasonal", "northern"] });
      expect(scoreAssessment(request({ climate_preference: "tropical" }), norway)).toEqual({
        kind: "climate_conflict",
        userPreference: "tropical",
        country: "Norway",
        countryClimate: "temperate, seasonal, northern",
      });
    });

    it("accepts an adjacent climate with a lower climate score than an exact one", () => {
      const dest = destination({ climateTypes: ["mediterranean"] });
      const exact = scored(request({ climate_preference: "mediterranean" }), dest);
      const adjacent = scored(request({ climate_preference: "temperate" }), dest);
      expect(adjacent.overall_score).toBeLessThan(exact.overall_score);
      expect(adjacent.breakdown.factors.find((f) => f.factor === "climate")?.reason).toContain("close to it");
    });

    it("does not conflict for a country with several zones when one zone matches", () => {
      const australia = destination({ climateTypes: ["tropical", "dry", "mediterranean", "temperate"] });
      expect(scoreAssessment(request({ climate_preference: "tropical" }), australia).kind).toBe("scored");
    });

    it("derives climate importance from the location preference only", () => {
      expect(scored(request({ location_preference: "city" })).climate_importance).toBe(3);
      expect(scored(request({ location_preference: "beachside" })).climate_importance).toBe(4);
    });
  });

  describe("location preference", () => {
    it("lowers the score with a reason for beachside living in a landlocked country", () => {
      const landlocked = destination({ coastal: false });
      const coastal = destination({ coastal: true });
      const req = request({ location_preference: "beachside" });
      const result = scored(req, landlocked);
      expect(result.overall_score).toBeLessThan(scored(req, coastal).overall_score);
      expect(result.breakdown.factors.find((f) => f.factor === "location")?.reason).toContain("landlocked");
    });

    it("lowers the score for a rural preference when internet or healthcare is rated highly", () => {
      const req = request({ internet_importance: 5, healthcare_importance: 5 });
      const city = scored(req);
      const rural = scored({ ...req, location_preference: "rural" });
      expect(rural.overall_score).toBeLessThan(city.overall_score);
      expect(rural.breakdown.notes.join(" ")).toContain("rural living and rated High-Speed Internet 5/5");
    });

    it("costs more the higher internet and healthcare are rated", () => {
      const low = request({ internet_importance: 1, healthcare_importance: 1 });
      const high = request({ internet_importance: 5, healthcare_importance: 5 });
      const loss = (req: AssessmentRequest) =>
        scored(req).overall_score - scored({ ...req, location_preference: "rural" }).overall_score;
      expect(loss(high)).toBeGreaterThan(loss(low));
    });
  });
});

/**
 * The climate rule, written out here independently of climate.ts: a climate partly fits another only when
 * the Köppen-Geiger classification (the source of every country's climate types) puts both in the same main
 * group. Mediterranean and temperate are both mild-winter (C) climates; seasonal and northern both cold-winter
 * (D) climates. Tropical (A) and dry (B) have no partner: only a zone of that very climate satisfies them.
 */
const SAME_MAIN_GROUP: Record<ClimatePreference, ClimatePreference[]> = {
  tropical: [],
  dry: [],
  mediterranean: ["temperate"],
  temperate: ["mediterranean"],
  seasonal: ["northern"],
  northern: ["seasonal"],
};

describe("climate rule properties", () => {
  const climateLine = (result: ScoredAssessment) => result.breakdown.factors.find((f) => f.factor === "climate");

  it("asks a tropical request to choose again for any country without a tropical zone", () => {
    fc.assert(
      fc.property(requestArb, destinationArb, (req, dest) => {
        const result = scoreAssessment({ ...req, climate_preference: "tropical" }, dest);
        if (dest.climateTypes.includes("tropical")) {
          expect(result.kind).toBe("scored");
        } else {
          expect(result).toMatchObject({ kind: "climate_conflict", userPreference: "tropical" });
        }
      }),
      { numRuns: 500 },
    );
  });

  it("scores exact, partly fitting (same Köppen main group) or conflicting climates, for every preference", () => {
    fc.assert(
      fc.property(requestArb, destinationArb, (req, dest) => {
        const preference = req.climate_preference;
        const result = scoreAssessment(req, dest);
        if (dest.climateTypes.includes(preference)) {
          expect(result.kind === "scored" && climateLine(result)?.destinationScore).toBe(100);
        } else if (dest.climateTypes.some((type) => SAME_MAIN_GROUP[preference].includes(type))) {
          expect(result.kind === "scored" && climateLine(result)?.destinationScore).toBe(70);
        } else {
          expect(result.kind, `${preference} in ${dest.climateTypes.join(", ")}`).toBe("climate_conflict");
        }
      }),
      { numRuns: 1000 },
    );
  });

  it("never counts a climate as close to tropical or dry", () => {
    for (const preference of ["tropical", "dry"] as const) {
      for (const other of CLIMATE_PREFERENCES.filter((type) => type !== preference)) {
        expect(scoreAssessment(request({ climate_preference: preference }), destination({ climateTypes: [other] })).kind, `${preference} vs ${other}`).toBe(
          "climate_conflict",
        );
      }
    }
  });

  it("answers Portugal (mediterranean only) with a climate conflict for a tropical request, not a score", () => {
    const portugal = buildCatalog(loadDestinationData()).destinations.find((d) => d.name === "Portugal");
    if (!portugal) throw new Error("Portugal is in the catalog");
    expect(scoreAssessment(request({ preferred_country: "Portugal", climate_preference: "tropical" }), portugal)).toEqual({
      kind: "climate_conflict",
      userPreference: "tropical",
      country: "Portugal",
      countryClimate: "mediterranean",
    });
  });
});

describe("scoring properties", () => {
  it("always answers an integer score from 0 to 100, the same each time", () => {
    fc.assert(
      fc.property(requestArb, destinationArb, (req, dest) => {
        const first = scoreAssessment(req, dest);
        expect(scoreAssessment(req, dest)).toEqual(first);
        if (first.kind === "scored") {
          expect(Number.isInteger(first.overall_score)).toBe(true);
          expect(first.overall_score).toBeGreaterThanOrEqual(0);
          expect(first.overall_score).toBeLessThanOrEqual(100);
          expect(first.match_level).toBe(matchLevelFor(first.overall_score));
        }
      }),
      { numRuns: 500 },
    );
  });

  it("never lowers the score when raising the rating of a factor that scores above it", () => {
    const factorArb = fc.constantFrom(...FACTORS);
    let exercised = 0;
    fc.assert(
      fc.property(requestArb, destinationArb, factorArb, (req, dest, factor) => {
        const before = scoreAssessment(req, dest);
        if (before.kind !== "scored" || req[factor.field] === 5) return;
        const line = before.breakdown.factors.find((f) => f.factor === factor.key);
        if (!line || line.destinationScore <= before.overall_score) return;
        const after = scoreAssessment({ ...req, [factor.field]: req[factor.field] + 1 }, dest);
        if (after.kind !== "scored") throw new Error("rating change cannot create a climate conflict");
        exercised += 1;
        expect(after.overall_score).toBeGreaterThanOrEqual(before.overall_score);
      }),
      { numRuns: 2000 },
    );
    expect(exercised).toBeGreaterThan(200);
  });

  it("never lowers the score for a better eligibility fit, and moves only the ease-of-immigration line", () => {
    let moved = 0;
    fc.assert(
      fc.property(requestArb, destinationArb, (req, dest) => {
        const below = scoreAssessment(req, dest, "below");
        const unknown = scoreAssessment(req, dest, "unknown");
        const meets = scoreAssessment(req, dest, "meets");
        if (below.kind !== "scored" || unknown.kind !== "scored" || meets.kind !== "scored") return;
        expect(meets.overall_score).toBeGreaterThanOrEqual(unknown.overall_score);
        expect(unknown.overall_score).toBeGreaterThanOrEqual(below.overall_score);
        const line = (result: ScoredAssessment, key: string) => result.breakdown.factors.find((f) => f.factor === key);
        for (const { key } of FACTORS.filter((factor) => factor.key !== "ease_of_immigration")) {
          expect(line(meets, key)?.destinationScore).toBe(line(below, key)?.destinationScore);
        }
        const base = line(unknown, "ease_of_immigration")?.destinationScore ?? 0;
        expect(line(meets, "ease_of_immigration")?.destinationScore).toBe(Math.min(100, base + ELIGIBILITY_ADJUSTMENT));
        expect(line(below, "ease_of_immigration")?.destinationScore).toBe(Math.max(0, base - ELIGIBILITY_ADJUSTMENT));
        if (meets.overall_score > below.overall_score) moved += 1;
      }),
      { numRuns: 500 },
    );
    expect(moved).toBeGreaterThan(50);
  });
});

describe("eligibility in the breakdown", () => {
  it("says why the ease-of-immigration score moved", () => {
    const meets = scored(request(), destination());
    expect(meets.breakdown.factors.find((f) => f.factor === "ease_of_immigration")?.reason).not.toMatch(/points (added|off)/);
    const fit = scoreAssessment(request(), destination(), "meets");
    if (fit.kind !== "scored") throw new Error("expected a score");
    expect(fit.breakdown.factors.find((f) => f.factor === "ease_of_immigration")?.reason).toContain(
      `likely meet every condition of at least one residence route open to you: ${ELIGIBILITY_ADJUSTMENT} points added`,
    );
    const none = scoreAssessment(request(), destination(), "below");
    if (none.kind !== "scored") throw new Error("expected a score");
    expect(none.breakdown.factors.find((f) => f.factor === "ease_of_immigration")?.reason).toContain(
      `no residence route of this country is open to you (each fails on money, skill, age or the kind of income it counts): ${ELIGIBILITY_ADJUSTMENT} points off`,
    );
  });
});

describe("affordability", () => {
  const budgetLine = (result: ScoredAssessment) => result.breakdown.factors.find((f) => f.factor === "budget");
  const MATCH_ORDER = ["poor", "good", "very_good", "perfect"];

  it("adds a Budget line, points earned of points possible, scored against the sourced rent", () => {
    const comfortable = scored(request({ monthly_budget: 1500, preferred_city: "Capital" }));
    const short = scored(request({ monthly_budget: 650, preferred_city: "Capital" }));
    expect(budgetLine(comfortable)).toMatchObject({ label: "Budget", rating: BUDGET_WEIGHT, destinationScore: 100 });
    expect(budgetLine(short)?.destinationScore).toBeLessThan(40);
    expect(budgetLine(short)?.reason).toContain("$650 monthly housing budget");
    expect(budgetLine(short)?.reason).toContain("short of even the rent outside the centre of Capital ($700)");
    expect(budgetLine(short)?.pointsEarned).toBeLessThan(budgetLine(comfortable)?.pointsEarned ?? 0);
  });

  it("holds a destination with an insufficient budget at the top of good, and says why", () => {
    const perfect = destination({ scores: Object.fromEntries(FACTORS.map((f) => [f.key, 100])) });
    const result = scored(request({ monthly_budget: 690, preferred_city: "Capital" }), perfect);
    expect(result.overall_score).toBe(INSUFFICIENT_BUDGET_CAP);
    expect(result.match_level).toBe("good");
    expect(result.breakdown.budgetCap?.limit).toBe(INSUFFICIENT_BUDGET_CAP);
    expect(result.breakdown.budgetCap?.pointsRemoved).toBeGreaterThan(0);
    expect(result.breakdown.budgetCap?.reason).toContain('a "good" match at best');
    expect(scored(request({ monthly_budget: 700, preferred_city: "Capital" }), perfect).breakdown.budgetCap).toBeNull();
  });

  it("leaves the budget out, and says so, where no sourced rent exists", () => {
    const result = scored(request(), destination({ cities: [city("Nowhere", null, null)] }));
    expect(budgetLine(result)).toBeUndefined();
    expect(result.breakdown.notes.join(" ")).toContain("No sourced rent exists");
  });

  it("scores a $200 housing budget for Porto as good at best, with the Budget line showing why", () => {
    const portugal = buildCatalog(loadDestinationData()).destinations.find((d) => d.name === "Portugal");
    if (!portugal) throw new Error("Portugal is in the catalog");
    const req = request({ preferred_country: "Portugal", preferred_city: "Porto", monthly_budget: 200 });
    const result = scored(req, portugal);
    expect(result.overall_score).toBeLessThanOrEqual(INSUFFICIENT_BUDGET_CAP);
    expect(result.match_level).not.toMatch(/very_good|perfect/);
    expect(budgetLine(result)?.reason).toContain("insufficient");
    expect(scored({ ...req, monthly_budget: 5000 }, portugal).overall_score).toBeGreaterThan(result.overall_score);
  });

  it("never raises the score or the match level when the budget is lowered, all else equal", () => {
    let lowered = 0;
    fc.assert(
      fc.property(requestArb, destinationArb, fc.integer({ min: 100, max: 6000 }), fc.integer({ min: 100, max: 6000 }), (req, dest, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const atHigh = scoreAssessment({ ...req, monthly_budget: high }, dest);
        const atLow = scoreAssessment({ ...req, monthly_budget: low }, dest);
        if (atHigh.kind !== "scored" || atLow.kind !== "scored") return;
        expect(atLow.overall_score).toBeLessThanOrEqual(atHigh.overall_score);
        expect(MATCH_ORDER.indexOf(atLow.match_level)).toBeLessThanOrEqual(MATCH_ORDER.indexOf(atHigh.match_level));
        expect(overallScore({ ...req, monthly_budget: low }, dest)).toBe(atLow.overall_score);
        if (atLow.overall_score < atHigh.overall_score) lowered += 1;
      }),
      { numRuns: 2000 },
    );
    expect(lowered).toBeGreaterThan(200);
  });

  it("never lets an insufficient budget reach very good or perfect", () => {
    fc.assert(
      fc.property(requestArb, destinationArb, (req, dest) => {
        const result = scoreAssessment({ ...req, monthly_budget: 100 }, dest);
        if (result.kind !== "scored" || !budgetLine(result)) return;
        if (result.budget_compatibility?.startsWith("insufficient")) {
          expect(result.overall_score).toBeLessThanOrEqual(INSUFFICIENT_BUDGET_CAP);
          expect(["poor", "good"]).toContain(result.match_level);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
