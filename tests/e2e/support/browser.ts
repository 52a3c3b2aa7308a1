/** One Chromium per test file; each test gets a fresh context and page that records console errors. */
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, inject } from "vitest";
import { CHROMIUM_FLAGS, chromiumPath } from "./chromium";

export type TestPage = { page: Page; context: BrowserContext; consoleErrors: string[]; url: (path: string) => string };
type OpenOptions = { width?: number; height?: number; /** console errors a test expects, e.g. a 404 it provokes */ allowConsole?: RegExp[] };

/** `baseUrl` (read when a page opens) points the pages at a product the test file started itself. */
export function useBrowser(options: { baseUrl?: () => string } = {}): { open: (options?: OpenOptions) => Promise<TestPage> } {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const pages: TestPage[] = [];
  const sharedBaseUrl = inject("baseUrl");

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS, headless: true });
  });
  afterEach(async () => {
    for (const opened of pages.splice(0)) {
      expect(opened.consoleErrors, "console errors on the page").toEqual([]);
    }
    for (const context of contexts.splice(0)) await context.close();
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    open: async ({ width = 1280, height = 900, allowConsole = [] }: OpenOptions = {}) => {
      const context = await browser.newContext({ viewport: { width, height } });
      contexts.push(context);
      const page = await context.newPage();
      const consoleErrors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" && !allowConsole.some((pattern) => pattern.test(message.text()))) {
          consoleErrors.push(message.text());
        }
      });
      page.on("pageerror", (error) => consoleErrors.push(error.message));
      const baseUrl = options.baseUrl?.() ?? sharedBaseUrl;
      const opened = { page, context, consoleErrors, url: (path: string) => `${baseUrl}${path}` };
      pages.push(opened);
      return opened;
    },
  };
}
