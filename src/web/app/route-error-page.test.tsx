// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RouteErrorPage } from "./route-error-page";

afterEach(cleanup);

describe("RouteErrorPage", () => {
  it("shows 'Unexpected Application Error!' with the error's message", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error("Something broke while rendering");
    };
    const router = createMemoryRouter([{ path: "/", Component: Broken, ErrorBoundary: RouteErrorPage }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole("heading", { name: "Unexpected Application Error!" })).toBeTruthy();
    expect(screen.getByText("Something broke while rendering")).toBeTruthy();
  });

  it("shows the status of a route error response", async () => {
    const router = createMemoryRouter([
      {
        path: "/",
        loader: () => {
          throw new Response("Gone", { status: 410, statusText: "Gone" });
        },
        Component: () => null,
        ErrorBoundary: RouteErrorPage,
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText("410 Gone")).toBeTruthy();
  });
});
