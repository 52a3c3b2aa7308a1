/**
 * Recognition of professional qualifications (issue 19.3): for each country, the body a person with a foreign
 * qualification goes to before working in a regulated occupation there, with its page, the usual steps and the
 * language level asked for. The occupation groups are ISCO-08 groups (occupations/occupation-groups.ts); a group
 * without its own entry is covered by the country's contact point, and the report says so.
 */
import { z } from "zod";
import { asOfSchema } from "@shared/contracts/source";
import { citationSchema } from "@server/facts/citation";
import { COUNTRY_SLUGS } from "@server/destinations/data/dataset.schema";
import { REGULATED_GROUPS } from "../occupations/occupation-groups";

const bodySchema = z.object({
  /** The body's name as it calls itself, with an English gloss where useful: "Nursing and Midwifery Council (NMC)". */
  body: z.string().min(3),
  /** The body's own https page for foreign-trained applicants. */
  url: z.url({ protocol: /^https$/ }),
  source: citationSchema,
});

export const professionRecognitionSchema = bodySchema.extend({
  group: z.enum(REGULATED_GROUPS),
  /** The usual steps, plainly, in one to three sentences (apply, documents, assessment or exam, adaptation period). */
  steps: z.string().min(20),
  /** The language level asked for ("German B2 (B1 for some states)"), or null when the source names none. */
  language: z.string().min(2).nullable(),
});
export type ProfessionRecognition = z.infer<typeof professionRecognitionSchema>;

export const countryRecognitionSchema = z
  .object({
    country: z.enum(COUNTRY_SLUGS),
    checked: asOfSchema,
    /** The national contact point or portal for recognising foreign qualifications, and what it does. */
    contactPoint: bodySchema.extend({ what: z.string().min(20) }),
    professions: z.array(professionRecognitionSchema),
  })
  .refine((entry) => new Set(entry.professions.map((p) => p.group)).size === entry.professions.length, "one entry per occupation group");
export type CountryRecognition = z.infer<typeof countryRecognitionSchema>;
