/**
 * Serves the built site (dist/web): its files as they are, and the app shell (index.html) for every
 * other non-API GET, with 200 on a client route and 404 elsewhere. Unknown /api paths answer JSON 404.
 *
 * Each route's shell also preloads that route's page chunk (found in Vite's manifest), so the browser
 * fetches it alongside the entry script instead of after it: one round trip less before first paint.
 * Everything is sent compressed: built files from the .br/.gz copies the build writes
 * (vite.precompress.ts), shells compressed once at start-up.
 */
import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { CLIENT_ROUTES, matchClientRoute, NOT_FOUND_PAGE } from "@shared/routes";
import { AppError } from "./errors";

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

function readManifest(webRoot: string): Manifest {
  const file = path.join(webRoot, ".vite", "manifest.json");
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as Manifest) : {};
}

/** The files a chunk needs, itself first, without those the entry already loads. */
function chunkFiles(manifest: Manifest, key: string, skip: Set<string>, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  const own = skip.has(chunk.file) ? [] : [chunk.file];
  return [...own, ...(chunk.imports ?? []).flatMap((child) => chunkFiles(manifest, child, skip, seen))];
}

function shellsByPage(shell: string, manifest: Manifest): Map<string, string> {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const entryFiles = new Set(entryKey ? chunkFiles(manifest, entryKey, new Set()) : []);
  const pages = [...new Set([...CLIENT_ROUTES.map((route) => route.page), NOT_FOUND_PAGE])].filter(
    (page): page is string => page !== null,
  );
  return new Map(
    pages.map((page) => {
      const links = chunkFiles(manifest, page, entryFiles)
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join("");
      return [page, links ? shell.replace("</head>", `${links}</head>`) : shell];
    }),
  );
}

/**
 * The stylesheet is small (a few KB gzipped) and blocks the first paint, so it is inlined into the shell
 * instead of costing a request (the CSP allows inline styles, not inline scripts).
 */
function inlineStylesheets(shell: string, webRoot: string): string {
  return shell.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (link, file: string) => {
    const css = path.join(webRoot, file);
    return fs.existsSync(css) ? `<style>${fs.readFileSync(css, "utf8")}</style>` : link;
  });
}

type Shell = { html: string; br: Buffer; gzip: Buffer };

function compressShell(html: string): Shell {
  return { html, br: brotliCompressSync(html), gzip: gzipSync(html) };
}

function sendShell(request: FastifyRequest, reply: FastifyReply, shell: Shell): FastifyReply {
  const accepted = String(request.headers["accept-encoding"] ?? "");
  reply.header("Vary", "Accept-Encoding").type("text/html; charset=utf-8");
  if (/\bbr\b/.test(accepted)) return reply.header("Content-Encoding", "br").send(shell.br);
  if (/\bgzip\b/.test(accepted)) return reply.header("Content-Encoding", "gzip").send(shell.gzip);
  return reply.send(shell.html);
}

export async function installAppShell(app: FastifyInstance, webRoot: string): Promise<void> {
  const shellFile = path.join(webRoot, "index.html");
  const shell = fs.existsSync(shellFile) ? inlineStylesheets(fs.readFileSync(shellFile, "utf8"), webRoot) : undefined;
  const shells = new Map(
    [...(shell ? shellsByPage(shell, readManifest(webRoot)) : new Map<string, string>())].map(
      ([page, html]) => [page, compressShell(html)] as const,
    ),
  );

  if (shell) {
    await app.register(fastifyStatic, {
      root: webRoot,
      index: false,
      preCompressed: true,
      // One route per built file, found at start-up; every other path falls through to the shell.
      wildcard: false,
      // The .br/.gz copies are sent in place of their originals (Content-Encoding), never as files.
      allowedPath: (pathName) => !/\.(br|gz)$/i.test(pathName),
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
    // A missing built file (an old chunk, a typo, a compressed copy) is a plain 404, not a page.
    if (pathname.toLowerCase().startsWith("/assets/") || /\.(br|gz)$/i.test(pathname)) {
      return reply.code(404).type("text/plain; charset=utf-8").header("Cache-Control", "no-store").send("Not found");
    }
    if (!shell) {
      throw new AppError(503, "The site has not been built yet: run `npm run build`, then restart.");
    }
    const route = matchClientRoute(pathname);
    const page = route ? (route.page ?? NOT_FOUND_PAGE) : NOT_FOUND_PAGE;
    const pageShell = shells.get(page) ?? shells.get(NOT_FOUND_PAGE);
    reply.code(route ? 200 : 404).header("Cache-Control", "no-cache");
    return pageShell ? sendShell(request, reply, pageShell) : reply.type("text/html; charset=utf-8").send(shell);
  });
}
