/** How renting works in a country; the rents themselves are the destination data's city costs. */
import { z } from "zod";
import { asOfSchema } from "@shared/contracts/source";
import { citationSchema } from "@server/facts/citation";
import { COUNTRY_SLUGS } from "@server/destinations/data/dataset.schema";
import { sourcedTextSchema, unknownSchema } from "../knowledge.schema";

/** One state's or province's own version of a rule, naming the report's cities it covers, with its own source. */
export const regionalTextSchema = z.object({
  /** The state or province, e.g. "Western Australia". */
  region: z.string().min(2),
  /** The destination's cities in that state, as the city data names them (the first-year costs pick the chosen city's). */
  cities: z.array(z.string().min(2)).min(1),
  text: z.string().min(3),
  source: citationSchema,
});
export type RegionalText = z.infer<typeof regionalTextSchema>;

/** A rule each state or province sets for itself: one entry for each state the destination's cities are in. */
export const byRegionSchema = z.object({ byRegion: z.array(regionalTextSchema).min(2) });
export type ByRegion = z.infer<typeof byRegionSchema>;

export const countryHousingSchema = z.object({
  country: z.enum(COUNTRY_SLUGS),
  checked: asOfSchema,
  /**
   * Usual and legal maximum deposit, e.g. "up to three months' rent (Civil Code art. ...)"; where each state sets its
   * own rule (Australia), the rule of each state the destination's cities are in.
   */
  deposit: z.union([sourcedTextSchema, byRegionSchema, unknownSchema]),
  /** Usual and minimum contract length, and notice rules. */
  contractLength: z.union([sourcedTextSchema, unknownSchema]),
  /** Who pays the letting agent and how much. */
  agencyFees: z.union([sourcedTextSchema, unknownSchema]),
  /** Whether a foreigner can buy property, and any restriction. */
  foreignBuyers: z.union([sourcedTextSchema, unknownSchema]),
});
export type CountryHousing = z.infer<typeof countryHousingSchema>;

/** Whether a deposit rule is given state by state. */
export const isByRegion = (deposit: CountryHousing["deposit"]): deposit is ByRegion => "byRegion" in deposit;
