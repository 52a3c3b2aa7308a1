import { describe, expect, it } from "vitest";
import type { JobStatusResponse } from "@shared/contracts/reports";
import { nextTestPollStep, previewOutcome, startOutcome } from "./report-test-rules";

const job = (overrides: Partial<JobStatusResponse>): { kind: "ok"; status: JobStatusResponse } => ({
  kind: "ok",
  status: { status: "processing", stage: "sections", attempts: 1, downloadToken: null, errorMessage: null, ...overrides },
});

describe("starting a test report (operator spec section 8)", () => {
  it("downloads at once with an immediate token, polls with a job id", () => {
    expect(startOutcome(true, 200, { success: true, immediate: true, downloadToken: "tok" })).toEqual({ kind: "token", token: "tok" });
    expect(startOutcome(true, 200, { success: true, immediate: false, jobId: "job_1" })).toEqual({ kind: "job", jobId: "job_1" });
  });

  it("says what went wrong", () => {
    expect(startOutcome(false, 400, { error: "testUser.age must be 18 to 100" })).toEqual({ kind: "error", message: "testUser.age must be 18 to 100" });
    expect(startOutcome(false, 500, null)).toEqual({ kind: "error", message: "Server error 500" });
    expect(startOutcome(true, 200, { success: true, immediate: false })).toEqual({ kind: "error", message: "No download token or job ID provided." });
    expect(startOutcome(true, 200, { success: false })).toEqual({ kind: "error", message: "Failed to start report generation." });
  });
});

describe("polling the test job (first after 5 s, every 5 s, 5 minutes)", () => {
  it("waits 5 s between reads, also after a failed read", () => {
    expect(nextTestPollStep(job({}), 5_000)).toEqual({ kind: "wait", delayMs: 5_000 });
    expect(nextTestPollStep({ kind: "network" }, 10_000)).toEqual({ kind: "wait", delayMs: 5_000 });
    expect(nextTestPollStep({ kind: "not_ok" }, 295_000)).toEqual({ kind: "wait", delayMs: 5_000 });
  });

  it("times out after the read at 5 minutes", () => {
    expect(nextTestPollStep(job({ status: "pending" }), 300_000)).toEqual({
      kind: "stopped",
      message: "Report generation timed out after 5 minutes. Please try again.",
    });
  });

  it("stops with the token, the failure's reason, or a download failure when no token came", () => {
    expect(nextTestPollStep(job({ status: "completed", downloadToken: "tok" }), 20_000)).toEqual({ kind: "completed", token: "tok" });
    expect(nextTestPollStep(job({ status: "failed", errorMessage: "PDF render failed" }), 20_000)).toEqual({
      kind: "stopped",
      message: "Report generation failed: PDF render failed",
    });
    expect(nextTestPollStep(job({ status: "failed" }), 20_000)).toMatchObject({ message: "Report generation failed: Unknown error" });
    expect(nextTestPollStep(job({ status: "completed" }), 20_000)).toMatchObject({ message: "Failed to download completed report." });
  });
});

describe("the preview's checks (operator spec section 8)", () => {
  const report = { title: "T", country: "Portugal", city: "Lisbon", generatedAt: "2026-01-01T00:00:00Z", executiveSummary: "S", sections: [] };

  it("accepts a preview with sections", () => {
    expect(previewOutcome(true, 200, { success: true, report, stats: {} }).kind).toBe("ready");
  });

  it("names each way a preview can be wrong", () => {
    expect(previewOutcome(false, 502, null)).toEqual({ kind: "error", message: "Invalid response format from server." });
    expect(previewOutcome(true, 200, { success: true })).toEqual({ kind: "error", message: "No report data received from server." });
    expect(previewOutcome(true, 200, { success: true, report: { ...report, sections: undefined } })).toEqual({
      kind: "error",
      message: "No sections data in report structure.",
    });
    expect(previewOutcome(true, 200, { success: false })).toEqual({ kind: "error", message: "Preview generation failed." });
  });

  it("explains a 500/502 and a worker restart", () => {
    expect(previewOutcome(false, 502, { error: "Bad gateway" })).toMatchObject({ message: expect.stringContaining("temporarily unavailable") });
    expect(previewOutcome(false, 500, { error: "Worker restarted during the request" })).toMatchObject({ message: expect.stringContaining("wait 30 seconds") });
    expect(previewOutcome(false, 400, { error: "Body must be empty" })).toEqual({ kind: "error", message: "Body must be empty" });
  });
});
