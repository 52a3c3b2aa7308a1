/** Official registers and public bodies for professional help, per country. */
import type { CountrySlug } from "@server/destinations/data/dataset.schema";
import type { Unknown } from "../knowledge.schema";
import { researchedOr } from "../not-researched";
import type { CountryDirectory } from "./directory.schema";

export const directoryByCountry: Record<CountrySlug, CountryDirectory | Unknown> = researchedOr(
  "The official registers for lawyers, tax advisers, movers and insurers in this country are not in the NewShores knowledge base yet.",
  {},
);
