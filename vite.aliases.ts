import { fileURLToPath } from "node:url";

/** The path aliases of tsconfig.json, for Vite and Vitest (one list, used by every config). */
export const aliases = {
  "@shared": fileURLToPath(new URL("./src/shared", import.meta.url)),
  "@server": fileURLToPath(new URL("./src/server", import.meta.url)),
  "@web": fileURLToPath(new URL("./src/web", import.meta.url)),
};
