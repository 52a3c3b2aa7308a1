import fs from "node:fs";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Debian's Chromium (CHROMIUM_PATH overrides); fails with the install command when it is missing. */
export function chromiumPath(): string {
  const candidate = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!fs.existsSync(candidate)) {
    throw new Error(`Chromium was not found at ${candidate}. Install it with: apt-get install -y chromium`);
  }
  return candidate;
}
