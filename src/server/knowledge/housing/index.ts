/** How renting works, per country. */
import type { CountrySlug } from "@server/destinations/data/dataset.schema";
import type { Unknown } from "../knowledge.schema";
import { researchedOr } from "../not-researched";
import type { CountryHousing } from "./housing.schema";

export const housingByCountry: Record<CountrySlug, CountryHousing | Unknown> = researchedOr(
  "This country's renting rules (deposits, contract length, agency fees) are not in the NewShores knowledge base yet.",
  {},
);
