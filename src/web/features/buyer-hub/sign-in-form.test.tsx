// @vitest-environment jsdom
/** The hub's sign-in form shows the server's own words: on a 429, when another link can be asked for (issue 27.8). */
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SignInForm } from "./sign-in-form";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function answer(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

async function askForLink() {
  render(<SignInForm />);
  fireEvent.change(screen.getByLabelText("E-mail address you bought your report with"), { target: { value: "buyer@example.com" } });
  fireEvent.click(screen.getByRole("button", { name: "E-mail me a sign-in link" }));
}

describe("the hub's sign-in form", () => {
  it("on a 429 shows the server's message with the time to try again, not a generic one", async () => {
    const limited = "Too many requests. Please try again after November 28, 2026 at 3:10 PM UTC (in about 55 minutes).";
    // `message` stands for any other field a refusal might carry: the refusal's own `error` is what is shown.
    const fetch = answer(429, { error: limited, retryAt: "2026-11-28T15:10:00.000Z", message: "Rate limit exceeded" });
    await askForLink();
    expect((await screen.findByRole("alert")).textContent).toBe(limited);
    expect(fetch).toHaveBeenCalledWith("/api/hub/sign-in-link", expect.objectContaining({ method: "POST", body: JSON.stringify({ email: "buyer@example.com" }) }));
  });

  it("on success shows the server's message as a status", async () => {
    answer(202, { sent: true, message: "If a report was bought with this address, a sign-in link is on its way to it." });
    await askForLink();
    expect((await screen.findByRole("status")).textContent).toBe("If a report was bought with this address, a sign-in link is on its way to it.");
  });
});
