/** Emergency numbers, US embassy and consulates, and the travel advisory, per country. */
import type { CountrySlug } from "@server/destinations/data/dataset.schema";
import type { Unknown } from "../knowledge.schema";
import { researchedOr } from "../not-researched";
import type { CountryEmergency } from "./emergency.schema";

export const emergencyByCountry: Record<CountrySlug, CountryEmergency | Unknown> = researchedOr(
  "This country's emergency numbers and US embassy details are not in the NewShores knowledge base yet.",
  {},
);
