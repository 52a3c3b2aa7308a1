/** Healthcare for a resident foreigner: how the system works, when a newcomer can join it, what cover costs. */
import { z } from "zod";
import { asOfSchema } from "@shared/contracts/source";
import { citationSchema } from "@server/facts/citation";
import { COUNTRY_SLUGS } from "@server/destinations/data/dataset.schema";
import { sourcedTextSchema, unknownSchema } from "../knowledge.schema";

export const insuranceCostSchema = z.object({
  amount: z.number().positive(),
  currency: z.string().regex(/^[A-Z]{3}$/, "currency must be an ISO 4217 code"),
  period: z.enum(["month", "year"]),
  /** Who the figure is for, e.g. "a 40-year-old, basic private plan, average premium in 2025". */
  basis: z.string().min(3),
  /** The ages the premium is quoted for, when the source states them (a premium differs with age). */
  forAges: z.object({ from: z.number().int().min(0).max(120), to: z.number().int().min(0).max(120) }).optional(),
  source: citationSchema,
});
export type InsuranceCost = z.infer<typeof insuranceCostSchema>;

const agesSchema = z
  .object({ from: z.number().int().min(0).max(120), to: z.number().int().min(0).max(120) })
  .refine((ages) => ages.from <= ages.to, "forAges: from must not be above to");

/** A premium quoted for stated ages: one point of the age bands (premium-bands.ts). */
export const agedPremiumSchema = insuranceCostSchema.extend({ forAges: agesSchema });
export type AgedPremium = z.infer<typeof agedPremiumSchema>;

/**
 * How the premium a newcomer pays varies with age, as a source says: private plans priced by age ("age-rated"),
 * one premium whatever the age by law ("community-rated"), or a public scheme whose contribution follows income,
 * not age ("income-based").
 */
export const PREMIUM_RATINGS = ["age-rated", "community-rated", "income-based"] as const;
export const premiumRatingSchema = z.object({ kind: z.enum(PREMIUM_RATINGS), text: z.string().min(3), source: citationSchema });
export type PremiumRating = z.infer<typeof premiumRatingSchema>;

export const countryHealthcareSchema = z.object({
  country: z.enum(COUNTRY_SLUGS),
  checked: asOfSchema,
  /** How the system works for a resident foreigner (public, insurance-based, mixed). */
  system: z.union([sourcedTextSchema, unknownSchema]),
  /** Whether and when a newcomer can join the public system, and what it costs them. */
  publicAccess: z.union([sourcedTextSchema, unknownSchema]),
  /** Typical private health insurance premium, or unknown when no dated source gives one. */
  privateInsuranceCost: z.union([insuranceCostSchema, unknownSchema]),
  /** How cover is priced with age (issue 19.5): what turns the quotes into the three age bands. */
  premiumRating: z.union([premiumRatingSchema, unknownSchema]),
  /** Premiums quoted for stated ages, beside the headline premium above (which counts too when it states ages). */
  premiumsByAge: z.array(agedPremiumSchema),
});
export type CountryHealthcare = z.infer<typeof countryHealthcareSchema>;
