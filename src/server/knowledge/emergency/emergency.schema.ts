/** Emergency numbers, the US embassy and consulates, and the State Department's travel advisory. */
import { z } from "zod";
import { asOfSchema } from "@shared/contracts/source";
import { citationSchema } from "@server/facts/citation";
import { COUNTRY_SLUGS } from "@server/destinations/data/dataset.schema";
import { unknownSchema } from "../knowledge.schema";

const phoneSchema = z.string().regex(/^[+0-9][0-9 ()-]{1,24}$/, "a phone number in digits, spaces, +, ( ) and -");

export const emergencyNumbersSchema = z.object({
  police: phoneSchema,
  ambulance: phoneSchema,
  fire: phoneSchema,
  /** A general number such as 112 when the country has one. */
  general: phoneSchema.optional(),
  source: citationSchema,
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
