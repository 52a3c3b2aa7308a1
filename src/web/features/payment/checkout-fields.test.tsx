// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { CreateIntentSuccess } from "@shared/contracts/payments";
import { CheckoutFields } from "./checkout-fields";

afterEach(cleanup);

const intent = (overrides: Partial<CreateIntentSuccess>): CreateIntentSuccess => ({
  clientSecret: "s", paymentIntentId: "p", stripeMode: "test", provider: "demo", publishableKey: null, amount: 4999, currency: "usd", ...overrides,
});

function renderWith(value: CreateIntentSuccess) {
  render(
    <CheckoutFields intent={value} email="" onEmailChange={() => undefined} cardEntry={<div />} notice={null} payDisabled={false} processing={false} onPay={() => undefined} />,
  );
}

describe("the card form's price and notices", () => {
  it("says it is a demo with the demo provider", () => {
    renderWith(intent({}));
    expect(screen.getByText(/Demo mode - no real charge/)).toBeTruthy();
    expect(screen.getByLabelText(/E-mail for your report link/).getAttribute("type")).toBe("email");
  });

  it("says the card will be charged in Stripe live mode, and nothing about a demo", () => {
    renderWith(intent({ provider: "stripe", stripeMode: "live", publishableKey: "pk_live_x" }));
    expect(screen.getByText("Your card will be charged $49.99.")).toBeTruthy();
    expect(screen.queryByText(/Demo mode/)).toBeNull();
    expect(screen.getByRole("button", { name: "Pay $49.99" })).toBeTruthy();
  });
});
