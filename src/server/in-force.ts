/**
 * What the product shows on a given day (issue 18.3): the destination data and the scores built from it, the
 * knowledge base and the editorial content (sample report, city guides), all with the editions of the base
 * quantities in force that day. A process that runs across 1 January switches to the new minimum wage in the
 * score, the eligibility cards, the report and the sample report at the same moment, never in one and not the
 * other.
 *
 * Everything here depends on the day only through which editions apply, so it is built once per set of editions
 * (editionsInForce) and the same objects are handed out until an edition changes: a request pays for a date and
 * a map lookup.
 */
import { buildContent, type Content } from "./content/content";
import { currentFrom } from "./destinations/rent-estimates";
import { buildCatalog, type DestinationCatalog } from "./destinations/catalog";
import { loadDestinationData, type DestinationData } from "./destinations/data/index";
import { editionsInForce } from "./facts/base-quantities/index";
import { catalogueOf, type FactCatalogue } from "./facts/catalogue/fact-catalogue";
import { knowledgeOn, rawKnowledgeBase, validateKnowledgeBase, type KnowledgeBase, type KnowledgeBaseData } from "./knowledge/index";

export type InForce = {
  /** The destination data; its route figures (the retirement income floor) use the day's editions. */
  data: DestinationData;
  /** The destinations with their factor scores, built from `data`. */
  catalog: DestinationCatalog;
  /** The knowledge base (routes, tax, ...) with the day's editions. */
  knowledge: KnowledgeBase;
  /** The sample report and the city guides: the product's own editorial pages, always built from the files. */
  content: Content;
};

/**
 * One InForce per set of editions. `knowledge` replaces the knowledge base's files (tests make their own entries);
 * the score's data and the editorial content are always built from the files.
 */
export function inForceByDay(knowledge?: KnowledgeBaseData): (on: Date) => InForce {
  const files = validateKnowledgeBase(rawKnowledgeBase);
  const chosen = knowledge ? validateKnowledgeBase(knowledge) : files;
  const built = new Map<string, InForce>();
  return (on) => {
    // A rent's currency depends on the day too (rent-estimates.ts), so the month it counts from is part of the key.
    const key = `${editionsInForce(on)}|rents from ${currentFrom(on)}`;
    let inForce = built.get(key);
    if (!inForce) {
      const data = loadDestinationData(on);
      const catalog = buildCatalog(data, on);
      const filesOn = knowledgeOn(files, on);
      inForce = {
        data,
        catalog,
        knowledge: chosen === files ? filesOn : knowledgeOn(chosen, on),
        content: buildContent({ data, catalog, knowledge: filesOn, editions: editionsInForce(on) }),
      };
      built.set(key, inForce);
    }
    return inForce;
  };
}

/** The fact catalogue of a day's knowledge base and data (issue 31): built once per set of editions, on first use. */
export const factsInForce = (inForce: InForce): FactCatalogue => catalogueOf(inForce.knowledge, inForce.data);
