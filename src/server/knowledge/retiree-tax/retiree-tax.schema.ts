/**
 * How a US retiree's income is taxed in a country (issue 19.4): US Social Security, US government pensions
 * (federal, state, military), private pensions, and IRA / 401(k) withdrawals, under the US income tax treaty's
 * pension articles where a treaty is in force, or under the country's own law where none is; and the local
 * health cover a retiree can join. Each is a sourced plain-words statement, or unknown with a note.
 */
import { z } from "zod";
import { asOfSchema } from "@shared/contracts/source";
import { COUNTRY_SLUGS } from "@server/destinations/data/dataset.schema";
import { sourcedTextSchema, unknownSchema } from "../knowledge.schema";

const statement = z.union([sourcedTextSchema, unknownSchema]);

export const countryRetireeTaxSchema = z.object({
  country: z.enum(COUNTRY_SLUGS),
  checked: asOfSchema,
  /** The US treaty and its pension articles ("Articles 18 and 19 of the 1994 treaty"), or that there is none. */
  treaty: sourcedTextSchema,
  socialSecurity: statement,
  governmentPension: statement,
  privatePension: statement,
  iraWithdrawals: statement,
  /** Whether and how a resident retiree joins the public health system (or must insure privately). */
  localHealthCover: statement,
});
export type CountryRetireeTax = z.infer<typeof countryRetireeTaxSchema>;
