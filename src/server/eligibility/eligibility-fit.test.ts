import { describe, expect, it } from "vitest";
import type { RouteVerdict } from "@shared/contracts/eligibility";
import { fitOf } from "./eligibility-fit";

const verdict = (status: RouteVerdict["status"]): RouteVerdict => ({
  route: `Route ${status}`,
  kind: "retirement",
  status,
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
  it("is 'below' only when every route is below its threshold", () => {
    expect(fitOf([verdict("below"), verdict("below")])).toBe("below");
    expect(fitOf([verdict("below"), verdict("unknown")])).toBe("unknown");
  });
  it("is 'unknown' without routes to check", () => {
    expect(fitOf([])).toBe("unknown");
  });
});
