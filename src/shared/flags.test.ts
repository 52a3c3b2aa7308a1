import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { COUNTRY_FLAGS } from "./flags";

const root = path.resolve(import.meta.dirname, "../..");
const publicDir = path.join(root, "src/web/public");
const REGIONAL_INDICATOR = /[\u{1F1E6}-\u{1F1FF}]/u;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|html|css|json|md)$/.test(entry.name) ? [full] : [];
  });
}

describe("country flags", () => {
  it("are SVG files the site serves itself, each drawn in the proportions listed for it", () => {
    expect(Object.keys(COUNTRY_FLAGS).length).toBeGreaterThanOrEqual(6);
    for (const [country, flag] of Object.entries(COUNTRY_FLAGS)) {
      expect(flag.src, country).toMatch(/^\/flags\/[a-z-]+\.svg$/);
      const file = path.join(publicDir, flag.src);
      expect(fs.existsSync(file), `${country}: ${flag.src}`).toBe(true);
      const svg = fs.readFileSync(file, "utf8");
      expect(svg, country).not.toMatch(/(href|src)="https?:/);
      const viewBox = /viewBox="([\d.\s-]+)"/.exec(svg)?.[1]?.trim().split(/\s+/).map(Number) ?? [];
      const [, , width = 0, height = 0] = viewBox;
      expect(width / height, `${country} proportions`).toBeCloseTo(flag.width / flag.height, 2);
    }
  });

  it("are never emoji in the site's sources: a system without an emoji font shows empty boxes", () => {
    const offenders = sourceFiles(path.join(root, "src")).filter((file) => REGIONAL_INDICATOR.test(fs.readFileSync(file, "utf8")));
    expect(offenders.map((file) => path.relative(root, file))).toEqual([]);
  });
});
