import { describe, expect, it } from "vitest";
import type { OperatorOrder } from "@shared/contracts/operator";
import { canResend, canRetry, countryLabel, formatAge, jobState, orderState, pageCount } from "./orders-rules";

const order = (overrides: Partial<OperatorOrder>): OperatorOrder => ({
  id: "ord_1",
  assessmentId: 1,
  country: "Portugal",
  purpose: "customer",
  provider: "demo",
  amountCents: 4999,
  hasEmail: true,
  paidAt: "2026-01-01T00:00:00.000Z",
  ageSeconds: 10,
  status: "paid",
  refund: null,
  job: { id: "job_1", status: "completed", stage: "pdf", attempts: 1, maxAttempts: 5, lastError: null },
  report: { pages: 45, bytes: 900_000, createdAt: "2026-01-01T00:00:05.000Z", editions: 1 },
  ...overrides,
});

describe("the orders table", () => {
  it("shows ages in the largest whole unit", () => {
    expect([formatAge(0), formatAge(59), formatAge(60), formatAge(3_599), formatAge(3_600), formatAge(86_400 * 3 + 5)]).toEqual([
      "0 s", "59 s", "1 min", "59 min", "1 h", "3 d",
    ]);
  });

  it("offers a retry only for a failed job, and a re-send only with a report and an address", () => {
    const failed = order({ job: { id: "job_2", status: "failed", stage: "pdf", attempts: 5, maxAttempts: 5, lastError: "render failed" }, report: null });
    expect(canRetry(failed)).toBe(true);
    expect(canRetry(order({}))).toBe(false);
    expect(canResend(order({}))).toBe(true);
    expect(canResend(failed)).toBe(false);
    expect(canResend(order({ hasEmail: false }))).toBe(false);
    expect(jobState(order({ job: null }))).toBe("no job");
  });

  it("says what became of a duplicate payment instead of a job state, and offers no action for it", () => {
    const refunded = order({ status: "refunded_duplicate", refund: { id: "re_1", refundedAt: "2026-01-01T00:00:09.000Z" }, job: null, report: null });
    expect(orderState(refunded)).toBe("refunded: duplicate payment");
    expect(orderState(order({ status: "duplicate_refund_pending", job: null, report: null }))).toBe("duplicate payment: refund pending");
    expect(orderState(order({}))).toBe("completed");
    expect(canRetry(refunded) || canResend(refunded)).toBe(false);
  });

  it("shows an order whose data the buyer deleted as such, and offers no action for it", () => {
    const erased = order({ assessmentId: null, erasedAt: "2026-02-01T00:00:00.000Z", country: null, hasEmail: false, job: null, report: null });
    expect(countryLabel(erased)).toBe("Data deleted by the buyer");
    expect(orderState(erased)).toBe("paid; data deleted by the buyer");
    expect(canRetry(erased) || canResend(erased)).toBe(false);
    expect(countryLabel(order({}))).toBe("Portugal");
    const refundedThenErased = order({ ...erased, status: "refunded_duplicate", refund: { id: "re_1", refundedAt: "2026-01-01T00:00:09.000Z" } });
    expect(orderState(refundedThenErased)).toBe("refunded: duplicate payment");
  });

  it("counts pages, at least one", () => {
    expect([pageCount(0, 20), pageCount(20, 20), pageCount(21, 20)]).toEqual([1, 1, 2]);
  });
});
