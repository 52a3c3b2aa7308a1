/** Where a figure comes from: every figure shown to users carries one. */
import { z } from "zod";

/** YYYY, YYYY-MM or YYYY-MM-DD: the edition or the date the figure describes. */
export const asOfSchema = z
  .string()
  .regex(/^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/, "as-of date must be YYYY, YYYY-MM or YYYY-MM-DD");

export const sourceSchema = z.object({
  /** Publisher and edition, e.g. "Global Peace Index 2025 (Institute for Economics & Peace)". */
  name: z.string().min(3),
  url: z.url({ protocol: /^https$/ }),
  asOf: asOfSchema,
});
export type Source = z.infer<typeof sourceSchema>;
