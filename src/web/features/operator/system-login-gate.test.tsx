// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SYSTEM_LOGIN_FLAG } from "@shared/contracts/operator";
import { OperatorPage } from "./operator-page";
import { operatorGet } from "./operator-api";
import { SystemLoginGate } from "./system-login-gate";

type Answer = { status: number; body: unknown };

/** Answers each path with the queued answers for it (the last one repeats). */
function serve(answers: Record<string, Answer[]>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input);
    const queue = answers[path];
    if (!queue || queue.length === 0) throw new TypeError(`unexpected call ${path}`);
    const answer = queue.length > 1 ? queue.shift()! : queue[0]!;
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { "content-type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the system login gate", () => {
  it("keeps Access System Status disabled while the password is empty", () => {
    render(<SystemLoginGate heading="System Login" intro="Sign in." onSignedIn={() => undefined} />);
    const button = screen.getByRole("button", { name: "Access System Status" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText("System password"), { target: { value: "x" } });
    expect(button.disabled).toBe(false);
    fireEvent.change(screen.getByLabelText("System password"), { target: { value: "" } });
    expect(button.disabled).toBe(true);
  });

  it("says the password is wrong after at least 0.5 s, disabled while it checks, and sets no flag", async () => {
    serve({ "/api/admin/login": [{ status: 401, body: { error: "Invalid password. Access denied." } }] });
    const onSignedIn = vi.fn();
    render(<SystemLoginGate heading="System Login" intro="Sign in." onSignedIn={onSignedIn} />);
    fireEvent.change(screen.getByLabelText("System password"), { target: { value: "wrong" } });
    const started = Date.now();
    fireEvent.click(screen.getByRole("button", { name: "Access System Status" }));
    expect((screen.getByRole("button", { name: "Access System Status" }) as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByText("Invalid password. Access denied.", {}, { timeout: 2_000 })).toBeTruthy();
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect((screen.getByRole("button", { name: "Access System Status" }) as HTMLButtonElement).disabled).toBe(false);
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(SYSTEM_LOGIN_FLAG)).toBeNull();
  });

  it("shows Login failed on a network failure, and the server's text on 429", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    render(<SystemLoginGate heading="System Login" intro="Sign in." onSignedIn={() => undefined} />);
    fireEvent.change(screen.getByLabelText("System password"), { target: { value: "pw" } });
    fireEvent.click(screen.getByRole("button", { name: "Access System Status" }));
    expect(await screen.findByText("Login failed. Please try again.", {}, { timeout: 2_000 })).toBeTruthy();

    serve({ "/api/admin/login": [{ status: 429, body: { error: "Too many failed sign-in attempts. Please wait before trying again." } }] });
    fireEvent.click(screen.getByRole("button", { name: "Access System Status" }));
    expect(await screen.findByText("Too many failed sign-in attempts. Please wait before trying again.", {}, { timeout: 2_000 })).toBeTruthy();
  });

  it("sets the session flag and reveals on success", async () => {
    serve({ "/api/admin/login": [{ status: 200, body: { success: true, expiresAt: "2030-01-01T00:00:00.000Z" } }] });
    const onSignedIn = vi.fn();
    render(<SystemLoginGate heading="System Login" intro="Sign in." onSignedIn={onSignedIn} />);
    fireEvent.change(screen.getByLabelText("System password"), { target: { value: "right" } });
    fireEvent.click(screen.getByRole("button", { name: "Access System Status" }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce(), { timeout: 2_000 });
    expect(sessionStorage.getItem(SYSTEM_LOGIN_FLAG)).toBe("true");
  });
});

function renderPage() {
  const router = createMemoryRouter([{ path: "/", element: <OperatorPage title="Job Processor"><p>Secret operator content</p></OperatorPage> }]);
  render(<RouterProvider router={router} />);
}

describe("a gated operator page", () => {
  it("shows the gate when the server knows no session, even with the flag set, and drops the flag", async () => {
    sessionStorage.setItem(SYSTEM_LOGIN_FLAG, "true");
    serve({ "/api/admin/session": [{ status: 200, body: { configured: true, authenticated: false, expiresAt: null } }] });
    renderPage();
    expect(await screen.findByRole("button", { name: "Access System Status" })).toBeTruthy();
    expect(screen.queryByText("Secret operator content")).toBeNull();
    expect(sessionStorage.getItem(SYSTEM_LOGIN_FLAG)).toBeNull();
    expect(document.title).toBe("Job Processor | NewShores");
  });

  it("says operator access is not configured instead of the form", async () => {
    serve({ "/api/admin/session": [{ status: 200, body: { configured: false, authenticated: false, expiresAt: null } }] });
    renderPage();
    expect(await screen.findByText(/Operator access is not configured/)).toBeTruthy();
    expect(screen.queryByLabelText("System password")).toBeNull();
  });

  it("opens with a live session, and falls back to the gate when a call answers 401", async () => {
    serve({
      "/api/admin/session": [{ status: 200, body: { configured: true, authenticated: true, expiresAt: "2030-01-01T00:00:00.000Z" } }],
      "/api/admin/audit-log": [{ status: 401, body: { error: "Operator sign-in required." } }],
    });
    renderPage();
    expect(await screen.findByText("Secret operator content")).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Operator" })).toBeTruthy();
    expect(sessionStorage.getItem(SYSTEM_LOGIN_FLAG)).toBe("true");
    await act(async () => {
      await operatorGet("/api/admin/audit-log");
    });
    expect(await screen.findByRole("button", { name: "Access System Status" })).toBeTruthy();
    expect(screen.queryByText("Secret operator content")).toBeNull();
    expect(sessionStorage.getItem(SYSTEM_LOGIN_FLAG)).toBeNull();
  });
});
