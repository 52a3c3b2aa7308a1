/**
 * Site half of `npm run bench`: initial JavaScript (the entry script plus the chunks index.html
 * preloads, gzipped) and Lighthouse mobile scores for /, /assessment and a results page.
 * Targets: initial JS <= 120 KB gzipped; performance >= 90 and accessibility >= 95 on each page.
 */
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const CHROME_FLAGS = [
  "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync",
];

export function initialJavaScript(webRoot: string): { files: string[]; gzipBytes: number } {
  const html = fs.readFileSync(path.join(webRoot, "index.html"), "utf8");
  const files = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((match) => match[1] as string);
  const gzipBytes = files.reduce(
    (sum, file) => sum + gzipSync(fs.readFileSync(path.join(webRoot, file.replace(/^\//, "")))).length,
    0,
  );
  return { files, gzipBytes };
}

export async function lighthouseScores(urls: { name: string; url: string }[]): Promise<void> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  try {
    console.log("\npage                    performance  accessibility  (targets 90 / 95)");
    for (const { name, url } of urls) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility"],
        formFactor: "mobile",
      });
      const categories = result?.lhr.categories;
      const performance = Math.round((categories?.performance?.score ?? 0) * 100);
      const accessibility = Math.round((categories?.accessibility?.score ?? 0) * 100);
      const verdict = performance >= 90 && accessibility >= 95 ? "ok" : "LOW";
      console.log(`${name.padEnd(24)}${String(performance).padStart(11)}${String(accessibility).padStart(15)}  ${verdict}`);
    }
  } finally {
    chrome.kill();
  }
}
