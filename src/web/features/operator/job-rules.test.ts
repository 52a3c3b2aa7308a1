import { describe, expect, it } from "vitest";
import { formatResults, jobCallError, thrownMessage, withPendingJobs } from "./job-rules";

describe("job processor errors (operator spec section 8)", () => {
  it("shows the server's error field, or Server error: {status}", () => {
    expect(jobCallError(500, { error: "The queue is not reachable" })).toBe("The queue is not reachable");
    expect(jobCallError(502, null)).toBe("Server error: 502");
    expect(jobCallError(500, { error: "" })).toBe("Server error: 500");
  });

  it("shows a thrown error's message, or Unknown error", () => {
    expect(thrownMessage(new TypeError("Failed to fetch"))).toBe("Failed to fetch");
    expect(thrownMessage("weird")).toBe("Unknown error");
  });
});

describe("the Processing Results box", () => {
  it("merges the pending jobs under pendingJobs and shows formatted JSON", () => {
    const merged = withPendingJobs({ success: true, processed: 2 }, { counts: { pending: 0 } });
    expect(merged).toEqual({ success: true, processed: 2, pendingJobs: { counts: { pending: 0 } } });
    expect(withPendingJobs(null, { counts: { pending: 1 } })).toEqual({ pendingJobs: { counts: { pending: 1 } } });
    expect(formatResults({ a: 1 })).toBe('{\n  "a": 1\n}');
  });
});
