/**
 * Serves the built site (dist/web): its files as they are, and the app shell (index.html) for every
 * other non-API GET, with 200 on a client route and 404 elsewhere. Unknown /api paths answer JSON 404.
 */
import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { isClientRoute } from "@shared/routes";
import { AppError } from "./errors";

export async function installAppShell(app: FastifyInstance, webRoot: string): Promise<void> {
  const shellFile = path.join(webRoot, "index.html");
  const hasSite = fs.existsSync(shellFile);
  const shell = hasSite ? fs.readFileSync(shellFile, "utf8") : undefined;

  if (hasSite) {
    await app.register(fastifyStatic, {
      root: webRoot,
      index: false,
      // One route per built file, found at start-up; every other path falls through to the shell.
      wildcard: false,
      // Hashed build assets never change; the shell itself is sent below, uncached.
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header("Cache-Control", "public, max-age=31536000, immutable");
        }
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    if (pathname === "/api" || pathname.startsWith("/api/")) {
      throw new AppError(404, `No API endpoint ${request.method} ${pathname}`);
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      throw new AppError(404, "Not found");
    }
    if (!shell) {
      throw new AppError(503, "The site has not been built yet: run `npm run build`, then restart.");
    }
    return reply
      .code(isClientRoute(pathname) ? 200 : 404)
      .header("Cache-Control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(shell);
  });
}
