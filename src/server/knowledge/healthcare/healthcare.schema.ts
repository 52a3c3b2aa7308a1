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

export const countryHealthcareSchema = z.object({
  country: z.enum(COUNTRY_SLUGS),
  checked: asOfSchema,
  /** How the system works for a resident foreigner (public, insurance-based, mixed). */
  system: z.union([sourcedTextSchema, unknownSchema]),
  /** Whether and when a newcomer can join the public system, and what it costs them. */
  publicAccess: z.union([sourcedTextSchema, unknownSchema]),
  /** Typical private health insurance premium, or unknown when no dated source gives one. */
  privateInsuranceCost: z.union([insuranceCostSchema, unknownSchema]),
});
export type CountryHealthcare = z.infer<typeof countryHealthcareSchema>;
