import { describe, expect, it } from "vitest";
import { checkLabel, checkVerdict, healthFailure, healthOutcome, pingFailure, pingOutcome, workerStatusHeading } from "./health-rules";

const now = new Date("2026-05-01T10:00:00.000Z");
const report = (status: string) => ({ status, message: "All checks passed", timestamp: now.toISOString(), checks: { queue_depth: { status: "pass", message: "0 pending" } } });

describe("the worker status display (operator spec section 5)", () => {
  it("upper-cases healthy and calls anything else UNHEALTHY", () => {
    expect(workerStatusHeading("healthy")).toBe("Worker Status: HEALTHY");
    expect(workerStatusHeading("unhealthy")).toBe("Worker Status: UNHEALTHY");
    expect(workerStatusHeading("degraded")).toBe("Worker Status: UNHEALTHY");
  });

  it("shows underscores in check names as spaces, and PASS only for pass", () => {
    expect(checkLabel("oldest_pending_job")).toBe("oldest pending job");
    expect(checkVerdict({ status: "pass" })).toBe("PASS");
    expect(checkVerdict({ status: "fail" })).toBe("FAIL");
    expect(checkVerdict({ status: "warn" as "fail" })).toBe("FAIL");
  });
});

describe("health answers (operator spec section 8)", () => {
  it("treats 200 and 503 as results", () => {
    expect(healthOutcome(true, 200, report("healthy"))).toMatchObject({ error: null, health: { status: "healthy" } });
    expect(healthOutcome(false, 503, report("unhealthy"))).toMatchObject({ error: null, health: { status: "unhealthy", checks: { queue_depth: { status: "pass" } } } });
  });

  it("reports another status with its message or Unknown error", () => {
    expect(healthOutcome(false, 500, { message: "boom" }).error).toBe("Health check returned 500: boom");
    expect(healthOutcome(false, 401, { error: "Operator sign-in required." }).error).toBe("Health check returned 401: Operator sign-in required.");
    expect(healthOutcome(false, 502, null).error).toBe("Health check returned 502: Unknown error");
  });

  it("reports a network failure as the spec's 502 text, and other failures with their message", () => {
    expect(healthFailure(true, "Failed to fetch").error).toBe(
      "502 Error: Worker is not responding. This indicates the Cloudflare Worker has crashed or is not deployed properly.",
    );
    expect(healthFailure(false, "bad JSON").error).toBe("Health check failed: bad JSON");
  });
});

describe("ping answers (operator spec section 8)", () => {
  it("says PONG, or No response", () => {
    expect(pingOutcome(true, 200, { pong: true, timestamp: now.toISOString() }, now).health?.message).toBe("Ping successful: PONG");
    expect(pingOutcome(true, 200, null, now).health?.message).toBe("Ping successful: No response");
  });

  it("marks the worker unhealthy when the ping cannot reach it", () => {
    expect(pingFailure(true, "Failed to fetch", now)).toEqual({
      error: "502 Error: Worker is completely unresponsive. Check deployment status.",
      health: { status: "unhealthy", message: "Worker ping failed - indicates complete worker failure", timestamp: now.toISOString(), checks: {} },
    });
    expect(pingFailure(false, "oops", now)).toEqual({ health: null, error: "Ping failed: oops" });
    expect(pingOutcome(false, 500, null, now).error).toBe("Ping failed: the server answered 500");
  });
});
