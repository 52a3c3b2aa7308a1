import { describe, expect, it } from "vitest";
import type { JobStatusResponse } from "@shared/contracts/reports";
import { jobProgress, MAX_POLL_ATTEMPTS, nextPollStep, POLL_AFTER_FAILURE_MS, POLL_AFTER_SUCCESS_MS } from "./job-polling";

const job = (overrides: Partial<JobStatusResponse>): JobStatusResponse => ({ status: "processing", stage: "sections", attempts: 1, downloadToken: null, errorMessage: null, ...overrides });

describe("job polling (spec section 4)", () => {
  it("waits 10 s after a successful read and 15 s after a failed or network read", () => {
    expect(nextPollStep({ kind: "ok", status: job({}) }, 1)).toMatchObject({ kind: "wait", delayMs: POLL_AFTER_SUCCESS_MS });
    expect(nextPollStep({ kind: "not_ok" }, 1)).toMatchObject({ kind: "wait", delayMs: POLL_AFTER_FAILURE_MS });
    expect(nextPollStep({ kind: "network" }, 1)).toMatchObject({ kind: "wait", delayMs: POLL_AFTER_FAILURE_MS });
    expect([POLL_AFTER_SUCCESS_MS, POLL_AFTER_FAILURE_MS]).toEqual([10_000, 15_000]);
  });

  it("stops with the token when completed, and with the reason when failed", () => {
    expect(nextPollStep({ kind: "ok", status: job({ status: "completed", downloadToken: "t" }) }, 3)).toEqual({ kind: "completed", downloadToken: "t" });
    expect(nextPollStep({ kind: "ok", status: job({ status: "failed", errorMessage: "render failed" }) }, 3)).toEqual({
      kind: "failed",
      message: "Report generation failed: render failed. Please contact support.",
    });
    expect(nextPollStep({ kind: "ok", status: job({ status: "failed" }) }, 3)).toMatchObject({ message: "Report generation failed: Unknown error. Please contact support." });
  });

  it("gives up after 30 reads with the message that fits the last one", () => {
    expect(MAX_POLL_ATTEMPTS).toBe(30);
    expect(nextPollStep({ kind: "ok", status: job({}) }, 29).kind).toBe("wait");
    expect(nextPollStep({ kind: "ok", status: job({}) }, 30)).toMatchObject({ kind: "give_up", message: expect.stringContaining("taking longer than expected") });
    expect(nextPollStep({ kind: "not_ok" }, 30)).toMatchObject({ message: "Unable to check report generation status. Please refresh the page or contact support." });
    expect(nextPollStep({ kind: "network" }, 30)).toMatchObject({ message: "Network error while checking report status. Please refresh the page or contact support." });
  });

  it("turns the stage into a growing progress value", () => {
    const values = [null, job({ stage: "research" }), job({ stage: "sections" }), job({ stage: "summary" }), job({ stage: "pdf" }), job({ status: "completed", stage: "pdf" })].map(jobProgress);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(values.at(-1)).toBe(100);
  });
});
