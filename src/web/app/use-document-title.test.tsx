// @vitest-environment jsdom
import { cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { documentTitle, useDocumentTitle } from "./use-document-title";

afterEach(cleanup);

describe("useDocumentTitle", () => {
  it("titles the page '{Page} | NewShores' while it is shown, follows changes and puts the old title back", () => {
    document.title = "Before";
    const { rerender, unmount } = renderHook(({ title }) => useDocumentTitle(title), { initialProps: { title: "About us" } });
    expect(document.title).toBe("About us | NewShores");
    rerender({ title: "Lisbon, Portugal: city guide" });
    expect(document.title).toBe("Lisbon, Portugal: city guide | NewShores");
    unmount();
    expect(document.title).toBe("Before");
  });

  it("builds the title from the page's own name", () => {
    expect(documentTitle("Page not found")).toBe("Page not found | NewShores");
  });
});
