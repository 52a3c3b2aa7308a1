import { describe, expect, it } from "vitest";
import type { RouteVerdict } from "@shared/contracts/eligibility";
import { fitOf } from "./eligibility-fit";

const verdict = (status: RouteVerdict["status"], forYou = true): RouteVerdict => ({
  routeId: `route-${status}`,
  route: `Route ${status}`,
  kind: "retirement",
  status,
  decidedBy: "money",
  forYou,
  summary: "A test verdict.",
  threshold: null,
  shortfallUsd: null,
  source: null,
  officialPage: "https://fixture.example/route",
});

describe("the eligibility fit the score uses", () => {
  it("is 'meets' when any route is likely met, whatever the others say", () => {
    expect(fitOf([verdict("below"), verdict("unknown"), verdict("meets")])).toBe("meets");
  });
  it("is 'below' only when no route is open to the person: each fails on a condition the answers show", () => {
    expect(fitOf([verdict("below", false), verdict("not-open", false)])).toBe("below");
    expect(fitOf([verdict("below", false), verdict("unknown")])).toBe("unknown");
    expect(fitOf([verdict("below", false), verdict("points-tested")])).toBe("unknown");
  });
  it("is 'unknown' without routes to check", () => {
    expect(fitOf([])).toBe("unknown");
  });
  it("counts as met only a route open to the person (a software engineer is not scored on a nomad visa)", () => {
    expect(fitOf([verdict("meets", false), verdict("unknown")])).toBe("unknown");
    expect(fitOf([verdict("meets", false), verdict("below", false)])).toBe("below");
  });
});
