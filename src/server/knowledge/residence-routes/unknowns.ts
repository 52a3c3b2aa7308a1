/** Notes shared by many countries' routes, so the same gap is said the same way everywhere. */
import type { Unknown } from "../knowledge.schema";

export const NO_PROCESSING_TIME: Unknown = { value: null, note: "No official or well-known source publishes a dated processing time." };
