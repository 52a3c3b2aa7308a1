/** Language and everyday practicalities: what a newcomer meets on day one. */
import { z } from "zod";
import { asOfSchema } from "@shared/contracts/source";
import { citationSchema } from "@server/facts/citation";
import { COUNTRY_SLUGS } from "@server/destinations/data/dataset.schema";
import { unknownSchema } from "../knowledge.schema";

export const englishProficiencySchema = z.object({
  /** The index and its edition, e.g. "EF English Proficiency Index 2024". */
  index: z.string().min(3),
  /** The band the index gives, e.g. "Very high proficiency". */
  band: z.string().min(3),
  rank: z.number().int().positive(),
  /** How many countries the edition ranks. */
  of: z.number().int().positive(),
  source: citationSchema,
});

export const countryCultureSchema = z.object({
  country: z.enum(COUNTRY_SLUGS),
  checked: asOfSchema,
  officialLanguages: z.object({ languages: z.array(z.string().min(2)).min(1), note: z.string().optional(), source: citationSchema }),
  englishProficiency: z.union([englishProficiencySchema, unknownSchema]),
  /** e.g. ["UTC+1 (CET), UTC+2 in summer"]; several entries for a country with several zones. */
  timeZones: z.object({ zones: z.array(z.string().min(3)).min(1), source: citationSchema }),
  currency: z.object({ code: z.string().regex(/^[A-Z]{3}$/), name: z.string().min(3), source: citationSchema }),
  drivingSide: z.object({ side: z.enum(["left", "right"]), source: citationSchema }),
  /** IEC plug types (letters A-N) and the mains voltages (more than one where it varies by area). */
  electricity: z.object({ plugTypes: z.array(z.string().regex(/^[A-N]$/)).min(1), voltages: z.array(z.number().int().positive()).min(1), source: citationSchema }),
});
export type CountryCulture = z.infer<typeof countryCultureSchema>;
