import { describe, expect, it } from "vitest";
import { loadDestinationData } from "@server/destinations/data/index";
import { buildMethodology } from "./methodology";
import { SCORING_VERSION } from "./score-assessment";

describe("the published method (GET /api/methodology, /methodology, the report)", () => {
  const methodology = buildMethodology(loadDestinationData());

  it("publishes the climate rule: only a climate of the same Köppen main group partly fits", () => {
    expect(methodology.climate.rule).toMatch(/Köppen-Geiger/);
    expect(methodology.climate.rule).toMatch(/same main group/);
    expect(methodology.climate.rule).toMatch(/no tropical zone/);
    expect(methodology.climate.adjacency).toEqual({
      tropical: [],
      dry: [],
      mediterranean: ["temperate"],
      temperate: ["mediterranean"],
      seasonal: ["northern"],
      northern: ["seasonal"],
    });
  });

  it("carries the engine's scoring version", () => {
    expect(methodology.version).toBe(SCORING_VERSION);
  });
});
