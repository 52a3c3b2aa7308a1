/** Tax for a resident foreigner in one country, beside the US rules every US citizen keeps (us-rules.ts). */
import { z } from "zod";
import { asOfSchema } from "@shared/contracts/source";
import { citationSchema, crossCheckSchema } from "@server/facts/citation";
import { COUNTRY_SLUGS } from "@server/destinations/data/dataset.schema";
import { sourcedTextSchema, unknownSchema, usFactSchema, type UsFact } from "../knowledge.schema";

const currencySchema = z.string().regex(/^[A-Z]{3}$/, "currency must be an ISO 4217 code");

/** One resident income-tax band: income from `from` up to `upTo` (null: no upper limit) taxed at `ratePercent`. */
const taxBandSchema = z.object({ from: z.number().nonnegative(), upTo: z.number().positive().nullable(), ratePercent: z.number().min(0).max(100) });

export const incomeTaxSchema = z
  .object({
    /** The tax year the bands apply to, e.g. "2025" or "2025-26". */
    taxYear: z.string().min(4),
    currency: currencySchema,
    /** Whether the bands apply to yearly or monthly taxable income (Brazil and Costa Rica publish monthly ones). */
    period: z.enum(["year", "month"]),
    /** National bands, lowest first; empty when the source gives only the top rate. */
    bands: z.array(taxBandSchema),
    topRatePercent: z.number().min(0).max(100),
    /** What the bands leave out, e.g. "plus regional tax of about 25%" or "municipal tax 30-35% on top". */
    note: z.string().optional(),
    source: citationSchema,
    /** A second, independent source of the bands and top rate (issue 30); `differs` when it gives other ones. */
    crossCheck: crossCheckSchema.optional(),
    /**
     * The top marginal rate once regional or local income taxes and surtaxes are added, where they exist (Japan's
     * inhabitant's tax, Spain's regional half, Swiss cantonal tax...); `what` says which taxes and where.
     */
    combinedTop: z
      .object({ ratePercent: z.number().min(0).max(100), what: z.string().min(10), source: citationSchema, crossCheck: crossCheckSchema.optional() })
      .optional(),
  })
  .refine((tax) => tax.bands.length === 0 || tax.bands.at(-1)?.ratePercent === tax.topRatePercent, "the last band's rate must be the top rate");

/** A yes/no fact with its source, e.g. "a US income-tax treaty is in force". */
export const sourcedFlagSchema = z.object({ inForce: z.boolean(), note: z.string().optional(), source: citationSchema });

export const countryTaxSchema = z.object({
  country: z.enum(COUNTRY_SLUGS),
  checked: asOfSchema,
  /** When a person becomes tax resident, e.g. "183 days in a calendar year, or a home available on 31 December". */
  residenceRule: z.union([sourcedTextSchema, unknownSchema]),
  incomeTax: z.union([incomeTaxSchema, unknownSchema]),
  /** A special regime for newcomers (e.g. Spain's Beckham law), or a sourced statement that none exists. */
  newcomerRegime: z.union([sourcedTextSchema, unknownSchema]),
  /** The employee's (and self-employed person's) social security contribution. */
  socialSecurity: z.union([sourcedTextSchema, unknownSchema]),
  usIncomeTaxTreaty: z.union([sourcedFlagSchema, unknownSchema]),
  usTotalizationAgreement: z.union([sourcedFlagSchema, unknownSchema]),
});
export type CountryTax = z.infer<typeof countryTaxSchema>;
export type IncomeTax = z.infer<typeof incomeTaxSchema>;
export type TaxBand = z.infer<typeof taxBandSchema>;

/** One US rule that follows a US citizen abroad wherever they live (citizenship-based taxation, FEIE, FBAR...). */
export const usTaxRuleSchema = usFactSchema;
export type UsTaxRule = UsFact;
