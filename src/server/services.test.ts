import { describe, expect, it } from "vitest";
import { maskTokens } from "./services";

describe("logged URLs", () => {
  it("keep only the start of a download token", () => {
    expect(maskTokens("/api/reports/download/AbCdEf0123456789abcdefghijklmnopqrstuvwxyzQ")).toBe("/api/reports/download/AbCdEf...");
    expect(maskTokens("/api/assessments/123")).toBe("/api/assessments/123");
  });
});
