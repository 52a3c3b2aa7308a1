/**
 * The professional help directory: official registers and public bodies, never firms, ratings or phone numbers
 * of private businesses. Each entry is a real body with its own page.
 */
import { z } from "zod";
import { asOfSchema } from "@shared/contracts/source";
import { COUNTRY_SLUGS } from "@server/destinations/data/dataset.schema";

export const DIRECTORY_CATEGORIES = ["immigration-authority", "lawyers", "tax-advisers", "tax-authority", "movers", "health-insurance"] as const;
export type DirectoryCategory = (typeof DIRECTORY_CATEGORIES)[number];

export const directoryEntrySchema = z.object({
  category: z.enum(DIRECTORY_CATEGORIES),
  /** The body's own name, e.g. "Ordem dos Advogados (Portuguese Bar Association)". */
  name: z.string().min(3),
  /** What a newcomer uses it for, e.g. "search the register of licensed lawyers by city". */
  use: z.string().min(10),
  url: z.url({ protocol: /^https$/ }),
  /** When the page was read. */
  asOf: asOfSchema,
  /** The day the entry's page was last confirmed (issue 30). */
  reviewedOn: z.iso.date().optional(),
});
export type DirectoryEntry = z.infer<typeof directoryEntrySchema>;

export const countryDirectorySchema = z.object({
  country: z.enum(COUNTRY_SLUGS),
  checked: asOfSchema,
  entries: z.array(directoryEntrySchema).min(1),
});
export type CountryDirectory = z.infer<typeof countryDirectorySchema>;
