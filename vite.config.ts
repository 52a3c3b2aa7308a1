import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { aliases } from "./vite.aliases.ts";
import { precompress } from "./vite.precompress.ts";

/** The site: built to dist/web, served by the Fastify server (dev: Vite proxies /api to it). */
export default defineConfig({
  root: "src/web",
  publicDir: "public",
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: aliases },
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    target: "es2022",
    // The server reads the manifest to preload the requested page's chunk (http/app-shell.ts).
    manifest: true,
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: { "/api": "http://127.0.0.1:8787", "/ping": "http://127.0.0.1:8787" },
  },
});
