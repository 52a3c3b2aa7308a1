/** How renting works in a country; the rents themselves are the destination data's city costs. */
import { z } from "zod";
import { asOfSchema } from "@shared/contracts/source";
import { COUNTRY_SLUGS } from "@server/destinations/data/dataset.schema";
import { sourcedTextSchema, unknownSchema } from "../knowledge.schema";

export const countryHousingSchema = z.object({
  country: z.enum(COUNTRY_SLUGS),
  checked: asOfSchema,
  /** Usual and legal maximum deposit, e.g. "up to three months' rent (Civil Code art. ...)". */
  deposit: z.union([sourcedTextSchema, unknownSchema]),
  /** Usual and minimum contract length, and notice rules. */
  contractLength: z.union([sourcedTextSchema, unknownSchema]),
  /** Who pays the letting agent and how much. */
  agencyFees: z.union([sourcedTextSchema, unknownSchema]),
  /** Whether a foreigner can buy property, and any restriction. */
  foreignBuyers: z.union([sourcedTextSchema, unknownSchema]),
});
export type CountryHousing = z.infer<typeof countryHousingSchema>;
