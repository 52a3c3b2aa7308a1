/**
 * The report's fonts: DejaVu Sans (regular and bold) from the `dejavu-fonts-ttf` package, embedded in
 * every PDF, so any text (São Paulo, €, ü) renders and nothing is fetched. Read once per thread.
 */
import fs from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | undefined;

export function reportFonts(): { regular: Buffer; bold: Buffer } {
  fonts ??= {
    regular: fs.readFileSync(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf")),
    bold: fs.readFileSync(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf")),
  };
  return fonts;
}
