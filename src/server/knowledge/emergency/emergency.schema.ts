/** Emergency numbers, the US embassy and consulates, and the State Department's travel advisory. */
import { z } from "zod";
import { asOfSchema } from "@shared/contracts/source";
import { citationSchema, crossCheckSchema } from "@server/facts/citation";
import { COUNTRY_SLUGS } from "@server/destinations/data/dataset.schema";
import { unknownSchema } from "../knowledge.schema";

const phoneSchema = z.string().regex(/^[+0-9][0-9 ()-]{1,24}$/, "a phone number in digits, spaces, +, ( ) and -");

const SERVICES = ["police", "ambulance", "fire"] as const;
export type EmergencyService = (typeof SERVICES)[number];

/**
 * The numbers for each service, all from one official publisher (`source`; issue 30: Smartraveller's "Local
 * contacts" page for every country but Australia, whose own government is the publisher). `said` gives a service's
 * number as the publisher words it where it is more than one number ("112 or 113", a number by city); it starts
 * with the number itself. A second, independent source is `crossCheck`; where it gives other numbers, `differs`
 * says what it gives, and the report says the sources differ instead of silently picking one.
 */
export const emergencyNumbersSchema = z
  .object({
    police: phoneSchema,
    ambulance: phoneSchema,
    fire: phoneSchema,
    said: z.partialRecord(z.enum(SERVICES), z.string().min(3)).optional(),
    /** Something the publisher says beside the numbers that a caller needs (an app for English, calls unanswered). */
    note: z.string().min(10).optional(),
    source: citationSchema,
    /** A general number such as 112 when the country has one. */
    general: phoneSchema.optional(),
    /** Where the general number is stated by another official page than `source` (the EU's 112 page). */
    generalSource: citationSchema.optional(),
    crossCheck: crossCheckSchema.optional(),
  })
  .refine((numbers) => SERVICES.every((service) => numbers.said?.[service]?.startsWith(numbers[service]) ?? true), {
    message: "a service's wording (said) starts with its number",
  });

export const usPostSchema = z.object({
  kind: z.enum(["embassy", "consulate"]),
  city: z.string().min(2),
  phone: z.union([phoneSchema, z.null()]),
  url: z.url({ protocol: /^https$/ }),
  source: citationSchema,
});
export type UsPost = z.infer<typeof usPostSchema>;
export type EmergencyNumbers = z.infer<typeof emergencyNumbersSchema>;

export const advisorySchema = z.object({
  level: z.number().int().min(1).max(4),
  /** The State Department's wording, e.g. "Exercise Increased Caution". */
  label: z.string().min(3),
  /** The date the advisory was issued or last updated. */
  issued: asOfSchema,
  /** The areas the advisory rates above the country's level, in its words ("Do Not Travel to Mosquito Gulf ..."). */
  areas: z.string().min(10).optional(),
  source: citationSchema,
});
export type Advisory = z.infer<typeof advisorySchema>;

export const countryEmergencySchema = z.object({
  country: z.enum(COUNTRY_SLUGS),
  checked: asOfSchema,
  numbers: z.union([emergencyNumbersSchema, unknownSchema]),
  /** The embassy first, then consulates. */
  usPosts: z.array(usPostSchema),
  advisory: z.union([advisorySchema, unknownSchema]),
});
export type CountryEmergency = z.infer<typeof countryEmergencySchema>;
