/** GET /api/assessments/:id/schools: how schooling works for the children who move (issue 29.4), for the results page. */
import type { Source } from "./source";

export type SchoolsSummary = {
  country: string;
  /** How many children the answers say move; 0 means the page shows nothing. */
  children: number;
  /** False when the knowledge base has no schools entry for the country yet (`note` says so). */
  researched: boolean;
  note: string | null;
  /** One line per fact the sources give: state schools, compulsory ages, the school year's start. */
  facts: { label: string; text: string; source: Source }[];
  /** How many international schools with a published fee the paid report lists. */
  internationalSchools: number;
};
