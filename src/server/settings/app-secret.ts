/**
 * APP_SECRET signs cookies and encrypts stored keys. When it is not set, one is generated once into
 * `{DATA_DIR}/app-secret` (readable by this user only) and reused by every later start, so a laptop
 * install needs no configuration. Instances sharing a database must share APP_SECRET (set it).
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export const APP_SECRET_FILE = "app-secret";

export function resolveAppSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, APP_SECRET_FILE);
  try {
    const stored = fs.readFileSync(file, "utf8").trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  try {
    // "wx": another process starting at the same moment may have written it first; then read theirs.
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return fs.readFileSync(file, "utf8").trim();
    throw error;
  }
}
