/** A topic's entries for every country: the researched ones, and an explicit null with the topic's note for the rest. */
import { COUNTRY_SLUGS, type CountrySlug } from "@server/destinations/data/dataset.schema";
import type { Unknown } from "./knowledge.schema";

export function researchedOr<T>(note: string, researched: Partial<Record<CountrySlug, T>>): Record<CountrySlug, T | Unknown> {
  return Object.fromEntries(COUNTRY_SLUGS.map((slug) => [slug, researched[slug] ?? { value: null, note }])) as Record<CountrySlug, T | Unknown>;
}
