import { describe, expect, it } from "vitest";
import type { ReportStatus } from "@shared/contracts/reports";
import { debugLine, initialPurchase, purchaseReducer, purchaseView, type PurchaseAction } from "./purchase-state";

const status = (overrides: Partial<ReportStatus>): ReportStatus => ({ exists: false, isPaid: false, downloadToken: null, isExpired: false, hubAccessUntil: null, ...overrides });
const run = (...actions: PurchaseAction[]) => actions.reduce(purchaseReducer, initialPurchase);

describe("the results page's purchase state (spec section 4)", () => {
  it("offers the purchase until paid, and the download button with a valid token", () => {
    expect(purchaseView(run({ type: "status_loaded", status: status({}) }))).toBe("buy");
    expect(purchaseView(run({ type: "status_loaded", status: status({ exists: true, isPaid: true, downloadToken: "t" }) }))).toBe("download");
  });

  it("says the link expired when the server says so, and offers a new link to a browser that did not buy", () => {
    expect(purchaseView(run({ type: "status_loaded", status: status({ exists: true, isPaid: true, isExpired: true }) }))).toBe("expired");
    expect(purchaseView(run({ type: "status_loaded", status: status({ exists: true, isPaid: true }) }))).toBe("other_device");
  });

  it("on payment with a token: closes the payment modal, opens the ready modal, marks the report paid", () => {
    const state = run({ type: "open_payment" }, { type: "paid_with_token", token: "t" });
    expect(state).toMatchObject({ paymentOpen: false, readyOpen: true, token: "t", status: { exists: true, isPaid: true, isExpired: false } });
    expect(purchaseView(state)).toBe("download");
  });

  it("on payment with a job: shows progress until the job completes, then the ready modal", () => {
    const polling = run({ type: "open_payment" }, { type: "paid_with_job", jobId: "job_1" });
    expect(polling.paymentOpen).toBe(false);
    expect(purchaseView(polling)).toBe("generating");
    const done = purchaseReducer(polling, { type: "job_completed", token: "t" });
    expect(done).toMatchObject({ jobId: null, readyOpen: true, token: "t" });
    expect(purchaseView(done)).toBe("download");
  });

  it("shows the debug line only once a report exists or a token is held", () => {
    expect(debugLine(run({ type: "status_loaded", status: status({}) }))).toBeNull();
    expect(debugLine(run({ type: "paid_with_token", token: "t" }))).toBe("Report exists: yes · Paid: yes · Has token: yes · Expired: no");
  });
});
