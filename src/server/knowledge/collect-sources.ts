/** Every source cited anywhere inside a knowledge-base entry, found by shape: `{ publisher, title, url, asOf }`. */
import type { Citation } from "@server/facts/citation";

const isSource = (value: object): value is Citation =>
  typeof (value as Citation).publisher === "string" && typeof (value as Citation).url === "string" && typeof (value as Citation).asOf === "string";

export function collectSources(entry: unknown): Citation[] {
  if (entry === null || typeof entry !== "object") return [];
  if (isSource(entry)) return [entry];
  return Object.values(entry).flatMap(collectSources);
}
