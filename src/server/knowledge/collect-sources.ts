/** Every source cited anywhere inside a knowledge-base entry, found by shape: `{ name, url, asOf }`. */
import type { Source } from "@shared/contracts/source";

const isSource = (value: object): value is Source =>
  typeof (value as Source).name === "string" && typeof (value as Source).url === "string" && typeof (value as Source).asOf === "string";

export function collectSources(entry: unknown): Source[] {
  if (entry === null || typeof entry !== "object") return [];
  if (isSource(entry)) return [entry];
  return Object.values(entry).flatMap(collectSources);
}
