/** Knowledge bases that tests shape themselves, independent of how far the research has got. */
import { rawKnowledgeBase, type KnowledgeBase } from "@server/knowledge/index";
import type { CountrySlug } from "@server/destinations/data/dataset.schema";

export const NOT_RESEARCHED_NOTE = "Not researched for this test: the routes of this country are left out on purpose.";

/** The real knowledge base with `country`'s residence routes replaced by an explicit null with a note. */
export function knowledgeWithout(country: CountrySlug): KnowledgeBase {
  return { ...rawKnowledgeBase, residenceRoutes: { ...rawKnowledgeBase.residenceRoutes, [country]: { value: null, note: NOT_RESEARCHED_NOTE } } };
}
