/** Tax per country, and the US rules every US citizen keeps abroad. */
import type { CountrySlug } from "@server/destinations/data/dataset.schema";
import type { Unknown } from "../knowledge.schema";
import { researchedOr } from "../not-researched";
import type { CountryTax, UsTaxRule } from "./tax.schema";

export const taxByCountry: Record<CountrySlug, CountryTax | Unknown> = researchedOr(
  "This country's tax rules (residence test, bands, newcomer regimes, social security) are not in the NewShores knowledge base yet.",
  {},
);

export const usTaxRules: UsTaxRule[] = [];
