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
import type { RunnerResult } from "lighthouse/types/externs.js";

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
      // A run that fails (Lighthouse reports a runtime error and no score) is retried once, and reported
      // as a failure rather than as a score of 0.
      let lhr: RunnerResult["lhr"];
      let attempt = 0;
      do {
        attempt += 1;
        const result = await lighthouse(url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility"],
          formFactor: "mobile",
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        lhr = result.lhr;
      } while (lhr.categories.performance?.score == null && attempt < 2);
      const performance = lhr.categories.performance?.score;
      const accessibility = lhr.categories.accessibility?.score;
      if (performance == null || accessibility == null) {
        console.log(`${name.padEnd(24)}  FAILED: ${lhr.runtimeError?.message ?? "no score"}`);
        continue;
      }
      const perf = Math.round(performance * 100);
      const a11y = Math.round(accessibility * 100);
      const verdict = perf >= 90 && a11y >= 95 ? "ok" : "LOW";
      console.log(`${name.padEnd(24)}${String(perf).padStart(11)}${String(a11y).padStart(15)}  ${verdict}`);
    }
  } finally {
    chrome.kill();
  }
}
