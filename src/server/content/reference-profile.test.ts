import { describe, expect, it } from "vitest";
import { wizardRequestSchema } from "@shared/contracts/assessments";
import { formatUsd } from "@shared/format";
import { buildCatalog } from "@server/destinations/catalog";
import { loadDestinationData } from "@server/destinations/data/index";
import { CLIMATE_FIT_SCORE } from "@server/scoring/climate";
import { scoreAssessment } from "@server/scoring/score-assessment";
import { BEST_COUNTRIES } from "./best-countries";
import { describeReferenceProfile, REFERENCE_PROFILE, referenceRequest } from "./reference-profile";

const catalog = buildCatalog(loadDestinationData());
const listed = BEST_COUNTRIES.map(({ name }) => {
  const destination = catalog.findByName(name);
  if (!destination) throw new Error(`${name} is not a destination`);
  return destination;
});

describe("the best-countries reference profile", () => {
  it("is, for every listed country, a set of answers the wizard accepts and sends unchanged", () => {
    for (const destination of listed) {
      const request = referenceRequest(destination);
      expect(wizardRequestSchema.parse(request), destination.name).toEqual(request);
    }
  });

  it("prefers a climate each listed country has, so no country is left unscored or scored on a partial climate fit", () => {
    for (const destination of listed) {
      const result = scoreAssessment(referenceRequest(destination), destination);
      expect(result.kind, destination.name).toBe("scored");
      if (result.kind !== "scored") continue;
      const climate = result.breakdown.factors.find((line) => line.factor === "climate");
      expect(climate?.destinationScore, destination.name).toBe(CLIMATE_FIT_SCORE.exact);
    }
  });

  it("is described from its own answers: age, occupation, budget, living preference, ratings and the climate rule", () => {
    const summary = describeReferenceProfile(REFERENCE_PROFILE);
    expect(summary).toContain(`${REFERENCE_PROFILE.user_age}-year-old ${REFERENCE_PROFILE.user_job.toLowerCase()}`);
    expect(summary).toContain(`monthly housing budget of ${formatUsd(REFERENCE_PROFILE.monthly_budget)}`);
    expect(summary).toContain(`${REFERENCE_PROFILE.location_preference} living with no particular city chosen`);
    expect(summary).toContain(`every factor rated ${REFERENCE_PROFILE.safety_importance} of 5`);
    expect(summary).toContain("a climate preference the country has");
  });

  it("names each rating when they differ, and says 'an' before an 18- or 80-something age", () => {
    const summary = describeReferenceProfile({ ...REFERENCE_PROFILE, user_age: 84, safety_importance: 5 });
    expect(summary).toContain("an 84-year-old");
    expect(summary).toContain("Safety & Security 5");
    expect(summary).toContain(`Healthcare Quality ${REFERENCE_PROFILE.healthcare_importance}`);
    expect(summary).not.toContain("every factor");
    expect(describeReferenceProfile({ ...REFERENCE_PROFILE, user_age: 40 })).toContain("a 40-year-old");
  });
});
