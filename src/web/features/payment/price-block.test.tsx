// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ReportOfferResponse } from "@shared/contracts/report-offer";
import { PriceBlock } from "./price-block";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The offer the server answers; any other call (the payment config) gets an empty answer. */
function serve(offer: ReportOfferResponse) {
  const fetch = vi.fn(async (path: string) => new Response(JSON.stringify(path === "/api/payments/offer" ? offer : {}), { status: 200 }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("the price block", () => {
  it("shows $49.99 alone, with no struck price and no Limited Time, when no former price is set", async () => {
    const fetch = serve({ priceUsd: 49.99, currency: "usd", formerPrice: null });
    const { container } = render(<PriceBlock />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith("/api/payments/offer", expect.anything()));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByText("$49.99")).toBeTruthy();
    expect(container.querySelector("s, del")).toBeNull();
    expect(container.textContent).not.toMatch(/Limited Time/);
  });

  it("strikes through a live former price and states when the offer ends", async () => {
    const endsOn = new Date(Date.now() + 5 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    serve({ priceUsd: 49.99, currency: "usd", formerPrice: { amountUsd: 69.95, endsOn } });
    const { container } = render(<PriceBlock />);
    const struck = await vi.waitFor(() => {
      const element = container.querySelector("s");
      if (!element) throw new Error("no struck-through price yet");
      return element;
    });
    expect(struck.textContent).toBe("Former price $69.95");
    const label = new Date(`${endsOn}T00:00:00Z`).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
    expect(screen.getByText(`Limited Time Offer — until ${label}`)).toBeTruthy();
  });
});
