import { afterEach, describe, expect, it, vi } from "vitest";
import { createPaymentIntent } from "./create-intent";

function answer(status: number, body: unknown) {
  vi.stubGlobal("fetch", vi.fn(async () => new Response(typeof body === "string" ? body : JSON.stringify(body), { status })));
}

afterEach(() => vi.unstubAllGlobals());

describe("creating a payment (spec section 8, Payment intent)", () => {
  it("turns each server answer into the spec's message", async () => {
    answer(409, { reportExists: true, error: "x" });
    expect(await createPaymentIntent(1)).toEqual({ kind: "error", message: "You have already purchased this report. Check your email for download instructions." });
    answer(503, { needsConfig: true, error: "x" });
    expect(await createPaymentIntent(1)).toEqual({ kind: "error", message: "Payment system configuration required. Please contact support to configure Stripe settings." });
    answer(502, { stripeError: true, stripeMode: "live", error: "Your account cannot make live charges." });
    expect(await createPaymentIntent(1)).toEqual({ kind: "error", message: "Stripe error (live mode): Your account cannot make live charges." });
    answer(500, "<html>oops</html>");
    expect(await createPaymentIntent(1)).toEqual({ kind: "error", message: "Server returned invalid response. Please try again." });
    answer(500, {});
    expect(await createPaymentIntent(1)).toEqual({ kind: "error", message: "Server error (500). Please try again." });
    answer(200, { provider: "demo" });
    expect(await createPaymentIntent(1)).toEqual({ kind: "error", message: "Payment initialization failed. Missing client secret." });
  });

  it("reports a network failure with its message, and omits an empty e-mail from the request", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    expect(await createPaymentIntent(1)).toEqual({ kind: "error", message: "Network error: Failed to fetch. Please check your connection and try again." });
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ clientSecret: "s", provider: "demo" }), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    await createPaymentIntent(7, "  ");
    expect(JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({ assessmentId: 7 });
  });
});
