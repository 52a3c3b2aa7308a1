import { afterEach, describe, expect, it, vi } from "vitest";
import { initialForm } from "./wizard-rules";
import { submitAssessment } from "./submit-assessment";

const form = { ...initialForm, occupation: "Chef", country: "Norway", climate: "tropical" as const };

function answer(status: number, body: unknown) {
  vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })));
}

afterEach(() => vi.unstubAllGlobals());

describe("submitAssessment", () => {
  it("returns the new id", async () => {
    answer(201, { id: 123456789012345 });
    expect(await submitAssessment(form)).toEqual({ kind: "created", id: 123456789012345 });
  });

  it("turns a climate conflict into the spec's message", async () => {
    answer(400, { error: "x", requiresReselection: true, climateConflict: { userPreference: "tropical", country: "Norway", countryClimate: "temperate, northern" } });
    expect(await submitAssessment(form)).toEqual({
      kind: "climate_conflict",
      message: 'Climate incompatibility detected: You selected "tropical" climate preference, but Norway has a "temperate, northern" climate. Please choose a different country or adjust your climate preference.',
    });
  });

  it("shows the server's error text, or the generic one", async () => {
    answer(400, { error: "user_age must be an integer from 18 to 100" });
    expect(await submitAssessment(form)).toEqual({ kind: "error", message: "user_age must be an integer from 18 to 100" });
    answer(500, null);
    expect(await submitAssessment(form)).toEqual({ kind: "error", message: "Failed to submit assessment" });
  });

  it("reports a created assessment without an id", async () => {
    answer(201, {});
    expect(await submitAssessment(form)).toEqual({ kind: "error", message: "Assessment was created but ID is missing. Please contact support." });
  });

  it("reports a network failure", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => { throw new TypeError("Failed to fetch"); }));
    expect(await submitAssessment(form)).toEqual({
      kind: "error",
      message: "Network error. Please check your connection and try again. If the problem persists, try refreshing the page.",
    });
  });
});
