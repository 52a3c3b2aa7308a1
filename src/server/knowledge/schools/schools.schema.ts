/**
 * Schools for the children who move (issue 29.4): whether residents' children attend state schools free and in
 * which language, the ages of compulsory schooling, how a newly arrived child is enrolled, the month the school
 * year starts, and a few international schools in the country's listed cities with their published annual fee.
 */
import { z } from "zod";
import { asOfSchema } from "@shared/contracts/source";
import { citationSchema } from "@server/facts/citation";
import { COUNTRY_SLUGS } from "@server/destinations/data/dataset.schema";
import { sourcedTextSchema, unknownSchema } from "../knowledge.schema";

const publicSchoolsSchema = z.object({
  /** True when a resident child's state schooling is free of tuition. */
  free: z.boolean(),
  /** The languages state schools teach in, e.g. ["Portuguese"]. */
  languages: z.array(z.string().min(2)).min(1),
  /** The rule in plain words, e.g. who may enrol and what is charged (books, meals). */
  text: z.string().min(10),
  source: citationSchema,
});

const compulsoryAgesSchema = z.object({
  /** The age schooling becomes compulsory, and the age (or the end of the year it ends) it stops. */
  from: z.number().int().min(3).max(8),
  to: z.number().int().min(12).max(19),
  note: z.string().min(3).optional(),
  source: citationSchema,
});

const schoolYearSchema = z.object({
  /** The month (1-12) the school year starts. */
  month: z.number().int().min(1).max(12),
  note: z.string().min(3).optional(),
  source: citationSchema,
});

/** An international school's published annual fee: the figure, its currency and what it pays for. */
const internationalSchoolSchema = z.object({
  name: z.string().min(3),
  /** A city of the destination data, where the school is. */
  city: z.string().min(2),
  fee: z.object({
    amount: z.number().positive(),
    currency: z.string().regex(/^[A-Z]{3}$/),
    period: z.literal("year"),
    /** What the fee covers, e.g. "tuition, grade 1, school year 2025-26". */
    what: z.string().min(5),
    source: citationSchema,
  }),
});
export type InternationalSchool = z.infer<typeof internationalSchoolSchema>;

export const countrySchoolsSchema = z.object({
  country: z.enum(COUNTRY_SLUGS),
  checked: asOfSchema,
  publicSchools: z.union([publicSchoolsSchema, unknownSchema]),
  compulsoryAges: z.union([compulsoryAgesSchema, unknownSchema]),
  /** How a newly arrived child is enrolled: where to apply and the documents asked for. */
  enrolment: z.union([sourcedTextSchema, unknownSchema]),
  schoolYearStarts: z.union([schoolYearSchema, unknownSchema]),
  /** Up to two schools per city, in the destination data's cities; empty with `internationalNote` when none has a dated fee. */
  internationalSchools: z.array(internationalSchoolSchema).max(8),
  internationalNote: z.string().min(10).optional(),
});
export type CountrySchools = z.infer<typeof countrySchoolsSchema>;
