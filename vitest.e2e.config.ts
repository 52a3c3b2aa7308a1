import { defineConfig } from "vitest/config";
import { aliases } from "./vite.aliases.ts";

/** Browser journeys (npm run test:e2e): Chromium driven by playwright-core against the built product. */
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    globalSetup: ["tests/e2e/support/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
