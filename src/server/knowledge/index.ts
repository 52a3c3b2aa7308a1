/**
 * The relocation knowledge base, validated once at start-up by the composition root: `loadKnowledgeBase()`
 * throws a message naming the topic, the country and the field on the first problem.
 */
import type { z } from "zod";
import { COUNTRY_SLUGS, type CountrySlug } from "@server/destinations/data/dataset.schema";
import { countryRoutesSchema, unknownSchema, type CountryRoutes, type Unknown } from "./knowledge.schema";
import { residenceRoutes } from "./residence-routes/index";

export type KnowledgeBase = {
  residenceRoutes: Record<CountrySlug, CountryRoutes | Unknown>;
};

export const rawKnowledgeBase: KnowledgeBase = { residenceRoutes };

function validateTopic<T>(topic: string, entries: Record<CountrySlug, T | Unknown>, schema: z.ZodType<T>): void {
  for (const slug of COUNTRY_SLUGS) {
    if (!(slug in entries)) throw new Error(`Knowledge base ${topic}: no entry for ${slug}`);
    // Validate against the one shape the entry claims, so the message names the field that is wrong.
    const claimsUnknown = (entries[slug] as { value?: unknown }).value === null;
    const parsed = (claimsUnknown ? unknownSchema : schema).safeParse(entries[slug]);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`Knowledge base ${topic}/${slug}: ${issue?.path.join(".") || "(root)"}: ${issue?.message ?? "invalid"}`);
    }
    const entry = entries[slug] as { country?: string } | Unknown;
    if ("country" in entry && entry.country !== slug) throw new Error(`Knowledge base ${topic}/${slug}: country is "${entry.country}"`);
  }
}

export function validateKnowledgeBase(knowledge: KnowledgeBase): KnowledgeBase {
  validateTopic("residence-routes", knowledge.residenceRoutes, countryRoutesSchema);
  return knowledge;
}

export function loadKnowledgeBase(): KnowledgeBase {
  return validateKnowledgeBase(rawKnowledgeBase);
}

export const isResearched = <T extends object>(entry: T | Unknown): entry is T => !("value" in entry && entry.value === null);
