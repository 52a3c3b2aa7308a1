import { defineConfig } from "vite";
import { aliases } from "./vite.aliases.ts";

/** Builds the server to plain JS (dist/server) so `npm start` runs without a TypeScript loader. */
export default defineConfig({
  resolve: { alias: aliases },
  build: {
    ssr: true,
    target: "node20",
    outDir: "dist/server",
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      // The web server, the separate worker process, and the PDF thread (loaded by worker_threads).
      input: {
        main: "src/server/main.ts",
        worker: "src/server/worker.ts",
        "report-pdf-worker": "src/server/report-pdf/render.worker.ts",
      },
      // Shared chunks sit beside the entries, so the PDF thread is found next to whichever chunk starts it.
      output: { format: "es", entryFileNames: "[name].js", chunkFileNames: "[name]-[hash].js" },
    },
  },
});
