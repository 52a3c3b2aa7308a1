/** Healthcare for a resident foreigner, per country. */
import type { CountrySlug } from "@server/destinations/data/dataset.schema";
import type { Unknown } from "../knowledge.schema";
import { researchedOr } from "../not-researched";
import type { CountryHealthcare } from "./healthcare.schema";

export const healthcareByCountry: Record<CountrySlug, CountryHealthcare | Unknown> = researchedOr(
  "How this country's health system treats a resident foreigner, and what cover costs, is not in the NewShores knowledge base yet.",
  {},
);
