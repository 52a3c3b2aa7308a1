/** Every source cited anywhere inside a knowledge-base entry, found by shape (`isCitation`). */
import { isCitation, type Citation } from "@server/facts/citation";

export function collectSources(entry: unknown): Citation[] {
  if (entry === null || typeof entry !== "object") return [];
  if (isCitation(entry)) return [entry];
  return Object.values(entry).flatMap(collectSources);
}
