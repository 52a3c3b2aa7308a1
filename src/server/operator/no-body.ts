import { z } from "zod";

/** An operator action that takes no body: the page sends a JSON content type with none (Fastify hands the schema null). */
export const noBodySchema = z.strictObject({}, { error: "This call takes no body" }).nullish();
