import { describe, expect, it } from "vitest";
import type { RouteVerdict } from "@shared/contracts/eligibility";
import { fitOf } from "./eligibility-fit";

const verdict = (status: RouteVerdict["status"], forYou = true): RouteVerdict => ({
  route: `Route ${status}`,
  kind: "retirement",
  status,
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
  it("is 'below' only when every route is below its threshold", () => {
    expect(fitOf([verdict("below"), verdict("below")])).toBe("below");
    expect(fitOf([verdict("below"), verdict("unknown")])).toBe("unknown");
  });
  it("is 'unknown' without routes to check", () => {
    expect(fitOf([])).toBe("unknown");
  });
  it("counts only the routes meant for the person (a software engineer is not scored on a nomad visa)", () => {
    expect(fitOf([verdict("below", false), verdict("unknown")])).toBe("unknown");
    expect(fitOf([verdict("meets", false), verdict("below")])).toBe("below");
    expect(fitOf([verdict("below", false)])).toBe("unknown");
  });
});
