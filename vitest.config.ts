import { defineConfig } from "vitest/config";
import { aliases } from "./vite.aliases.ts";

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "tests/**/*.test.ts"],
    exclude: ["tests/e2e/**", "node_modules/**"],
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
