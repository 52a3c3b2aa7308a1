/** Language and everyday practicalities, per country. */
import type { CountrySlug } from "@server/destinations/data/dataset.schema";
import type { Unknown } from "../knowledge.schema";
import { researchedOr } from "../not-researched";
import type { CountryCulture } from "./culture.schema";

export const cultureByCountry: Record<CountrySlug, CountryCulture | Unknown> = researchedOr(
  "This country's languages and everyday practicalities are not in the NewShores knowledge base yet.",
  {},
);
