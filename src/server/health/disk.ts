/** Free space on the file system that holds DATA_DIR (the SQLite file, the outbox), for both health checks. */
import fs from "node:fs";

/** Below this, new reports and e-mails may fail to be written: both health checks fail. */
export const MIN_FREE_DISK_BYTES = 100 * 1024 * 1024;

export function diskSpace(dataDir: string): { freeBytes: number; totalBytes: number } {
  const stats = fs.statfsSync(dataDir);
  return { freeBytes: Number(stats.bavail) * Number(stats.bsize), totalBytes: Number(stats.blocks) * Number(stats.bsize) };
}
