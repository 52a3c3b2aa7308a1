/**
 * The ISCO-08 skill level of an occupation group (issue 28.1): the level of the tasks the work involves, from 1
 * (simple, routine physical or manual tasks) to 4 (complex problem-solving, usually a first degree or more). ISCO-08
 * assigns levels by major group (its Table 2): managers 3 and 4 (hospitality, retail and other services managers,
 * sub-major group 14, at 3; the others at 4), professionals 4, technicians and associate professionals 3, clerical,
 * service and sales, skilled agricultural, craft and machine-operating work 2, elementary occupations 1; armed forces
 * by rank (commissioned officers 4, non-commissioned officers 2, other ranks 1). A skilled-worker route that asks
 * for a level is compared with this; an occupation the matcher does not recognise has no level (unknown, never a
 * guess).
 */
import type { Citation } from "@server/facts/citation";
import type { SkillLevel } from "../residence-routes/route-conditions.schema";
import type { IscoGroup } from "./match-occupation";

export const ISCO_SKILL_LEVELS_SOURCE: Citation = {
  publisher: "International Labour Organization",
  title: "International Standard Classification of Occupations: Structure, group definitions and correspondence tables (ISCO-08, Volume I), Table 2: Mapping of ISCO-08 major groups to skill levels",
  url: "https://www.ilo.org/sites/default/files/wcmsp5/groups/public/%40dgreports/%40dcomm/%40publ/documents/publication/wcms_172572.pdf",
  asOf: "2012",
  reviewedOn: "2026-11-28",
  research:
    "The ILO's own ISCO-08 Volume I (2012). No stored copy of the PDF's text was found in the search store (November 2026); the mapping of major groups to skill levels is restated, 'based on ILO 2012', in the World Bank's Table 1.2 (Job Classification by ISCO Code, Skill Level, and Education Level), and the document's address is cited by many public code repositories that classify occupations.",
};

export type SkillLevels = { lowest: SkillLevel; highest: SkillLevel };

const level = (lowest: SkillLevel, highest: SkillLevel = lowest): SkillLevels => ({ lowest, highest });
const BY_MAJOR_GROUP: Record<string, SkillLevels> = {
  "0": level(1, 4),
  "1": level(3, 4),
  "2": level(4),
  "3": level(3),
  "4": level(2),
  "5": level(2),
  "6": level(2),
  "7": level(2),
  "8": level(2),
  "9": level(1),
};
const BY_SUB_MAJOR_GROUP: Record<string, SkillLevels> = { "11": level(4), "12": level(4), "13": level(4), "14": level(3), "01": level(4), "02": level(2), "03": level(1) };

/** The skill levels an ISCO-08 group's work can be at (one level, or a range where the code is a whole major group), or null for no code. */
export function skillLevelsOf(isco: Pick<IscoGroup, "code">): SkillLevels | null {
  const code = isco.code;
  return BY_SUB_MAJOR_GROUP[code.slice(0, 2)] ?? BY_MAJOR_GROUP[code.slice(0, 1)] ?? null;
}

export const SKILL_LEVEL_WORDS: Record<SkillLevel, string> = {
  1: "simple routine tasks (ISCO-08 skill level 1)",
  2: "work that needs secondary education or vocational training (ISCO-08 skill level 2)",
  3: "technical or associate-professional work (ISCO-08 skill level 3)",
  4: "professional work, usually with a degree (ISCO-08 skill level 4)",
};
